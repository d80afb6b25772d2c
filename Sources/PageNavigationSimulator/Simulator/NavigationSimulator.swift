import PageNavigationCore
import PageNavigationHost

/// A headless host of the navigation engine: the shared host code a device runs, over a virtual
/// platform with a virtual clock, named page instances with web history and scroll state, and touches
/// as plain values.
///
/// Use it in your own unit tests to check a navigation flow's looks and gestures without a device:
///
/// ```swift
/// let simulator = try NavigationSimulator(types: ["Home": .init(), "Form": .init(settings: .init(back: .confirm))], root: "Home")
/// simulator.push("Form")
/// simulator.tapBack()
/// #expect(simulator.pendingBack == "Form")
/// ```
///
/// Every command runs its transitions to the end unless you pass `settle: false`; ``advance(by:)``
/// moves the virtual clock yourself. ``platform`` shows what the host did on screen.
public final class NavigationSimulator {
    /// The page types instances are made from.
    public let pageTypes: [String: PageBlueprint]
    /// Virtual seconds since the simulator started.
    public internal(set) var clock: Double = 0
    /// Every event so far, formatted as the scenario format names them (`didShow:Home`, …).
    public internal(set) var events: [String] = []
    /// The colour scheme the virtual screen is in; looks are compared and drawn as shown in it. The
    /// engine does not depend on it: a dynamic colour is one look in both colour schemes.
    public var colorScheme: ColorScheme = .light
    /// The virtual navigation controller the host drives: the one whose stack is on screen (in a
    /// collapsed split view, the primary column's, which holds every page).
    public internal(set) var platform: VirtualPlatform

    var host: NavigationHost<VirtualPlatform>
    /// The split view the controller is the secondary column of, if any (``embedInSplitView(primary:)``).
    var split: SplitColumns?
    /// The pages made so far, held weakly (names outlive them).
    var pagesByID = SimulatedPages()
    /// The pages the app keeps a strong reference to (``holdPage(_:)``), by instance name.
    var heldPages: [String: VirtualPage] = [:]
    var instances: [String: PageID] = [:]
    var typeOfName: [String: String] = [:]
    var createdCount: [String: Int] = [:]
    /// Page types added after the simulator was made (``define(_:as:)``), over ``pageTypes``.
    var definedTypes: [String: PageBlueprint] = [:]
    var finger: SwipeTouch?
    var touchCount = 0
    var nextPageID: UInt64 = 1
    /// Hears every completion label and event after it is recorded (the path flow tester's stack).
    var observer: (String?, NavigationEvent?) -> Void = { _, _ in }
    /// The page type name of each ``/PageNavigationCore/DeclaredPage`` type the simulator was given.
    var declaredTypeNames: [ObjectIdentifier: String] = [:]

    /// Creates a simulator whose stack holds one instance of each of `stack`'s types, root first, as a
    /// controller that starts with several pages (a storyboard's stack).
    ///
    /// - Parameters:
    ///   - configuration: the engine's configuration.
    ///   - systemContentSwipe: whether the platform has iOS 26's swipe-back from anywhere in the content
    ///     (full-screen swipes are then the system's, not the library's pan).
    ///   - types: the page types.
    ///   - stack: the types of the first pages, root first.
    public convenience init(
        configuration: NavigationConfiguration = NavigationConfiguration(), systemContentSwipe: Bool = false,
        types: [String: PageBlueprint], stack: [String]
    ) throws(SimulatorError) {
        try self.init(
            configuration: configuration, systemContentSwipe: systemContentSwipe, types: types, stack: stack,
            startsHost: true)
    }

