import PageNavigationSimulator

/// The storyboard's HTML page: the scenario's name and description, then every frame with its caption
/// in a responsive grid. Self-contained: styles and SVG inline, no external assets.
enum StoryboardPage {
    /// The page. `source` names the scenario file; `backLink` adds a link to an index page.
    static func html(_ storyboard: Storyboard, renderer: FrameRenderer, source: String, backLink: String? = nil)
        -> String
    {
        let scenario = storyboard.scenario
        let title = scenario.name.isEmpty ? source : scenario.name
        var html = HTMLText()
        html.openDocument(title: "\(title) · storyboard")
        html.line("<header>")
        if let backLink { html.line("<a class=\"back\" href=\"\(HTMLText.escape(backLink))\">← All scenarios</a>") }
        html.line("<p class=\"eyebrow\">PageNavigation storyboard</p>")
        html.line("<h1>\(HTMLText.escape(title))</h1>")
        if let description = scenario.description {
            html.line("<p class=\"description\">\(HTMLText.escape(description))</p>")
        }
        html.line("<ul class=\"facts\">")
        for (fact, style) in facts(storyboard) {
            html.line("<li\(style.map { " class=\"\($0)\"" } ?? "")>\(HTMLText.escape(fact))</li>")
        }
        html.line("</ul>")
        if let failure = storyboard.failure {
            html.line(
                "<div class=\"failure-box\">\(HTMLText.escape("Step \(failure.step + 1), expect.\(failure.key): expected \(failure.expected), actual \(failure.actual)"))</div>"
            )
        }
        html.line("</header>")
        html.line("<main class=\"grid\">")
        for (index, frame) in storyboard.frames.enumerated() {
            html.line(FrameCaption.figure(frame, svg: renderer.svg(for: frame, id: "f\(index + 1)"), number: index + 1))
        }
        html.line("</main>")
        html.line("<footer>Rendered by <code>pagenav render</code> from \(HTMLText.escape(source)).</footer>")
        html.line("</body>")
        html.line("</html>")
        return html.text
    }

    /// The facts under the title: the outcome, the size of the scenario and its configuration.
    static func facts(_ storyboard: Storyboard) -> [(String, String?)] {
        let scenario = storyboard.scenario
        let configuration = scenario.configuration
        let expectations = storyboard.expectationCount
        var facts: [(String, String?)] = []
        if let failure = storyboard.failure {
            facts.append(("Fails at step \(failure.step + 1)", "failed"))
        } else {
            facts.append(
                (expectations == 1 ? "The expectation holds" : "All \(expectations) expectations hold", "passed"))
        }
        facts.append(("\(scenario.steps.count) steps", nil))
        facts.append(("\(storyboard.frames.count) frames", nil))
        facts.append(("screen \(configuration.geometry.screenWidth.svg) pt", nil))
        facts.append((configuration.geometry.direction == .rightToLeft ? "right to left" : "left to right", nil))
        facts.append(("inheritance: \(configuration.inheritance.rawValue)", nil))
        return facts
    }
}

/// HTML text built line by line, with escaping.
struct HTMLText {
    private(set) var text = ""

    /// Appends a line.
    mutating func line(_ line: String) { text += line + "\n" }

    /// Starts a page: doctype, head with the storyboard styles and `title` (escaped here), `<body>`.
    mutating func openDocument(title: String) {
        line("<!DOCTYPE html>")
        line("<html lang=\"en\">")
        line("<head>")
        line("<meta charset=\"utf-8\">")
        line("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        line("<title>\(Self.escape(title))</title>")
        line("<style>\n\(StoryboardStyle.css)\n</style>")
        line("</head>")
        line("<body>")
    }

    /// Escapes text for HTML content and attribute values.
    static func escape(_ text: String) -> String { SVGWriter.escape(text) }
}
