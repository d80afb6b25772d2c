import Foundation
import PageNavigationSimulator

/// Writes a storyboard to a directory: `index.html` (everything inline) and `frames/NNN.svg`, one
/// standalone SVG per frame.
public enum StoryboardFiles {
    /// Writes the storyboard of `report` into `directory` (created if needed) and returns the paths
    /// written, `index.html` first.
    @discardableResult
    public static func write(_ report: ScenarioReport, source: String, to directory: URL, backLink: String? = nil)
        throws -> [URL]
    {
        try write(Storyboard(report: report), source: source, to: directory, backLink: backLink)
    }

    /// Writes `storyboard` into `directory` (created if needed) and returns the paths written,
    /// `index.html` first. `backLink` adds a link to an index page above the title.
    @discardableResult
    public static func write(_ storyboard: Storyboard, source: String, to directory: URL, backLink: String? = nil)
        throws -> [URL]
    {
        let renderer = FrameRenderer(storyboard: storyboard)
        let frames = directory.appendingPathComponent("frames", isDirectory: true)
        let manager = FileManager.default
        try manager.createDirectory(at: frames, withIntermediateDirectories: true)
        for old in (try? manager.contentsOfDirectory(at: frames, includingPropertiesForKeys: nil)) ?? []
        where old.pathExtension == "svg" {
            try manager.removeItem(at: old)
        }
        let index = directory.appendingPathComponent("index.html")
        try StoryboardPage.html(storyboard, renderer: renderer, source: source, backLink: backLink)
            .write(to: index, atomically: true, encoding: .utf8)
        var written = [index]
        for (position, frame) in storyboard.frames.enumerated() {
            let file = frames.appendingPathComponent(frameFileName(position + 1))
            try renderer.svg(for: frame, id: "f\(position + 1)").write(to: file, atomically: true, encoding: .utf8)
            written.append(file)
        }
        return written
    }

    /// `007.svg`: the file name of frame `number` (from 1).
    public static func frameFileName(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 3 - digits.count)) + digits + ".svg"
    }
}
