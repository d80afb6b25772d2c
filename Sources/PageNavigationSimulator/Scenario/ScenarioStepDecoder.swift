/// Decodes steps, knowing the page types and the instance names that `as` introduced so far.
final class StepContext {
    let pageTypes: [String: PageBlueprint]
    private var explicitNames: Set<String> = []

    init(pageTypes: [String: PageBlueprint]) { self.pageTypes = pageTypes }

    /// The value of `key` or of its older spelling `alias`; both at once is an error naming the step.
    static func oneOf(
        _ key: String, alias: String, in fields: [String: JSONNode], step: JSONNode
    ) throws(ScenarioError) -> JSONNode? {
        if fields[key] != nil, let duplicate = fields[alias] {
            throw duplicate.fail("\"\(alias)\" is the older spelling of \"\(key)\"; give one of them")
        }
        return fields[key] ?? fields[alias]
    }

    func decodeStep(_ node: JSONNode) throws(ScenarioError) -> ScenarioStep {
        let members = try node.members()
        let actionKeys = members.compactMap { member in
            ScenarioStepKey(rawValue: member.key).map { (key: $0, node: member.node) }
        }
        guard actionKeys.count == 1, let (action, value) = actionKeys.first.map({ ($0.key, $0.node) }) else {
            if actionKeys.isEmpty {
                let unknown = members.first { $0.key != "settle" }
                throw (unknown?.node ?? node).fail(
                    unknown.map {
                        "unknown step \"\($0.key)\" (steps: \(ScenarioStepKey.sortedNames))"
                    }
                        ?? "a step needs one action key")
            }
            throw actionKeys[1].node.fail(
                "a step has exactly one action; found \"\(actionKeys[0].key.rawValue)\" and \"\(actionKeys[1].key.rawValue)\""
            )
        }
        let fields = try node.object(allowing: action.fields.union([action.rawValue, "settle"]))
        let settle = try fields["settle"]?.bool() ?? true
        let animated = try fields["animated"]?.bool() ?? true
        let completion = try fields["completion"]?.string()
        switch action {
        case .push:
            let type = try knownType(value)
            let name = try fields["as"]?.string()
            if let name, let node = fields["as"] {
                guard !name.isEmpty else { throw node.fail("an instance name must not be empty") }
                explicitNames.insert(name)
            }
            // `replacing` and `removeSelf` are format v1's first spellings, still accepted.
            let removingNode = try Self.oneOf("removing", alias: "replacing", in: fields, step: node)
            let removing =
                try removingNode.map { (node) throws(ScenarioError) in
                    try node.array().map { (item) throws(ScenarioError) in try matcher(item) }
                } ?? []
            let removingCurrent = try Self.oneOf("removingCurrent", alias: "removeSelf", in: fields, step: node)
            return ScenarioStep(
                .push(
                    type: type, as: name, animated: animated, completion: completion, removing: removing,
                    removingCurrent: try removingCurrent?.bool() ?? false
                ), settle: settle)
        case .pop:
            try value.flag()
            return ScenarioStep(.pop(animated: animated, completion: completion), settle: settle)
        case .popToRoot:
            try value.flag()
            return ScenarioStep(.popToRoot(animated: animated, completion: completion), settle: settle)
        case .popTo:
            let fallback = try fields["fallback"]?.choice(PopFallback.self) ?? PopFallback.none
            return ScenarioStep(
                .popTo(try matcher(value), fallback: fallback, animated: animated, completion: completion),
                settle: settle)
        case .remove:
            if case .array = value.value {
                let matchers = try value.array().map { (entry) throws(ScenarioError) in try matcher(entry) }
                guard !matchers.isEmpty else { throw value.fail("a remove needs at least one target") }
                return ScenarioStep(.removeAll(matchers, completion: completion), settle: settle)
            }
            return ScenarioStep(.remove(try matcher(value), completion: completion), settle: settle)
        case .setStack:
            let entries = try value.array().map { (entry) throws(ScenarioError) in try instance(entry) }
            guard !entries.isEmpty else { throw value.fail("a stack needs at least one page") }
            return ScenarioStep(.setStack(entries, animated: animated, completion: completion), settle: settle)
        case .tapBack:
            try value.flag()
            return ScenarioStep(.tapBack, settle: settle)
        case .escape:
            try value.flag()
            return ScenarioStep(.escape, settle: settle)
        case .colorScheme, .appearance:
            return ScenarioStep(.appearance(try value.choice(ColorScheme.self)), settle: settle)
        case .backMenu:
            return ScenarioStep(.backMenu(try instance(value)), settle: settle)
        case .swipe:
            let swipe = try value.object(allowing: ["startX", "distance", "dy", "velocity", "release"])
            guard let startX = swipe["startX"] else { throw value.fail("missing required key \"startX\"") }
            guard let distance = swipe["distance"] else { throw value.fail("missing required key \"distance\"") }
            return ScenarioStep(
                .swipe(
                    ScenarioSwipe(
                        startX: try startX.number(), distance: try distance.number(),
                        dy: try swipe["dy"]?.number() ?? 0, velocity: try swipe["velocity"]?.number() ?? 0,
                        release: try swipe["release"]?.bool() ?? true
                    )), settle: settle)
        case .release:
            let release = try value.object(allowing: ["velocity", "distance"])
            return ScenarioStep(
                .release(
                    velocity: try release["velocity"]?.number() ?? 0, distance: try release["distance"]?.number()
                ), settle: settle)
        case .answer:
            return ScenarioStep(.answer(try value.bool()), settle: settle)
        case .webLoad:
            let load = try value.object(allowing: ["page", "count"])
            return ScenarioStep(
                .webLoad(
                    page: try load["page"].map { (node) throws(ScenarioError) in try instance(node) },
                    count: try load["count"]?.count() ?? 1
                ), settle: settle)
        case .scroll:
            let scroll = try value.object(allowing: ["page", "state"])
            guard let state = scroll["state"] else { throw value.fail("missing required key \"state\"") }
            return ScenarioStep(
                .scroll(
                    page: try scroll["page"].map { (node) throws(ScenarioError) in try instance(node) },
                    state: try state.choice(ContentScroll.self)
                ), settle: settle)
        case .updateBar:
            let update = try value.object(allowing: ["page", "bar"])
            guard let bar = update["bar"] else { throw value.fail("missing required key \"bar\"") }
            return ScenarioStep(
                .updateBar(
                    page: try update["page"].map { (node) throws(ScenarioError) in try instance(node) },
                    bar: try ScenarioDecoder.decodeBar(bar)
                ), settle: settle)
        case .systemHidesBar:
            return ScenarioStep(.systemHidesBar(try value.bool()), settle: settle)
        case .pullDown:
            try value.flag()
            return ScenarioStep(.pullDown, settle: settle)
        case .collapse:
            try value.flag()
            return ScenarioStep(.collapse, settle: settle)
        case .expand:
            try value.flag()
            return ScenarioStep(.expand, settle: settle)
        case .wait:
            return ScenarioStep(.wait(seconds: try value.number(in: 0...3600)), settle: settle)
        case .expect:
            return ScenarioStep(.expect(try ExpectationDecoder.decode(value)), settle: settle)
        case .holdPage:
            return ScenarioStep(.holdPage(try instance(value)), settle: settle)
        case .dropPage:
            return ScenarioStep(.dropPage(try instance(value)), settle: settle)
        case .appChanges:
            return ScenarioStep(.appChanges(try value.choice(AppSwipeChange.self)), settle: settle)
        }
    }

    func knownType(_ node: JSONNode) throws(ScenarioError) -> String {
        let type = try node.string()
        guard pageTypes[type] != nil else {
            throw node.fail("unknown page type \"\(type)\" (types: \(pageTypes.keys.sorted().joined(separator: ", ")))")
        }
        return type
    }

    /// An instance name: `Type`, `Type#N`, or a name introduced by an earlier `as`.
    func instance(_ node: JSONNode) throws(ScenarioError) -> String {
        let name = try node.string()
        guard explicitNames.contains(name) || pageTypes[NavigationSimulator.baseType(of: name)] != nil else {
            throw node.fail(
                "unknown page \"\(name)\": not an instance of a known type nor a name given with \"as\" earlier")
        }
        return name
    }

    func matcher(_ node: JSONNode) throws(ScenarioError) -> SimulatedTarget {
        let fields = try node.object(allowing: ["type", "tag", "page"])
        guard fields.count == 1, let (key, value) = fields.first else {
            throw node.fail("a target has exactly one of \"type\", \"tag\", \"page\"")
        }
        switch key {
        case "type": return .type(try knownType(value))
        case "tag": return .tag(try value.string())
        default: return .page(try instance(value))
        }
    }
}
