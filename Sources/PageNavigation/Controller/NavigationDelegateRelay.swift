#if canImport(UIKit)
import PageNavigationCore
import PageNavigationHost
import UIKit

/// UIKit's delegate of a ``PageNavigationController``: an object of the library's, not the controller.
///
/// UIKit holds it as the controller's real delegate (`super.delegate`); ``PageNavigationController/delegate``
/// reads and writes the app's own delegate, as on a plain `UINavigationController` (the same pattern as
/// Savva-Shuliatev/OverlayNavigationController's delegate proxy). For each call it runs the host's bookkeeping first, then calls the app's delegate exactly as UIKit would:
/// an optional method only when the app's delegate implements it. No override in a subclass can skip
/// the bookkeeping, and a subclass that sets `delegate = self` gets its own methods called.
///
/// What it offers UIKit is the host's decision (`NavigationHost.delegateMustOffer`). A delegate
/// that merely implements `navigationController(_:animationControllerFor:from:to:)`, even one answering
/// `nil`, leaves UIKit's swipe-back recognizers inert (radar 15215690, openradar-mirror #4382,
/// WordPress-iOS PR #6639; on iOS 26 both recognizers, software-mansion/react-native-screens PR #3173).
/// So the relay answers `responds(to:)` for each animator method only while the library runs a
/// transition of its own or the app's delegate implements that method. UIKit asks `responds(to:)` when
/// the delegate is set and keeps the answers (fastred/AHKNavigationController PR #2 and #5), so the
/// relay is set again, `nil` first, whenever its answers change. The answers are handed to the relay
/// when it is set and kept there: `responds(to:)` and `install` never read the host, which may be in the
/// middle of being made (the app's delegate set before the host exists).
@MainActor
final class NavigationDelegateRelay: NSObject, UINavigationControllerDelegate {
    private unowned let controller: PageNavigationController
    /// The app's delegate (``PageNavigationController/delegate``): weak, as UIKit holds its delegate.
    weak var appDelegate: (any UINavigationControllerDelegate)?
    /// The animator methods the relay offered when UIKit last read its answers. Read by
    /// `responds(to:)`, which is not main-actor isolated; written on the main actor only.
    nonisolated(unsafe) private(set) var offeredAnimatorMethods: AnimatorMethods = []
    /// Whether the app's delegate implemented each orientation method when UIKit last read the answers.
    nonisolated(unsafe) private var offersSupportedOrientations = false
    nonisolated(unsafe) private var offersPreferredOrientation = false

    init(controller: PageNavigationController) {
        self.controller = controller
        super.init()
    }

    /// The animator methods the app's delegate implements, asked of the app's delegate alone.
    var appDelegateAnimatorMethods: AnimatorMethods {
        guard let appDelegate else { return [] }
        var methods: AnimatorMethods = []
        if appDelegate.responds(to: DelegateSelectors.animation) { methods.insert(.animation) }
        if appDelegate.responds(to: DelegateSelectors.interaction) { methods.insert(.interaction) }
        return methods
    }

    /// Becomes UIKit's delegate again with these answers: `nil` first, so that UIKit reads
    /// `responds(to:)` again (it does when the delegate is set, and caches the answers).
    func install(offering methods: AnimatorMethods) {
        offeredAnimatorMethods = methods
        offersSupportedOrientations = appDelegate?.responds(to: DelegateSelectors.supportedOrientations) ?? false
        offersPreferredOrientation = appDelegate?.responds(to: DelegateSelectors.preferredOrientation) ?? false
        controller.setSystemDelegate(nil)
        controller.setSystemDelegate(self)
    }

    /// Becomes UIKit's delegate again with the animator answer it has (the app's delegate changed
    /// before the host exists; the host decides once it does).
    func reinstall() { install(offering: offeredAnimatorMethods) }

    /// Each animator method only as the host decided; the orientation methods only when the app's
    /// delegate implements them, so that UIKit's own orientation logic applies otherwise.
    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        switch aSelector {
        case DelegateSelectors.animation: return offeredAnimatorMethods.contains(.animation)
        case DelegateSelectors.interaction: return offeredAnimatorMethods.contains(.interaction)
        case DelegateSelectors.supportedOrientations: return offersSupportedOrientations
        case DelegateSelectors.preferredOrientation: return offersPreferredOrientation
        default: return super.responds(to: aSelector)
        }
    }

    // MARK: UINavigationControllerDelegate

    /// Starts the looks of the transition (bar visibility, tint, fake bars), then calls the app's delegate.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        controller.host.willShow(
            animated: animated, interactive: controller.transitionCoordinator?.isInteractive ?? false)
        viewController.pageNavigation.reinstallBackButton?()  // iOS 15: the items its viewDidLoad set
        appDelegate?.navigationController?(navigationController, willShow: viewController, animated: animated)
    }

    /// Ends a transition whose end UIKit does not report and reconciles the engine with UIKit's stack,
    /// then calls the app's delegate.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        controller.host.didShow()
        appDelegate?.navigationController?(navigationController, didShow: viewController, animated: animated)
        #if DEBUG || DebuggingToolsInRelease
        // After the app's delegate, which may switch a recognizer back on for the page it shows.
        controller.host.checkSwipeRecognizers(at: .didShow)
        #endif
    }

    /// The library's animator while its pan drives a transition; otherwise the app's delegate's answer.
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        if let animator = controller.host.platform.libraryTransition?.animator { return animator }
        return appDelegate?.navigationController?(
            navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
    }

    /// The library's interaction for its own animator; otherwise the app's delegate's answer.
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        if let interaction = controller.host.platform.libraryTransition?.interaction(for: animationController) {
            return interaction
        }
        return appDelegate?.navigationController?(navigationController, interactionControllerFor: animationController)
    }

    /// The app's delegate's answer (UIKit asks only when it implements the method).
    func navigationControllerSupportedInterfaceOrientations(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientationMask {
        appDelegate?.navigationControllerSupportedInterfaceOrientations?(navigationController)
            ?? controller.topViewController?.supportedInterfaceOrientations ?? .all
    }

    /// The app's delegate's answer (UIKit asks only when it implements the method).
    func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientation {
        appDelegate?.navigationControllerPreferredInterfaceOrientationForPresentation?(navigationController)
            ?? controller.topViewController?.preferredInterfaceOrientationForPresentation ?? .portrait
    }
}

/// The optional delegate methods the relay offers only on conditions, named one by one: no lists to
/// build once and search.
enum DelegateSelectors {
    /// The animator methods (``/PageNavigationHost/AnimatorMethods/animation`` and
    /// ``/PageNavigationHost/AnimatorMethods/interaction``): the animation method, offered, leaves UIKit's
    /// swipe-back recognizers inert.
    static var animation: Selector {
        #selector(UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:))
    }
    static var interaction: Selector {
        #selector(UINavigationControllerDelegate.navigationController(_:interactionControllerFor:))
    }

    /// The orientation methods, offered only when the app's delegate implements them.
    static var supportedOrientations: Selector {
        #selector(UINavigationControllerDelegate.navigationControllerSupportedInterfaceOrientations(_:))
    }
    static var preferredOrientation: Selector {
        #selector(UINavigationControllerDelegate.navigationControllerPreferredInterfaceOrientationForPresentation(_:))
    }
}
#endif
