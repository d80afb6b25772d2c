import PageNavigationSimulator

/// One key of an `expect` step as the storyboard lists it: `stack [A, B]` and whether it held.
public struct ExpectationCheck: Hashable, Sendable {
    /// Whether the key held.
    public enum Outcome: String, Hashable, Sendable {
        /// It held.
        case passed
        /// It did not hold: the scenario stopped here.
        case failed
        /// It was not checked because an earlier key of the same step failed.
        case skipped
    }

    /// The expectation key, e.g. `stack`.
    public var key: String
    /// The expected value as text.
    public var expected: String
    /// Whether it held.
    public var outcome: Outcome

    /// The keys of an expectation in the order the runner checks them, with their outcomes.
    public static func checks(of expectation: ScenarioExpectation, failure: ScenarioFailure?) -> [ExpectationCheck] {
        var items: [(String, String)] = []
        if let stack = expectation.stack { items.append(("stack", list(stack))) }
        if let top = expectation.top { items.append(("top", top)) }
        if let bar = expectation.bar { items.append(("bar", ScenarioRunner.describe(bar))) }
        if let gesture = expectation.popGesture { items.append(("popGesture", gesture)) }
        if let pending = expectation.pendingBack { items.append(("pendingBack", "\(pending)")) }
        if let history = expectation.webHistory { items.append(("webHistory", "\(history)")) }
        if let queued = expectation.queued { items.append(("queued", "\(queued)")) }
        if let transition = expectation.transition { items.append(("transition", describe(transition))) }
        if let include = expectation.eventsInclude { items.append(("eventsInclude", list(include))) }
        if let exclude = expectation.eventsExclude { items.append(("eventsExclude", list(exclude))) }
        var outcome = Outcome.passed
        return items.map { key, expected in
            if outcome == .failed { outcome = .skipped }
            if outcome == .passed, key == failure?.key { outcome = .failed }
            return ExpectationCheck(key: key, expected: expected, outcome: outcome)
        }
    }

    static func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

    static func describe(_ transition: TransitionExpectation?) -> String {
        guard let transition else { return "none" }
        var parts: [String] = []
        if let kind = transition.kind { parts.append(kind.rawValue) }
        if let interactive = transition.interactive { parts.append(interactive ? "interactive" : "animated") }
        if let strategy = transition.strategy { parts.append(strategy == .fakeBars ? "fake bars" : "shared bar") }
        if let progress = transition.progress { parts.append("progress \(progress.svg)") }
        return parts.isEmpty ? "any" : parts.joined(separator: ", ")
    }
}
