/// Reads scenario format v1 from JSON, strictly: unknown keys, unknown steps, unknown page types and
/// values of the wrong type are refused with the path of the offending value.
public enum ScenarioDecoder {
    /// Decodes a scenario from JSON text.
    public static func decode(_ text: String) throws(ScenarioError) -> Scenario {
        let value: JSONValue
        do {
            value = try JSONParser.parse(text)
        } catch {
            throw ScenarioError(path: "", message: error.description)
        }
        return try decode(value)
    }

    /// Decodes a scenario from a parsed JSON value.
    package static func decode(_ value: JSONValue) throws(ScenarioError) -> Scenario {
        let document = JSONNode(value: value, path: "")
        let fields = try document.object(allowing: ["name", "description", "config", "pages", "root", "stack", "steps"])
        let configuration =
            try fields["config"].map { (node) throws(ScenarioError) in try decodeConfiguration(node) }
            ?? NavigationConfiguration()
        let scheme =
            try fields["config"].flatMap { (node) throws(ScenarioError) in
                try colorScheme(in: node.object(allowing: configurationKeys), of: node)?.choice(ColorScheme.self)
            } ?? .light
        let theme =
            try fields["config"].flatMap { (node) throws(ScenarioError) in
                try node.object(allowing: configurationKeys)["appTheme"].map { (bar) throws(ScenarioError) in
                    try decodeBar(bar)
                }
            } ?? .empty
        let inTabBar =
            try fields["config"].flatMap { (node) throws(ScenarioError) in
                try node.object(allowing: configurationKeys)["tabBar"]?.bool()
            } ?? false
        var pageTypes: [String: PageBlueprint] = [:]
        var nextReferences: [(String, JSONNode)] = []
        if let pages = fields["pages"] {
            for (type, node) in try pages.members() {
                guard !type.isEmpty, !type.contains("#") else {
                    throw node.fail("a page type name must be non-empty and must not contain '#'")
                }
                let (blueprint, next) = try decodePageType(node)
                pageTypes[type] = blueprint
                if let next { nextReferences.append(next) }
            }
        }
        for (type, node) in nextReferences where pageTypes[type] == nil {
            throw node.fail("unknown page type \"\(type)\"")
        }
        let stack = try decodeInitialStack(
            root: fields["root"], stack: fields["stack"], in: document, pageTypes: pageTypes)
        let context = StepContext(pageTypes: pageTypes)
        let steps =
            try fields["steps"].map { (node) throws(ScenarioError) in
                try node.array().map { (step) throws(ScenarioError) in try context.decodeStep(step) }
            } ?? []
        var scenario = Scenario(
            name: try fields["name"]?.string() ?? "",
            description: try fields["description"]?.string(),
            configuration: configuration, pageTypes: pageTypes, stack: stack, steps: steps
        )
        scenario.colorScheme = scheme
        scenario.appTheme = theme
        scenario.presentation = try decodePresentation(config: fields["config"], steps: fields["steps"])
        scenario.leakGrace = try fields["config"].flatMap { (node) throws(ScenarioError) in
            try node.object(allowing: configurationKeys)["leakGrace"]?.number(in: 0...3600)
        }
        scenario.inTabBar = inTabBar
        scenario.splitPrimary = try fields["config"].flatMap { (node) throws(ScenarioError) in
            try node.object(allowing: configurationKeys)["split"].map { (split) throws(ScenarioError) in
                try decodeSplit(split, pageTypes: pageTypes)
            }
        }
        return scenario
    }

    /// The first pages: `root` (a type), or `stack` (types, root first) for a controller that starts with
    /// several pages; exactly one of the two.
    static func decodeInitialStack(
        root: JSONNode?, stack: JSONNode?, in document: JSONNode, pageTypes: [String: PageBlueprint]
    ) throws(ScenarioError) -> [String] {
        let nodes: [JSONNode]
        switch (root, stack) {
        case (let root?, nil): nodes = [root]
        case (nil, let stack?):
            nodes = try stack.array()
            guard !nodes.isEmpty else { throw stack.fail("a stack needs at least one page type") }
        case (_?, let stack?): throw stack.fail("give either \"root\" or \"stack\", not both")
        case (nil, nil): throw document.fail("missing required key \"root\" (or \"stack\")")
        }
        return try nodes.map { (node) throws(ScenarioError) in
            let type = try node.string()
            guard pageTypes[type] != nil else { throw node.fail("unknown page type \"\(type)\"") }
            return type
        }
    }

