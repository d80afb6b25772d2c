/// App-wide settings of the engine: default look, inheritance, default swipe mode and geometry.
public struct NavigationConfiguration: Equatable, Sendable {
    /// Where pushed pages' looks start from.
    public var inheritance: InheritancePolicy
    /// The look of a page that declares nothing (and of the root page).
    public var defaultBar: BarStyle
    /// The swipe-back mode of pages that do not choose one.
    public var popGesture: PopGestureMode
    /// Where the interactive push of pages that do not choose starts (``PushGestureMode/edge`` by default).
    public var pushGesture: PushGestureMode = .edge
    /// The geometry swipes are measured in.
    public var geometry: SwipeGeometry
    /// How long an animated transition takes, in seconds.
    public var transitionDuration: Double
    /// Whether the platform lets the user interrupt a transition (iOS 26; see
    /// ``BarGeneration/interruptibleTransitions``): a back request that arrives while a transition
    /// animates is carried out as soon as it ends — the top page's back handler decides then —
    /// instead of being ignored. `false` (the default) ignores it, as UIKit did before iOS 26.
    public var interruptibleTransitions = false
    /// Whether a swipe-back on the root page of a presented stack dismisses the presentation, through
    /// the root's back handler (off by default: the swipe is refused as ``SwipeRefusal/root``). UIKit
    /// shows no back button on a root page, so the swipe is the only way back this setting adds.
    package var rootSwipeDismisses = false

    /// Creates a configuration; every parameter defaults to the design's values.
    public init(
        inheritance: InheritancePolicy = .default,
        defaultBar: BarStyle = .standard,
        popGesture: PopGestureMode = .edge,
        geometry: SwipeGeometry = SwipeGeometry(),
        transitionDuration: Double = 0.35
    ) {
        self.inheritance = inheritance
        self.defaultBar = defaultBar
        self.popGesture = popGesture
        self.geometry = geometry
        self.transitionDuration = transitionDuration
    }
}
