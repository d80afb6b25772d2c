import PageNavigationCore
import Testing

/// A trackpad's two-finger scroll (``SwipeTouch/indirect``) has no finger at an edge: it starts where the
/// pointer is, no start limit refuses it, and the content under the pointer keeps its own gestures.
@Suite("Swipe acceptance: indirect (trackpad) swipes")
struct IndirectSwipeTests {
    /// `pointerX` on a left-to-right screen 390 pt wide with a 20 pt edge region; each row is also checked
    /// mirrored right-to-left.
    typealias Row = (line: Int, situation: SwipeSituation, pointerX: Double, distance: Double, expected: SwipeDecision)

    static let rows: [Row] = [
        // An edge-mode page (the default before iOS 26) goes back from anywhere, as a finger could not.
        (#line, .init(mode: .edge), 200, 60, .pop),
        (#line, .init(mode: .edge), 5, 60, .pop),
        // A start limit is about fingers.
        (#line, .init(mode: .fullScreen(maximumStartDistance: 100)), 300, 60, .pop),
        // What still refuses: disabled, the root, a transition, a confirmation in progress, direction, the back handler.
        (#line, .init(mode: .disabled), 200, 60, .refused(.disabled)),
        (#line, .init(depth: 1), 200, 60, .refused(.root)),
        (#line, .init(busy: true), 200, 60, .refused(.transition)),
        (#line, .init(pending: true), 200, 60, .refused(.pending)),
        (#line, .init(), 200, -60, .refused(.direction)),
        (#line, .init(back: .deny), 200, 60, .denied),
        // The content under the pointer keeps its gestures, even near the edge (a pointer is in no region).
        (#line, .init(mode: .edge, contentScroll: .scrolled), 200, 60, .refused(.scrollView)),
        (#line, .init(mode: .fullScreen, contentScroll: .scrolled), 5, 60, .refused(.scrollView)),
        (#line, .init(mode: .edge, contentScroll: .atStart), 200, 60, .pop),
        (#line, .init(mode: .edge, content: [.rowSwipeActions]), 200, 60, .refused(.content)),
        (#line, .init(mode: .edge, content: [.horizontalControl]), 10, 60, .refused(.content)),
        // A web view keeps a trackpad's scroll: it has no edge for WebKit's swipe to start at.
        (#line, .init(mode: .fullScreen, back: .webHistory, content: [.webViewGestures]), 200, 60, .refused(.content)),
        // An interactive push from anywhere, unless the content takes the scroll.
        (#line, .init(hasNextPage: true), 200, -60, .push),
        (#line, .init(hasNextPage: true, content: [.horizontalControl]), 380, -60, .refused(.content)),
    ]

    @Test("an indirect swipe is decided from where the pointer is", arguments: rows)
    func indirect(_ row: Row) {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let geometry = SwipeGeometry(direction: direction)
            let mirrored = direction == .rightToLeft
            let touch = SwipeTouch(
                startX: mirrored ? geometry.screenWidth - row.pointerX : row.pointerX,
                distance: mirrored ? -row.distance : row.distance, indirect: true)
            #expect(
                SwipeDecision.evaluate(touch, situation: row.situation, geometry: geometry) == row.expected,
                "row at line \(row.line), \(direction)")
        }
    }

    @Test("the same swipe from a finger keeps the finger's rules")
    func directUnchanged() {
        let geometry = SwipeGeometry()
        let edgePage = SwipeSituation(mode: .edge)
        #expect(
            SwipeDecision.evaluate(SwipeTouch(startX: 200, distance: 60), situation: edgePage, geometry: geometry)
                == .refused(.edgeDistance))
        let scrolled = SwipeSituation(mode: .fullScreen, contentScroll: .scrolled)
        #expect(
            SwipeDecision.evaluate(SwipeTouch(startX: 5, distance: 60), situation: scrolled, geometry: geometry)
                == .pop)
    }
}
