import Testing

@testable import PageNavigationSimulator

/// What `pagenav run` prints for an expectation that does not hold: the step, the key, what was
/// expected and what was found, for every key.
@Suite("Scenario runner: failed expectations")
struct ScenarioFailureTests {
    static let pages = #""Home": {}, "Detail": {}, "Form": {"back": "confirm"}"#

    @Test(
        "each key names what it expected and what it found",
        arguments: [
            (#line, #"{"push": "Detail"}, {"expect": {"popGesture": "root"}}"#, 1, "popGesture", "root", "enabled"),
            (#line, #"{"expect": {"pendingBack": true}}"#, 0, "pendingBack", "true", "false"),
            (
                #line, #"{"push": "Form"}, {"tapBack": true}, {"expect": {"pendingBack": false}}"#, 2, "pendingBack",
                "false", "true (Form)"
            ),
            (#line, #"{"expect": {"webHistory": 2}}"#, 0, "webHistory", "2", "0"),
            (#line, #"{"expect": {"queued": 1}}"#, 0, "queued", "1", "0"),
            (#line, #"{"expect": {"transition": {"kind": "push"}}}"#, 0, "transition", "{kind: push}", "null"),
            (
                #line, #"{"push": "Detail", "settle": false}, {"expect": {"transition": null}}"#, 1, "transition",
                "null", "{kind: push, interactive: false, strategy: shared, progress: 0}"
            ),
            (
                #line,
                #"{"push": "Detail", "settle": false}, {"wait": 0.175, "settle": false}, {"expect": {"transition": {"kind": "pop", "interactive": true, "strategy": "fakeBars", "progress": 0.25}}}"#,
                2, "transition", "{kind: pop, interactive: true, strategy: fakeBars, progress: 0.25}",
                "{kind: push, interactive: false, strategy: shared, progress: 0.5}"
            ),
            (
                #line, #"{"push": "Detail"}, {"expect": {"eventsExclude": ["didShow:Detail"]}}"#, 1, "eventsExclude",
                "none of [didShow:Detail]", "didShow:Detail happened; events: [willShow:Detail, didShow:Detail]"
            ),
        ])
    func failure(line: Int, steps: String, step: Int, key: String, expected: String, actual: String) throws {
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
        let report = try runScenario(#"{"pages": {\#(Self.pages)}, "root": "Home", "steps": [\#(steps)]}"#)
        let failure = try #require(report.failure, sourceLocation: location)
        #expect(failure.step == step, sourceLocation: location)
        #expect(failure.key == key, sourceLocation: location)
        #expect(failure.expected == expected, sourceLocation: location)
        #expect(failure.actual == actual, sourceLocation: location)
    }
}
