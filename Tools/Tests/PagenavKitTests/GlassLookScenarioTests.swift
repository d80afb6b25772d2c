import Foundation
import PageNavigationSimulator
import PagenavKit
import Testing

/// iOS 26's per-page keys in scenarios: `edgeEffect` and `itemsHideSharedBackground` in a bar and in
/// `expect`; a value of the wrong kind is an invalid scenario naming the path of the value.
@Suite("pagenav run: iOS 26 look keys")
struct GlassLookScenarioTests {
    static func scenario(bar: String = "{}", steps: String) -> String {
        #"{"pages": {"Home": {}, "Reader": {"bar": \#(bar)}}, "root": "Home", "steps": \#(steps)}"#
    }

    static func run(_ json: String) throws -> (ScenarioFiles.ExitCode, [String]) {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try writeFile(json, named: "glass.json", in: directory)
        var lines: [String] = []
        let outcome = ScenarioFiles.run([path]) { lines.append($0) }
        return (outcome, lines)
    }

    @Test("a page's choice shows on its scroll view and items, and the page below gets its own back")
    func passes() throws {
        let json = Self.scenario(
            bar: #"{"edgeEffect": "soft", "itemsHideSharedBackground": true}"#,
            steps: #"""
                [{"push": "Reader"}, {"expect": {"edgeEffect": "soft", "itemsHideSharedBackground": true}},
                 {"pop": true}, {"expect": {"edgeEffect": "automatic", "itemsHideSharedBackground": false}}]
                """#)
        let (outcome, lines) = try Self.run(json)
        #expect(outcome == .passed, "\(lines)")
    }

    @Test("an expectation that does not hold fails with the key, expected and actual")
    func fails() throws {
        let json = Self.scenario(
            bar: #"{"edgeEffect": "hidden"}"#, steps: #"[{"push": "Reader"}, {"expect": {"edgeEffect": "hard"}}]"#)
        let (outcome, lines) = try Self.run(json)
        #expect(outcome == .failed)
        #expect(lines.first?.contains("expect.edgeEffect") == true, "\(lines)")
        #expect(lines.joined().contains("hidden"), "\(lines)")
    }

    static let invalid: [(line: Int, json: String, message: String)] = [
        (
            #line, scenario(bar: #"{"edgeEffect": "blurry"}"#, steps: "[]"),
            #"pages.Reader.bar.edgeEffect: expected one of "system", "soft", "hard", "hidden", found "blurry""#
        ),
        (
            #line, scenario(bar: #"{"itemsHideSharedBackground": "yes"}"#, steps: "[]"),
            "pages.Reader.bar.itemsHideSharedBackground: expected a boolean"
        ),
        (
            #line, scenario(steps: #"[{"updateBar": {"bar": {"edgeEffect": true}}}]"#),
            "steps[0].updateBar.bar.edgeEffect: expected a string"
        ),
        (
            #line, scenario(steps: #"[{"expect": {"edgeEffect": "system"}}]"#),
            #"steps[0].expect.edgeEffect: expected one of "automatic", "soft", "hard", "hidden", found "system""#
        ),
        (
            #line, scenario(steps: #"[{"expect": {"itemsHideSharedBackground": 1}}]"#),
            "steps[0].expect.itemsHideSharedBackground: expected a boolean"
        ),
    ]

    @Test("a wrong value is an invalid scenario naming its path", arguments: invalid)
    func invalidValues(_ row: (line: Int, json: String, message: String)) throws {
        let (outcome, lines) = try Self.run(row.json)
        let location = SourceLocation(
            fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
        #expect(outcome == .invalid, sourceLocation: location)
        #expect(lines.first?.contains(row.message) == true, "\(lines)", sourceLocation: location)
    }
}
