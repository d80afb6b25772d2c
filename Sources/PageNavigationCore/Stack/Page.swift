/// One page of the stack as the engine sees it: identity, type, tag and settings.
public struct Page: Equatable, Sendable {
    /// The page's identity.
    public var id: PageID
    /// The page's type name (for a view controller, its class name); ``PageMatcher/type(_:)`` matches it.
    public var type: String
    /// An optional tag that ``PageMatcher/tag(_:)`` matches.
    public var tag: String?
    /// The page's own settings.
    public var settings: PageSettings
    /// The names of the types the page's type descends from (for a view controller, its superclasses),
    /// nearest first; ``PageMatcher/typeOrSubtype(_:)`` matches them as well as ``type``.
    public var supertypes: [String]
    /// What the page inherited in the stack of another controller that held it before (a split view
    /// moves pages between its columns' controllers): entering this stack, it keeps that instead of
    /// inheriting from the page below, so it keeps its look. `.some(nil)`: it inherited nothing there
    /// (it was a root, or pages start from the default). `nil` for a page that brings nothing. The host
    /// sets it when a controller lets go of pages it did not pop; it is cleared once the page entered.
    public var carriedInheritance: BarStyle?? {
        // Not inlined: its `modify` accessor calls these instead of carrying copies (binary size).
        @inline(never) get { carried.map(\.style) }
        @inline(never) set { carried = newValue.map(StoredLook.init) }
    }
    /// ``carriedInheritance``, out of line: few pages carry one, and a look inline would make every page
    /// in the engine's stack 80 bytes larger (the engine's memory per page; README's benchmarks).
    private var carried: StoredLook?

    /// Creates a page.
    public init(
        id: PageID, type: String, tag: String? = nil, settings: PageSettings = PageSettings(), supertypes: [String] = []
    ) {
        self.id = id
        self.type = type
        self.tag = tag
        self.settings = settings
        self.supertypes = supertypes
    }

    /// Equal when every stored field is equal, as the synthesized `==` would compare them. Written out
    /// and never inlined, so that comparing lists of pages (a stack change) calls it instead of carrying
    /// a copy of it (binary size).
    @inline(never)
    public static func == (lhs: Page, rhs: Page) -> Bool {
        lhs.id == rhs.id && lhs.type == rhs.type && lhs.tag == rhs.tag && lhs.settings == rhs.settings
            && lhs.supertypes == rhs.supertypes && lhs.carried == rhs.carried
    }
}

/// Everything a page declares about its bar and its back behaviour. Never shared between pages.
public struct PageSettings: Hashable, Sendable {
    /// The page's own bar fields.
    public var bar: PartialBarStyle
    /// What back does on this page.
    public var back: BackBehavior
    /// Whether the page declares a next page that a swipe from the trailing edge pushes.
    public var hasNextPage: Bool
    /// Whether the page brings a bar of its own; the system bar is hidden for it.
    public var hasCustomBar: Bool
    /// The progress (0…1 of the screen width) at or beyond which a slow release finishes a swipe on
    /// this page, or `nil` for the app's (``SwipeGeometry/progressThreshold``, 0.5 by default). It
    /// decides the swipe-back, and the interactive push too unless ``pushFinishProgress`` is set.
    public var finishProgress: Double? {
        // The setter is not inlined, here and in the two other thresholds: their `modify` accessors
        // (and the declaration's, which forward to them) call it instead of carrying copies of the
        // clamping (binary size).
        get { storedFinishProgress.value }
        @inline(never) set { storedFinishProgress = StoredThreshold(newValue.flatMap(Self.progress)) }
    }
    /// The progress at or beyond which a slow release finishes an interactive push from this page, or
    /// `nil` for ``finishProgress`` (and, without either, the app's push threshold,
    /// ``SwipeGeometry/pushProgressThreshold``). The page's own thresholds win over the app's.
    public var pushFinishProgress: Double? {
        get { storedPushFinishProgress.value }
        @inline(never) set { storedPushFinishProgress = StoredThreshold(newValue.flatMap(Self.progress)) }
    }
    /// Where a swipe may start to push this page's next page, or `nil` for the app's
    /// (``NavigationConfiguration/pushGesture``).
    public var pushGesture: PushGestureMode?
    /// The release velocity (points per second) beyond which a swipe on this page finishes (or, the
    /// other way, cancels), or `nil` for the app's (``SwipeGeometry/velocityThreshold``, 500 by default).
    public var finishVelocity: Double? {
        get { storedFinishVelocity.value }
        @inline(never) set { storedFinishVelocity = StoredThreshold(newValue.flatMap(Self.velocity)) }
    }
    /// Whether the tab bar shows while the page is on top, or `nil` to leave it to UIKit's rule for
    /// ``hidesBottomBar`` (see ``TabBarVisibility/resolved(for:)``).
    public var tabBar: TabBarVisibility?
    /// Whether the page hides the tab bar when pushed (UIKit's `hidesBottomBarWhenPushed`): then the tab
    /// bar stays hidden while the page is in the stack, unless the top page chooses otherwise.
    public var hidesBottomBar: Bool
    // Stored after the one-byte settings, which fill the bytes before its eight-byte alignment.
    /// The page's swipe-back mode, or `nil` for the app default.
    public var popGesture: PopGestureMode?
    /// When the iOS 26 tab bar minimizes while the page is on top, or `nil` to leave the tab bar
    /// controller's own setting; given back when the page leaves.
    public var tabBarMinimizing: TabBarMinimizing?
    // The thresholds, stored last: eight bytes each, where a `Double?` takes nine and pads to sixteen
    // (24 bytes less for every page in the engine's stack).
    private var storedFinishProgress = StoredThreshold(nil)
    private var storedPushFinishProgress = StoredThreshold(nil)
    private var storedFinishVelocity = StoredThreshold(nil)

