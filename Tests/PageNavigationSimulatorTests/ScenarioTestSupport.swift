@testable import PageNavigationSimulator

/// Decodes and runs a scenario written inline; fails the caller's expectation on invalid JSON.
func runScenario(_ text: String) throws -> ScenarioReport {
    ScenarioRunner.run(try ScenarioDecoder.decode(text))
}
