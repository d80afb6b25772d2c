import Foundation
import PagenavKit
import Testing

@Suite("pagenav run exit codes")
struct RunExitCodeTests {
    static let passing = """
        {"name": "passes", "pages": {"Home": {}, "Detail": {}}, "root": "Home",
         "steps": [{"push": "Detail"}, {"expect": {"stack": ["Home", "Detail"]}}]}
        """
    static let failing = """
        {"name": "fails", "pages": {"Home": {}, "Detail": {}}, "root": "Home",
         "steps": [{"push": "Detail"}, {"expect": {"stack": ["Home"]}}]}
        """
    static let invalid = """
        {"name": "invalid", "pages": {"Home": {}}, "root": "Home", "steps": [{"push": "Nowhere"}]}
        """

    @Test("0 when every expectation holds, 1 at a failed one, 2 for an invalid file")
    func exitCodes() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let passing = try writeFile(Self.passing, named: "passing.json", in: directory)
        let failing = try writeFile(Self.failing, named: "failing.json", in: directory)
        let invalid = try writeFile(Self.invalid, named: "invalid.json", in: directory)
        var lines: [String] = []
        #expect(ScenarioFiles.run([passing]) { lines.append($0) } == .passed)
        #expect(ScenarioFiles.run([failing]) { lines.append($0) } == .failed)
        #expect(ScenarioFiles.run([invalid]) { lines.append($0) } == .invalid)
        #expect(ScenarioFiles.run([passing, failing, invalid]) { _ in } == .invalid)
        #expect(ScenarioFiles.run([directory.appendingPathComponent("missing.json").path]) { _ in } == .invalid)
        #expect(lines[0].hasSuffix("passed (2 steps, 1 expectations)"))
        #expect(lines[1].contains("FAILED step 2 (steps[1]) expect.stack"))
        #expect(lines[2].contains("invalid scenario: steps[0].push: unknown page type \"Nowhere\""))
    }

    @Test("not JSON is invalid, with the line and column")
    func notJSON() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try writeFile("{\"root\": }", named: "broken.json", in: directory)
        var lines: [String] = []
        #expect(ScenarioFiles.run([path]) { lines.append($0) } == .invalid)
        #expect(lines.first?.contains("not JSON") == true)
    }
}
