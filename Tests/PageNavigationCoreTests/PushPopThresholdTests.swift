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

    /// A NaN (a division by zero in the app's maths) would never let a slow release finish: it is no
    /// setting, and the app's threshold decides.
    @Test("a threshold that is not a number is no setting, whether passed at creation or set later")
    func notANumber() {
        let made = PageSettings(finishProgress: .nan, finishVelocity: .nan, pushFinishProgress: .nan)
        #expect(made.finishProgress == nil && made.finishVelocity == nil && made.pushFinishProgress == nil)
        var settings = PageSettings(finishProgress: 0.3, finishVelocity: 200)
        settings.finishProgress = .nan
        settings.finishVelocity = .nan
        settings.pushFinishProgress = .nan
        #expect(settings.finishProgress == nil && settings.finishVelocity == nil && settings.pushFinishProgress == nil)
        let geometry = settings.releaseGeometry(for: .pop, in: SwipeGeometry())
        #expect(geometry.progressThreshold == SwipeGeometry().progressThreshold)
    }
}
