import PageNavigationSimulator

/// One frame of the storyboard page: the SVG and its caption (step, summary, what moves, events,
/// stack, the checks of the `expect` steps that follow, and a failure).
enum FrameCaption {
    /// The `<figure>` of a frame.
    static func figure(_ frame: StoryboardFrame, svg: String, number: Int) -> String {
        var classes = ["frame"]
        if !frame.isStepEnd { classes.append("intermediate") }
        if frame.failure != nil { classes.append("has-failure") }
        var html = HTMLText()
        html.line("<figure class=\"\(classes.joined(separator: " "))\" id=\"frame-\(number)\">")
        html.line(svg.replacingOccurrences(of: "\n", with: "\n  ").trimmingTrailingSpace())
        html.line("<figcaption>")
        html.line(
            "<div class=\"step\"><span class=\"badge\">\(HTMLText.escape(frame.stepLabel))</span><span class=\"summary\">\(HTMLText.escape(frame.summary))</span></div>"
        )
        if let phase = phase(of: frame) { html.line("<p class=\"phase\">\(HTMLText.escape(phase))</p>") }
        if !frame.events.isEmpty {
            html.line(
                "<ul class=\"events\">" + frame.events.map { "<li><code>\(HTMLText.escape($0))</code></li>" }.joined()
                    + "</ul>")
        }
        if frame.isStepEnd {
            html.line("<p class=\"stack\">Stack: \(HTMLText.escape(frame.screen.stack.joined(separator: " › ")))</p>")
        }
        if !frame.checks.isEmpty {
            html.line("<ul class=\"checks\">")
            for check in frame.checks {
                let mark =
                    switch check.outcome {
                    case .passed: "✓"
                    case .failed: "✗"
                    case .skipped: "·"
                    }
                html.line(
                    "<li class=\"\(check.outcome.rawValue)\"><span class=\"mark\">\(mark)</span><span class=\"text\"><span class=\"key\">\(HTMLText.escape(check.key))</span><code>\(HTMLText.escape(check.expected))</code></span></li>"
                )
            }
            html.line("</ul>")
        }
        if let failure = frame.failure {
            html.line(
                "<div class=\"failure\">\(HTMLText.escape("expect.\(failure.key) failed: expected \(failure.expected), actual \(failure.actual)"))</div>"
            )
        }
        html.line("</figcaption>")
        html.line("</figure>")
        return html.text.trimmingTrailingSpace()
    }

    /// What is moving in the frame: the transition and its progress, or where the finger went down.
    static func phase(of frame: StoryboardFrame) -> String? {
        let screen = frame.screen
        if let transition = screen.transition {
            let percent = Int((transition.frame.progress * 100).rounded())
            var parts = ["\(transition.interactive ? "interactive " : "")\(transition.kind.rawValue) \(percent) %"]
            parts.append(transition.frame.strategy == .fakeBars ? "fake bars" : "shared bar")
            if screen.finger != nil { parts.append("finger down") }
            return parts.joined(separator: " · ")
        }
        if let touch = screen.finger {
            let geometry = (width: screen.screenWidth, rightToLeft: screen.direction == .rightToLeft)
            let start = geometry.rightToLeft ? geometry.width - touch.startX : touch.startX
            var text = "finger went down \(start.svg) pt from the back edge"
            if let limit = frame.swipeStartLimit { text += "; swipe-back starts within \(limit.svg) pt" }
            return text
        }
        return nil
    }
}

extension String {
    /// The string without trailing spaces and newlines.
    func trimmingTrailingSpace() -> String {
        var result = self
        while let last = result.last, last == " " || last == "\n" { result.removeLast() }
        return result
    }
}
