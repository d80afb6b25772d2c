import Foundation
import Testing

/// Compares `text` with the stored snapshot `name` in `__Snapshots__` beside this file.
///
/// With `PAGENAV_RECORD_SNAPSHOTS=1` in the environment the snapshot is (re-)recorded instead. A missing
/// snapshot is recorded too, and the test fails once so that the new file gets looked at and committed.
func assertSnapshot(
    _ text: String, named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    let file = directory.appendingPathComponent(name)
    let recording = ProcessInfo.processInfo.environment["PAGENAV_RECORD_SNAPSHOTS"] == "1"
    guard !recording, let stored = try? String(contentsOf: file, encoding: .utf8) else {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        } catch {
            Issue.record("cannot record snapshot \(file.path): \(error)", sourceLocation: sourceLocation)
            return
        }
        if !recording {
            Issue.record("recorded a new snapshot \(name); check it and run again", sourceLocation: sourceLocation)
        }
        return
    }
    guard stored != text else { return }
    let expected = stored.split(separator: "\n", omittingEmptySubsequences: false)
    let actual = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line =
        (0..<min(expected.count, actual.count)).first { expected[$0] != actual[$0] }
        ?? min(expected.count, actual.count)
    let show = { (lines: [Substring]) in line < lines.count ? String(lines[line]) : "(end of text)" }
    Issue.record(
        """
        snapshot \(name) differs at line \(line + 1) (re-record with PAGENAV_RECORD_SNAPSHOTS=1 if the change is intended)
          stored: \(show(expected))
          actual: \(show(actual))
        """,
        sourceLocation: sourceLocation
    )
}
