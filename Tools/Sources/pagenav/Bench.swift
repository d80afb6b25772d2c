import ArgumentParser
import PagenavKit

struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Benchmark the engine: swipe frame, push + pop by depth, appearance, remove, pop to, memory per page.",
        discussion:
            "Build in release: swift run -c release --package-path Tools pagenav bench. Reports the median of the repetitions."
    )

    @Flag(help: "Print one JSON object instead of lines.")
    var json = false

    @Flag(help: "A fast pass: 5 repetitions of a tenth of the work (noisier).")
    var quick = false

    @Option(help: "Timed repetitions per case (default 15; 5 with --quick).")
    var repetitions: Int?

    func validate() throws {
        if let repetitions, repetitions < 1 { throw ValidationError("--repetitions must be at least 1") }
    }

    func run() throws {
        var settings = quick ? BenchSettings.quick : .standard
        if let repetitions { settings.repetitions = repetitions }
        let report = BenchRunner.run(settings)
        print(json ? report.json : report.lines.joined(separator: "\n"))
    }
}
