import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// An interactive push may start anywhere on a full-screen page (GKNavigationBarSwift's left-swipe
/// push), app-wide or per page; the page's content keeps its own gestures beyond the edge region.
@Suite("Where an interactive push starts")
struct PushGestureModeTests {
    /// (line, app mode, page mode, content scroll, content gestures, start x, expected)
    typealias Row = (
        line: Int, app: PushGestureMode, page: PushGestureMode?, scroll: ContentScroll, content: Set<ContentGesture>,
        startX: Double, expected: SwipeDecision
    )

    static let rows: [Row] = [
        (#line, .edge, nil, .none, [], 385, .push),  // the trailing edge, as before
        (#line, .edge, nil, .none, [], 200, .refused(.direction)),
        (#line, .fullScreen, nil, .none, [], 200, .push),  // app-wide: from anywhere
        (#line, .fullScreen, nil, .none, [], 5, .push),
        (#line, .edge, .fullScreen, .none, [], 200, .push),  // the page's own mode wins
        (#line, .fullScreen, .edge, .none, [], 200, .refused(.direction)),
        // Beyond the edge region the content's own gestures come first; the edge stays the push's.
        (#line, .fullScreen, nil, .atStart, [], 200, .refused(.scrollView)),
        (#line, .fullScreen, nil, .scrolled, [], 200, .refused(.scrollView)),
        (#line, .fullScreen, nil, .none, [.horizontalControl], 200, .refused(.content)),
        (#line, .fullScreen, nil, .scrolled, [.horizontalControl], 385, .push),
    ]

    @Test(arguments: rows, LayoutDirection.allCases)
    func start(_ row: Row, direction: LayoutDirection) {
        var configuration = NavigationConfiguration(geometry: SwipeGeometry(direction: direction))
        configuration.pushGesture = row.app
        var harness = Harness(
            "Home Page", configuration: configuration,
            settings: ["Page": PageSettings(hasNextPage: true, pushGesture: row.page)])
        harness.send(.contentScrollChanged(harness.id("Page"), row.scroll))
        harness.send(.contentGesturesChanged(harness.id("Page"), row.content))
        let startX = direction == .leftToRight ? row.startX : 390 - row.startX
        let touch = SwipeTouch(startX: startX, distance: -100 * direction.backSign)
        #expect(harness.engine.swipeDecision(for: touch) == row.expected, sourceLocation: at(row.line))
    }
}
