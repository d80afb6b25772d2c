import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// The release thresholds can be chosen app-wide and per page: FSPNavigationController-style apps
/// finish at a third of the width.
@Suite("Release thresholds per app and per page")
struct ReleaseThresholdTests {
    /// (line, app progress, page progress, page velocity, distance swiped, release velocity, expected)
    typealias Row = (
        line: Int, appProgress: Double, pageProgress: Double?, pageVelocity: Double?, distance: Double,
        velocity: Double, expected: NavigationEffect
    )

    static let rows: [Row] = [
        (#line, 0.5, nil, nil, 130, 0, .cancelInteraction),  // 1/3 of 390 under the default 0.5
        (#line, 0.33, nil, nil, 130, 0, .finishInteraction),  // app-wide 0.33
        (#line, 0.33, nil, nil, 127, 0, .cancelInteraction),
        (#line, 0.5, 0.33, nil, 130, 0, .finishInteraction),  // the page's own 0.33 wins
        (#line, 0.33, 0.8, nil, 300, 0, .cancelInteraction),  // … also when stricter
        (#line, 0.5, nil, 1000, 50, 800, .cancelInteraction),  // a page that needs a faster flick
        (#line, 0.5, nil, 1000, 50, 1001, .finishInteraction),
        (#line, 0.5, nil, 200, 300, -201, .cancelInteraction),  // … or a gentler one, both ways
    ]

    @Test(arguments: rows)
    func release(_ row: Row) {
        var configuration = NavigationConfiguration()
        configuration.geometry.progressThreshold = row.appProgress
        let settings = PageSettings(finishProgress: row.pageProgress, finishVelocity: row.pageVelocity)
        var harness = Harness("Home Page", configuration: configuration, settings: ["Page": settings])
        harness.send(.swipeBegan(SwipeTouch(startX: 5, distance: row.distance)))
        let effects = harness.send(.swipeEnded(SwipeTouch(startX: 5, distance: row.distance), velocity: row.velocity))
        #expect(effects == [row.expected], sourceLocation: at(row.line))
    }

    @Test("a page's thresholds apply only while it is the page being swiped: the page above it keeps the app's")
    func noLeak() {
        var configuration = NavigationConfiguration()
        configuration.geometry.progressThreshold = 0.5
        var harness = Harness(
            "Home Lenient Plain", configuration: configuration, settings: ["Lenient": PageSettings(finishProgress: 0.2)]
        )
        harness.send(.swipeBegan(SwipeTouch(startX: 5, distance: 100)))
        #expect(harness.send(.swipeEnded(SwipeTouch(startX: 5, distance: 100), velocity: 0)) == [.cancelInteraction])
        harness.finishTransition(false)  // the cancel animation ends
        #expect(harness.stack == "Home Lenient Plain")
        harness.perform(.pop(animated: false))
        harness.send(.swipeBegan(SwipeTouch(startX: 5, distance: 100)))
        #expect(harness.send(.swipeEnded(SwipeTouch(startX: 5, distance: 100), velocity: 0)) == [.finishInteraction])
    }
}
