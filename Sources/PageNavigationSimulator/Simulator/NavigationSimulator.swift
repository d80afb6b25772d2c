/// A headless host of the navigation engine: a virtual clock for transitions, named page instances
/// with web history and scroll state, and touches as plain values.
///
/// Use it in your own unit tests to check a navigation flow's looks and gestures without a device:
///
/// ```swift
/// var simulator = try NavigationSimulator(types: ["Home": .init(), "Form": .init(settings: .init(back: .confirm))], root: "Home")
/// simulator.push("Form")
/// simulator.tapBack()
/// #expect(simulator.pendingBack == "Form")
/// ```
///
/// Every command runs its transitions to the end unless you pass `settle: false`; ``advance(by:)``
/// moves the virtual clock yourself.
public struct NavigationSimulator: Sendable {
    /// The engine being hosted.
    public internal(set) var engine: NavigationEngine
    /// The page types instances are made from.
    public let pageTypes: [String: PageBlueprint]
    /// Virtual seconds since the simulator started.
    public internal(set) var clock: Double = 0
    /// Every event so far, formatted as the scenario format names them (`didShow:Home`, …).
    public internal(set) var events: [String] = []

    var names: [PageID: String] = [:]
    var instances: [String: PageID] = [:]
    var typeOfName: [String: String] = [:]
    var createdCount: [String: Int] = [:]
    var webHistory: [PageID: Int] = [:]
    var labels: [OperationID: String] = [:]
    var finger: SwipeTouch?
    var nextPageID: UInt64 = 1

    /// Creates a simulator whose stack holds one instance of `root`.
    public init(
        configuration: NavigationConfiguration = NavigationConfiguration(),
        types: [String: PageBlueprint], root: String
    ) throws(SimulatorError) {
        guard types[root] != nil else { throw SimulatorError.unknownType(root) }
        pageTypes = types
        engine = NavigationEngine(root: Page(id: PageID(0), type: root), configuration: configuration)
        let rootPage = makePage(type: root, name: nil)
        engine = NavigationEngine(root: rootPage, configuration: configuration)
        if let scroll = types[root]?.contentScroll, scroll != .none {
            _ = engine.send(.contentScrollChanged(rootPage.id, scroll))
        }
    }

    /// The name of the type an instance name belongs to: `Web#2` → `Web`.
    public static func baseType(of name: String) -> String {
        name.firstIndex(of: "#").map { String(name[..<$0]) } ?? name
    }

    // MARK: Inspecting

    /// Instance names in the stack, root first.
    public var stack: [String] { engine.pages.map { name(of: $0.id) } }
    /// The top instance's name.
    public var top: String { name(of: engine.top.id) }
    /// The look of the top page.
    public var bar: BarStyle { engine.top.style }
    /// The look of a page in the stack, by instance name.
    public func bar(of name: String) -> BarStyle? { instances[name].flatMap { engine.page($0)?.style } }
    /// The transition in flight.
    public var transition: TransitionState? { engine.transition }
    /// The page whose back confirmation is open.
    public var pendingBack: String? { engine.pendingBack.map { name(of: $0) } }
    /// How many operations wait for the transition in flight.
    public var queuedCount: Int { engine.queuedOperations.count }
    /// The web back-history count of a page (the top page by default).
    public func webHistory(of name: String? = nil) -> Int {
        (name.map { instances[$0] } ?? engine.top.id).flatMap { webHistory[$0] } ?? 0
    }
    /// `enabled`, or why a typical swipe-back would not start now.
    public var popGestureStatus: String { engine.popGestureStatus.name }
    /// Whether a finger is down on an interactive transition.
    public var isSwiping: Bool { finger != nil }

    /// The name of a page id (`?` for ids the simulator never made).
    public func name(of id: PageID) -> String { names[id] ?? "?" }

    /// The id of the instance with this name (the latest instance given that name).
    public func id(of name: String) -> PageID? { instances[name] }

    // MARK: Pages

    mutating func makePage(type: String, name explicit: String?) -> Page {
        let count = (createdCount[type] ?? 0) + 1
        createdCount[type] = count
        var name = explicit ?? (typeOfName[type] == nil ? type : "\(type)#\(count)")
        var suffix = count
        while explicit == nil, typeOfName[name] != nil {
            suffix += 1
            name = "\(type)#\(suffix)"
        }
        let id = PageID(nextPageID)
        nextPageID += 1
        names[id] = name
        instances[name] = id
        typeOfName[name] = type
        let blueprint = pageTypes[type] ?? PageBlueprint()
        return Page(id: id, type: type, tag: blueprint.tag, settings: blueprint.settings)
    }

    func pageID(_ name: String?) -> PageID {
        guard let name else { return engine.top.id }
        return instances[name] ?? PageID(UInt64.max)
    }

    func engineMatcher(_ matcher: SimulatedMatcher) -> PageMatcher {
        switch matcher {
        case .page(let name): .page(pageID(name))
        case .type(let type): .type(type)
        case .tag(let tag): .tag(tag)
        }
    }
}

/// A misuse of the simulator's Swift API.
public enum SimulatorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No page type has this name.
    case unknownType(String)

    /// A sentence for people.
    public var description: String {
        switch self {
        case .unknownType(let type): "unknown page type \"\(type)\""
        }
    }
}
