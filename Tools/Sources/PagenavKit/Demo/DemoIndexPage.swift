/// The demo's index page: a card per scenario with a thumbnail frame, its name, description and outcome,
/// linking to the scenario's storyboard.
enum DemoIndexPage {
    /// One scenario on the index.
    struct Entry {
        /// The folder of its storyboard, relative to the index.
        var folder: String
        /// The scenario's name.
        var name: String
        /// The scenario's description.
        var description: String?
        /// Whether every expectation held.
        var passed: Bool
        /// The number of frames of its storyboard.
        var frames: Int
        /// A frame that shows what the story is about, as SVG.
        var thumbnail: String?
    }

    /// The page.
    static func html(_ entries: [Entry]) -> String {
        var html = HTMLText()
        html.openDocument(title: "PageNavigation · scenarios")
        html.line("<header>")
        html.line("<p class=\"eyebrow\">PageNavigation</p>")
        html.line("<h1>Navigation stories</h1>")
        html.line(
            "<p class=\"description\">Each story is a scenario file run by the headless simulator: every page owns its bar look and its back behaviour. Open one to see it frame by frame.</p>"
        )
        let passed = entries.filter(\.passed).count
        let status = passed == entries.count ? "passed" : "failed"
        html.line("<ul class=\"facts\"><li class=\"\(status)\">\(passed) of \(entries.count) stories pass</li></ul>")
        html.line("</header>")
        html.line("<main class=\"scenarios\">")
        for entry in entries {
            html.line("<a class=\"scenario\" href=\"\(HTMLText.escape(entry.folder))/index.html\">")
            if let thumbnail = entry.thumbnail {
                html.line("<div class=\"thumbnail\">\(thumbnail.trimmingTrailingSpace())</div>")
            }
            html.line("<div>")
            html.line("<h2>\(HTMLText.escape(entry.name))</h2>")
            if let description = entry.description { html.line("<p>\(HTMLText.escape(description))</p>") }
            let outcome = entry.passed ? "passes" : "fails"
            html.line(
                "<span class=\"status \(entry.passed ? "passed" : "failed")\">\(outcome) · \(entry.frames) frames</span>"
            )
            html.line("</div>")
            html.line("</a>")
        }
        html.line("</main>")
        html.line("<footer>Rendered by <code>pagenav demo</code>.</footer>")
        html.line("</body>")
        html.line("</html>")
        return html.text
    }
}
