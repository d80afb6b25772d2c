import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// Starting a transition inside `navigationController(_:didShow:animated:)` gives "nested push animation
/// can result in corrupted navigation bar" (HeroTransitions/Hero #638; `UIKIT.md` 10). UIKit does not
/// document whether it calls `didShow` before or after the transition coordinator's completion: the
/// virtual platform models both, and the host starts the next queued operation only after UIKit's
/// callback returned (issue 37, F6).
@Suite("Host: nothing starts inside didShow")
struct DidShowCallbackTests {
    /// (didShow before the coordinator's completion, the coordinator reports the transition's end)
    static let orders: [(didShowFirst: Bool, coordinatorReportsEnd: Bool)] = [
        (true, true), (false, true), (true, false), (false, false),
    ]

    @Test("queued operations start after didShow returned, never inside it", arguments: orders)
    func queuedOperationsStartAfterDidShow(_ order: (didShowFirst: Bool, coordinatorReportsEnd: Bool)) throws {
        let simulator = try HostFixtures.simulator(["Home"])
        simulator.platform.didShowBeforeCompletion = order.didShowFirst
        simulator.platform.coordinatorReportsEnd = order.coordinatorReportsEnd
        try simulator.push("List", completion: "list", settle: false)
        try simulator.push("Red", completion: "red", settle: false)  // a double tap: queued
        simulator.pop(completion: "pop", settle: false)
        try simulator.push("Detail", animated: false, completion: "detail", settle: false)
        simulator.settle()
        #expect(simulator.platform.stackChangesInsideDidShow == 0)
        #expect(simulator.platform.droppedStackChanges == 0)
        #expect(simulator.stack == ["Home", "List", "Detail"])
        #expect(simulator.platformStack == ["Home", "List", "Detail"])
        #expect(
            simulator.events.filter { $0.hasPrefix("completed:") }
                == ["completed:list", "completed:red", "completed:pop", "completed:detail"])
    }

    @Test(
        "a swipe-back with a push queued behind it: the push starts after didShow returned", arguments: [true, false])
    func pushQueuedBehindSwipe(didShowFirst: Bool) throws {
        let simulator = try HostFixtures.simulator(["Home", "List"])
        simulator.platform.didShowBeforeCompletion = didShowFirst
        _ = simulator.swipe(startX: 5, distance: 120, release: false)
        try simulator.push("Detail", completion: "detail", settle: false)
        simulator.release(velocity: 900)
        simulator.settle()
        #expect(simulator.platform.stackChangesInsideDidShow == 0)
        #expect(simulator.platformStack == ["Home", "Detail"])
        #expect(simulator.events.contains("completed:detail"))
    }
}
