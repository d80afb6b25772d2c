/// A page type's navigation settings, declared once and read by both the app and its tests: the look,
/// the swipe-back mode and thresholds, the kind of back handler, the tag and the next page.
///
/// A type declares it by adopting ``DeclaredPage``. In the app, the UIKit layer starts each instance's
/// `pageNavigation` options from it; in tests, `NavigationSimulator` makes its pages from it. Because the
/// declaration is a plain value without UIKit, the same type's declaration drives a headless test on
/// any platform.
///
/// The back handler is declared by kind (``BackBehavior``): a `.confirm` page supplies what it asks at
/// run time (in UIKit, by adopting `BackConfirming`), and a test answers the confirmation itself.
public struct PageDeclaration: Sendable {
    /// The declared settings, as the engine sees a page's settings: the same value a page's
    /// `pageNavigation` options and a simulator's `PageBlueprint` hold. Its
    /// `hasNextPage` follows ``next``.
    public var settings: PageSettings {
        // Not inlined: its `modify` accessor and the UIKit layer's readers call these instead of
        // carrying a copy of the settings' copy (binary size).
        @inline(never) get {
            var settings = declared
            settings.hasNextPage = next != nil
            return settings
        }
        @inline(never) set { declared = newValue }
    }
    /// The settings as declared (``settings`` without what ``next`` decides).
    private var declared: PageSettings
    /// A tag that ``PageMatcher/tag(_:)`` matches.
    public var tag: String?
    /// The page type a swipe from the trailing edge pushes, if any.
    public var next: (any DeclaredPage.Type)?

    /// The page's own bar fields.
    public var bar: PartialBarStyle {
        get { declared.bar }
        set { declared.bar = newValue }
    }
    /// Where a swipe-back may start on the page; `nil` for the app default.
    public var popGesture: PopGestureMode? {
        get { declared.popGesture }
        set { declared.popGesture = newValue }
    }
    /// The progress (0…1 of the width) at or beyond which a slow release finishes a swipe on the page;
    /// `nil` for the app's.
    public var finishProgress: Double? {
        get { declared.finishProgress }
        set { declared.finishProgress = newValue }
    }
    /// The release velocity (points per second) beyond which a swipe on the page finishes (or, the other
    /// way, cancels); `nil` for the app's.
    public var finishVelocity: Double? {
        get { declared.finishVelocity }
        set { declared.finishVelocity = newValue }
    }
    /// The progress at or beyond which a slow release finishes an interactive push from the page; `nil`
    /// for ``finishProgress``.
    public var pushFinishProgress: Double? {
        get { declared.pushFinishProgress }
        set { declared.pushFinishProgress = newValue }
    }
    /// Where a swipe may start to push the page's next page; `nil` for the app's.
    public var pushGesture: PushGestureMode? {
        get { declared.pushGesture }
        set { declared.pushGesture = newValue }
    }
    /// What back does on the page: the kind of its back handler.
    public var back: BackBehavior {
        get { declared.back }
        set { declared.back = newValue }
    }

    /// Creates a declaration; everything defaults to a plain page.
    public init(
        bar: PartialBarStyle = .empty, popGesture: PopGestureMode? = nil, finishProgress: Double? = nil,
        finishVelocity: Double? = nil, back: BackBehavior = .pop, tag: String? = nil,
        next: (any DeclaredPage.Type)? = nil, pushFinishProgress: Double? = nil, pushGesture: PushGestureMode? = nil
    ) {
        self.init(
            settings: PageSettings(
                bar: bar, popGesture: popGesture, back: back, finishProgress: finishProgress,
                finishVelocity: finishVelocity, pushFinishProgress: pushFinishProgress, pushGesture: pushGesture),
            tag: tag, next: next)
    }

    /// Creates a declaration from settings (a page's settings as the engine sees them) and what only a
    /// declaration has: the tag and the next page type. `settings.hasNextPage` follows `next`.
    public init(settings: PageSettings, tag: String? = nil, next: (any DeclaredPage.Type)? = nil) {
        self.declared = settings
        self.tag = tag
        self.next = next
    }
}

extension PageDeclaration: Hashable {
    /// Whether two declarations declare the same settings (the same next page type included).
    public static func == (left: PageDeclaration, right: PageDeclaration) -> Bool {
        left.settings == right.settings && left.tag == right.tag
            && left.next.map(ObjectIdentifier.init) == right.next.map(ObjectIdentifier.init)
    }

    /// Hashes the declared settings. Never inlined, so that `hashValue` calls it instead of carrying a
    /// copy of it.
    @inline(never)
    public func hash(into hasher: inout Hasher) {
        hasher.combine(settings)
        hasher.combine(tag)
        hasher.combine(next.map(ObjectIdentifier.init))
    }
}