    /// Creates settings; everything defaults to the system behaviour.
    public init(
        bar: PartialBarStyle = .empty, popGesture: PopGestureMode? = nil, back: BackBehavior = .pop,
        hasNextPage: Bool = false, hasCustomBar: Bool = false, finishProgress: Double? = nil,
        finishVelocity: Double? = nil, pushFinishProgress: Double? = nil, pushGesture: PushGestureMode? = nil,
        tabBar: TabBarVisibility? = nil, hidesBottomBar: Bool = false, tabBarMinimizing: TabBarMinimizing? = nil
    ) {
        self.bar = bar
        self.popGesture = popGesture
        self.back = back
        self.hasNextPage = hasNextPage
        self.hasCustomBar = hasCustomBar
        self.storedFinishProgress = StoredThreshold(finishProgress.flatMap(Self.progress))
        self.storedFinishVelocity = StoredThreshold(finishVelocity.flatMap(Self.velocity))
        self.storedPushFinishProgress = StoredThreshold(pushFinishProgress.flatMap(Self.progress))
        self.pushGesture = pushGesture
        self.tabBar = tabBar
        self.hidesBottomBar = hidesBottomBar
        self.tabBarMinimizing = tabBarMinimizing
    }

    /// The thresholds that decide the release of a swipe of `kind` on this page: the page's own for
    /// that direction, then the page's own for both, then the app's for that direction, then the app's.
    public func releaseGeometry(for kind: TransitionKind, in app: SwipeGeometry) -> SwipeGeometry {
        var geometry = app
        let appProgress = kind == .push ? app.pushProgressThreshold ?? app.progressThreshold : app.progressThreshold
        let pageProgress = kind == .push ? pushFinishProgress ?? finishProgress : finishProgress
        geometry.progressThreshold = pageProgress ?? appProgress
        geometry.velocityThreshold = finishVelocity ?? app.velocityThreshold
        return geometry
    }

    /// Hashes every field. Written out, and never inlined, so that `hashValue` and the looks that hold
    /// this one call it instead of carrying a copy of it.
    @inline(never)
    public func hash(into hasher: inout Hasher) {
        hasher.combine(bar)
        hasher.combine(popGesture)
        hasher.combine(back)
        hasher.combine(hasNextPage)
        hasher.combine(hasCustomBar)
        hasher.combine(finishProgress)
        hasher.combine(pushFinishProgress)
        hasher.combine(pushGesture)
        hasher.combine(finishVelocity)
        hasher.combine(tabBar)
        hasher.combine(hidesBottomBar)
        hasher.combine(tabBarMinimizing)
    }

    /// A release progress as stored: within 0…1; a value that is not a number (NaN) is no setting, as
    /// `nil` (a NaN threshold would never let a slow release finish).
    static func progress(_ value: Double) -> Double? {
        value.isNaN ? nil : min(max(value, 0), 1)
    }

    /// A release velocity as stored: at least 0; NaN is no setting, as `nil`.
    static func velocity(_ value: Double) -> Double? {
        value.isNaN ? nil : max(value, 0)
    }
}

/// A page's threshold as it is stored: a `Double`, with NaN for "no setting" (a NaN is never a setting:
/// ``PageSettings`` turns one into `nil`).
private struct StoredThreshold: Equatable, Sendable {
    private let bits: Double

    init(_ value: Double?) { bits = value ?? .nan }

    var value: Double? { bits.isNaN ? nil : bits }

    /// Equal when both are no setting or the same value. Only compared (``PageSettings``'s `==`):
    /// its `hash(into:)` hashes the thresholds as read.
    static func == (lhs: StoredThreshold, rhs: StoredThreshold) -> Bool { lhs.value == rhs.value }
}

/// A page's carried look held out of line, compared by value (``Page/carriedInheritance``).
private final class StoredLook: Equatable, Sendable {
    let style: BarStyle?

    init(_ style: BarStyle?) { self.style = style }

    static func == (lhs: StoredLook, rhs: StoredLook) -> Bool {
        if lhs === rhs { return true }
        // Optional's == spelled out by case: it copied both looks into a pair first (binary size).
        if let left = lhs.style, let right = rhs.style { return left == right }
        if case .none = lhs.style, case .none = rhs.style { return true }
        return false
    }
}