    static let configurationKeys = Set<String>([
        "inheritance", "defaultBar", "popGesture", "maximumStartDistance", "screenWidth", "edgeWidth",
        "layoutDirection", "transitionDuration", "finishProgress", "finishVelocity", "colorScheme", "appTheme",
        "pushFinishProgress", "pushGesture", "interruptibleTransitions", "presentation", "rootSwipeDismisses",
        "leakGrace", "tabBar", "split",
    ])
    .union(keyAliases.keys)

    /// Older spellings of keys of `config` and of page types, still accepted (format v1 stays valid): the
    /// older spelling → the key it means. Giving both is an error.
    static let keyAliases: [String: String] = [
        "maxStartDistance": "maximumStartDistance",
        "appearance": "colorScheme",
    ]

    /// The value of `key` in `fields`, given under its name or under its older spelling
    /// (``keyAliases``).
    static func value(
        of key: String, in fields: [String: JSONNode], of node: JSONNode
    ) throws(ScenarioError) -> JSONNode? {
        guard let alias = keyAliases.first(where: { $0.value == key })?.key else { return fields[key] }
        return try StepContext.oneOf(key, alias: alias, in: fields, step: node)
    }

    /// `config.colorScheme` (or its older spelling `appearance`).
    static func colorScheme(in fields: [String: JSONNode], of node: JSONNode) throws(ScenarioError) -> JSONNode? {
        try value(of: "colorScheme", in: fields, of: node)
    }

    static func decodeConfiguration(_ node: JSONNode) throws(ScenarioError) -> NavigationConfiguration {
        let fields = try node.object(allowing: configurationKeys)
        var configuration = NavigationConfiguration()
        if let inheritance = fields["inheritance"] {
            configuration.inheritance = try inheritance.choice(InheritancePolicy.self)
        }
        if let bar = fields["defaultBar"] { configuration.defaultBar = BarStyle.standard.applying(try decodeBar(bar)) }
        configuration.popGesture =
            try decodePopGesture(
                fields["popGesture"], maximum: value(of: "maximumStartDistance", in: fields, of: node)) ?? .edge
        var geometry = SwipeGeometry()
        if let width = fields["screenWidth"] { geometry.screenWidth = try width.number(in: 1...100_000) }
        if let edge = fields["edgeWidth"] { geometry.edgeWidth = try edge.number(in: 0...geometry.screenWidth) }
        if let direction = fields["layoutDirection"] { geometry.direction = try direction.choice(LayoutDirection.self) }
        if let progress = fields["finishProgress"] { geometry.progressThreshold = try progress.number(in: 0...1) }
        if let push = fields["pushFinishProgress"] { geometry.pushProgressThreshold = try push.number(in: 0...1) }
        if let velocity = fields["finishVelocity"] { geometry.velocityThreshold = try velocity.number(in: 0...100_000) }
        configuration.geometry = geometry
        if let push = fields["pushGesture"] { configuration.pushGesture = try push.choice(PushGestureMode.self) }
        if let duration = fields["transitionDuration"] {
            configuration.transitionDuration = try duration.number(in: 0...60)
        }
        if let interruptible = fields["interruptibleTransitions"] {
            configuration.interruptibleTransitions = try interruptible.bool()
        }
        if let dismisses = fields["rootSwipeDismisses"] { configuration.rootSwipeDismisses = try dismisses.bool() }
        return configuration
    }

    static func decodeBar(_ node: JSONNode) throws(ScenarioError) -> PartialBarStyle {
        let fields = try node.object(allowing: [
            "background", "tint", "title", "shadow", "hidden", "alpha", "itemMargins", "shadowColor", "edgeEffect",
            "itemsHideSharedBackground",
        ])
        var bar = PartialBarStyle(
            background: try fields["background"]?.color(),
            tint: try fields["tint"]?.color(),
            title: try fields["title"]?.color(),
            shadow: try fields["shadow"]?.shadow(),
            hidden: try fields["hidden"]?.bool(),
            alpha: try fields["alpha"]?.number(in: 0...1),
            itemMargins: try fields["itemMargins"]?.itemMargins()
        )
        bar.extras.shadowColor = try fields["shadowColor"]?.color()
        bar.edgeEffect = try fields["edgeEffect"]?.choice(ScrollEdgeEffect.self)
        bar.itemsHideSharedBackground = try fields["itemsHideSharedBackground"]?.bool()
        return bar
    }

