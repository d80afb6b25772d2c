import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

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

    /// (the change, how the app asks for it while the platform is busy — its completion is "op" —, the
    /// stack once it ran)
    static let waitingChanges: [(name: String, run: @Sendable (NavigationSimulator) throws -> Void, stack: [String])] =
        [
            ("push", { try $0.push("Detail", completion: "op", settle: false) }, ["Home", "List", "Detail"]),
            ("pop", { $0.pop(completion: "op", settle: false) }, ["Home"]),
            ("set stack", { try $0.setStack(["Home", "Red"], completion: "op", settle: false) }, ["Home", "Red"]),
            (
                "set stack without animation",
                { try $0.setStack(["Red"], animated: false, completion: "op", settle: false) },
                ["Red"]
            ),
            ("remove", { $0.remove(.page("List"), completion: "op", settle: false) }, ["Home"]),
        ]

    /// UIKit drops a stack change asked for during a presentation, a dismissal or a rotation (radar
    /// 44091459): the user taps "Discard" as a sheet goes away and stays on the page; a deep link that
    /// arrives during a rotation is ignored. The change waits for that transition's end instead.
    @Test(
        "a change asked for during the platform's own transition waits for its end, then runs: nothing dropped, completion once",
        arguments: waitingChanges.map(\.name)
    )
    func changeWaitsForOwnTransition(_ name: String) throws {
        let row = try #require(Self.waitingChanges.first { $0.name == name })
        let simulator = try HostFixtures.simulator(["Home", "List"])
        simulator.platform.beginOwnTransition()
        try row.run(simulator)
        #expect(simulator.platform.droppedStackChanges == 0)
        #expect(simulator.platformStack == ["Home", "List"])
        #expect(!simulator.events.contains("error:cancelled"))
        simulator.platform.endOwnTransition()
        simulator.settle()
        #expect(simulator.platform.droppedStackChanges == 0)
        #expect(simulator.stack == row.stack)
        #expect(simulator.platformStack == row.stack)
        #expect(simulator.events.filter { $0.hasPrefix("completed:") } == ["completed:op"])
        #expect(!simulator.events.contains { $0.hasPrefix("error:") })
        try simulator.push("Green", completion: "later")
        #expect(simulator.platformStack == row.stack + ["Green"])
    }

    @Test("changes asked for during the platform's own transition run in order once it is over")
    func waitingChangesKeepTheirOrder() throws {
        let simulator = try HostFixtures.simulator(["Home", "List"])
        simulator.platform.beginOwnTransition()
        simulator.remove(.page("List"), completion: "removed", settle: false)
        try simulator.push("Detail", completion: "pushed", settle: false)
        try simulator.push("Red", completion: "pushed again", settle: false)
        #expect(simulator.platformStack == ["Home", "List"])
        simulator.platform.cancelTransition()  // a rotation the platform cancelled is over too
        simulator.settle()
        #expect(simulator.platformStack == ["Home", "Detail", "Red"])
        #expect(simulator.stack == ["Home", "Detail", "Red"])
        #expect(
            simulator.events.filter { $0.hasPrefix("completed:") }
                == ["completed:removed", "completed:pushed", "completed:pushed again"])
        #expect(simulator.platform.droppedStackChanges == 0)
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
