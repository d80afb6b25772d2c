import Foundation
import PageNavigationSimulator

/// `pagenav demo`: runs and renders every bundled scenario, prints their timelines, and writes an
/// index page linking the storyboards.
public enum ScenarioDemo {
    /// Renders `files` (the bundled scenarios by default) into `directory`: `<file stem>/index.html`
    /// for each and `index.html` linking them; prints each timeline to `output`. Returns 0 when every
    /// scenario passes, 1 when one fails, 2 when one is invalid or the files cannot be written.
    public static func run(
        _ files: [URL] = BundledScenarios.files(), to directory: String, framesPerTransition: Int = 2,
        output: (String) -> Void
    ) -> ScenarioFiles.ExitCode {
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        var worst = ScenarioFiles.ExitCode.passed
        var entries: [DemoIndexPage.Entry] = []
        if files.isEmpty {
            output("pagenav demo: no bundled scenarios found")
            return .invalid
        }
        for file in files {
            let stem = file.deletingPathExtension().lastPathComponent
            let scenario: Scenario
            switch ScenarioFiles.load(file.path) {
            case .failure(let error):
                output("\(file.lastPathComponent): invalid scenario: \(error.message)")
                worst = .invalid
                continue
            case .success(let loaded):
                scenario = loaded
            }
            let report = ScenarioRunner.run(scenario, framesPerTransition: max(framesPerTransition, 1))
            let storyboard = Storyboard(report: report)
            do {
                try StoryboardFiles.write(
                    storyboard, source: file.lastPathComponent, to: folder.appendingPathComponent(stem),
                    backLink: "../index.html")
            } catch {
                output(
                    "pagenav demo: cannot write \(folder.appendingPathComponent(stem).path): \(error.localizedDescription)"
                )
                return .invalid
            }
            Timeline.lines(for: report, file: file.lastPathComponent).forEach(output)
            output("")
            if !report.passed, worst == .passed { worst = .failed }
            entries.append(
                DemoIndexPage.Entry(
                    folder: stem, name: scenario.name.isEmpty ? stem : scenario.name, description: scenario.description,
                    passed: report.passed, frames: storyboard.frames.count,
                    thumbnail: thumbnail(of: storyboard, id: "s\(entries.count + 1)")
                ))
        }
        let index = folder.appendingPathComponent("index.html")
        do {
            try DemoIndexPage.html(entries).write(to: index, atomically: true, encoding: .utf8)
        } catch {
            output("pagenav demo: cannot write \(index.path): \(error.localizedDescription)")
            return .invalid
        }
        let passed = entries.filter(\.passed).count
        output("pagenav demo: \(passed) of \(files.count) scenarios pass; open \(index.path)")
        return worst
    }

    /// The frame that best shows a story: the first with a finger or a moving transition half way, else the last.
    static func thumbnail(of storyboard: Storyboard, id: String) -> String? {
        let frames = storyboard.frames
        let telling =
            frames.first { $0.screen.finger != nil && $0.screen.transition != nil }
            ?? frames.first { ($0.screen.transition?.frame.progress ?? 0) > 0.4 }
            ?? frames.last
        return telling.map { FrameRenderer(storyboard: storyboard).svg(for: $0, id: id) }
    }
}
