import Foundation

/// The scenarios that ship with pagenav, one per story: `Scenarios/*.json` in this module's resources.
public enum BundledScenarios {
    /// The bundled scenario files, sorted by name (their names start with a number: the reading order).
    public static func files() -> [URL] {
        guard let directory = Bundle.module.url(forResource: "Scenarios", withExtension: nil) else { return [] }
        let contents =
            (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        return contents.filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
