import Foundation
import PageNavigationSimulator

/// `pagenav render`: runs a scenario file and writes its storyboard.
public enum ScenarioRender {
    /// Renders `path` into `directory`. Returns 2 (printing what `pagenav run` prints) for an invalid
    /// file, 1 when an expectation fails (the storyboard is still written, the failure annotated on
    /// its last frame), else 0. A directory that cannot be written is reported and returns 2.
    public static func run(
        _ path: String, to directory: String, framesPerTransition: Int = 2, output: (String) -> Void
    ) -> ScenarioFiles.ExitCode {
        let scenario: Scenario
        switch ScenarioFiles.load(path) {
        case .failure(let error):
            output("\(path): invalid scenario: \(error.message)")
            return .invalid
        case .success(let loaded):
            scenario = loaded
        }
        let report = ScenarioRunner.run(scenario, framesPerTransition: max(framesPerTransition, 1))
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        let written: [URL]
        do {
            written = try StoryboardFiles.write(
                report, source: URL(fileURLWithPath: path).lastPathComponent, to: folder)
        } catch {
            output("\(path): cannot write the storyboard to \(directory): \(error.localizedDescription)")
            return .invalid
        }
        if let failure = report.failure { output("\(path): FAILED \(failure)") }
        output("\(path): wrote \(written[0].path) (\(written.count - 1) frames)")
        return report.failure == nil ? .passed : .failed
    }
}
