#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// The library's own transition animator, for the on-device checks that run it in a context of their
/// own and read what it draws. Not part of the public API (`@_spi(DeviceChecks)`).
@_spi(DeviceChecks)
extension PageNavigationController {
    /// The animator the library uses for its interactive push and for a swipe-back UIKit refuses, for a
    /// `kind` transition from `from` to `to`, drawn as on this device (``/PageNavigationCore/BarGeneration/transitionLook``).
    public func libraryAnimator(_ kind: TransitionKind, from: UIViewController, to: UIViewController)
        -> any UIViewControllerAnimatedTransitioning
    {
        let direction: LayoutDirection =
            view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        let plan = TransitionPlan(
            kind: kind, from: from.pageNavigation.id, to: to.pageNavigation.id, fromStyle: .standard,
            toStyle: .standard, interactive: true, direction: direction, screenWidth: Double(view.bounds.width)
        )
        return PageTransitionAnimator(plan: plan, duration: configuration.transitionDuration)
    }
}
#endif
