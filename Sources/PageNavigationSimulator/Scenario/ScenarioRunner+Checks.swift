extension ScenarioRunner {
    /// Checks an expectation; returns the first key that does not hold.
    static func check(
        _ expectation: ScenarioExpectation, on simulator: NavigationSimulator, events: [String], step: Int
    ) -> ScenarioFailure? {
        func failure(_ key: String, _ expected: String, _ actual: String) -> ScenarioFailure {
            ScenarioFailure(step: step, key: key, expected: expected, actual: actual)
        }
        if let stack = expectation.stack, stack != simulator.stack {
            return failure("stack", list(stack), list(simulator.stack))
        }
        if let top = expectation.top, top != simulator.top {
            return failure("top", top, simulator.top)
        }
        if let bar = expectation.bar {
            if simulator.transition != nil {
                return failure("bar", describe(bar), "a transition is running (bar is checked only when none runs)")
            }
            if !simulator.shownBar.matches(bar, in: simulator.colorScheme) {
                return failure("bar", describe(bar), describe(simulator.shownBar.resolved(in: simulator.colorScheme)))
            }
        }
        if let fakeBars = expectation.fakeBars {
            let shown = simulator.shownFakeBars
            for (name, bar) in fakeBars.sorted(by: { $0.key < $1.key }) {
                guard let style = shown[name] else {
                    return failure(
                        "fakeBars.\(name)", describe(bar), "no fake bar (fake bars: \(list(shown.keys.sorted())))")
                }
                if !style.matches(bar, in: simulator.colorScheme) {
                    return failure(
                        "fakeBars.\(name)", describe(bar), describe(style.resolved(in: simulator.colorScheme)))
                }
            }
        }
        if let edge = expectation.edgeEffect {
            let shown = simulator.page()?.scrollView?.topEdgeEffect.description ?? "none (the page has no scroll view)"
            if edge != shown { return failure("edgeEffect", edge, shown) }
        }
        if let hides = expectation.itemsHideSharedBackground {
            let shown = simulator.page()?.barItems.map(\.hidesSharedBackground) ?? []
            if shown.contains(!hides) {
                return failure("itemsHideSharedBackground", "\(hides)", "\(shown.map(String.init(describing:)))")
            }
        }
        if let tabBar = expectation.tabBar, let mismatch = checkTabBar(tabBar, on: simulator) {
            return failure("tabBar", tabBar.rawValue, mismatch)
        }
        if let gesture = expectation.popGesture, gesture != simulator.popGestureStatus {
            return failure("popGesture", gesture, simulator.popGestureStatus)
        }
        if let presented = expectation.presented, presented != simulator.isPresented {
            return failure("presented", "\(presented)", "\(simulator.isPresented)")
        }
        if let pending = expectation.pendingBack, pending != (simulator.pendingBack != nil) {
            return failure("pendingBack", "\(pending)", simulator.pendingBack.map { "true (\($0))" } ?? "false")
        }
        if let history = expectation.webHistory, history != simulator.webHistory() {
            return failure("webHistory", "\(history)", "\(simulator.webHistory())")
        }
        if let queued = expectation.queued, queued != simulator.queuedCount {
            return failure("queued", "\(queued)", "\(simulator.queuedCount)")
        }
        if let expected = expectation.transition, let mismatch = compare(expected, simulator.transition) {
            return failure("transition", mismatch.expected, mismatch.actual)
        }
        if let include = expectation.eventsInclude, let missing = firstMissing(include, in: events) {
            return failure("eventsInclude", "\(list(include)) in order (first missing: \(missing))", list(events))
        }
        if let exclude = expectation.eventsExclude, let found = exclude.first(where: events.contains) {
            return failure("eventsExclude", "none of \(list(exclude))", "\(found) happened; events: \(list(events))")
        }
        return nil
    }

    /// The first expected event that cannot be matched in order, or `nil` when all are an ordered subsequence.
    static func firstMissing(_ expected: [String], in events: [String]) -> String? {
        var position = events.startIndex
        for event in expected {
            guard let found = events[position...].firstIndex(of: event) else { return event }
            position = found + 1
        }
        return nil
    }

    static func compare(_ expected: TransitionExpectation?, _ actual: TransitionState?) -> (
        expected: String, actual: String
    )? {
        guard let expected else { return actual.map { ("null", describe($0)) } }
        guard let actual else { return (describe(expected), "null") }
        let matches =
            (expected.kind.map { $0 == actual.kind } ?? true)
            && (expected.interactive.map { $0 == actual.interactive } ?? true)
            && (expected.strategy.map { $0 == actual.plan.strategy } ?? true)
            && (expected.progress.map { abs($0 - actual.progress) <= 0.01 } ?? true)
        return matches ? nil : (describe(expected), describe(actual))
    }

    static func describe(_ transition: TransitionExpectation) -> String {
        var parts: [String] = []
        if let kind = transition.kind { parts.append("kind: \(kind.rawValue)") }
        if let interactive = transition.interactive { parts.append("interactive: \(interactive)") }
        if let strategy = transition.strategy { parts.append("strategy: \(strategy.rawValue)") }
        if let progress = transition.progress { parts.append("progress: \(format(progress))") }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    static func describe(_ transition: TransitionState) -> String {
        "{kind: \(transition.kind.rawValue), interactive: \(transition.interactive), "
            + "strategy: \(transition.plan.strategy.rawValue), progress: \(format(transition.progress))}"
    }

    /// A partial bar as text, fields in the scenario format's order.
    public static func describe(_ bar: PartialBarStyle) -> String {
        var parts: [String] = []
        if let background = bar.background { parts.append("background: \(background.hex)") }
        if let tint = bar.tint { parts.append("tint: \(tint.hex)") }
        if let title = bar.title { parts.append("title: \(title.hex)") }
        if let shadow = bar.shadow { parts.append("shadow: \(shadow)") }
        if let hidden = bar.hidden { parts.append("hidden: \(hidden)") }
        if let alpha = bar.alpha { parts.append("alpha: \(format(alpha))") }
        if let margins = bar.itemMargins { parts.append("itemMargins: \(margins)") }
        if let shadowColor = bar.extras.shadowColor { parts.append("shadowColor: \(shadowColor.hex)") }
        if let edge = bar.edgeEffect { parts.append("edgeEffect: \(edge.rawValue)") }
        if let hides = bar.itemsHideSharedBackground { parts.append("itemsHideSharedBackground: \(hides)") }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    /// A complete bar as text.
    public static func describe(_ bar: BarStyle) -> String {
        var partial = PartialBarStyle(
            background: bar.background, tint: bar.tint, title: bar.title, shadow: bar.shadow, hidden: bar.hidden,
            alpha: bar.alpha,
            itemMargins: bar.itemMargins
        )
        partial.extras.shadowColor = bar.extras.shadowColor
        partial.edgeEffect = bar.extras.edgeEffect
        partial.itemsHideSharedBackground = bar.extras.itemsHideSharedBackground
        return describe(partial)
    }

    static func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

    /// A number as a caption shows it: to three decimals, whole numbers without a point. Any number a
    /// scenario may hold (also one too large for an `Int`) has a text.
    static func format(_ number: Double) -> String {
        let rounded = (number * 1000).rounded() / 1000
        guard rounded.isFinite, rounded == rounded.rounded(), abs(rounded) < 1e15 else {
            return String(rounded.isFinite ? rounded : number)
        }
        return String(Int(rounded))
    }

    /// A one-line description of a step, for timelines.
    public static func describe(_ action: ScenarioAction) -> String {
        switch action {
        case .push(let type, let name, let animated, _, let removing, let removingCurrent):
            var text = "push \(type)" + (name.map { " as \($0)" } ?? "")
            if !removing.isEmpty { text += " removing " + removing.map(\.description).joined(separator: ", ") }
            if removingCurrent { text += " removing the current page" }
            return text + (animated ? "" : " (not animated)")
        case .pop(let animated, _): return "pop" + (animated ? "" : " (not animated)")
        case .popToRoot(let animated, _): return "pop to root" + (animated ? "" : " (not animated)")
        case .popTo(let matcher, let fallback, _, _): return "pop to \(matcher)" + (fallback == .pop ? " or pop" : "")
        case .remove(let matcher, _): return "remove \(matcher)"
        case .removeAll(let matchers, _): return "remove \(matchers.map { "\($0)" }.joined(separator: ", "))"
        case .setStack(let entries, _, _): return "set stack " + list(entries)
        case .tapBack: return "tap back"
        case .escape: return "escape (VoiceOver or keyboard)"
        case .appearance(let scheme): return "appearance: \(scheme.rawValue)"
        case .backMenu(let name): return "back menu: \(name)"
        case .swipe(let swipe):
            return "swipe from x=\(format(swipe.startX)) by \(format(swipe.distance))"
                + (swipe.dy != 0 ? ", dy \(format(swipe.dy))" : "")
                + (swipe.release ? ", release at \(format(swipe.velocity)) pt/s" : ", finger held")
        case .release(let velocity, let distance):
            return "release" + (distance.map { " at \(format($0))" } ?? "") + " with \(format(velocity)) pt/s"
        case .answer(let answer): return "answer \(answer ? "yes" : "no")"
        case .webLoad(let page, let count):
            return "load \(count) web page\(count == 1 ? "" : "s")" + (page.map { " in \($0)" } ?? "")
        case .scroll(let page, let state): return "scroll " + (page.map { "\($0) " } ?? "") + "to \(state.rawValue)"
        case .updateBar(let page, let bar): return "update bar " + (page.map { "of \($0) " } ?? "") + describe(bar)
        case .systemHidesBar(let hidden): return "UIKit \(hidden ? "hides" : "shows") the bar by itself"
        case .pullDown: return "pull the sheet down"
        case .collapse: return "the split view collapses"
        case .expand: return "the split view expands"
        case .wait(let seconds): return "wait \(format(seconds)) s"
        case .expect: return "expect"
        case .holdPage(let name): return "the app holds \(name)"
        case .dropPage(let name): return "the app lets go of \(name)"
        case .appChanges(let change): return "the app changes \(change.rawValue)"
        }
    }
}
