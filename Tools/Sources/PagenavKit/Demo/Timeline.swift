import PageNavigationSimulator

/// A scenario's run as readable text: one block per step with its summary, events, the stack and the
/// bar after it; `expect` steps list the keys they checked.
public enum Timeline {
    /// The lines of the timeline of `report`; `file` names the scenario file in the heading.
    public static func lines(for report: ScenarioReport, file: String) -> [String] {
        let scenario = report.scenario
        var lines = ["\(file) — \(scenario.name.isEmpty ? "(unnamed)" : scenario.name)"]
        if let description = scenario.description { lines += wrap(description, width: 96, indent: "  ") }
        lines.append("")
        var previous: SimulatorFrame?
        for record in report.records {
            let number = record.index < 0 ? "start" : String(record.index + 1)
            let label = String(repeating: " ", count: max(0, 7 - number.count)) + number + "  "
            let indent = String(repeating: " ", count: 9)
            if record.index >= 0, case .expect(let expectation) = report.scenario.steps[record.index].action {
                let failure = report.failure?.step == record.index ? report.failure : nil
                lines.append(label + "expect  " + checked(expectation, failure: failure))
                continue
            }
            lines.append(label + record.summary)
            if !record.events.isEmpty { lines.append(indent + "events  " + record.events.joined(separator: ", ")) }
            guard let screen = record.frames.last else { continue }
            if previous?.stack != screen.stack || record.index < 0 {
                lines.append(indent + "stack   " + screen.stack.joined(separator: " › "))
            }
            if let transition = screen.transition {
                let percent = Int((transition.frame.progress * 100).rounded())
                lines.append(
                    indent + "moving  \(transition.kind.rawValue) \(transition.from) → \(transition.to), \(percent) %, "
                        + (transition.frame.strategy == .fakeBars ? "fake bars" : "shared bar"))
            } else if previous?.style != screen.style || previous?.top != screen.top || previous?.transition != nil {
                lines.append(indent + "bar     " + describe(screen.style))
            }
            if let pending = screen.pendingBack { lines.append(indent + "asking  \(pending) waits for an answer") }
            previous = screen
        }
        lines.append("")
        if let failure = report.failure {
            lines.append("  FAILED \(failure)")
        } else {
            let count = scenario.steps.filter { if case .expect = $0.action { true } else { false } }.count
            lines.append("  passed: \(count == 1 ? "the expectation holds" : "all \(count) expectations hold")")
        }
        return lines
    }

    /// A bar as a designer reads it: `#43A047, tint #FFFFFF, title #FFFFFF, no shadow`.
    public static func describe(_ bar: BarStyle) -> String {
        if bar.hidden { return "hidden" }
        if bar.isSystem { return "system" }
        var parts = [
            bar.background.alpha == 0 && !bar.background.isSystem ? "clear" : "\(bar.background)", "tint \(bar.tint)",
            "title \(bar.title)",
        ]
        if bar.shadow == .hidden { parts.append("no shadow") }
        if bar.alpha < 1 { parts.append("alpha \(bar.alpha.svg)") }
        if !bar.itemMargins.isSystem { parts.append("item margins \(bar.itemMargins)") }
        return parts.joined(separator: ", ")
    }

    static func checked(_ expectation: ScenarioExpectation, failure: ScenarioFailure?) -> String {
        let checks = ExpectationCheck.checks(of: expectation, failure: failure)
        if let failure {
            return "✗ \(failure.key): expected \(failure.expected), actual \(failure.actual)"
        }
        return checks.isEmpty ? "✓ (nothing)" : "✓ " + checks.map(\.key).joined(separator: ", ")
    }

    /// Splits `text` into lines of at most `width` characters (words longer than that stay whole).
    static func wrap(_ text: String, width: Int, indent: String) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width - indent.count {
                lines.append(indent + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(indent + line) }
        return lines
    }
}
