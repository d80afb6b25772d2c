import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// A presented stack's ways back: the sheet's pull-down and (with `rootSwipeDismisses`) a swipe-back on
/// the root page go through the top page's back handler, as DESIGN's rule "Presentations" says.
@Suite("Presentations")
struct PresentationTests {
    typealias PullRow = (
        line: Int, presentation: StackPresentation, back: BackBehavior, stack: String, events: [String],
        after: StackPresentation
    )

    static let pullRows: [PullRow] = [
        (#line, .sheet, .pop, "Home Page", ["dismissed:Page"], .none),
        (#line, .sheet, .webHistory, "Home Page", ["dismissed:Page"], .none),
        (#line, .sheet, .deny, "Home Page", ["backDenied:Page"], .sheet),
        (#line, .sheet, .confirm, "Home Page", ["backRequested:Page"], .sheet),
        (#line, .sheet, .deny, "Page", ["backDenied:Page"], .sheet),
        (#line, .sheet, .confirm, "Page", ["backRequested:Page"], .sheet),
        (#line, .sheet, .pop, "Page", ["dismissed:Page"], .none),
        (#line, .fullScreen, .pop, "Home Page", [], .fullScreen),
        (#line, .fullScreen, .deny, "Home Page", [], .fullScreen),
        (#line, .none, .pop, "Home Page", [], .none),
    ]

    @Test("a pull-down asks the top page's back handler", arguments: pullRows)
    func pullDown(_ row: PullRow) {
        var harness = Harness(row.stack, settings: ["Page": PageSettings(back: row.back)])
        if row.back == .webHistory { harness.send(.webHistoryChanged(harness.id("Page"), canGoBack: true)) }
        harness.present(row.presentation)
        let dismissesBefore = harness.engine.pullDownDismisses
        harness.present(.pullDown)
        #expect(harness.takeEvents() == row.events, sourceLocation: at(row.line))
        #expect(harness.engine.presentation == row.after, sourceLocation: at(row.line))
        #expect(harness.stack == row.stack, "a pull-down never pops", sourceLocation: at(row.line))
        #expect(
            dismissesBefore == (row.presentation == .sheet && row.events.first?.hasPrefix("dismissed") == true),
            "UIKit's question is answered as the pull-down goes", sourceLocation: at(row.line))
    }

    typealias KeepRow = (line: Int, presentation: StackPresentation, back: BackBehavior, pending: Bool, keeps: Bool)

    static let keepRows: [KeepRow] = [
        (#line, .sheet, .pop, false, false),
        (#line, .sheet, .webHistory, false, false),
        (#line, .sheet, .deny, false, true),
        (#line, .sheet, .confirm, false, true),
        (#line, .sheet, .confirm, true, true),
        (#line, .fullScreen, .deny, false, false),
        (#line, .none, .confirm, false, false),
    ]

    @Test("the sheet refuses a pull-down before it moves while the top page denies or asks", arguments: keepRows)
    func keepsSheet(_ row: KeepRow) {
        var harness = Harness("Home Page", settings: ["Page": PageSettings(back: row.back)])
        harness.present(row.presentation)
        if row.pending { harness.send(.tapBack) }
        #expect((harness.engine.pendingBack != nil) == row.pending, sourceLocation: at(row.line))
        #expect(harness.engine.keepsSheet == row.keeps, sourceLocation: at(row.line))
    }

    typealias AnswerRow = (line: Int, stack: String, answer: Bool, events: [String], after: StackPresentation)

    static let answerRows: [AnswerRow] = [
        (#line, "Home Page", true, ["dismissed:Page"], .none),
        (#line, "Home Page", false, [], .sheet),
        (#line, "Page", true, ["dismissed:Page"], .none),
    ]

    @Test("a yes to a pull-down's question dismisses the sheet, without popping", arguments: answerRows)
    func answerPullDown(_ row: AnswerRow) {
        var harness = Harness(row.stack, settings: ["Page": PageSettings(back: .confirm)])
        harness.present(.sheet)
        harness.present(.pullDown)
        _ = harness.takeEvents()
        let effects = harness.send(.answerBack(row.answer))
        #expect(effects.events.map(harness.describe) == row.events, sourceLocation: at(row.line))
        #expect(effects.contains(.dismissPresentation) == row.answer, sourceLocation: at(row.line))
        #expect(harness.engine.presentation == row.after, sourceLocation: at(row.line))
        #expect(harness.stack == row.stack, sourceLocation: at(row.line))
        #expect(harness.engine.pendingBack == nil, sourceLocation: at(row.line))
    }

    typealias RootRow = (
        line: Int, setting: Bool, presentation: StackPresentation, back: BackBehavior, startX: Double,
        events: [String], after: StackPresentation
    )

    static let rootRows: [RootRow] = [
        (#line, false, .sheet, .pop, 5, ["swipeRefused:root"], .sheet),
        (#line, true, .sheet, .pop, 5, ["dismissed:Page"], .none),
        (#line, true, .fullScreen, .pop, 5, ["dismissed:Page"], .none),
        (#line, true, .none, .pop, 5, ["swipeRefused:root"], .none),
        (#line, true, .sheet, .deny, 5, ["backDenied:Page"], .sheet),
        (#line, true, .sheet, .confirm, 5, ["backRequested:Page"], .sheet),
        (#line, true, .sheet, .webHistory, 5, ["dismissed:Page"], .none),
        (#line, true, .sheet, .pop, 200, ["swipeRefused:edgeDistance"], .sheet),
    ]

    @Test("a swipe-back on a presented root dismisses only with rootSwipeDismisses", arguments: rootRows)
    func rootSwipe(_ row: RootRow) {
        var configuration = NavigationConfiguration()
        configuration.rootSwipeDismisses = row.setting
        var harness = Harness("Page", configuration: configuration, settings: ["Page": PageSettings(back: row.back)])
        harness.present(row.presentation)
        let touch = SwipeTouch(startX: row.startX, distance: 150)
        harness.send(.swipeBegan(touch))
        #expect(harness.takeEvents() == row.events, sourceLocation: at(row.line))
        #expect(harness.engine.presentation == row.after, sourceLocation: at(row.line))
        #expect(harness.engine.transition == nil, "the swipe starts no pop", sourceLocation: at(row.line))
    }

    @Test("a yes to a root swipe's question dismisses; a no keeps the sheet")
    func answerRootSwipe() {
        var configuration = NavigationConfiguration()
        configuration.rootSwipeDismisses = true
        for answer in [true, false] {
            var harness = Harness(
                "Page", configuration: configuration, settings: ["Page": PageSettings(back: .confirm)])
            harness.present(.sheet)
            harness.send(.swipeBegan(SwipeTouch(startX: 5, distance: 150)))
            #expect(harness.engine.pendingBack == harness.id("Page"))
            harness.send(.answerBack(answer))
            #expect(harness.engine.presentation == (answer ? .none : .sheet))
            #expect(
                harness.takeEvents() == (answer ? ["backRequested:Page", "dismissed:Page"] : ["backRequested:Page"]))
        }
    }

    @Test("the app's own dismissal closes a dismissing confirmation; its answer is owed and does nothing")
    func appDismissesWhileAsking() {
        var harness = Harness("Home Page", settings: ["Page": PageSettings(back: .confirm)])
        harness.present(.sheet)
        harness.present(.pullDown)
        harness.present(.presented(.none))
        #expect(harness.engine.pendingBack == nil)
        #expect(harness.engine.keepsSheet == false)
        _ = harness.takeEvents()
        harness.send(.answerBack(true))
        #expect(harness.takeEvents() == [], "no dismissal, no nothingPending")
    }

    @Test("a dismissal the platform made after a pull-down is reported once, for the top page")
    func dismissedByUser() {
        var harness = Harness("Home Page")
        harness.present(.sheet)
        harness.present(.dismissedByUser)
        harness.present(.dismissedByUser)
        #expect(harness.takeEvents() == ["dismissed:Page"])
        #expect(harness.takeEffects().contains(.dismissPresentation) == false, "the platform dismissed it already")
    }

    @Test("a pull-down's confirmation closes when its page leaves the stack")
    func confirmationLifetime() {
        var harness = Harness("Home Page", settings: ["Page": PageSettings(back: .confirm)])
        harness.present(.sheet)
        harness.present(.pullDown)
        harness.perform(.pop(animated: false))
        #expect(harness.engine.pendingBack == nil, "the asking page left")
        #expect(harness.engine.pendingDismissal == false)
    }
}
