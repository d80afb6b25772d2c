import Foundation
import PagenavFuzz
import Testing

/// The fuzz targets' logic in the normal suite: every input of the committed corpus — seeds and the
/// inputs of past findings — and a few hundred seeded random inputs run without violating an invariant.
/// (`scripts/fuzz TARGET SECONDS` runs the same logic coverage-guided, with libFuzzer.)
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Corpus")

    static func inputs(_ target: String) -> [(name: String, bytes: [UInt8])] {
        let folder = corpus.appendingPathComponent(target)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().compactMap { name in
            (try? Data(contentsOf: folder.appendingPathComponent(name))).map { (name, Array($0)) }
        }
    }

    static let targets: [(name: String, run: @Sendable ([UInt8]) -> FuzzFailure?)] = [
        ("engine", EngineFuzzer.run), ("host", HostFuzzer.run), ("decoder", DecoderFuzzer.run),
    ]

    @Test("every input of the committed corpus holds the invariants", arguments: ["engine", "host", "decoder"])
    func corpus(_ target: String) throws {
        let run = try #require(Self.targets.first { $0.name == target }?.run)
        let inputs = Self.inputs(target)
        #expect(!inputs.isEmpty, "no corpus for \(target)")
        for input in inputs {
            if let failure = run(input.bytes) { Issue.record("\(target)/\(input.name): \(failure)") }
        }
    }

    @Test("seeded random inputs hold the invariants", arguments: ["engine", "host"])
    func random(_ target: String) throws {
        let run = try #require(Self.targets.first { $0.name == target }?.run)
        var state: UInt64 = 0x5EED
        for round in 0..<150 {
            let bytes = (0..<(64 + round * 4)).map { _ -> UInt8 in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return UInt8(truncatingIfNeeded: state >> 56)
            }
            if let failure = run(bytes) {
                Issue.record("\(target) round \(round): \(failure)")
                return
            }
        }
    }
}
