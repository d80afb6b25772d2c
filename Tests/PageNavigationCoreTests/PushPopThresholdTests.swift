import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// A push and a pop can finish at different distances: GKNavigationBarSwift finishes an interactive
/// push past 30% and a swipe-back past 50%. The existing `finishProgress` keeps deciding the pop.
@Suite("Separate finish thresholds for push and pop")
struct PushPopThresholdTests {
    /// (line, kind, app pop, app push, page pop, page push, distance swiped, expected)
    typealias Row = (
        line: Int, kind: TransitionKind, appPop: Double, appPush: Double?, pagePop: Double?, pagePush: Double?,
        distance: Double, expected: NavigationEffect
    )

    static let rows: [Row] = [
        // GK's app-wide pair: a push finishes at 0.3, a pop still needs 0.5.
        (#line, .push, 0.5, 0.3, nil, nil, 120, .finishInteraction),  // 120/390 ≈ 0.31
        (#line, .push, 0.5, 0.3, nil, nil, 110, .cancelInteraction),  // ≈ 0.28
        (#line, .pop, 0.5, 0.3, nil, nil, 120, .cancelInteraction),
        (#line, .pop, 0.5, 0.3, nil, nil, 200, .finishInteraction),
        // Without a push threshold the push follows the pop's, as before.
        (#line, .push, 0.5, nil, nil, nil, 120, .cancelInteraction),
        (#line, .push, 0.5, nil, 0.3, nil, 120, .finishInteraction),
        // The page's own push threshold wins over everything, and leaves its pop alone.
        (#line, .push, 0.5, 0.3, nil, 0.8, 300, .cancelInteraction),
        (#line, .push, 0.5, nil, 0.9, 0.2, 80, .finishInteraction),
        (#line, .pop, 0.5, nil, 0.9, 0.2, 300, .cancelInteraction),
        // The page's own finishProgress wins over the app's push threshold.
        (#line, .push, 0.5, 0.3, 0.6, nil, 200, .cancelInteraction),
    ]

    @Test(arguments: rows, LayoutDirection.allCases)
    func release(_ row: Row, direction: LayoutDirection) {
        var configuration = NavigationConfiguration(geometry: SwipeGeometry(direction: direction))
        configuration.geometry.progressThreshold = row.appPop
        configuration.geometry.pushProgressThreshold = row.appPush
        let settings = PageSettings(hasNextPage: true, finishProgress: row.pagePop, pushFinishProgress: row.pagePush)
        var harness = Harness("Home Page", configuration: configuration, settings: ["Page": settings])
        let sign = (row.kind == .pop ? 1 : -1) * direction.backSign
        let fromBackEdge: Double = row.kind == .pop ? 5 : 385
        let startX = direction == .leftToRight ? fromBackEdge : 390 - fromBackEdge
        let touch = SwipeTouch(startX: startX, distance: row.distance * sign)
        harness.send(.swipeBegan(touch, nextPage: harness.page("Next")))
        #expect(harness.engine.transition?.kind == row.kind, sourceLocation: at(row.line))
        #expect(harness.send(.swipeEnded(touch, velocity: 0)) == [row.expected], sourceLocation: at(row.line))
    }

    @Test("push thresholds are clamped to 0…1 like the others")
    func clamped() {
        #expect(PageSettings(pushFinishProgress: 1.5).pushFinishProgress == 1)
        #expect(PageSettings(pushFinishProgress: -1).pushFinishProgress == 0)
    }
}
