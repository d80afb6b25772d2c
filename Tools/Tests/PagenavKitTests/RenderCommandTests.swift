import Foundation
import PagenavKit
import Testing

@Suite("pagenav render and demo write what they promise")
struct RenderCommandTests {
    @Test("render writes index.html and one SVG per frame, exit 0")
    func renderPassing() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try writeFile(RunExitCodeTests.passing, named: "passing.json", in: directory)
        let out = directory.appendingPathComponent("storyboard")
        var lines: [String] = []
        #expect(ScenarioRender.run(file, to: out.path) { lines.append($0) } == .passed)
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        let frames = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("frames").path)
            .sorted()
        #expect(frames.first == "001.svg")
        #expect(frames.count == html.components(separatedBy: "<figure").count - 1)
        #expect(frames.count >= 3)
        #expect(html.contains("<h1>passes</h1>"))
        #expect(
            !html.contains("src=") && !html.contains("href=\"http") && !html.contains("<link")
                && !html.contains("<script"))
        #expect(lines.last?.contains("wrote") == true)
        let svg = try String(contentsOf: out.appendingPathComponent("frames/001.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    }

    @Test("a failing expectation still renders, annotated on the last frame, exit 1")
    func renderFailing() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try writeFile(RunExitCodeTests.failing, named: "failing.json", in: directory)
        let out = directory.appendingPathComponent("storyboard")
        var lines: [String] = []
        #expect(ScenarioRender.run(file, to: out.path) { lines.append($0) } == .failed)
        #expect(lines.contains { $0.contains("FAILED step 2 (steps[1]) expect.stack") })
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        let frames = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("frames").path)
            .sorted()
        let last = try String(
            contentsOf: out.appendingPathComponent("frames").appendingPathComponent(frames.last!), encoding: .utf8)
        #expect(last.contains("expectation failed: stack"))
        #expect(html.contains("Fails at step 2"))
    }

    @Test("an invalid file exits 2 with the message pagenav run prints, and writes nothing")
    func renderInvalid() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try writeFile(RunExitCodeTests.invalid, named: "invalid.json", in: directory)
        let out = directory.appendingPathComponent("storyboard")
        var renderLines: [String] = []
        var runLines: [String] = []
        #expect(ScenarioRender.run(file, to: out.path) { renderLines.append($0) } == .invalid)
        #expect(ScenarioFiles.run([file]) { runLines.append($0) } == .invalid)
        #expect(renderLines == runLines)
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test("demo writes a storyboard per bundled scenario and an index linking them")
    func demo() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var lines: [String] = []
        #expect(ScenarioDemo.run(to: directory.path, framesPerTransition: 1) { lines.append($0) } == .passed)
        let index = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        for file in BundledScenarios.files() {
            let stem = file.deletingPathExtension().lastPathComponent
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("\(stem)/index.html").path))
            #expect(
                FileManager.default.fileExists(atPath: directory.appendingPathComponent("\(stem)/frames/001.svg").path))
            #expect(index.contains("href=\"\(stem)/index.html\""))
            #expect(lines.contains { $0.hasPrefix(file.lastPathComponent + " — ") })
        }
        #expect(lines.last?.contains("pass") == true)
    }

    @Test("demo exits 1 when a scenario fails and 2 when one is invalid")
    func demoFailures() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let passing = URL(fileURLWithPath: try writeFile(RunExitCodeTests.passing, named: "a.json", in: directory))
        let failing = URL(fileURLWithPath: try writeFile(RunExitCodeTests.failing, named: "b.json", in: directory))
        let invalid = URL(fileURLWithPath: try writeFile(RunExitCodeTests.invalid, named: "c.json", in: directory))
        let out = directory.appendingPathComponent("demo").path
        #expect(ScenarioDemo.run([passing, failing], to: out) { _ in } == .failed)
        #expect(ScenarioDemo.run([passing, failing, invalid], to: out) { _ in } == .invalid)
        #expect(FileManager.default.fileExists(atPath: out + "/b/index.html"))
    }
}
