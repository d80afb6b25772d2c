import PageNavigationCore
import PageNavigationHost

extension NavigationSimulator {
    /// Seconds after the transition that removed a page ended at which a page still alive is reported
    /// (`notFreed:X`); 2 by default. Pages are held weakly: a page lives while the platform or the host
    /// holds it (in the stack, in a transition) or the app does (``holdPage(_:)``).
    public var leakGrace: Double {
        get {
            #if DEBUG || DebuggingToolsInRelease
            host.debugging?.leakGrace ?? 2
            #else
            2  // release builds without the `DebuggingToolsInRelease` trait have no debugging tools
            #endif
        }
        set {
            #if DEBUG || DebuggingToolsInRelease
            host.debugging?.leakGrace = max(newValue, 0)
            #endif
        }
    }

    /// The app keeps a strong reference to the page named `name` (a closure that captures it, a
    /// property): once it leaves the stack it is not freed, and the debugging tools report it. Does
    /// nothing when that page was freed already.
    public func holdPage(_ name: String) {
        guard let page = page(named: name) else { return }
        heldPages[name] = page
    }

    /// The app lets go of the page named `name` it held (``holdPage(_:)``): the page is freed unless
    /// something else still holds it.
    public func dropPage(_ name: String) {
        heldPages[name] = nil
    }

    /// Whether the page named `name` is alive (not freed).
    public func isAlive(_ name: String) -> Bool { page(named: name) != nil }

    /// The app changes UIKit's swipe-back recognizers behind the library's back: replaces their
    /// delegate (a legacy snippet or another library), or switches them off and never back on. The
    /// debugging tools report each kind once, at the next transition.
    public func appChanges(_ change: AppSwipeChange) {
        switch change {
        case .popGestureDelegate: platform.appReplacedEdgeDelegate = true
        case .popGestureEnabled: platform.appSwitchesSwipeRecognizersOff()
        }
    }
}

/// What an app changes on UIKit's swipe-back recognizers behind the library's back (scenario step
/// `appChanges`); the names are those of the warnings that report them.
public enum AppSwipeChange: String, Hashable, Sendable, CaseIterable {
    /// Replaces the delegate of `interactivePopGestureRecognizer`.
    case popGestureDelegate
    /// Switches the swipe-back recognizers off (`isEnabled = false`) and never back on.
    case popGestureEnabled
}
