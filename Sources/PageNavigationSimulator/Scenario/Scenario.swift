/// A scenario (format v1): a navigation flow and what must hold along it. See
/// <doc:ScenarioFormat>; ``ScenarioDecoder`` reads one from JSON.
public struct Scenario: Hashable, Sendable {
    /// A name for people.
    public var name: String
    /// An optional longer description (an extension of v1; ignored by the runner).
    public var description: String?
    /// The engine's configuration.
    public var configuration: NavigationConfiguration
    /// The colour scheme the scenario starts in (`config.colorScheme`); looks are compared as shown in it.
    public var colorScheme: ColorScheme = .light
    /// The bar the app themed with `UINavigationBar.appearance()` (`config.appTheme`).
    public var appTheme: PartialBarStyle = .empty
    /// How the stack is presented when the scenario starts (`config.presentation`).
    package var presentation: StackPresentation = .none
    /// Seconds after the transition that removed a page ended at which a page still alive is reported
    /// (`config.leakGrace`); `nil` for the default, 2.
    public var leakGrace: Double?
    /// Whether the controller is a tab of a tab bar controller (`config.tabBar`).
    public var inTabBar = false
    /// The page types of the primary column of the split view whose secondary column the controller is
    /// (`config.split.primary`), or `nil` for no split view.
    public var splitPrimary: [String]?
    /// The page types, by name.
    public var pageTypes: [String: PageBlueprint]
    /// The types of the pages the stack starts with, root first (`root`, or `stack` in JSON).
    public var initialStack: [String]
    /// The type of the root page.
    public var root: String { initialStack[0] }
    /// The steps, in order.
    public var steps: [ScenarioStep]

    /// Creates a scenario.
    public init(
        name: String, description: String? = nil, configuration: NavigationConfiguration = NavigationConfiguration(),
        pageTypes: [String: PageBlueprint], root: String, steps: [ScenarioStep]
    ) {
        self.init(
            name: name, description: description, configuration: configuration, pageTypes: pageTypes, stack: [root],
            steps: steps)
    }

    /// Creates a scenario whose controller starts with several pages (`stack`: types, root first; not empty).
    public init(
        name: String, description: String? = nil, configuration: NavigationConfiguration = NavigationConfiguration(),
        pageTypes: [String: PageBlueprint], stack: [String], steps: [ScenarioStep]
    ) {
        self.name = name
        self.description = description
        self.configuration = configuration
        self.pageTypes = pageTypes
        self.initialStack = stack.isEmpty ? [""] : stack
        self.steps = steps
    }

    /// Hashes the name, the starting stack and the steps: equal scenarios hash alike (the engine's
    /// configuration is compared by `==` but is not `Hashable`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(initialStack)
        hasher.combine(steps)
    }
}

/// A page type of a scenario or of a ``NavigationSimulator``: what every instance of it declares.
public struct PageBlueprint: Hashable, Sendable {
    /// The engine settings each instance starts with.
    public var settings: PageSettings
    /// The tag each instance carries.
    public var tag: String?
    /// The type a swipe from the trailing edge pushes, if any.
    public var next: String?
    /// The horizontal scroll state each instance starts with.
    public var contentScroll: ContentScroll
    /// Whether the page shows a custom back button. It has no effect on swipe-back, by design: the
    /// scenario format keeps it so that flows can say so.
    public var customBackButton: Bool
    /// The appearance each instance sets on its own navigation item in `viewDidLoad`, outside the
    /// library (`itemAppearance`): its own look for the fields the library leaves to the system.
    public var itemAppearance: PartialBarStyle?
    /// The gestures of each instance's own content (scenario key `content`).
    public var content: Set<ContentGesture> = []

    /// Creates a blueprint; everything defaults to a plain page.
    public init(
        settings: PageSettings = PageSettings(), tag: String? = nil, next: String? = nil,
        contentScroll: ContentScroll = .none, customBackButton: Bool = false
    ) {
        var settings = settings
        settings.hasNextPage = next != nil
        self.settings = settings
        self.tag = tag
        self.next = next
        self.contentScroll = contentScroll
        self.customBackButton = customBackButton
    }
}

