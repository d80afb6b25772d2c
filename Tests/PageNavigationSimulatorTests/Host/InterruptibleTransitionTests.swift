import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// On iOS 26 the user may interrupt a transition: the back button of a page being pushed can be tapped
/// while the push still animates. The shared host carries the tap out once the platform's push is over
/// (never inside it): the push completes once, then the page goes back through its own back handler.
@Suite("Host: interruptible transitions")
struct InterruptibleTransitionTests {
    static func simulator(interruptible: Bool, _ stack: [String] = ["Home"]) throws -> NavigationSimulator {
        var configuration = NavigationConfiguration()
        configuration.interruptibleTransitions = interruptible
        return try HostFixtures.simulator(stack, systemContentSwipe: interruptible, configuration: configuration)
    }

    @Test("a back tap during a push: lost before iOS 26; on iOS 26 the push ends, then the page pops")
    func backTapDuringPush() throws {
        for interruptible in [false, true] {
            let simulator = try Self.simulator(interruptible: interruptible)
            try simulator.push("Detail", completion: "push", settle: false)
            simulator.advance(by: 0.1)
            #expect(simulator.platform.transition != nil, "the push still animates")
            simulator.tapBack(settle: false)
            #expect(simulator.platformStack == ["Home", "Detail"], "nothing starts inside the push")
            simulator.settle()
            let expected = interruptible ? ["Home"] : ["Home", "Detail"]
            #expect(simulator.stack == expected, "interruptible: \(interruptible)")
            #expect(simulator.platformStack == expected, "interruptible: \(interruptible)")
            #expect(simulator.events.filter { $0 == "completed:push" }.count == 1)
            #expect(simulator.events.filter { $0 == "removed:Detail" }.count == (interruptible ? 1 : 0))
            #expect(simulator.leftovers.isConsistent, "\(simulator.leftovers)")
        }
    }

    /// (page pushed, what its back handler does once the push is over)
    static let handlers: [(page: String, events: [String], stack: [String], pending: String?)] = [
        ("Final", ["backDenied:Final"], ["Home", "Final"], nil),
        ("Editor", ["backRequested:Editor"], ["Home", "Editor"], "Editor"),
    ]

    @Test("the pushed page's back handler is asked once, when the push is over", arguments: handlers.indices)
    func handlerAskedOnce(_ index: Int) throws {
        let row = Self.handlers[index]
        let simulator = try Self.simulator(interruptible: true)
        try simulator.push(row.page, completion: "push", settle: false)
        simulator.advance(by: 0.1)
        #expect(simulator.escape(settle: false) == .queued)
        #expect(simulator.escape(settle: false) == .ignored, "a second tap on the same back button")
        #expect(!simulator.events.contains { $0.hasPrefix("back") }, "not asked while the push animates")
        simulator.settle()
        #expect(simulator.events.filter { $0.hasPrefix("back") } == row.events)
        #expect(simulator.stack == row.stack)
        #expect(simulator.pendingBack == row.pending)
        if row.pending != nil {
            simulator.answer(true)
            #expect(simulator.stack == ["Home"])
            #expect(simulator.platformStack == ["Home"])
        }
        #expect(simulator.events.filter { $0 == "completed:push" }.count == 1)
    }

    @Test("a back tap during a pop reaches the page being revealed: two pages back, one after the other")
    func backTapDuringPop() throws {
        let simulator = try Self.simulator(interruptible: true, ["Home", "List", "Detail"])
        simulator.tapBack(settle: false)
        simulator.advance(by: 0.1)
        simulator.tapBack(settle: false)
        simulator.settle()
        #expect(simulator.stack == ["Home"])
        #expect(simulator.platformStack == ["Home"])
        #expect(simulator.events.filter { $0.hasPrefix("removed:") } == ["removed:Detail", "removed:List"])
        #expect(simulator.leftovers.isConsistent, "\(simulator.leftovers)")
    }
}
