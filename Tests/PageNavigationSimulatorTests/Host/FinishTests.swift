import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// `finish()` ends a flow and reports what it left over, so an app's test (and our walks and fuzzers)
/// can assert in one line that nothing was left behind.
@Suite("Simulator: finish")
struct FinishTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let flow: @Sendable (NavigationSimulator) throws -> Void
        let expected: @Sendable (inout SimulatorLeftovers) -> Void
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a push and a pop leave nothing",
            flow: { simulator in
                try simulator.push("Detail")
                simulator.pop()
            }, expected: { _ in }),
        Case(
            name: "unsettled operations run to their end",
            flow: { simulator in
                try simulator.push("Detail", completion: "first", settle: false)
                try simulator.push("Red", completion: "second", settle: false)
            }, expected: { _ in }),
        Case(
            name: "an open confirmation is left over",
            flow: { simulator in
                try simulator.push("Editor")
                simulator.tapBack()
            }, expected: { $0.openConfirmation = "Editor" }),
        Case(
            name: "a held finger holds its transition",
            flow: { simulator in
                try simulator.push("Detail")
                simulator.swipe(startX: 8, distance: 120, release: false)
            },
            expected: {
                $0.fingerHeld = true
                $0.transitionInFlight = true
            }),
        Case(
            name: "a completion that ran twice is named",
            flow: { simulator in
                try simulator.push("Detail", completion: "shown")
                simulator.events.append("completed:shown")
            }, expected: { $0.completionsRunTwice = ["shown"] }),
        Case(
            name: "a platform stack unlike the engine's",
            flow: { simulator in
                try simulator.push("Detail")
                simulator.platform.pages.removeLast()
            }, expected: { $0.stacksDisagree = true }),
        Case(
            name: "a fake bar left on the platform",
            flow: { simulator in
                try simulator.push("Detail")
                simulator.platform.fakeBarPages.append(simulator.page(named: "Detail")!)
            }, expected: { $0.fakeBars = 1 }),
        Case(
            name: "a stack change made inside a transition",
            flow: { simulator in
                simulator.platform.droppedStackChanges = 1
            }, expected: { $0.droppedStackChanges = 1 }),
    ]

    @Test("finish reports what the flow left over", arguments: cases)
    func finish(_ test: Case) throws {
        let simulator = try HostFixtures.simulator(["Home"])
        try test.flow(simulator)
        var expected = SimulatorLeftovers()
        test.expected(&expected)
        let leftovers = simulator.finish()
        #expect(leftovers == expected)
        #expect(leftovers.isClean == (expected == SimulatorLeftovers()))
    }

    @Test("an unsettled flow shows its queue before finish and nothing after")
    func queueBeforeFinish() throws {
        let simulator = try HostFixtures.simulator(["Home"])
        try simulator.push("Detail", completion: "first", settle: false)
        try simulator.push("Red", completion: "second", settle: false)
        #expect(simulator.leftovers.queuedOperations == 1)
        #expect(simulator.leftovers.transitionInFlight)
        #expect(simulator.leftovers.isConsistent)
        #expect(simulator.finish().isClean)
        #expect(simulator.stack == ["Home", "Detail", "Red"])
    }

    @Test("an open confirmation is unfinished work, not an inconsistency")
    func describesLeftovers() throws {
        let simulator = try HostFixtures.simulator(["Home"])
        try simulator.push("Editor")
        simulator.tapBack()
        let leftovers = simulator.finish()
        #expect(leftovers.isConsistent)
        #expect(!leftovers.isClean)
        #expect(leftovers.description == "the back confirmation of Editor is still open")
        simulator.answer(true)
        #expect(simulator.finish().description == "clean")
    }
}
