import Foundation
import PageNavigationSimulator

/// `pagenav run`: runs scenario files and reports the first failed expectation of each.
public enum ScenarioFiles {
    /// Exit codes of `pagenav run`.
    public enum ExitCode: Int32, Sendable {
        /// Every expectation held.
        case passed = 0
        /// An expectation did not hold.
        case failed = 1
        /// A file is not a valid scenario (or cannot be read).
        case invalid = 2
    }

    /// Reads and decodes a scenario file; the error names the file and the path of the offending value.
    public static func load(_ path: String) -> Result<Scenario, FileError> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(FileError(file: path, message: "cannot read the file"))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(FileError(file: path, message: "(document): not JSON: the file is not UTF-8 text"))
        }
        do {
            return .success(try ScenarioDecoder.decode(text))
        } catch {
            return .failure(FileError(file: path, message: error.description))
        }
    }

    /// Runs every file; writes one line per file to `output` and returns the exit code: 2 when any
    /// file is invalid, else 1 when any expectation failed, else 0.
    public static func run(_ paths: [String], output: (String) -> Void) -> ExitCode {
        var worst = ExitCode.passed
        for path in paths {
            switch load(path) {
            case .failure(let error):
                output("\(path): invalid scenario: \(error.message)")
                worst = .invalid
            case .success(let scenario):
                let report = ScenarioRunner.run(scenario)
                if let failure = report.failure {
                    output("\(path): FAILED \(failure)")
                    if worst == .passed { worst = .failed }
                } else {
                    let expectations = scenario.steps.filter { if case .expect = $0.action { true } else { false } }
                        .count
                    output("\(path): passed (\(scenario.steps.count) steps, \(expectations) expectations)")
                }
            }
        }
        return worst
    }

    /// `pagenav run FILE --record OUT`: runs one file and writes what happened to `destination` as a new
    /// scenario (the same configuration and pages, every step that ran, each followed by an `expect` of
    /// the stack, the top page and the events it produced). Writes one line to `output` and returns the
    /// run's exit code; an invalid file writes nothing.
    public static func record(_ path: String, to destination: String, output: (String) -> Void) -> ExitCode {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else {
            output("\(path): invalid scenario: cannot read the file")
            return .invalid
        }
        let recording: ScenarioRecording
        do {
            recording = try ScenarioRecorder.record(text)
        } catch {
            output("\(path): invalid scenario: \(error.description)")
            return .invalid
        }
        guard FileManager.default.createFile(atPath: destination, contents: Data(recording.text.utf8)) else {
            output("\(destination): cannot write the recording")
            return .invalid
        }
        let steps = recording.stepCount
        if let failure = recording.report.failure {
            output("\(path): FAILED \(failure); recorded the \(steps) steps that ran to \(destination)")
            return .failed
        }
        output("\(path): passed; recorded \(steps) steps to \(destination)")
        return .passed
    }

    /// A file that could not be used as a scenario.
    public struct FileError: Error, Sendable {
        /// The file's path.
        public var file: String
        /// What is wrong, with the path of the offending value.
        public var message: String
    }
}
