import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

extension VirtualPlatform {
    /// Starts a transition of the platform's own, which the host did not ask for (UIKit: a
    /// presentation or a rotation sets the controller's `transitionCoordinator`).
    func beginOwnTransition() {
        transition = VirtualTransition(previous: pages, interactive: false, library: false, progress: 0)
    }
}

/// The platform's stack is not always the host's to change: the platform runs transitions of its own,
/// drops stack changes asked for meanwhile, and may already show what the host asks for.
@Suite("Host: a platform busy on its own")
struct PlatformBusyTests {
    @Test("a swipe-back while the platform runs a transition of its own is refused with transition; afterwards it pops")
    func swipeDuringOwnTransition() throws {
        let simulator = try HostFixtures.simulator(["Home", "List"])
        simulator.platform.beginOwnTransition()
        simulator.swipe(startX: 5, distance: 250, velocity: 800, settle: false)
        #expect(simulator.events == ["swipeRefused:transition"])
        #expect(simulator.stack == ["Home", "List"])
        #expect(simulator.engine.transition == nil)
        simulator.platform.cancelTransition()
        simulator.swipe(startX: 5, distance: 250, velocity: 800)
        #expect(simulator.stack == ["Home"])
        #expect(simulator.platformStack == ["Home"])
    }

    /// (the change, how the app asks for it while the platform is busy; its completion is "op")
    static let droppedChanges: [(name: String, run: @Sendable (NavigationSimulator) throws -> Void)] = [
        ("push", { try $0.push("Detail", completion: "op", settle: false) }),
        ("pop", { $0.pop(completion: "op", settle: false) }),
        ("set stack", { try $0.setStack(["Home", "Red"], completion: "op", settle: false) }),
    ]

    @Test(
        "an animated change the platform drops (asked for during its own transition) is cancelled: nothing changes, no completion",
        arguments: droppedChanges.map(\.name)
    )
    func droppedChangeIsCancelled(_ name: String) throws {
        let simulator = try HostFixtures.simulator(["Home", "List"])
        simulator.platform.beginOwnTransition()
        try #require(Self.droppedChanges.first { $0.name == name }).run(simulator)
        #expect(simulator.platform.droppedStackChanges == 1)
        #expect(simulator.stack == ["Home", "List"])
        #expect(simulator.platformStack == ["Home", "List"])
        #expect(simulator.events.contains("error:cancelled"))
        #expect(!simulator.events.contains("completed:op"))
        #expect(!simulator.events.contains { $0.hasPrefix("didShow:") || $0.hasPrefix("removed:") })
        #expect(simulator.retainedPageCount == 2)
        simulator.platform.cancelTransition()
        try simulator.push("Green", completion: "later")
        #expect(simulator.stack == ["Home", "List", "Green"])
        #expect(simulator.events.filter { $0.hasPrefix("completed:") } == ["completed:later"])
    }

    @Test("a pop the platform already made behind the host's back ends at once: committed, its completion runs once")
    func platformAlreadyShowsTarget() throws {
        let simulator = try HostFixtures.simulator(["Home", "List", "Detail"])
        simulator.platform.pages.removeLast()
        simulator.pop(completion: "popped", settle: false)
        #expect(simulator.transition == nil)
        #expect(simulator.stack == ["Home", "List"])
        #expect(simulator.platformStack == ["Home", "List"])
        #expect(simulator.events == ["willShow:List", "removed:Detail", "didShow:List", "completed:popped"])
        try simulator.push("Red")
        #expect(simulator.platformStack == ["Home", "List", "Red"])
    }
}
