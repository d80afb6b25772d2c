import ArgumentParser
import Foundation
import PagenavKit

@main
struct Pagenav: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pagenav",
        abstract: "Run, render and benchmark PageNavigation scenarios without a device.",
        subcommands: [Run.self, Render.self, Demo.self, Bench.self]
    )
}

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run scenario files: exit 0 when every expectation holds, 1 at a failed one, 2 for an invalid file."
    )

    @Argument(help: "Scenario files (JSON, format v1).")
    var files: [String]

    @Option(
        help: ArgumentHelp(
            "Write what happened to this file as a new scenario, with an expect after each step (one input file).",
            valueName: "OUT"))
    var record: String?

    func validate() throws {
        if record != nil, files.count != 1 { throw ValidationError("--record takes exactly one scenario file") }
    }

    func run() throws {
        if let record, let file = files.first {
            let code = ScenarioFiles.record(file, to: record) { print($0) }
            if code != .passed { throw ExitCode(code.rawValue) }
            return
        }
        let code = ScenarioFiles.run(files) { print($0) }
        if code != .passed { throw ExitCode(code.rawValue) }
    }
}
