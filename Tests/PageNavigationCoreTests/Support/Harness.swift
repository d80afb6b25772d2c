import PageNavigationCore
import Testing

/// A test host for the engine: pages have names, every effect is kept, and events read as the
/// scenario format writes them (`willShow:List`, `removed:Detail`, `completed:op`, `error:notFound`).
///
/// A stack is written as instance names, root first: `"Home List Detail"`. An instance name is its
/// type, optionally followed by `#N` for a further instance (`List#2` has type `List`), and a page may
/// carry a tag after a colon (`List:sale`) the first time it is named.
struct Harness {
    var engine: NavigationEngine
    /// Settings for newly created pages, by type.
    var settings: [String: PageSettings]
    private(set) var pageByName: [String: Page] = [:]
    private(set) var nameByID: [PageID: String] = [:]
    private(set) var labels: [OperationID: String] = [:]
    /// Effects since the last ``takeEffects()`` or ``takeEvents()``.
    private(set) var effects: [NavigationEffect] = []
    private var lastID: UInt64 = 0

    init(
        _ stack: String = "Home", configuration: NavigationConfiguration = NavigationConfiguration(),
        settings: [String: PageSettings] = [:]
    ) {
        self.settings = settings
        let specs = stack.split(separator: " ").map(String.init)
        let root = Self.makePage(specs[0], id: PageID(1), settings: settings)
        engine = NavigationEngine(root: root, configuration: configuration)
        lastID = 1
        register(root, name: Self.instanceName(specs[0]))
        for spec in specs.dropFirst() {
            perform(.push(page(spec), animated: false), label: "setup")
        }
        effects = []
    }

    // MARK: Pages

    /// The page with this instance name, created (with the settings of its type) on first use.
    mutating func page(_ spec: String) -> Page {
        let name = Self.instanceName(spec)
        if let page = pageByName[name] { return page }
        lastID += 1
        let page = Self.makePage(spec, id: PageID(lastID), settings: settings)
        register(page, name: name)
        return page
    }

    /// The id of a page named before.
    func id(_ name: String) -> PageID {
        guard let page = pageByName[name] else { fatalError("the test never named a page \(name)") }
        return page.id
    }

    /// The engine's view of a named page in the stack.
    func state(_ name: String) -> PageState? { engine.page(id(name)) }

    /// The look of a named page in the stack.
    func style(_ name: String) -> BarStyle? { state(name)?.style }

    func name(_ id: PageID) -> String { nameByID[id] ?? id.description }

    /// The settled stack as instance names, root first.
    var stack: String { engine.pages.map { name($0.id) }.joined(separator: " ") }

    // MARK: Input

    @discardableResult
    mutating func perform(_ command: NavigationCommand, label: String = "op") -> OperationID {
        let (operation, produced) = engine.perform(command)
        labels[operation] = label
        effects += produced
        return operation
    }

    @discardableResult
    mutating func send(_ input: NavigationInput) -> [NavigationEffect] {
        let produced = engine.send(input)
        effects += produced
        return produced
    }

    /// Reports the end of the transition in flight.
    @discardableResult
    mutating func finishTransition(_ finished: Bool = true) -> [NavigationEffect] {
        send(.transitionEnded(finished: finished))
    }

    /// Lets every transition, and whatever was queued behind it, run to its end.
    mutating func settle() {
        var guardCount = 0
        while engine.transition != nil, guardCount < 1000 {
            finishTransition()
            guardCount += 1
        }
    }

    // MARK: Output

    mutating func takeEffects() -> [NavigationEffect] {
        defer { effects = [] }
        return effects
    }

    /// The events since the last take, as the scenario format names them.
    mutating func takeEvents() -> [String] {
        takeEffects().compactMap { effect in
            if case .event(let event) = effect { describe(event) } else { nil }
        }
    }

    func describe(_ event: NavigationEvent) -> String {
        if case .completed(let operation) = event { return "completed:\(labels[operation] ?? operation.description)" }
        return event.scenarioText(naming: name) ?? ""
    }

    // MARK: Private

    private mutating func register(_ page: Page, name: String) {
        pageByName[name] = page
        nameByID[page.id] = name
    }

    private static func instanceName(_ spec: String) -> String {
        String(spec.split(separator: ":", maxSplits: 1)[0])
    }

