import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// When the finger lifts: finish if faster than 500 pt/s in the gesture's direction, cancel if faster
/// than that the other way, otherwise finish iff the progress reached 0.5.
@Suite("Release decision")
struct ReleaseDecisionTests {
    typealias Row = (line: Int, progress: Double, velocity: Double, expected: ReleaseDecision)

    static let rows: [Row] = [
        (#line, 0.1, 501, .finish),
        (#line, 0.1, 500, .cancel),
        (#line, 0.1, 499, .cancel),
        (#line, 0.9, -501, .cancel),
        (#line, 0.9, -500, .finish),
        (#line, 0.9, -499, .finish),
        (#line, 0.4999, 0, .cancel),
        (#line, 0.5, 0, .finish),
        (#line, 0.4999, 499, .cancel),
        (#line, 0.5, -499, .finish),
        (#line, 0, 10_000, .finish),
        (#line, 1, -10_000, .cancel),
    ]

    @Test(arguments: rows)
    func decide(_ row: Row) {
        #expect(
            ReleaseDecision.decide(progress: row.progress, velocity: row.velocity, geometry: SwipeGeometry())
                == row.expected,
            sourceLocation: at(row.line))
    }

    /// `along` and `velocity` are measured in the gesture's direction (back for a pop, toward the leading
    /// edge for a push); the engine gets them as screen values, mirrored for right-to-left.
    typealias EngineRow = (line: Int, kind: TransitionKind, along: Double, velocity: Double, expected: NavigationEffect)

    static let engineRows: [EngineRow] = [
        (#line, .pop, 100, 501, .finishInteraction),
        (#line, .pop, 100, 499, .cancelInteraction),
        (#line, .pop, 300, -501, .cancelInteraction),
        (#line, .pop, 300, -499, .finishInteraction),
        (#line, .pop, 194, 0, .cancelInteraction),
        (#line, .pop, 195, 0, .finishInteraction),
        (#line, .push, 100, 501, .finishInteraction),
        (#line, .push, 100, 499, .cancelInteraction),
        (#line, .push, 300, -501, .cancelInteraction),
        (#line, .push, 300, -499, .finishInteraction),
        (#line, .push, 194, 0, .cancelInteraction),
        (#line, .push, 195, 0, .finishInteraction),
    ]

    @Test(arguments: engineRows, LayoutDirection.allCases)
    func engineRelease(_ row: EngineRow, direction: LayoutDirection) {
        let configuration = NavigationConfiguration(geometry: SwipeGeometry(direction: direction))
        var harness = Harness("Home A", configuration: configuration, settings: ["A": PageSettings(hasNextPage: true)])
        // Screen sign of the gesture's direction, and where it starts (back edge or trailing edge).
        let sign = (row.kind == .pop ? 1 : -1) * direction.backSign
        let fromBackEdge: Double = row.kind == .pop ? 5 : 385
        let startX = direction == .leftToRight ? fromBackEdge : 390 - fromBackEdge
        harness.send(.swipeBegan(SwipeTouch(startX: startX, distance: 10 * sign), nextPage: harness.page("Next")))
        #expect(harness.engine.transition?.kind == row.kind, sourceLocation: at(row.line))

        let touch = SwipeTouch(startX: startX, distance: row.along * sign)
        harness.send(.swipeMoved(touch))
        #expect(abs((harness.engine.transition?.progress ?? -1) - row.along / 390) < 1e-9, sourceLocation: at(row.line))
        #expect(
            harness.send(.swipeEnded(touch, velocity: row.velocity * sign)) == [row.expected],
            sourceLocation: at(row.line))
    }
}
