import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// Whether a swipe starts, and if not, why: the checks run in the design's order and the first that
/// fails names the refusal. Every row runs left-to-right as written and mirrored right-to-left.
@Suite("Swipe acceptance")
struct SwipeDecisionTests {
    /// `startX` and `distance` are written for a left-to-right screen 390 pt wide with a 20 pt edge region.
    typealias Row = (
        line: Int, situation: SwipeSituation, startX: Double, distance: Double, dy: Double, expected: SwipeDecision
    )

    static let rows: [Row] = [
        // direction: no movement in the back direction.
        (#line, .init(), 5, -100, 0, .refused(.direction)),
        (#line, .init(), 5, 0, 0, .refused(.direction)),
        (#line, .init(depth: 1), 200, -50, 0, .refused(.direction)),
        (#line, .init(busy: true, pending: true), 5, -50, 100, .refused(.direction)),
        // ... unless it is an interactive push: toward the leading edge, from the trailing edge region,
        // and the top page declares a next page.
        (#line, .init(hasNextPage: true), 385, -100, 0, .push),
        (#line, .init(hasNextPage: true), 370, -100, 0, .push),
        (#line, .init(hasNextPage: true), 369, -100, 0, .refused(.direction)),
        (#line, .init(hasNextPage: false), 385, -100, 0, .refused(.direction)),
        (#line, .init(depth: 1, hasNextPage: true), 385, -100, 0, .push),
        (#line, .init(hasNextPage: true), 385, -30, 31, .refused(.vertical)),
        (#line, .init(busy: true, hasNextPage: true), 385, -100, 0, .refused(.transition)),
        (#line, .init(pending: true, hasNextPage: true), 385, -100, 0, .refused(.pending)),
        (#line, .init(hasNextPage: true), 385, 100, 0, .refused(.edgeDistance)),
        // vertical: |dy| > |distance|.
        (#line, .init(), 5, 30, 31, .refused(.vertical)),
        (#line, .init(), 5, 30, -31, .refused(.vertical)),
        (#line, .init(), 5, 30, 30, .pop),
        (#line, .init(depth: 1, busy: true), 5, 30, 31, .refused(.vertical)),
        // root: never on the root page (the classic freeze).
        (#line, .init(depth: 1), 5, 100, 0, .refused(.root)),
        (#line, .init(depth: 1, busy: true, pending: true, mode: .disabled), 5, 100, 0, .refused(.root)),
        // transition: one in flight or queued.
        (#line, .init(busy: true), 5, 100, 0, .refused(.transition)),
        (#line, .init(busy: true, pending: true, mode: .disabled), 5, 100, 0, .refused(.transition)),
        // pending: a back confirmation is open.
        (#line, .init(pending: true), 5, 100, 0, .refused(.pending)),
        (#line, .init(pending: true, mode: .disabled), 300, 100, 0, .refused(.pending)),
        // disabled.
        (#line, .init(mode: .disabled), 5, 100, 0, .refused(.disabled)),
        (#line, .init(mode: .disabled, back: .deny), 300, 100, 0, .refused(.disabled)),
        // edgeDistance: edge mode starts within the edge region; fullScreen within its maximum.
        (#line, .init(), 0, 100, 0, .pop),
        (#line, .init(), 20, 100, 0, .pop),
        (#line, .init(), 21, 100, 0, .refused(.edgeDistance)),
        (#line, .init(), 200, 100, 0, .refused(.edgeDistance)),
        (#line, .init(mode: .fullScreen), 200, 100, 0, .pop),
        (#line, .init(mode: .fullScreen), 389, 1, 0, .pop),
        (#line, .init(mode: .fullScreen(maximumStartDistance: 100)), 100, 50, 0, .pop),
        (#line, .init(mode: .fullScreen(maximumStartDistance: 100)), 101, 50, 0, .refused(.edgeDistance)),
        (
            #line, .init(mode: .fullScreen(maximumStartDistance: 100), contentScroll: .scrolled), 150, 50, 0,
            .refused(.edgeDistance)
        ),
        // scrollView: full-screen pans beyond the edge region belong to scrolled content;
        // the edge region always belongs to swipe-back.
        (#line, .init(mode: .fullScreen, contentScroll: .scrolled), 200, 100, 0, .refused(.scrollView)),
        (#line, .init(mode: .fullScreen, contentScroll: .scrolled), 21, 100, 0, .refused(.scrollView)),
        (#line, .init(mode: .fullScreen, contentScroll: .scrolled), 20, 100, 0, .pop),
        (#line, .init(mode: .fullScreen, contentScroll: .scrolled), 3, 100, 0, .pop),
        (#line, .init(mode: .fullScreen, contentScroll: .atStart), 200, 100, 0, .pop),
        (
            #line, .init(mode: .fullScreen(maximumStartDistance: 100), contentScroll: .scrolled), 60, 100, 0,
            .refused(.scrollView)
        ),
        (#line, .init(contentScroll: .scrolled), 10, 100, 0, .pop),
        // content: a full-screen swipe beyond the edge region on content with gestures of its own is the
        // content's; the edge region stays swipe-back's; edge mode refuses it for its distance first.
        (#line, .init(mode: .fullScreen, content: [.rowSwipeActions]), 200, 100, 0, .refused(.content)),
        (#line, .init(mode: .fullScreen, content: [.horizontalControl]), 21, 100, 0, .refused(.content)),
        // A web view's own swipe starts at the screen edge only: beyond the edge region a full-screen
        // swipe over it is decided as on any page (web history with history goes back once, else a pop).
        (#line, .init(mode: .fullScreen, content: [.webViewGestures]), 200, 100, 0, .pop),
        (
            #line, .init(mode: .fullScreen, back: .webHistory, webCanGoBack: true, content: [.webViewGestures]), 200,
            100, 0, .webBack
        ),
        (
            #line, .init(mode: .fullScreen, back: .webHistory, webCanGoBack: false, content: [.webViewGestures]), 200,
            100, 0, .pop
        ),
        (#line, .init(mode: .fullScreen, back: .confirm, content: [.webViewGestures]), 200, 100, 0, .confirmation),
        (
            #line, .init(mode: .fullScreen, content: [.webViewGestures, .horizontalControl]), 200, 100, 0,
            .refused(.content)
        ),
        (#line, .init(mode: .fullScreen, content: [.rowSwipeActions]), 20, 100, 0, .pop),
        (#line, .init(mode: .fullScreen, content: [.horizontalControl]), 3, 100, 0, .pop),
        (#line, .init(content: [.rowSwipeActions]), 5, 100, 0, .pop),
        (#line, .init(content: [.rowSwipeActions]), 200, 100, 0, .refused(.edgeDistance)),
        (
            #line, .init(mode: .fullScreen, contentScroll: .scrolled, content: [.horizontalControl]), 200, 100, 0,
            .refused(.scrollView)
        ),
        (#line, .init(mode: .disabled, content: [.rowSwipeActions]), 200, 100, 0, .refused(.disabled)),
        (#line, .init(depth: 1, mode: .fullScreen, content: [.rowSwipeActions]), 200, 100, 0, .refused(.root)),
        (#line, .init(mode: .fullScreen, back: .deny, content: [.rowSwipeActions]), 200, 100, 0, .refused(.content)),
        // webView: on a web-history page whose web view swipes back by itself and has history, the
        // edge swipe is the web view's; without its own swipe, or without history, the back handler's.
        (
            #line, .init(back: .webHistory, webCanGoBack: true, content: [.webViewGestures]), 5, 100, 0,
            .refused(.webView)
        ),
        (
            #line, .init(mode: .fullScreen, back: .webHistory, webCanGoBack: true, content: [.webViewGestures]), 20,
            100, 0, .refused(.webView)
        ),
        (#line, .init(back: .webHistory, webCanGoBack: false, content: [.webViewGestures]), 5, 100, 0, .pop),
        (#line, .init(back: .webHistory, webCanGoBack: true, content: [.rowSwipeActions]), 5, 100, 0, .webBack),
        (#line, .init(back: .pop, webCanGoBack: true, content: [.webViewGestures]), 5, 100, 0, .pop),
        (
            #line, .init(pending: true, back: .webHistory, webCanGoBack: true, content: [.webViewGestures]), 5, 100, 0,
            .refused(.pending)
        ),
        // Then the back handler.
        (#line, .init(back: .deny), 5, 100, 0, .denied),
        (#line, .init(back: .confirm), 5, 100, 0, .confirmation),
        (#line, .init(back: .webHistory, webCanGoBack: true), 5, 100, 0, .webBack),
        (#line, .init(back: .webHistory, webCanGoBack: false), 5, 100, 0, .pop),
        (#line, .init(back: .pop, webCanGoBack: true), 5, 100, 0, .pop),
        (#line, .init(mode: .fullScreen, back: .webHistory, webCanGoBack: true), 200, 100, 0, .webBack),
        (#line, .init(back: .deny), 200, 100, 0, .refused(.edgeDistance)),
        (#line, .init(pending: true, back: .confirm), 5, 100, 0, .refused(.pending)),
        (
            #line, .init(mode: .fullScreen, back: .webHistory, webCanGoBack: true, contentScroll: .scrolled), 200, 100,
            0, .refused(.scrollView)
        ),
    ]

    @Test(arguments: rows, LayoutDirection.allCases)
    func acceptance(_ row: Row, direction: LayoutDirection) {
        let geometry = SwipeGeometry(direction: direction)
        let touch =
            direction == .leftToRight
            ? SwipeTouch(startX: row.startX, distance: row.distance, dy: row.dy)
            : SwipeTouch(startX: 390 - row.startX, distance: -row.distance, dy: row.dy)
        let decision = SwipeDecision.evaluate(touch, situation: row.situation, geometry: geometry)
        #expect(decision == row.expected, sourceLocation: at(row.line))
    }

    @Test("a wider screen and edge region move the limits with them")
    func configuredGeometry() {
        let geometry = SwipeGeometry(screenWidth: 1024, edgeWidth: 44, direction: .rightToLeft)
        let situation = SwipeSituation(hasNextPage: true)
        #expect(
            SwipeDecision.evaluate(
                SwipeTouch(startX: 1024 - 44, distance: -10), situation: situation, geometry: geometry) == .pop)
        #expect(
            SwipeDecision.evaluate(
                SwipeTouch(startX: 1024 - 45, distance: -10), situation: situation, geometry: geometry)
                == .refused(.edgeDistance))
        #expect(
            SwipeDecision.evaluate(SwipeTouch(startX: 44, distance: 10), situation: situation, geometry: geometry)
                == .push)
        #expect(
            SwipeDecision.evaluate(SwipeTouch(startX: 45, distance: 10), situation: situation, geometry: geometry)
                == .refused(.direction))
    }

    @Test("the engine refuses a swipe with the named reason, as an event")
    func refusalEvent() {
        var harness = Harness("Home")
        #expect(harness.send(.swipeBegan(SwipeTouch(startX: 5, distance: 100))) == [.event(.swipeRefused(.root))])
        #expect(harness.engine.transition == nil)
    }
}
