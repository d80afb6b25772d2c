import PageNavigationCore
import PageNavigationTestSupport
import Testing

@testable import PageNavigationSimulator

/// Pages not freed (debug builds): a page that left the stack and is still alive `leakGrace` seconds
/// after the transition that removed it ended is reported once; a freed page never is.
@Suite("Debugging: pages not freed")
struct NotFreedPageTests {
    private static func notFreed(_ simulator: NavigationSimulator) -> [String] {
        simulator.events.filter { $0.hasPrefix("notFreed:") }
    }

    @Test("a page the app holds is reported once, the grace period after its pop ended")
    func heldPageReportedOnce() throws {
        let simulator = try HostFixtures.simulator()
        try simulator.push("Detail")
        simulator.holdPage("Detail")
        simulator.pop()  // the pop's transition ends at the clock's value now
        simulator.advance(by: 1.99)
        #expect(Self.notFreed(simulator).isEmpty)
        simulator.advance(by: 0.02)
        #expect(Self.notFreed(simulator) == ["notFreed:Detail"])
        simulator.advance(by: 30)
        try simulator.push("List")
        simulator.pop()
        simulator.advance(by: 30)
        #expect(Self.notFreed(simulator) == ["notFreed:Detail"])
        #expect(simulator.platform.diagnostics.count == 1)
        #expect(simulator.platform.diagnostics.first?.message.contains("Detail was popped") == true)
    }

    @Test("a page nobody holds is freed as it leaves, and never reported")
    func freedPageNotReported() throws {
        let simulator = try HostFixtures.simulator()
        try simulator.push("Detail")
        simulator.pop()
        #expect(!simulator.isAlive("Detail"))
        simulator.advance(by: 10)
        #expect(Self.notFreed(simulator).isEmpty)
        #expect(simulator.host.debugging?.watchedPageCount == 0)
    }

    @Test("a page the app lets go of within the grace period is not reported")
    func droppedInTime() throws {
        let simulator = try HostFixtures.simulator()
        try simulator.push("Detail")
        simulator.holdPage("Detail")
        simulator.pop()
        simulator.advance(by: 1)
        simulator.dropPage("Detail")
        simulator.advance(by: 5)
        #expect(Self.notFreed(simulator).isEmpty)
    }

    @Test("the grace period starts when the transition that removed the page ends, not when it starts")
    func graceFromTransitionEnd() throws {
        var configuration = NavigationConfiguration()
        configuration.transitionDuration = 1
        let simulator = try HostFixtures.simulator(configuration: configuration)
        try simulator.push("Detail")
        simulator.holdPage("Detail")
        simulator.pop(settle: false)
        simulator.advance(by: 2.5)  // the pop ended at 1: its grace period ends at 3
        #expect(Self.notFreed(simulator).isEmpty)
        simulator.advance(by: 0.6)
        #expect(Self.notFreed(simulator) == ["notFreed:Detail"])
    }

    @Test("leakGrace sets the grace period")
    func customGrace() throws {
        let simulator = try HostFixtures.simulator()
        simulator.leakGrace = 0.5
        try simulator.push("Detail")
        simulator.holdPage("Detail")
        simulator.pop()
        simulator.advance(by: 0.6)
        #expect(Self.notFreed(simulator) == ["notFreed:Detail"])
    }

    @Test("a page that left and came back into the stack is not reported")
    func cameBack() throws {
        let simulator = try HostFixtures.simulator()
        try simulator.push("Detail")
        simulator.holdPage("Detail")
        try simulator.setStack(["Home"], animated: false)
        try simulator.setStack(["Home", "Detail"], animated: false)  // a new instance: Detail#2
        simulator.advance(by: 5)
        #expect(Self.notFreed(simulator) == ["notFreed:Detail"])
        #expect(simulator.stack == ["Home", "Detail#2"])
    }

    @Test(
        "the report says how the page left",
        arguments: [
            (#line, "pop", PageDeparture.popped),
            (#line, "popToRoot", .popped),
            (#line, "tapBack", .popped),
            (#line, "swipe", .swipedBack),
            (#line, "remove", .removed),
            (#line, "pushRemoving", .replaced),
            (#line, "setStack", .replaced),
        ])
    func departure(line: Int, how: String, expected: PageDeparture) throws {
        let simulator = try HostFixtures.simulator(["Home", "List"])
        try simulator.push("Detail")
        simulator.holdPage("Detail")
        switch how {
        case "pop": simulator.pop()
        case "popToRoot": simulator.popToRoot()
        case "tapBack": simulator.tapBack()
        case "swipe": simulator.swipe(startX: 5, distance: 250, velocity: 800)
        case "remove":
            try simulator.push("Red")
            simulator.remove(.page("Detail"))
        case "pushRemoving": try simulator.push("Red", removingCurrent: true)
        default: try simulator.setStack(["Home", "List"])
        }
        simulator.advance(by: 3)
        let reports = simulator.platform.diagnostics.compactMap { diagnostic -> NotFreedPage? in
            if case .notFreed(let page) = diagnostic.event { page } else { nil }
        }
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
        #expect(reports.map(\.departure) == [expected], sourceLocation: location)
        #expect(reports.first?.type == "Detail", sourceLocation: location)
    }

    @Test("the report names the page's tag")
    func tag() throws {
        var types = HostFixtures.types
        types["Order"] = PageBlueprint(tag: "checkout")
        let simulator = try NavigationSimulator(types: types, root: "Home")
        try simulator.push("Order")
        simulator.holdPage("Order")
        simulator.pop()
        simulator.advance(by: 3)
        guard case .notFreed(let page)? = simulator.platform.diagnostics.first?.event else {
            Issue.record("no report")
            return
        }
        #expect(page.tag == "checkout")
        #expect(simulator.platform.diagnostics.first?.message.contains("Order (tag \"checkout\") was popped") == true)
    }

    /// The library must never be what keeps a page alive: after any flow, every page that is not in the
    /// stack (and that the app does not hold) is freed, and nothing is reported.
    @Test("seeded random flows: the host holds no page that left", arguments: 1...20)
    func hostHoldsNothing(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let types = ["List", "Detail", "Red", "Green", "Hidden", "Editor", "Web", "Gallery", "Final", "Feed"]
        let simulator = try HostFixtures.simulator()
        var made: [String] = []
        for _ in 0..<30 {
            switch rng.below(9) {
            case 0, 1, 2: made.append(try simulator.push(types[rng.below(types.count)]))
            case 3: simulator.pop()
            case 4: simulator.tapBack()
            case 5:
                simulator.swipe(startX: 5, distance: Double(rng.below(300)), velocity: Double(rng.below(1600)) - 800)
            case 6: simulator.answer(rng.below(2) == 0)
            case 7: simulator.loadWeb(count: 2)
            default: simulator.swipe(startX: 385, distance: -250, velocity: -800)  // an interactive push
            }
        }
        simulator.advance(by: 5)
        for name in made where !simulator.stack.contains(name) {
            #expect(!simulator.isAlive(name), "\(name) left the stack and is alive (seed \(seed))")
        }
        #expect(Self.notFreed(simulator).isEmpty)
    }
}
