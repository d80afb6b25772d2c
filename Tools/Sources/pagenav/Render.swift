import ArgumentParser
import PagenavKit

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a scenario as a storyboard: DIR/index.html with one phone frame per step.",
        discussion: """
            Exits 0 when every expectation holds, 1 when one fails (the storyboard is still written and the \
            failure annotated on its last frame), 2 for an invalid scenario file.
            """
    )

    @Argument(help: "A scenario file (JSON, format v1).")
    var file: String

    @Option(name: .long, help: "The directory to write index.html and frames/ into.")
    var out: String = "pagenav-storyboard"

    @Option(name: .long, help: "Intermediate frames drawn for each transition.")
    var framesPerTransition: Int = 2

    func run() throws {
        let code = ScenarioRender.run(file, to: out, framesPerTransition: framesPerTransition) { print($0) }
        if code != .passed { throw ExitCode(code.rawValue) }
    }
}