    private static func makePage(_ spec: String, id: PageID, settings: [String: PageSettings]) -> Page {
        let parts = spec.split(separator: ":", maxSplits: 1).map(String.init)
        let type = String(parts[0].split(separator: "#")[0])
        return Page(
            id: id, type: type, tag: parts.count > 1 ? parts[1] : nil, settings: settings[type] ?? PageSettings())
    }
}

// MARK: - Commands by name

/// A page matcher written with names, for tables.
enum Match: Sendable, CustomStringConvertible {
    case type(String)
    case tag(String)
    /// One instance, by instance name (a name the stack never held matches nothing).
    case page(String)

    var description: String {
        switch self {
        case .type(let type): "type \(type)"
        case .tag(let tag): "tag \(tag)"
        case .page(let name): "page \(name)"
        }
    }
}

/// A stack command written with names, for tables.
enum Op: Sendable, CustomStringConvertible {
    case push(String, removing: [Match] = [], removingCurrent: Bool = false)
    case pop
    case popToRoot
    case popTo(Match, fallback: PopFallback = .none)
    case remove(Match)
    case setStack([String])

    var description: String {
        switch self {
        case .push(let name, let removing, let source):
            "push \(name)" + (removing.isEmpty ? "" : " removing \(removing)") + (source ? " removing source" : "")
        case .pop: "pop"
        case .popToRoot: "popToRoot"
        case .popTo(let match, let fallback): "popTo \(match)" + (fallback == .pop ? " else pop" : "")
        case .remove(let match): "remove \(match)"
        case .setStack(let names): "setStack \(names)"
        }
    }
}

extension Harness {
    mutating func matcher(_ match: Match) -> PageMatcher {
        switch match {
        case .type(let type): .type(type)
        case .tag(let tag): .tag(tag)
        case .page(let name): .page(page(name).id)
        }
    }

    mutating func command(_ op: Op, animated: Bool = false) -> NavigationCommand {
        switch op {
        case .push(let name, let removing, let source):
            .push(page(name), animated: animated, removing: removing.map { matcher($0) }, removingCurrent: source)
        case .pop: .pop(animated: animated)
        case .popToRoot: .popToRoot(animated: animated)
        case .popTo(let match, let fallback): .popTo(matcher(match), fallback: fallback, animated: animated)
        case .remove(let match): .remove(matcher(match))
        case .setStack(let names): .setStack(names.map { page($0) }, animated: animated)
        }
    }

    @discardableResult
    mutating func perform(_ op: Op, animated: Bool = false, label: String = "op") -> OperationID {
        perform(command(op, animated: animated), label: label)
    }
}

// MARK: - Helpers

/// Everything a refused operation must leave untouched.
struct EngineSnapshot: Equatable {
    var pages: [PageState]
    var transition: TransitionState?
    var pendingBack: PageID?
    var queued: [OperationID?]
}

extension NavigationEngine {
    var snapshot: EngineSnapshot {
        EngineSnapshot(pages: pages, transition: transition, pendingBack: pendingBack, queued: queuedOperations)
    }
}

extension Array where Element == NavigationEffect {
    /// The events among the effects.
    var events: [NavigationEvent] {
        compactMap { if case .event(let event) = $0 { event } else { nil } }
    }

    /// The transition plan of the first `changeStack` that starts one.
    var plan: TransitionPlan? {
        for case .changeStack(_, let plan?) in self { return plan }
        return nil
    }
}

extension BarColor {
    /// A colour from a literal the test knows is valid.
    static func hex(_ text: String) -> BarColor {
        guard let color = BarColor(hex: text) else { fatalError("invalid colour literal \(text)") }
        return color
    }

    // Named `pure…` so that they do not hide the colour's `red`, `green` and `blue` channels.
    static let pureRed = BarColor.hex("#FF0000")
    static let pureGreen = BarColor.hex("#00FF00")
    static let pureBlue = BarColor.hex("#0000FF")
}

extension NavigationConfiguration {
    /// The engine's defaults with ``InheritancePolicy/inherit``: each pushed page starts from the look of
    /// the page it was pushed from.
    static var inheriting: NavigationConfiguration { NavigationConfiguration(inheritance: .inherit) }
}

extension Harness {
    /// Sends a presentation input, keeping its effects.
    mutating func present(_ input: PresentationInput) {
        var produced: [NavigationEffect] = []
        engine.send(input, into: &produced)
        effects += produced
    }

    /// Presents the stack this way.
    mutating func present(_ presentation: StackPresentation) { present(.presented(presentation)) }
}
