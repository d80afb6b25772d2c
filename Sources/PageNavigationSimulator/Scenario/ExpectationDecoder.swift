/// Decodes the value of an `expect` step.
enum ExpectationDecoder {
    static func decode(_ node: JSONNode) throws(ScenarioError) -> ScenarioExpectation {
        let fields = try node.object(allowing: [
            "stack", "top", "bar", "popGesture", "pendingBack", "webHistory", "queued", "transition",
            "eventsInclude", "eventsExclude", "fakeBars", "edgeEffect", "itemsHideSharedBackground",
            "presented",
            "tabBar",
        ])
        var expectation = ScenarioExpectation()
        expectation.stack = try fields["stack"].map { (node) throws(ScenarioError) in try strings(node) }
        expectation.top = try fields["top"]?.string()
        expectation.bar = try fields["bar"].map { (node) throws(ScenarioError) in try ScenarioDecoder.decodeBar(node) }
        if let gesture = fields["popGesture"] {
            let name = try gesture.string()
            let allowed =
                ["enabled", "backDenied", "backRequested", "webBack", "dismiss"] + SwipeRefusal.allCases.map(\.rawValue)
            guard allowed.contains(name) else {
                throw gesture.fail(
                    "expected one of \(allowed.map { "\"\($0)\"" }.joined(separator: ", ")), found \"\(name)\"")
            }
            expectation.popGesture = name
        }
        expectation.pendingBack = try fields["pendingBack"]?.bool()
        expectation.webHistory = try fields["webHistory"]?.count()
        expectation.queued = try fields["queued"]?.count()
        if let transition = fields["transition"] {
            expectation.transition = .some(try decodeTransition(transition))
        }
        expectation.eventsInclude = try fields["eventsInclude"].map { (node) throws(ScenarioError) in try strings(node)
        }
        expectation.eventsExclude = try fields["eventsExclude"].map { (node) throws(ScenarioError) in try strings(node)
        }
        if let fakeBars = fields["fakeBars"] {
            var bars: [String: PartialBarStyle] = [:]
            for (name, bar) in try fakeBars.members() { bars[name] = try ScenarioDecoder.decodeBar(bar) }
            expectation.fakeBars = bars
        }
        if let edge = fields["edgeEffect"] {
            let allowed = VirtualEdgeEffect.Style.allCases.map(\.rawValue) + ["hidden"]
            let name = try edge.string()
            guard allowed.contains(name) else {
                throw edge.fail(
                    "expected one of \(allowed.map { "\"\($0)\"" }.joined(separator: ", ")), found \"\(name)\"")
            }
            expectation.edgeEffect = name
        }
        expectation.itemsHideSharedBackground = try fields["itemsHideSharedBackground"]?.bool()
        expectation.presented = try fields["presented"]?.bool()
        expectation.tabBar = try fields["tabBar"]?.choice(TabBarVisibility.self)
        return expectation
    }

    static func decodeTransition(_ node: JSONNode) throws(ScenarioError) -> TransitionExpectation? {
        if node.value == .null { return nil }
        let fields = try node.object(allowing: ["kind", "interactive", "strategy", "progress"])
        return TransitionExpectation(
            kind: try fields["kind"]?.choice(TransitionKind.self),
            interactive: try fields["interactive"]?.bool(),
            strategy: try fields["strategy"]?.choice(TransitionStrategy.self),
            progress: try fields["progress"]?.number(in: 0...1)
        )
    }

    static func strings(_ node: JSONNode) throws(ScenarioError) -> [String] {
        try node.array().map { (item) throws(ScenarioError) in try item.string() }
    }
}
