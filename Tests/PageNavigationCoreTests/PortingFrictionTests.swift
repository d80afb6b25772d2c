import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// What teams porting real apps asked for: removing several kinds of page at once, knowing what a back
/// request did, and changing the configuration while the app runs.
@Suite("Porting frictions")
struct PortingFrictionTests {
    typealias RemoveRow = (line: Int, stack: String, matchers: [Match], expected: String, events: [String])

    static let removeRows: [RemoveRow] = [
        (
            #line, "Home Verify:verify Code:verify Checkout Done", [.tag("verify"), .type("Checkout")], "Home Done",
            ["removed:Verify", "removed:Code", "removed:Checkout", "completed:op"]
        ),
        (#line, "Home A B", [.type("A"), .type("A")], "Home B", ["removed:A", "completed:op"]),
        (#line, "Home A B", [.type("B")], "Home A", ["removed:B", "willShow:A", "didShow:A", "completed:op"]),
        (#line, "Home A B", [.type("A"), .type("Missing")], "Home A B", ["error:notFound"]),
        (#line, "Home A B", [.type("A"), .type("Home")], "Home A B", ["error:cannotRemoveRoot"]),
        (#line, "Home A B", [], "Home A B", ["error:notFound"]),
    ]

    @Test("remove several targets in one operation; a refusal removes nothing", arguments: removeRows)
    func removeAll(_ row: RemoveRow) {
        var harness = Harness(row.stack)
        harness.perform(.removeAll(row.matchers.map { harness.matcher($0) }))
        #expect(harness.stack == row.expected, sourceLocation: at(row.line))
        #expect(harness.takeEvents() == row.events, sourceLocation: at(row.line))
    }

    typealias BackRow = (
        line: Int, back: BackBehavior, web: Bool, stack: String, target: String?, expected: BackRequestResult
    )

    static let backRows: [BackRow] = [
        (#line, .pop, false, "Home Page", nil, .leaves),
        (#line, .deny, false, "Home Page", nil, .denied),
        (#line, .confirm, false, "Home Page", nil, .confirmationRequested),
        (#line, .webHistory, true, "Home Page", nil, .webBack),
        (#line, .webHistory, true, "Home Page", "Home", .leaves),
        (#line, .webHistory, false, "Home Page", nil, .leaves),
        (#line, .pop, false, "Page", nil, .refused(.cannotPopRoot)),
        (#line, .pop, false, "Home Page", "Page", .refused(.notFound)),
    ]

    @Test("what a back request would do is what it does", arguments: backRows)
    func backRequestResult(_ row: BackRow) {
        var harness = Harness(row.stack, settings: ["Page": PageSettings(back: row.back)])
        if row.web { harness.send(.webHistoryChanged(harness.id("Page"), canGoBack: true)) }
        _ = harness.takeEvents()
        let target: BackTarget = row.target.map { .page(harness.id($0)) } ?? .onePage
        #expect(harness.engine.backRequestResult(target) == row.expected, sourceLocation: at(row.line))
        let effects = harness.send(.requestBack(target))
        let started = harness.engine.transition != nil
        switch row.expected {
        case .leaves: #expect(started, sourceLocation: at(row.line))
        case .denied: #expect(effects.events == [.backDenied(harness.id("Page"))], sourceLocation: at(row.line))
        case .confirmationRequested:
            #expect(harness.engine.pendingBack == harness.id("Page"), sourceLocation: at(row.line))
        case .webBack: #expect(effects.contains(.goBackInWebView(harness.id("Page"))), sourceLocation: at(row.line))
        case .refused(let error):
            #expect(effects.events == [.refused(error, operation: nil)], sourceLocation: at(row.line))
        case .ignored, .queued: #expect(effects.isEmpty, sourceLocation: at(row.line))
        }
    }

    @Test("a back request during a transition is ignored, and says so")
    func ignoredDuringTransition() {
        var harness = Harness("Home")
        harness.perform(.push("Page"), animated: true)
        #expect(harness.engine.backRequestResult(.onePage) == .ignored)
        #expect(harness.send(.requestBack(.onePage)).isEmpty)
    }

    @Test("a new configuration applies from the next gesture and page; the screen and the pages' looks stay")
    func updateConfiguration() {
        var harness = Harness("Home A", settings: ["A": PageSettings(bar: PartialBarStyle(tint: .pureRed))])
        harness.engine.updateScreen(width: 320, direction: .rightToLeft)
        let lookOfA = harness.style("A")
        #expect(harness.engine.popGestureStatus == .pop)
        var configuration = NavigationConfiguration(popGesture: .disabled)
        configuration.defaultBar.background = .black
        harness.engine.updateConfiguration(configuration)
        #expect(harness.engine.popGestureStatus == .refused(.disabled))
        #expect(harness.engine.configuration.geometry.screenWidth == 320)
        #expect(harness.engine.configuration.geometry.direction == .rightToLeft)
        #expect(harness.style("A") == lookOfA)
        harness.perform(.push("B"))
        #expect(harness.style("B")?.background == .black)
    }
}
