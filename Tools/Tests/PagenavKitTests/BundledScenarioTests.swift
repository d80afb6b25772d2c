import Foundation
import PageNavigationSimulator
import PagenavKit
import Testing

@Suite("Bundled scenarios")
struct BundledScenarioTests {
    static let names = BundledScenarios.files().map(\.lastPathComponent)

    @Test("every story is bundled")
    func bundled() {
        #expect(Self.names.count == 18)
        #expect(Self.names.last == "18-sheet-with-unsaved-edits.json")
    }

    @Test("passes, with a description and expectations", arguments: names)
    func passes(_ name: String) throws {
        let file = try #require(BundledScenarios.files().first { $0.lastPathComponent == name })
        let scenario = try ScenarioFiles.load(file.path).get()
        #expect(!(scenario.description ?? "").isEmpty)
        let expectations = scenario.steps.filter { if case .expect = $0.action { true } else { false } }
        #expect(expectations.count >= 2)
        let report = ScenarioRunner.run(scenario)
        #expect(report.failure == nil, "\(name): \(report.failure.map(String.init(describing:)) ?? "")")
        #expect(ScenarioRunner.run(scenario, framesPerTransition: 2).failure == nil)
    }
}