/// One step of a scenario.
public struct ScenarioStep: Hashable, Sendable {
    /// What the step does.
    public var action: ScenarioAction
    /// Whether the runner lets transitions run to their end after the step (default true). `expect`
    /// steps never settle, whatever this says.
    public var settle: Bool

    /// Creates a step.
    public init(_ action: ScenarioAction, settle: Bool = true) {
        self.action = action
        self.settle = settle
    }
}

/// The former name of ``SimulatedTarget``.
@available(*, deprecated, renamed: "SimulatedTarget")
public typealias SimulatedMatcher = SimulatedTarget

/// Which pages of a simulator an operation means (a target): an instance, every page of a type, or
/// every page with a tag. The scenario format writes it `{"page": …}`, `{"type": …}` or `{"tag": …}`.
public enum SimulatedTarget: Hashable, Sendable, CustomStringConvertible {
    /// The instance with this name.
    case page(String)
    /// Every page of this type.
    case type(String)
    /// Every page with this tag.
    case tag(String)

    /// `{"type": T}` style text.
    public var description: String {
        switch self {
        case .page(let name): "page \(name)"
        case .type(let type): "type \(type)"
        case .tag(let tag): "tag \(tag)"
        }
    }
}

/// A swipe as a scenario describes it.
public struct ScenarioSwipe: Hashable, Sendable {
    /// Where the finger goes down, screen x.
    public var startX: Double
    /// Horizontal movement, signed screen x.
    public var distance: Double
    /// Vertical movement.
    public var dy: Double
    /// Release velocity, signed pt/s.
    public var velocity: Double
    /// Whether the finger lifts at the end of the step.
    public var release: Bool

    /// Creates a swipe.
    public init(startX: Double, distance: Double, dy: Double = 0, velocity: Double = 0, release: Bool = true) {
        self.startX = startX
        self.distance = distance
        self.dy = dy
        self.velocity = velocity
        self.release = release
    }
}

/// What a scenario step does.
public enum ScenarioAction: Hashable, Sendable {
    /// Push an instance of a type.
    case push(
        type: String, as: String?, animated: Bool, completion: String?, removing: [SimulatedTarget],
        removingCurrent: Bool)
    /// Pop the top page.
    case pop(animated: Bool, completion: String?)
    /// Pop to the root page.
    case popToRoot(animated: Bool, completion: String?)
    /// Pop to the nearest matching page below the top.
    case popTo(SimulatedTarget, fallback: PopFallback, animated: Bool, completion: String?)
    /// Remove the matching pages.
    case remove(SimulatedTarget, completion: String?)
    /// Remove, at once, every page any of the matchers matches (`"remove": [matcher, …]`). *Extension of v1.*
    case removeAll([SimulatedTarget], completion: String?)
    /// Replace the stack; each entry keeps the instance of that name, or creates one of that type.
    case setStack([String], animated: Bool, completion: String?)
    /// Tap the back button.
    case tapBack
    /// Switch the colour scheme (Dark Mode on or off; step key `colorScheme`). *Compatible addition to v1.*
    case appearance(ColorScheme)
    /// VoiceOver's escape gesture (or the keyboard's back shortcut): one page back, through the back
    /// handler. *Extension of v1.*
    case escape
    /// Choose this instance in the back button's long-press menu: back to it, through the back handler.
    /// *Extension of v1.*
    case backMenu(String)
    /// Swipe.
    case swipe(ScenarioSwipe)
    /// Lift the finger of an unreleased swipe, optionally after moving it to `distance`.
    case release(velocity: Double, distance: Double?)
    /// Answer the open back confirmation.
    case answer(Bool)
    /// Load pages in a page's web view, adding to its back history.
    case webLoad(page: String?, count: Int)
    /// Set a page's horizontal scroll state.
    case scroll(page: String?, state: ContentScroll)
    /// Change a page's bar fields.
    case updateBar(page: String?, bar: PartialBarStyle)
    /// UIKit hid (`true`) or showed the bar by itself (`hidesBarsOnSwipe`, a search controller, …).
    /// *Compatible addition to v1.*
    case systemHidesBar(Bool)
    /// The user pulls the presented sheet down past UIKit's threshold (`{"pullDown": true}`; only with
    /// `config.presentation` `sheet`). *Compatible addition to v1.*
    case pullDown
    /// The split view collapses (`config.split`): the secondary column's pages move onto the primary's
    /// stack. *Compatible addition to v1.*
    case collapse
    /// The split view expands: those pages move back to the secondary column. *Compatible addition to v1.*
    case expand
    /// Let virtual time pass.
    case wait(seconds: Double)
    /// Check that things hold.
    case expect(ScenarioExpectation)
    /// The app keeps a strong reference to this instance (`holdPage`): once it leaves the stack it is
    /// not freed. *Compatible addition to v1.*
    case holdPage(String)
    /// The app lets go of the instance it held (`dropPage`). *Compatible addition to v1.*
    case dropPage(String)
    /// The app changes UIKit's swipe-back recognizers behind the library's back (`appChanges`).
    /// *Compatible addition to v1.*
    case appChanges(AppSwipeChange)
}