    /// Creates a simulator whose platform holds `stack`. With `startsHost`, the host starts with it;
    /// without, the platform holds it on its own, as a storyboard's navigation controller does before
    /// anything asks the host (which adopts it at its first entry point).
    init(
        configuration: NavigationConfiguration, systemContentSwipe: Bool, types: [String: PageBlueprint],
        stack: [String], startsHost: Bool
    ) throws(SimulatorError) {
        guard !stack.isEmpty else { throw SimulatorError.emptyStack }
        for type in stack where types[type] == nil { throw SimulatorError.unknownType(type) }
        pageTypes = types
        platform = VirtualPlatform(configuration: configuration, hasContentSwipe: systemContentSwipe)
        host = NavigationHost(platform: platform, configuration: configuration)
        wire(platform, to: host)
        let pages = stack.map { makePage(type: $0, name: nil) }
        host.startDebugging()
        if startsHost {
            host.start(with: pages, completion: nil)
        } else {
            platform.pages = pages
        }
    }

    /// Links a virtual controller to its host and to the simulator's pages and record.
    func wire(_ platform: VirtualPlatform, to host: NavigationHost<VirtualPlatform>) {
        platform.host = host
        platform.nextPage = { [unowned self] page in
            blueprint(of: typeOfName[page.name] ?? "")?.next.map { makePage(type: $0, name: nil) }
        }
        platform.record = { [unowned self] label, event in
            if let label { events.append("completed:\(label)") }
            if let event, let text = format(event) { events.append(text) }
            observer(label, event)
        }
    }

    /// Creates a simulator whose stack holds one instance of `root`.
    public convenience init(
        configuration: NavigationConfiguration = NavigationConfiguration(), systemContentSwipe: Bool = false,
        types: [String: PageBlueprint], root: String
    ) throws(SimulatorError) {
        try self.init(configuration: configuration, systemContentSwipe: systemContentSwipe, types: types, stack: [root])
    }

    /// The engine being hosted.
    public var engine: NavigationEngine { host.engine! }

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
    /// Whether the tab bar shows (what `tabBar.isHidden` says), or `nil` when the stack is in no tab bar
    /// controller (``VirtualPlatform/embedInTabBar()``).
    public var tabBar: TabBarVisibility? { platform.tabBarHidden.map { $0 ? .hidden : .shown } }
    /// The transition in flight.
    public var transition: TransitionState? { engine.transition }
    /// The page whose back confirmation is open.
    public var pendingBack: String? { engine.pendingBack.map { name(of: $0) } }
    /// How many operations wait for the transition in flight.
    public var queuedCount: Int { engine.queuedOperations.count }
    /// The web back-history count of a page (the top page by default).
    public func webHistory(of name: String? = nil) -> Int {
        page(named: name)?.webHistory ?? 0
    }
    /// `enabled`, or why a typical swipe-back would not start now.
    public var popGestureStatus: String { engine.popGestureStatus.name }
    /// Whether a finger is down on an interactive transition.
    public var isSwiping: Bool { finger != nil }
    /// The instance names of the platform's own stack, root first (they match ``stack`` whenever no
    /// transition runs).
    public var platformStack: [String] { platform.pages.map(\.name) }
    /// How many pages the host holds on to (those in the stack, being brought in, or waiting in a
    /// queued operation); the others are released.
    public var retainedPageCount: Int { host.registry.count }

    /// The name of a page id (`?` for ids the simulator never made).
    public func name(of id: PageID) -> String { pagesByID.name(of: id) ?? "?" }

    /// The id of the instance with this name (the latest instance given that name).
    public func id(of name: String) -> PageID? { instances[name] }

    /// The virtual page of an instance (the top page by default), if the simulator made it.
    public func page(named name: String? = nil) -> VirtualPage? {
        guard let name else { return pagesByID[engine.top.id] }
        return instances[name].flatMap { pagesByID[$0] }
    }
}

/// A misuse of the simulator's Swift API.
public enum SimulatorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No page type has this name.
    case unknownType(String)
    /// A simulator needs at least one page.
    case emptyStack

    /// A sentence for people.
    public var description: String {
        switch self {
        case .unknownType(let type): "unknown page type \"\(type)\""
        case .emptyStack: "a stack needs at least one page"
        }
    }
}
