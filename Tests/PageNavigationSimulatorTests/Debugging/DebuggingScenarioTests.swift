import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// The scenario format's debugging additions: `holdPage`, `dropPage`, `config.leakGrace`, `appChanges`,
/// events `notFreed:X` and `warning:KIND`.
@Suite("Scenarios: debugging")
struct DebuggingScenarioTests {
    @Test("a held page is reported once; a freed page is not")
    func heldAndFreed() throws {
        let report = try runScenario(
            #"""
            {"root": "Home", "pages": {"Home": {}, "Detail": {"tag": "order"}, "Other": {}},
             "steps": [
               {"push": "Detail"}, {"holdPage": "Detail"}, {"pop": true},
               {"wait": 1}, {"expect": {"eventsExclude": ["notFreed:Detail"]}},
               {"wait": 1.5}, {"expect": {"eventsInclude": ["notFreed:Detail"]}},
               {"push": "Other"}, {"pop": true}, {"wait": 5},
               {"expect": {"eventsExclude": ["notFreed:Detail", "notFreed:Other"]}},
               {"dropPage": "Detail"}, {"wait": 5}, {"expect": {"stack": ["Home"]}}
             ]}
            """#)
        #expect(report.passed, "\(report.failure?.description ?? "")")
    }

    @Test("config.leakGrace sets the grace period; a page dropped in time is not reported")
    func leakGrace() throws {
        let report = try runScenario(
            #"""
            {"config": {"leakGrace": 0.5}, "root": "Home", "pages": {"Home": {}, "Detail": {}},
             "steps": [
               {"push": "Detail"}, {"holdPage": "Detail"}, {"pop": true}, {"wait": 0.6},
               {"expect": {"eventsInclude": ["notFreed:Detail"]}},
               {"push": "Detail"}, {"holdPage": "Detail#2"}, {"pop": true}, {"wait": 0.2}, {"dropPage": "Detail#2"},
               {"wait": 1}, {"expect": {"eventsExclude": ["notFreed:Detail#2"]}}
             ]}
            """#)
        #expect(report.passed, "\(report.failure?.description ?? "")")
    }

    @Test("tampering is reported once per kind")
    func tampering() throws {
        let report = try runScenario(
            #"""
            {"root": "Home", "pages": {"Home": {}, "Detail": {}, "More": {}},
             "steps": [
               {"push": "Detail"}, {"appChanges": "popGestureDelegate"}, {"push": "More"},
               {"expect": {"eventsInclude": ["warning:popGestureDelegate"]}},
               {"appChanges": "popGestureEnabled"}, {"pop": true},
               {"expect": {"eventsInclude": ["warning:popGestureEnabled"], "eventsExclude": ["warning:popGestureDelegate"]}},
               {"push": "More"}, {"pop": true}, {"pop": true}, {"push": "Detail"},
               {"expect": {"eventsExclude": ["warning:popGestureDelegate", "warning:popGestureEnabled"]}}
             ]}
            """#)
        #expect(report.passed, "\(report.failure?.description ?? "")")
    }

    @Test(
        "invalid debugging steps name their path",
        arguments: [
            (
                #line, #"{"root": "Home", "pages": {"Home": {}}, "steps": [{"holdPage": "Nobody"}]}"#,
                "steps[0].holdPage"
            ),
            (#line, #"{"root": "Home", "pages": {"Home": {}}, "steps": [{"dropPage": 3}]}"#, "steps[0].dropPage"),
            (
                #line, #"{"root": "Home", "pages": {"Home": {}}, "steps": [{"appChanges": "popGesture"}]}"#,
                "steps[0].appChanges"
            ),
            (#line, #"{"root": "Home", "pages": {"Home": {}}, "config": {"leakGrace": -1}}"#, "config.leakGrace"),
        ])
    func invalid(line: Int, json: String, path: String) {
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
        do {
            _ = try ScenarioDecoder.decode(json)
            Issue.record("decoded an invalid scenario", sourceLocation: location)
        } catch {
            #expect(error.path == path, sourceLocation: location)
        }
    }
}

/// Recordings of the debugging scenarios replay green, with the reports they saw.
@Suite("Scenarios: recorded debugging scenarios")
struct RecordedDebuggingScenarioTests {
    @Test("a recording of a held page and a takeover replays green and asserts the reports")
    func replays() throws {
        let text = #"""
            {"root": "Home", "pages": {"Home": {}, "Detail": {}},
             "steps": [{"push": "Detail"}, {"holdPage": "Detail"}, {"appChanges": "popGestureEnabled"}, {"pop": true},
                       {"wait": 3}, {"push": "Detail"}, {"dropPage": "Detail"}]}
            """#
        let recording = try ScenarioRecorder.record(text)
        #expect(recording.stepCount == 7)
        #expect(recording.text.contains(#""eventsInclude": ["notFreed:Detail"]"#))
        #expect(recording.text.contains("warning:popGestureEnabled"))
        let replay = ScenarioRunner.run(try ScenarioDecoder.decode(recording.text))
        #expect(replay.passed, "\(replay.failure?.description ?? "")")
        // Without the step that holds the page, the replay fails where the report was recorded.
        let changed = recording.text.replacing(#"{"holdPage": "Detail"}"#, with: #"{"wait": 0}"#)
        #expect(ScenarioRunner.run(try ScenarioDecoder.decode(changed)).failure?.step == 9)
    }
}
