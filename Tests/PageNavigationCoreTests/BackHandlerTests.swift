import PageNavigationCore
import Testing

/// One interception point for the back button and the swipes: pop, deny, confirm, webHistory.
/// Programmatic pops are the app's own decision and bypass it.
@Suite("Back handlers")
struct BackHandlerTests {
    static let edgeSwipe = SwipeTouch(startX: 5, distance: 120)

    @Test("confirm: the app is asked; meanwhile back taps are ignored and swipes refused; no stays, yes pops")
    func confirmFlow() {
        var harness = Harness("Home Form", settings: ["Form": PageSettings(back: .confirm)])
        #expect(harness.send(.tapBack) == [.event(.backRequested(harness.id("Form")))])
        #expect(harness.engine.pendingBack == harness.id("Form"))
        #expect(harness.stack == "Home Form")

        #expect(harness.send(.tapBack).isEmpty)
        #expect(harness.send(.swipeBegan(Self.edgeSwipe)) == [.event(.swipeRefused(.pending))])
        #expect(harness.engine.popGestureStatus == .refused(.pending))

        harness.send(.answerBack(false))
        #expect(harness.engine.pendingBack == nil)
        #expect(harness.stack == "Home Form")
        _ = harness.takeEvents()

        harness.send(.swipeBegan(Self.edgeSwipe))
        #expect(harness.takeEvents() == ["backRequested:Form"])
        #expect(harness.engine.transition == nil)
        harness.send(.answerBack(true))
        #expect(harness.engine.transition?.plan.to == harness.id("Home"))
        harness.settle()
        #expect(harness.stack == "Home")
        #expect(harness.takeEvents() == ["willShow:Home", "removed:Form", "didShow:Home"])
    }

    @Test("an answer with no confirmation open is refused with nothingPending", arguments: [false, true])
    func answerWithoutConfirmation(_ answer: Bool) {
        var harness = Harness("Home Form", settings: ["Form": PageSettings(back: .confirm)])
        #expect(harness.send(.answerBack(answer)) == [.event(.refused(.nothingPending, operation: nil))])
        harness.send(.tapBack)
        harness.send(.answerBack(answer))
        #expect(harness.send(.answerBack(answer)) == [.event(.refused(.nothingPending, operation: nil))])
    }

    @Test("deny: back taps and swipes are denied, the page stays")
    func deny() {
        var harness = Harness("Home Payment", settings: ["Payment": PageSettings(back: .deny)])
        let payment = harness.id("Payment")
        #expect(harness.send(.tapBack) == [.event(.backDenied(payment))])
        #expect(harness.send(.swipeBegan(Self.edgeSwipe)) == [.event(.backDenied(payment))])
        #expect(harness.stack == "Home Payment")
        #expect(harness.engine.transition == nil)
    }

    @Test("programmatic pops bypass the back handler", arguments: [BackBehavior.deny, .confirm, .webHistory])
    func programmaticPopBypasses(_ back: BackBehavior) {
        var harness = Harness("Home Page", settings: ["Page": PageSettings(back: back)])
        harness.send(.webHistoryChanged(harness.id("Page"), canGoBack: true))
        harness.perform(.pop)
        #expect(harness.stack == "Home")
        #expect(harness.takeEvents() == ["willShow:Home", "removed:Page", "didShow:Home", "completed:op"])
    }

    @Test("webHistory with the web view's own swipe: the edge swipe is the web view's, which goes back once by itself")
    func webViewOwnSwipe() {
        var harness = Harness("Home Web", settings: ["Web": PageSettings(back: .webHistory)])
        let web = harness.id("Web")
        harness.send(.webHistoryChanged(web, canGoBack: true))
        harness.send(.contentGesturesChanged(web, [.webViewGestures]))
        _ = harness.takeEffects()

        // No `goBackInWebView`: WebKit's swipe goes back, and a second go-back would skip a page.
        #expect(harness.send(.swipeBegan(Self.edgeSwipe)) == [.event(.swipeRefused(.webView)), .event(.webBack(web))])
        #expect(harness.engine.transition == nil)
        // The back button has no gesture of the web view's: the library goes back, once.
        #expect(harness.send(.tapBack) == [.goBackInWebView(web), .event(.webBack(web))])
    }

    @Test("webHistory: back goes back in the web view while it can, then the page pops")
    func webHistoryFlow() {
        var harness = Harness("Home Web", settings: ["Web": PageSettings(popGesture: .fullScreen, back: .webHistory)])
        let web = harness.id("Web")
        harness.send(.webHistoryChanged(web, canGoBack: true))

        #expect(harness.send(.tapBack) == [.goBackInWebView(web), .event(.webBack(web))])
        #expect(harness.stack == "Home Web")
        // While the web view can go back, the swipe belongs to it, from the edge and from anywhere.
        #expect(harness.send(.swipeBegan(Self.edgeSwipe)) == [.goBackInWebView(web), .event(.webBack(web))])
        #expect(
            harness.send(.swipeBegan(SwipeTouch(startX: 200, distance: 120))) == [
                .goBackInWebView(web), .event(.webBack(web)),
            ])
        #expect(harness.engine.transition == nil)

        harness.send(.webHistoryChanged(web, canGoBack: false))
        _ = harness.takeEffects()
        harness.send(.tapBack)
        #expect(harness.takeEvents() == ["willShow:Home"])
        harness.settle()
        #expect(harness.stack == "Home")
        #expect(harness.takeEvents() == ["removed:Web", "didShow:Home"])
    }

    @Test(
        "a back tap on the root page is refused with cannotPopRoot, whatever its handler",
        arguments: BackBehavior.allCases)
    func backTapOnRoot(_ back: BackBehavior) {
        var harness = Harness("Home", settings: ["Home": PageSettings(back: back)])
        harness.send(.webHistoryChanged(harness.id("Home"), canGoBack: true))
        #expect(harness.send(.tapBack) == [.event(.refused(.cannotPopRoot, operation: nil))])
    }

    @Test("a back tap pops with animation and reports no completion of its own")
    func backTapPops() {
        var harness = Harness("Home A")
        harness.send(.tapBack)
        #expect(harness.engine.transition?.plan.kind == .pop)
        harness.settle()
        #expect(harness.takeEvents() == ["willShow:Home", "removed:A", "didShow:Home"])
    }
}
