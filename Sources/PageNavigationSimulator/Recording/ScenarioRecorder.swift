import PageNavigationHost

#if DEBUG || DebuggingToolsInRelease
/// Writes what a scenario run did as a new scenario (`pagenav run FILE --record OUT`): the same
/// configuration and pages, every step that ran, and after each an `expect` of the stack, the top page
/// and the events it produced. It is the format the UIKit layer's recorder writes on a device
/// (`PageNavigationController.exportRecording()`, through the host both share), so the recording
/// replays with `pagenav run` and fails where the behaviour it recorded changed.
public enum ScenarioRecorder {
    /// Runs the scenario in `text` and records it. The scenario's own `expect` steps are not copied: the
    /// recording asserts what happened instead. A run that stops at a failed expectation records the
    /// steps that ran before it.
    ///
    /// - Parameters:
    ///   - text: a scenario, as JSON text.
    ///   - limit: the most steps recorded.
    /// - Throws: ``ScenarioError`` when `text` is not a valid scenario.
    public static func record(_ text: String, limit: Int = 10_000) throws(ScenarioError) -> ScenarioRecording {
        let (recording, report) = try session(text, limit: limit)
        return ScenarioRecording(text: recording.text, report: report, stepCount: recording.steps.count / 2)
    }

    /// The recording of the scenario in `text`, and the report of its run.
    package static func session(_ text: String, limit: Int) throws(ScenarioError) -> (
        recording: SessionRecording, report: ScenarioReport
    ) {
        let value: JSONValue
        do {
            value = try JSONParser.parse(text)
        } catch {
            throw ScenarioError(path: "", message: error.description)
        }
        let scenario = try ScenarioDecoder.decode(value)
        let report = ScenarioRunner.run(scenario)
        let fields: [(key: String, value: JSONValue)] =
            if case .object(let members) = value { members } else { [] }
        let field = { (key: String) in fields.first { $0.key == key }?.value }
        var recording = SessionRecording(
            name: scenario.name.isEmpty ? "recorded session" : "\(scenario.name) (recorded)",
            configuration: field("config").map(recorded) ?? .object([]), initialStack: scenario.initialStack,
            limit: limit)
        if case .object(let pages)? = field("pages") {
            for page in pages { recording.addPageType(page.key, recorded(page.value)) }
        }
        let stepNodes: [JSONValue] = if case .array(let steps)? = field("steps") { steps } else { [] }
        for record in report.records where record.index >= 0 && record.index < stepNodes.count {
            if case .expect = scenario.steps[record.index].action { continue }
            guard let frame = record.frames.last else { continue }
            recording.record(step: recorded(stepNodes[record.index]), stack: frame.stack, events: record.events)
        }
        return (recording, report)
    }

    /// A parsed JSON value as a recording writes it.
    static func recorded(_ value: JSONValue) -> RecordedJSON {
        switch value {
        case .null: .null
        case .bool(let value): .bool(value)
        case .number(let value): .number(value)
        case .string(let value): .string(value)
        case .array(let values): .array(values.map(recorded))
        case .object(let members): .object(members.map { RecordedJSON.Member($0.key, recorded($0.value)) })
        }
    }
}

/// A scenario run recorded as a new scenario (``ScenarioRecorder/record(_:limit:)``).
public struct ScenarioRecording: Sendable {
    /// The recording: a scenario document, as JSON text.
    public var text: String
    /// How the run that was recorded went.
    public var report: ScenarioReport
    /// How many steps the recording holds (each followed by its `expect`).
    public var stepCount: Int
}
#endif
