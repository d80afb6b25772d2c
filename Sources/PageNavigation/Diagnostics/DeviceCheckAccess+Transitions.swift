#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// The library's own transition animator, for the on-device checks that run it in a context of their
/// own and read what it draws (`PageNavigationChecks` builds the plan: `libraryAnimator(_:from:to:)`).
/// Package access: not part of the public API, and nothing of it in an app's binary but this call.
extension PageNavigationController {
    /// The animator the library uses for its interactive push and for a swipe-back UIKit refuses, for
    /// `plan`, drawn as on this device (``/PageNavigationCore/BarGeneration/transitionLook``).
    package func libraryAnimator(for plan: TransitionPlan) -> any UIViewControllerAnimatedTransitioning {
        PageTransitionAnimator(plan: plan, duration: configuration.transitionDuration)
    }
}
#endif