    static func decodePopGesture(_ mode: JSONNode?, maximum: JSONNode?) throws(ScenarioError) -> PopGestureMode? {
        let limit = try maximum?.number(in: 0...100_000)
        if let limit, !PopGestureMode.isUsableMaximumStartDistance(limit), let maximum {
            // FDFullscreenPopGesture's 0 means "no limit"; here a limit of 0 would refuse every swipe.
            throw maximum.fail(
                "\"maximumStartDistance\" must be above 0; for no limit, leave it out (\"popGesture\": \"fullScreen\")")
        }
        guard let mode else {
            if let maximum { throw maximum.fail("\"maximumStartDistance\" needs \"popGesture\": \"fullScreen\"") }
            return nil
        }
        switch try mode.string() {
        case "edge" where limit == nil: return .edge
        case "fullScreen": return .fullScreen(maximumStartDistance: limit)
        case "disabled" where limit == nil: return .disabled
        case "edge", "disabled": throw maximum!.fail("\"maximumStartDistance\" needs \"popGesture\": \"fullScreen\"")
        case let other: throw mode.fail("expected one of \"edge\", \"fullScreen\", \"disabled\", found \"\(other)\"")
        }
    }

    static func decodePageType(_ node: JSONNode) throws(ScenarioError) -> (PageBlueprint, (String, JSONNode)?) {
        let fields = try node.object(allowing: [
            "bar", "popGesture", "maximumStartDistance", "maxStartDistance", "back", "tag", "next", "horizontalScroll",
            "customBackButton",
            "customBar", "finishProgress", "finishVelocity", "itemAppearance",
            "content", "pushFinishProgress", "pushGesture",
            "tabBar", "hidesBottomBar",
        ])
        var settings = PageSettings()
        if let bar = fields["bar"] { settings.bar = try decodeBar(bar) }
        settings.popGesture = try decodePopGesture(
            fields["popGesture"], maximum: value(of: "maximumStartDistance", in: fields, of: node))
        if let back = fields["back"] { settings.back = try back.choice(BackBehavior.self) }
        if let custom = fields["customBar"] { settings.hasCustomBar = try custom.bool() }
        settings.finishProgress = try fields["finishProgress"]?.number(in: 0...1)
        settings.finishVelocity = try fields["finishVelocity"]?.number(in: 0...100_000)
        settings.pushFinishProgress = try fields["pushFinishProgress"]?.number(in: 0...1)
        settings.pushGesture = try fields["pushGesture"]?.choice(PushGestureMode.self)
        settings.tabBar = try fields["tabBar"]?.choice(TabBarVisibility.self)
        settings.hidesBottomBar = try fields["hidesBottomBar"]?.bool() ?? false
        let next = try fields["next"].map { (node) throws(ScenarioError) in (try node.string(), node) }
        var blueprint = PageBlueprint(
            settings: settings,
            tag: try fields["tag"]?.string(),
            next: next?.0,
            contentScroll: try fields["horizontalScroll"]?.choice(ContentScroll.self) ?? .none,
            customBackButton: try fields["customBackButton"]?.bool() ?? false
        )
        blueprint.itemAppearance = try fields["itemAppearance"].map { (bar) throws(ScenarioError) in try decodeBar(bar)
        }
        if let content = fields["content"] {
            blueprint.content = Set(
                try content.array().map { (node) throws(ScenarioError) in try node.choice(ContentGesture.self) })
        }
        return (blueprint, next)
    }
}

extension ScenarioDecoder {
    /// `config.split`: `{"primary": [types]}`, the primary column's pages, root first (known types, at
    /// least one).
    static func decodeSplit(_ node: JSONNode, pageTypes: [String: PageBlueprint]) throws(ScenarioError) -> [String] {
        let fields = try node.object(allowing: ["primary"])
        guard let primary = fields["primary"] else { throw node.fail("missing required key \"primary\"") }
        let types = try primary.array()
        guard !types.isEmpty else { throw primary.fail("the primary column needs at least one page type") }
        return try types.map { (entry) throws(ScenarioError) in
            let type = try entry.string()
            guard pageTypes[type] != nil else { throw entry.fail("unknown page type \"\(type)\"") }
            return type
        }
    }
}
