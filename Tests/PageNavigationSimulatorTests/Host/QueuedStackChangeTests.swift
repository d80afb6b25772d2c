import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// Operations queued behind a transition run, in order, when it ends; the platform ends up showing
/// the last one. (Found by the host fuzzer: two queued immediate stack changes used to undo each other
/// forever, because the host reconciled the platform's stack with an engine that was one change ahead.)
@Suite("Host: changes queued behind a transition")
struct QueuedStackChangeTests {
    @Test("two immediate stack changes queued behind a push both run, once each, and the last one stays")
    func twoQueuedImmediateChanges() throws {
        let simulator = try HostFixtures.simulator(["Home"])
        try simulator.push("Gallery", completion: "pushed", settle: false)
        try simulator.setStack(["Home", "Editor", "Red"], animated: false, completion: "first", settle: false)
        simulator.advance(by: 0.05)
        try simulator.setStack(["Home", "Editor", "Web"], animated: false, completion: "second", settle: false)
        simulator.settle()
        #expect(simulator.stack == ["Home", "Editor#2", "Web"])  // the second change makes a new Editor
        #expect(simulator.platformStack == simulator.stack)
        #expect(
            simulator.events.filter { $0.hasPrefix("completed:") } == [
                "completed:pushed", "completed:first", "completed:second",
            ])
        #expect(simulator.retainedPageCount == 3)
    }

    /// The app's intent was formed on a stack that no longer exists: its failure callback decides
    /// (issue 37, F5; DESIGN's rules; documented in "Changing the stack").
    @Test("a queued push that removes pages which left in the meantime is refused with notFound and changes nothing")
    func queuedPushWhoseTargetsLeft() throws {
        let simulator = try HostFixtures.simulator(["Home", "List", "Detail"])
        simulator.pop(completion: "popped", settle: false)
        try simulator.push("Red", completion: "pushed", removing: [.page("Detail")], settle: false)
        simulator.settle()
        #expect(simulator.stack == ["Home", "List"])
        #expect(simulator.platformStack == ["Home", "List"])
        #expect(
            simulator.events.filter { $0.hasPrefix("completed:") || $0.hasPrefix("error:") }
                == ["completed:popped", "error:notFound"])
        #expect(simulator.retainedPageCount == 2)
    }
}
