#if canImport(UIKit)
import PageNavigation
import PageNavigationCore
import UIKit

/// What the checks ask of the library that an app never does, built here rather than in
/// `PageNavigation` so that an app's binary does not carry it: the library keeps only the package
/// calls these use.
extension PageNavigationController {
    /// The entries of the routed back menu whose page is `page` (the page whose item gives the back
    /// button), built as the menu builds them when it opens: those of the navigation controller that
    /// holds `page` now, else of this controller. Performing one (`performWithSender(_:target:)`, iOS
    /// 16) goes back as choosing it does. UIKit shows a menu only to a finger.
    func routedBackMenuActions(for page: UIViewController) -> [UIAction] {
        BackButtonInstaller.backMenuEntries(holder: page.navigationController ?? self, installer: self)
            .compactMap { $0 as? UIAction }
    }

    /// The animator the library uses for its interactive push and for a swipe-back UIKit refuses, for a
    /// `kind` transition from `from` to `to`, drawn as on this device.
    func libraryAnimator(_ kind: TransitionKind, from: UIViewController, to: UIViewController)
        -> any UIViewControllerAnimatedTransitioning
    {
        let direction: LayoutDirection =
            view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        let plan = TransitionPlan(
            kind: kind, from: from.pageNavigation.id, to: to.pageNavigation.id, fromStyle: .standard,
            toStyle: .standard, interactive: true, direction: direction, screenWidth: Double(view.bounds.width)
        )
        return libraryAnimator(for: plan)
    }
}
#endif
