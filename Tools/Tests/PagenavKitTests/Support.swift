import Foundation
import PageNavigationSimulator
import PagenavKit

/// Decodes an inline scenario and builds its storyboard with two intermediate frames per transition.
func storyboard(_ json: String) throws -> Storyboard {
    Storyboard(report: ScenarioRunner.run(try ScenarioDecoder.decode(json), framesPerTransition: 2))
}

/// A fresh directory under the temporary directory, removed by the caller with `removeItem`.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("pagenav-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Writes `text` to `name` in `directory` and returns its path.
func writeFile(_ text: String, named name: String, in directory: URL) throws -> String {
    let url = directory.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
}
