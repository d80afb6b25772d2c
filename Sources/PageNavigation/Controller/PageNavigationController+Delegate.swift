#if canImport(UIKit)
import ObjectiveC
import PageNavigationCore
import PageNavigationHost
import UIKit

/// The controller is its own navigation controller delegate: it follows every transition for the
/// engine, then forwards each call to ``PageNavigationController/navigationDelegate``. A subclass may
/// override these methods (call `super`), and a subclass that sets `delegate = self` gets its overrides
/// called as UIKit's delegate calls.
extension PageNavigationController: UINavigationControllerDelegate {
    /// Starts the looks of the transition (bar visibility, tint, fake bars), then forwards.
    open func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        host.willShow(animated: animated, interactive: transitionCoordinator?.isInteractive ?? false)
        viewController.pageNavigation.reinstallBackButton?()  // iOS 15: the items its viewDidLoad set
        navigationDelegate?.navigationController?(navigationController, willShow: viewController, animated: animated)
    }

    /// Ends a transition whose end UIKit does not report and reconciles the engine with UIKit's stack,
    /// then forwards.
    open func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        host.didShow()
        navigationDelegate?.navigationController?(navigationController, didShow: viewController, animated: animated)
    }

    /// The library's animator while it drives an interactive swipe (full-screen swipe-back before
    /// iOS 26, interactive push); otherwise your delegate's answer, or `nil` for the system transition.
    open func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        host.platform.libraryTransition?.animator
            ?? navigationDelegate?.navigationController?(
                navigationController, animationControllerFor: operation, from: fromVC, to: toVC
            )
    }

    /// The library's interaction controller for its own animator; otherwise your delegate's answer.
    open func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        host.platform.libraryTransition?.interaction(for: animationController)
            ?? navigationDelegate?.navigationController?(
                navigationController, interactionControllerFor: animationController)
    }

    /// Your delegate's answer. UIKit asks only when your delegate implements this method.
    open func navigationControllerSupportedInterfaceOrientations(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientationMask {
        navigationDelegate?.navigationControllerSupportedInterfaceOrientations?(navigationController)
            ?? topViewController?.supportedInterfaceOrientations ?? .all
    }

    /// Your delegate's answer. UIKit asks only when your delegate implements this method.
    open func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientation {
        navigationDelegate?.navigationControllerPreferredInterfaceOrientationForPresentation?(navigationController)
            ?? topViewController?.preferredInterfaceOrientationForPresentation ?? .portrait
    }

    /// Answers for the two orientation methods only when ``navigationDelegate`` implements them, so
    /// that UIKit's own orientation logic applies otherwise.
    open override func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        guard DelegateForwarding.orientationSelectors.contains(aSelector) else { return super.responds(to: aSelector) }
        return forwardedOrientationSelectors.contains(aSelector)
            || DelegateForwarding.subclassOverrides(aSelector, of: self)
    }
}

/// The delegate methods the controller implements only on behalf of the app's delegate (or of a
/// subclass that overrides them).
enum DelegateForwarding {
    /// Whether the controller's class overrides the method for `selector`.
    static func subclassOverrides(_ selector: Selector, of controller: AnyObject) -> Bool {
        class_getMethodImplementation(type(of: controller), selector)
            != class_getMethodImplementation(PageNavigationController.self, selector)
    }

    static let orientationSelectors: Set<Selector> = [
        #selector(UINavigationControllerDelegate.navigationControllerSupportedInterfaceOrientations(_:)),
        #selector(UINavigationControllerDelegate.navigationControllerPreferredInterfaceOrientationForPresentation(_:)),
    ]
}

/// A delegate that a write of `delegate` replaced, held weakly as UIKit holds its delegate.
struct ReplacedDelegate {
    /// How many replaced delegates are remembered; older ones are forgotten.
    static let limit = 8
    weak var delegate: (any UINavigationControllerDelegate)?
}
#endif