/// What an `expect` step checks; every field is optional.
public struct ScenarioExpectation: Hashable, Sendable {
    /// Instance names, root first.
    public var stack: [String]?
    /// The top instance.
    public var top: String?
    /// A partial bar the top page's look must match (only when no transition runs).
    public var bar: PartialBarStyle?
    /// What a typical swipe-back would do now: `enabled`, a ``/PageNavigationCore/SwipeRefusal`` raw
    /// value, or `backDenied`, `backRequested`, `webBack` when the back handler would take it.
    public var popGesture: String?
    /// Whether a back confirmation is open.
    public var pendingBack: Bool?
    /// The top page's web back-history count.
    public var webHistory: Int?
    /// The number of queued operations.
    public var queued: Int?
    /// The transition: `.some(nil)` for none.
    public var transition: TransitionExpectation??
    /// An ordered subsequence of the events since the previous `expect`.
    public var eventsInclude: [String]?
    /// Events that must not have happened since the previous `expect`.
    public var eventsExclude: [String]?
    /// What each page's fake bar shows, by instance name (only during a fake-bar transition).
    public var fakeBars: [String: PartialBarStyle]?
    /// What the top page's scroll view shows under the bar (iOS 26): `automatic`, `soft`, `hard` or
    /// `hidden` (``VirtualEdgeEffect/description``).
    public var edgeEffect: String?
    /// Whether every bar button item of the top page hides its shared glass background (iOS 26).
    public var itemsHideSharedBackground: Bool?
    /// Whether the stack is presented (`presented`).
    package var presented: Bool?
    /// Whether the tab bar shows (only when no transition runs; `config.tabBar`).
    public var tabBar: TabBarVisibility?

    /// Creates an expectation that checks nothing.
    public init() {}
}

/// What an expected transition looks like; unset fields are not checked.
public struct TransitionExpectation: Hashable, Sendable {
    /// `push` or `pop`.
    public var kind: TransitionKind?
    /// Whether a finger drives it.
    public var interactive: Bool?
    /// `shared` or `fakeBars`.
    public var strategy: TransitionStrategy?
    /// Progress, compared within ±0.01.
    public var progress: Double?

    /// Creates an expectation.
    public init(
        kind: TransitionKind? = nil, interactive: Bool? = nil, strategy: TransitionStrategy? = nil,
        progress: Double? = nil
    ) {
        self.kind = kind
        self.interactive = interactive
        self.strategy = strategy
        self.progress = progress
    }
}
