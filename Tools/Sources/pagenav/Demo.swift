import ArgumentParser
import PagenavKit

struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run and render every bundled story: DIR/<story>/index.html, DIR/index.html, and a timeline of each.",
        discussion: "Exits 0 when every bundled scenario passes, 1 when one fails, 2 when one is invalid."
    )

    @Option(name: .long, help: "The directory to write the storyboards into.")
    var out: String = "pagenav-demo"

    @Option(name: .long, help: "Intermediate frames drawn for each transition.")
    var framesPerTransition: Int = 2

    func run() throws {
        let code = ScenarioDemo.run(to: out, framesPerTransition: framesPerTransition) { print($0) }
        if code != .passed { throw ExitCode(code.rawValue) }
    }
}
