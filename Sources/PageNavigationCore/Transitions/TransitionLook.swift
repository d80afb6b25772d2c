/// What the library's own animator draws besides the two pages moving by the plan's frames, so that
/// its transitions (the interactive push from the trailing edge, a swipe-back UIKit refuses) look like
/// the system's push and pop on each generation of the bar.
///
/// Before iOS 26 the system dims the lower page, the upper page casts a shadow along its back edge, and
/// a tab bar that one of the two pages hides travels with the page that shows it. On iOS 26 the system
/// draws none of these: no dimming layer, no edge shadow, and the floating tab bar stays where it is
/// (UIKit shows or hides it in place); the pages still move with the same parallax.
///
/// With Reduce Motion's "Prefer Cross-Fade Transitions" on (`UIAccessibility.prefersCrossFadeTransitions`),
/// the system's push and pop cross-fade instead of sliding; so does the library's animator, on every
/// generation: the pages fade in place, with no dimming layer, no edge shadow and no travelling tab bar.
public struct TransitionLook: Equatable, Sendable {
    /// Whether a dimming layer darkens the lower page (the one being covered or revealed).
    public var dimsLowerPage: Bool
    /// Whether the upper page casts a shadow along its back edge.
    public var castsEdgeShadow: Bool
    /// Whether a tab bar shown by only one of the two pages travels with that page (as a snapshot
    /// riding on it); otherwise the animator leaves the tab bar to UIKit.
    public var carriesTabBar: Bool
    /// Whether the pages cross-fade in place instead of sliding (Reduce Motion's "Prefer Cross-Fade
    /// Transitions").
    public var crossFades: Bool

    /// Creates a look.
    public init(dimsLowerPage: Bool, castsEdgeShadow: Bool, carriesTabBar: Bool, crossFades: Bool = false) {
        self.dimsLowerPage = dimsLowerPage
        self.castsEdgeShadow = castsEdgeShadow
        self.carriesTabBar = carriesTabBar
        self.crossFades = crossFades
    }
}

extension BarGeneration {
    /// What the library's animator draws on this generation, as the system's push and pop do.
    public var transitionLook: TransitionLook { transitionLook(prefersCrossFade: false) }

    /// What the library's animator draws on this generation, as the system's push and pop do; with
    /// `prefersCrossFade` (the user turned on "Prefer Cross-Fade Transitions"), a cross-fade and nothing
    /// else.
    public func transitionLook(prefersCrossFade: Bool) -> TransitionLook {
        if prefersCrossFade {
            return TransitionLook(dimsLowerPage: false, castsEdgeShadow: false, carriesTabBar: false, crossFades: true)
        }
        switch self {
        case .classic: return TransitionLook(dimsLowerPage: true, castsEdgeShadow: true, carriesTabBar: true)
        case .liquidGlass: return TransitionLook(dimsLowerPage: false, castsEdgeShadow: false, carriesTabBar: false)
        }
    }

    /// Whether the platform lets the user interrupt a transition: on iOS 26 a back tap or a swipe-back
    /// may arrive while a push or a pop still animates, and the system carries it out instead of
    /// ignoring it. Hosts set ``NavigationConfiguration/interruptibleTransitions`` from it.
    public var interruptibleTransitions: Bool { self == .liquidGlass }
}
