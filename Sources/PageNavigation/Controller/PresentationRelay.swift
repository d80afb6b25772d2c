#if canImport(UIKit)
import PageNavigationCore
import PageNavigationHost
import UIKit

/// The library's `UIAdaptivePresentationControllerDelegate` on a presented stack. It sits in front of
/// the app's own delegate and combines or forwards every call, so the app's delegate keeps working:
///
/// - `presentationControllerShouldDismiss(_:)`: the app's answer (if it implements the method) and the
///   top page's back handler's together — the sheet goes only when both let it go; a `false` from the
///   app is the app's refusal, and no back handler runs for the attempt that follows.
/// - `presentationControllerDidAttemptToDismiss(_:)`: forwarded to the app's delegate first, then the
///   top page's back handler runs (`deny`: `backDenied`; `confirm`: it asks, a yes dismisses) unless the
///   app refused (its delegate, or its own `isModalInPresentation`).
/// - `presentationControllerWillDismiss(_:)`, `presentationControllerDidDismiss(_:)`: forwarded; after
///   `DidDismiss` the pages hear `dismissed`. When the library dismisses the stack for the user (a
///   confirmation answered yes, the root's swipe-back), UIKit calls neither (a dismissal in code): the
///   relay calls the app's delegate itself, `WillDismiss` before and `DidDismiss` once the stack is gone
///   (``tellAppDelegate(_:)``), not for a SwiftUI stack, whose presentation delegate is SwiftUI's own.
/// - Every other method of the protocol (adaptive styles, `prepareAdaptivePresentationController`, …)
///   goes straight to the app's delegate (`responds(to:)` and `forwardingTarget(for:)`).
///
/// The relay adopts the delegate the presentation controller has each time the stack appears; a
/// delegate the app sets later, while the stack is on screen, replaces the relay until the stack next
/// appears (the pull-down is then the app's alone). When the stack is dismissed, the app's delegate is
/// put back. Policy lives in the shared host (`NavigationHost+Presentation`); this object only makes
/// UIKit calls. Sources (iPhoneOS 26.2 SDK): `UIPresentationController.h` — the delegate is `weak`, the
/// four dismissal methods and when UIKit calls them ("not called if the presentation is dismissed
/// programatically"; the attempt call follows `isModalInPresentation` or a `NO` from `ShouldDismiss`);
/// `UIViewController.h` — `presentingViewController` ("presented this view controller (or its farthest
/// ancestor)"), `presentedViewController` ("presented by this view controller or its nearest
/// ancestor"), `isBeingDismissed` (for the appearance callbacks); Apple's documentation of
/// `presentationControllerShouldDismiss(_:)` ("may be called at any time", not necessarily followed by
/// `WillDismiss` or `DidDismiss`). Unknown selectors reach the app's delegate through NSObject's
/// `forwardingTarget(for:)`, which `responds(to:)` must agree with.
@MainActor
final class PresentationRelay: NSObject, UIAdaptivePresentationControllerDelegate {
    unowned let controller: PageNavigationController
    /// The presented controller that holds the stack (the controller itself, or the container it is in).
    private(set) weak var presented: UIViewController?
    /// The app's own delegate of the presentation controller, which the relay forwards to. Read by
    /// `responds(to:)` and `forwardingTarget(for:)`, which are not main-actor isolated; written on the
    /// main actor only.
    private nonisolated(unsafe) weak var appDelegate: (any UIAdaptivePresentationControllerDelegate)?
    /// The presentation controller the relay is the delegate of.
    private weak var presentationController: UIPresentationController?

    init(controller: PageNavigationController) {
        self.controller = controller
    }

    /// The stack appears: finds the presented controller that holds it (`presentingViewController` is set
    /// when "the view controller, or one of its ancestors" is presented), tells the host how it is
    /// presented, and becomes the presentation controller's delegate in front of the app's.
    func stackAppearing() {
        guard let presented = Self.presentedAncestor(of: controller),
            let presentationController = presented.presentationController
        else { return controller.host.presentationChanged(.none) }
        self.presented = presented
        if presentationController.delegate !== self {
            appDelegate = presentationController.delegate
            presentationController.delegate = self
        }
        self.presentationController = presentationController
        // Styles UIKit shows without a pull-down: full screen and current context (`UIModalPresentationStyle`).
        // (A switch over the four, not a list built and searched at each appearance; the host is read
        // first, as the call's receiver was.)
        let host = controller.host
        switch presentationController.presentationStyle {
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext: host.presentationChanged(.fullScreen)
        default: host.presentationChanged(.sheet)
        }
    }

    /// The stack disappeared: when its presentation was dismissed (`isBeingDismissed`, valid in
    /// `viewDidDisappear`), the host hears it and the app's delegate is put back.
    func stackDisappeared() {
        guard let presented, presented.isBeingDismissed else { return }
        if let presentationController, presentationController.delegate === self {
            presentationController.delegate = appDelegate
        }
        presentationController = nil
        controller.host.presentationChanged(.none)
        self.presented = nil
    }

    /// The controller that was presented and holds `controller`: it, or its nearest ancestor that its
    /// presenting controller presented.
    private static func presentedAncestor(of controller: UIViewController) -> UIViewController? {
        var candidate: UIViewController? = controller
        while let current = candidate {
            if let presenting = current.presentingViewController, presenting.presentedViewController === current {
                return current
            }
            candidate = current.parent
        }
        return nil
    }

    // MARK: UIAdaptivePresentationControllerDelegate

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        let appAnswer = appDelegate?.presentationControllerShouldDismiss?(presentationController)
        return controller.host.presentationShouldDismiss(appAnswer: appAnswer)
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        let app = appDelegate
        let appHears = controller.host.presentationAttemptedToDismiss {
            app?.presentationControllerShouldDismiss?(presentationController)
        }
        if appHears { app?.presentationControllerDidAttemptToDismiss?(presentationController) }
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        appDelegate?.presentationControllerWillDismiss?(presentationController)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        appDelegate?.presentationControllerDidDismiss?(presentationController)
        controller.host.presentationDismissedByUser()
    }

    /// The presentation controller and the app's delegate of a dismissal the library started, kept from
    /// `willDismiss` to `didDismiss`: the stack disappears in between and gives the delegate back.
    private weak var dismissing: UIPresentationController?
    private weak var dismissingAppDelegate: (any UIAdaptivePresentationControllerDelegate)?

    /// Tells the app's own delegate of the library's dismissal, as UIKit tells it of its own pull-down:
    /// UIKit calls neither method for a dismissal in code (`UIPresentationController.h`). SwiftUI's
    /// stacks are left out: there the delegate is SwiftUI's, and its dismiss action already changed its state.
    func tellAppDelegate(_ call: PresentationDelegateCall) {
        switch call {
        case .willDismiss:
            guard controller.dismissesPresentation == nil, let presentationController else { return }
            dismissing = presentationController
            dismissingAppDelegate = appDelegate
            appDelegate?.presentationControllerWillDismiss?(presentationController)
        case .didDismiss:
            defer { (dismissing, dismissingAppDelegate) = (nil, nil) }
            guard let dismissing else { return }
            dismissingAppDelegate?.presentationControllerDidDismiss?(dismissing)
        }
    }

    // MARK: Forwarding the rest

    nonisolated override func responds(to selector: Selector!) -> Bool {
        super.responds(to: selector) || (appDelegate?.responds(to: selector) ?? false)
    }

    nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
        if let appDelegate, appDelegate.responds(to: selector) { return appDelegate }
        return super.forwardingTarget(for: selector)
    }
}
#endif
