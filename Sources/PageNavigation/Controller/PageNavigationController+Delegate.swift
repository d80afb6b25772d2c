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
        if delegateForwardDepth == 0 {
            host.willShow(animated: animated, interactive: transitionCoordinator?.isInteractive ?? false)
            viewController.pageNavigation.reinstallBackButton?()  // iOS 15: the items its viewDidLoad set
        }
        forwardToDelegate {
            $0.navigationController?(navigationController, willShow: viewController, animated: animated)
        }
    }

    /// Ends a transition whose end UIKit does not report and reconciles the engine with UIKit's stack,
    /// then forwards.
    open func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        if delegateForwardDepth == 0 { host.didShow() }
        forwardToDelegate {
            $0.navigationController?(navigationController, didShow: viewController, animated: animated)
        }
        #if DEBUG
        // After your delegate, which may switch a recognizer back on for the page it shows.
        if delegateForwardDepth == 0 { host.checkSwipeRecognizers(at: .didShow) }
        #endif
    }

    /// The library's animator while it drives an interactive swipe (full-screen swipe-back before
    /// iOS 26, interactive push); otherwise your delegate's answer, or `nil` for the system transition.
    open func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        if delegateForwardDepth == 0, let animator = host.platform.libraryTransition?.animator { return animator }
        return forwardToDelegate {
            $0.navigationController?(navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
        }
    }

    /// The library's interaction controller for its own animator; otherwise your delegate's answer.
    open func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        if delegateForwardDepth == 0,
            let interaction = host.platform.libraryTransition?.interaction(for: animationController)
        {
            return interaction
        }
        return forwardToDelegate {
            $0.navigationController?(navigationController, interactionControllerFor: animationController)
        }
    }

    /// Your delegate's answer. UIKit asks only when your delegate implements this method.
    open func navigationControllerSupportedInterfaceOrientations(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientationMask {
        forwardToDelegate { $0.navigationControllerSupportedInterfaceOrientations?(navigationController) }
            ?? topViewController?.supportedInterfaceOrientations ?? .all
    }

    /// Your delegate's answer. UIKit asks only when your delegate implements this method.
    open func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientation {
        forwardToDelegate { $0.navigationControllerPreferredInterfaceOrientationForPresentation?(navigationController) }
            ?? topViewController?.preferredInterfaceOrientationForPresentation ?? .portrait
    }

    /// Forwards a delegate call. UIKit's call goes to ``navigationDelegate``. A delegate that calls the
    /// controller back from inside it — a transition library that saved ``delegate`` (the controller)
    /// as "the previous delegate" and forwards to it — reaches the delegate it replaced, as it would in
    /// a plain `UINavigationController`; the controller's own part runs once, and nothing recurses.
    private func forwardToDelegate<Result>(_ call: (any UINavigationControllerDelegate) -> Result?) -> Result? {
        let target: (any UINavigationControllerDelegate)? =
            switch delegateForwardDepth {
            case 0: navigationDelegate
            case 1: replacedDelegates.last?.delegate
            default: nil
            }
        guard let target, target !== self else { return nil }
        delegateForwardDepth += 1
        defer { delegateForwardDepth -= 1 }
        return call(target)
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
