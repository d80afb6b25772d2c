import Testing

@testable import PageNavigationSimulator

/// The scenario key `shadowColor` in a bar: decoded, compared by `expect.bar`, and a difference gets fake
/// bars.
@Suite("Scenario runner: the hairline's colour")
struct ScenarioShadowColorTests {
    @Test("a page's hairline colour shows on its bar, travels in fake bars, and is gone after back")
    func shadowColor() throws {
        let scenario = try ScenarioDecoder.decode(
            #"""
            {"pages": {"Home": {}, "Detail": {"bar": {"shadowColor": "#FF0000"}}}, "root": "Home",
             "steps": [
               {"push": "Detail", "settle": false},
               {"expect": {"transition": {"kind": "push", "interactive": false, "strategy": "fakeBars", "progress": 0}}},
               {"wait": 1},
               {"expect": {"bar": {"shadowColor": "#ff0000"}}},
               {"pop": true},
               {"expect": {"stack": ["Home"]}}
             ]}
            """#)
        let report = ScenarioRunner.run(scenario)
        #expect(report.failure == nil, "\(String(describing: report.failure))")
        let after = try ScenarioDecoder.decode(
            #"""
            {"pages": {"Home": {}, "Detail": {"bar": {"shadowColor": "#FF0000"}}}, "root": "Home",
             "steps": [{"expect": {"bar": {"shadowColor": "#FF0000"}}}]}
            """#)
        #expect(ScenarioRunner.run(after).failure != nil)  // Home has no hairline colour of its own
    }

    @Test("a shadowColor that is not a colour is refused with its path")
    func badColor() {
        #expect(throws: ScenarioError.self) {
            try ScenarioDecoder.decode(#"{"pages": {"Home": {"bar": {"shadowColor": 3}}}, "root": "Home"}"#)
        }
    }
}
