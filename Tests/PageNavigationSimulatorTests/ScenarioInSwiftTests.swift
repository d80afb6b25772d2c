import Testing

@testable import PageNavigationSimulator

/// Scenarios built with the Swift API rather than decoded from JSON, and the frames the runner
/// records for storyboards.
@Suite("Scenario runner: scenarios built in Swift")
struct ScenarioInSwiftTests {
    static let types: [String: PageBlueprint] = ["Home": PageBlueprint(), "Detail": PageBlueprint()]

    @Test("a scenario built in Swift with a root is the scenario its JSON decodes to, and runs the same")
    func builtWithRoot() throws {
        var expectation = ScenarioExpectation()
        expectation.stack = ["Home", "Detail"]
        expectation.eventsInclude = ["didShow:Detail", "completed:done"]
        let scenario = Scenario(
            name: "push", pageTypes: Self.types, root: "Home",
            steps: [
                ScenarioStep(
                    .push(
                        type: "Detail", as: nil, animated: true, completion: "done", removing: [],
                        removingCurrent: false)),
                ScenarioStep(.expect(expectation)),
            ])
        #expect(scenario.root == "Home")
        let decoded = try ScenarioDecoder.decode(
            #"""
            {"name": "push", "pages": {"Home": {}, "Detail": {}}, "root": "Home", "steps": [
              {"push": "Detail", "completion": "done"},
              {"expect": {"stack": ["Home", "Detail"], "eventsInclude": ["didShow:Detail", "completed:done"]}}
            ]}
            """#)
        #expect(decoded == scenario)
        let report = ScenarioRunner.run(scenario)
        #expect(report.passed, "\(String(describing: report.failure))")
        #expect(report.records.map(\.summary) == ["start with Home", "push Detail", "expect"])
    }

    @Test("a scenario built in Swift whose root type is unknown fails at its start, naming the type, and runs nothing")
    func unknownRoot() {
        let scenario = Scenario(
            name: "typo", pageTypes: Self.types, root: "Hoem",
            steps: [ScenarioStep(.pop(animated: true, completion: nil))])
        let report = ScenarioRunner.run(scenario)
        #expect(report.failure?.step == -1)
        #expect(report.failure?.key == "root")
        #expect(report.failure?.actual == "unknown page type \"Hoem\"")
        #expect(report.records.isEmpty)
    }

    @Test("with frames, a wait during a transition records the transition moving, then the settled screen")
    func framesDuringWait() throws {
        let scenario = try ScenarioDecoder.decode(
            #"""
            {"pages": {"Home": {}, "Detail": {}}, "root": "Home", "steps": [{"push": "Detail", "settle": false}, {"wait": 0.35}]}
            """#)
        let report = ScenarioRunner.run(scenario, framesPerTransition: 4)
        let wait = try #require(report.records.last)
        let moving = wait.frames.compactMap { $0.transition?.frame.progress }
        #expect(moving.count >= 4)  // a frame per tick (a fifth may land a rounding error short of the end)
        #expect(moving == moving.sorted() && Set(moving).count == moving.count)
        #expect(moving.allSatisfy { $0 > 0 && $0 < 1 })
        #expect(wait.frames.last?.transition == nil)
        #expect(wait.frames.last?.stack == ["Home", "Detail"])
    }
}
