import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// What UIKit's own pop calls return (`popViewController(animated:)` and its siblings): the pages popped
/// now, never a page a queued pop has not popped yet (an iPad split view pops while a push runs).
@Suite("Host: what the platform's pop calls return")
struct PlatformPopAnswerTests {
    @Test("a pop that runs now returns the page it removed")
    func popNow() throws {
        let simulator = try HostFixtures.simulator(["Home", "List", "Detail"])
        let popped = simulator.host.performPlatformPop(.pop(animated: true))
        #expect(popped?.map(\.name) == ["Detail"])
        simulator.settle()
        #expect(simulator.stack == ["Home", "List"])
    }

    /// (the command asked while a push runs, the stack once everything ran)
    static let queuedPops: [(command: NavigationCommand, stack: [String])] = [
        (.pop(animated: true), ["Home", "List"]),
        (.popToRoot(animated: true), ["Home"]),
    ]

    @Test("a pop that waits behind a push returns no page: it has popped nothing yet", arguments: queuedPops)
    func queuedPop(_ row: (command: NavigationCommand, stack: [String])) throws {
        let simulator = try HostFixtures.simulator(["Home", "List"])
        try simulator.push("Detail", settle: false)
        #expect(simulator.platform.isInTransition)
        let popped = simulator.host.performPlatformPop(row.command)
        #expect(popped?.isEmpty == true)
        #expect(simulator.queuedCount == 1)
        simulator.settle()
        #expect(simulator.stack == row.stack)
    }

    @Test("a pop to a page below the top returns the pages above it, top last")
    func popToNow() throws {
        let simulator = try HostFixtures.simulator(["Home", "List", "Detail", "Red"])
        let list = try #require(simulator.page(named: "List"))
        let popped = simulator.host.performPlatformPop(.popTo(.page(list.id), animated: true))
        #expect(popped?.map(\.name) == ["Detail", "Red"])
    }

    @Test("a refused pop returns nil and changes nothing")
    func refusedPop() throws {
        let simulator = try HostFixtures.simulator(["Home"])
        #expect(simulator.host.performPlatformPop(.pop(animated: true)) == nil)
        #expect(simulator.stack == ["Home"])
    }
}
