import PageNavigationCore

/// The controller's delegate, as UIKit behaves with it (UIKitBehavior rows 1 and 2): a delegate that
/// offers the animator methods — even one that answers `nil` — leaves UIKit's swipe-back recognizers
/// inert, and UIKit reads what a delegate offers only when the delegate is set.
extension NavigationHost {
    /// Which animator methods the platform's delegate must offer now: both while the library's pan
    /// drives a transition of its own (UIKit must ask for its animator); otherwise exactly those the
    /// app's delegate implements (the app chose custom transitions, which UIKit asks it for). One by
    /// one: an app delegate with only the interaction method leaves UIKit's swipe-back working.
    var delegateMustOffer: AnimatorMethods {
        activeSwipe == .library ? .both : platform.appDelegateAnimatorMethods
    }

    /// Whether the system's swipe-back recognizers cannot begin now: the platform's delegate offers the
    /// animation method. The library's pan then carries every swipe-back (at the edge, and on iOS 26 in
    /// the content too), and the pan waits for no system recognizer.
    package var systemSwipesAreInert: Bool { platform.delegateOfferedAnimatorMethods.contains(.animation) }

    /// The app set the controller's delegate: the platform's delegate is set again, so that the
    /// platform asks again what it offers (the app's animator and orientation methods).
    package func appDelegateChanged() {
        platform.setDelegate(offering: delegateMustOffer)
    }

    /// Sets the platform's delegate again when what it must offer changed, and only then: the
    /// platform reads the answers at that moment (so, for the library's own transition, before the
    /// stack change that asks for its animator).
    func refreshDelegateOffer() {
        let offers = delegateMustOffer
        guard offers != platform.delegateOfferedAnimatorMethods else { return }
        platform.setDelegate(offering: offers)
    }
}

extension NavigationHost {
    /// Whether the library's pan waits for the system's swipe-back recognizers to fail: not while they
    /// cannot begin (it carries every swipe-back then).
    package var libraryPanWaitsForSystemSwipes: Bool { !systemSwipesAreInert }

    /// Whether the top page's scroll views wait for the library's pan: only where the pan can start a
    /// swipe (the engine's rule, `SwipeSituation.scrollViewsWaitForLibraryPan`).
    package var scrollViewsWaitForLibraryPan: Bool {
        syncScreen()
        guard let situation = engine?.swipeSituation else { return false }
        // The pan also takes over a swipe UIKit's own delegate refuses for a reason the library makes up
        // for (a hidden bar, a back button of the page's own).
        let systemWontPop = systemSwipesAreInert || platform.systemSwipeRefusalIsKnown
        return situation.scrollViewsWaitForLibraryPan(
            libraryPopsAtEdge: systemWontPop, libraryPopsBeyondEdge: systemWontPop || !platform.hasSystemContentSwipe)
    }
}
