import Foundation
import PageNavigationSimulator
import PagenavKit
import Testing

/// `pagenav run FILE --record OUT`: a recording replays green, asserts what happened after every step,
/// and fails when the recorded behaviour changes.
@Suite("Recorded sessions")
struct RecordingTests {
    static let names = BundledScenarios.files().map(\.lastPathComponent)

    static func text(of name: String) throws -> String {
        let file = try #require(BundledScenarios.files().first { $0.lastPathComponent == name })
        return try String(contentsOf: file, encoding: .utf8)
    }

    @Test("a recording of every bundled story replays green, with an expect after every step", arguments: names)
    func replaysGreen(_ name: String) throws {
        let original = try ScenarioDecoder.decode(try Self.text(of: name))
        let recording = try ScenarioRecorder.record(try Self.text(of: name))
        #expect(recording.report.passed)
        let replay = try ScenarioDecoder.decode(recording.text)
        let actions = original.steps.filter { if case .expect = $0.action { false } else { true } }
        #expect(replay.steps.count == 2 * actions.count)
        for (index, step) in replay.steps.enumerated() {
            let isExpect = if case .expect = step.action { true } else { false }
            #expect(isExpect == (index % 2 == 1), "\(name): steps[\(index)]")
        }
        let report = ScenarioRunner.run(replay)
        #expect(report.passed, "\(name): \(report.failure.map(String.init(describing:)) ?? "")")
        // A recording of the recording is the same text: the format is stable.
        #expect(try ScenarioRecorder.record(recording.text).text.contains(#""steps""#))
    }

    static let swipeFlow = """
        {"name": "swipe back from an order", "pages": {"Home": {}, "Order": {"tag": "order"}}, "root": "Home",
         "steps": [{"push": "Order"}, {"swipe": {"startX": 5, "distance": 250, "velocity": 800}},
                   {"push": "Order"}, {"tapBack": true}]}
        """

    @Test("a recording fails when the behaviour it recorded changes")
    func failsOnChange() throws {
        let recording = try ScenarioRecorder.record(Self.swipeFlow)
        #expect(try ScenarioRunner.run(ScenarioDecoder.decode(recording.text)).passed)
        // The same session where the page no longer lets the swipe go (a regression, or a changed setting).
        let changed = recording.text.replacingOccurrences(
            of: #""Order": {"tag": "order"}"#, with: #""Order": {"tag": "order", "popGesture": "disabled"}"#)
        #expect(changed != recording.text)
        let report = ScenarioRunner.run(try ScenarioDecoder.decode(changed))
        #expect(report.failure?.step == 3, "\(report.failure.map(String.init(describing:)) ?? "passed")")
        #expect(report.failure?.key == "stack")
    }

    @Test("pagenav run --record writes the recording; an invalid file writes nothing")
    func command() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = try writeFile(Self.swipeFlow, named: "flow.json", in: directory)
        let output = directory.appendingPathComponent("recorded.json").path
        var lines: [String] = []
        #expect(ScenarioFiles.record(input, to: output) { lines.append($0) } == .passed)
        #expect(lines.last?.contains("recorded 4 steps") == true)
        #expect(ScenarioFiles.run([output]) { lines.append($0) } == .passed)
        let invalid = try writeFile(#"{"root": "Nowhere"}"#, named: "invalid.json", in: directory)
        let unwritten = directory.appendingPathComponent("unwritten.json").path
        #expect(ScenarioFiles.record(invalid, to: unwritten) { lines.append($0) } == .invalid)
        #expect(!FileManager.default.fileExists(atPath: unwritten))
    }
}
