#if canImport(UIKit)
import PageNavigationCore
import PageNavigationHost
import UIKit

/// Every way back that reaches the controller goes through the top page's back handler: your own back
/// buttons (``requestBack()``, ``requestBack(to:)``), VoiceOver's escape gesture and ⌘[.
extension PageNavigationController {
    /// Asks to go back as the back button does: the top page's back handler decides (pop, deny, confirm,
    /// web history). Use it for back buttons of your own, for example in a custom bar.
    ///
    /// - Returns: what happened, so that "go back, or dismiss on the root" can go through the handler:
    ///   `if case .refused(.cannotPopRoot) = navigation.requestBack() { dismiss(animated: true) }`.
    @discardableResult
    public func requestBack() -> BackRequestResult {
        host.requestBack(.onePage)
    }

    /// Asks to go back to `viewController`, a page below the top, as choosing it in the back button's
    /// long-press menu does: the top page's back handler decides (a web page leaves even when its web
    /// view could go back, because a page was chosen). Refused with ``/PageNavigationCore/NavigationError/notFound`` (also
    /// reported to ``onEvent``) when the page is not below the top.
    @discardableResult
    public func requestBack(to viewController: UIViewController) -> BackRequestResult {
        host.requestBack(.page(viewController.pageNavigation.id))
    }

    /// VoiceOver's escape gesture (two-finger Z) goes back one page through the top page's back handler,
    /// like the back button. Returns `false` when it is refused (on the root), so that the system can try
    /// another escape (for example dismissing the screen this controller is presented in).
    open override func accessibilityPerformEscape() -> Bool {
        guard presentedViewController == nil else { return false }  // the presented screen's escape, not ours
        if case .refused = host.requestBack(.onePage) { return false }
        return true
    }

    /// Adds ⌘[ — "Back" in the iPad shortcut overlay — which goes back one page through the top page's
    /// back handler, while there is a page to go back to, nothing is presented over the controller and it
    /// is on screen. Like every key command it reaches the controller through the responder chain
    /// (`UIResponder.keyCommands`: "UIKit walks the responder chain"), from the first responder; when
    /// nothing in the app is the first responder (a list, a SwiftUI page), an invisible zero-size view
    /// inside the top page becomes it after each transition, when the controller appears, when a text
    /// field in it ends editing and when a sheet with its own stack closes over it (a page that can become the first responder itself becomes it instead), so that the
    /// page stays on the chain (its nil-target actions, `motionEnded` and key commands keep working). It
    /// never takes the first responder from anything, and leaves it alone where a focus system runs
    /// (every iPad from iOS 15, keyboard or not; Full Keyboard Access). Not offered while the top page's
    /// search is active.
    ///
    /// From iOS 15 `UINavigationController` declares a ⌘[ of its own, which pops without asking the back
    /// handler (reported by douglashill/KeyboardKit, `KeyboardNavigationController.swift`, which removes
    /// it for the same reason): it is left out. The command keeps UIKit's defaults: mirrored to ⌘] in
    /// right-to-left layouts (`allowsAutomaticMirroring`), and second to text editing and focus
    /// (`wantsPriorityOverSystemBehavior` is `NO`; UIKeyCommand.h).
    open override var keyCommands: [UIKeyCommand]? {
        var commands: [UIKeyCommand] = []
        for command in super.keyCommands ?? [] where !(command.input == "[" && command.modifierFlags == .command) {
            commands.append(command)
        }
        guard host.offersBackKeyCommand else { return commands }
        let back = UIKeyCommand(
            title: configuration.backKeyCommandTitle, action: #selector(goBackFromKeyboard), input: "[",
            modifierFlags: .command
        )
        return commands + [back]
    }

    /// Only this controller takes ⌘[, and only when it can go back: a nested or presented controller
    /// at its root leaves it to the next responder.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        guard action == #selector(goBackFromKeyboard) else { return super.canPerformAction(action, withSender: sender) }
        return host.offersBackKeyCommand
    }

    @objc private func goBackFromKeyboard() {
        host.backKeyCommandPressed()
    }

    /// Listens for a text field or text view that ends editing (`UITextField.textDidEndEditingNotification`,
    /// `UITextView.textDidEndEditingNotification`; UITextField.h, UITextView.h): the first responder is gone
    /// without a transition, and the top page's anchor takes it back on the next turn so that ⌘[ keeps
    /// working. Selector observers need no removal (Apple's `NotificationCenter.addObserver(_:selector:name:object:)`
    /// documentation: from iOS 9 "you do not need to unregister an observer").
    func observeTextEditingEnds() {
        // One call per notification, in the same order (no two-element list of names to loop over).
        NotificationCenter.default.addObserver(
            self, selector: #selector(textEditingEnded(_:)), name: UITextField.textDidEndEditingNotification,
            object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(textEditingEnded(_:)), name: UITextView.textDidEndEditingNotification, object: nil
        )
    }

    /// When this stack, or what holds it, is being dismissed (a sheet with its own stack closes), tells
    /// the stacks of its presenter to claim once the dismissal completes: UIKit calls no `viewDidAppear`
    /// on a controller a sheet covered, and the sheet's anchor leaves the window with it
    /// (`isBeingDismissed`, `presentingViewController`, UIViewController.h; `animate(alongsideTransition:completion:)`,
    /// UIViewControllerTransitionCoordinator.h: the completion tells whether the transition was cancelled).
    func reclaimKeyboardBelowIfDismissed() {
        // The presented controller that holds the stack, as the presentation relay found it when the stack
        // appeared (the controller itself or its container).
        guard let presented = presentationRelay.presented, presented.isBeingDismissed,
            let presenter = presented.presentingViewController
        else { return }
        let reclaim = {
            var controllers = [presenter] + (presenter.navigationController.map { [$0] } ?? [])
            while let controller = controllers.popLast() {
                (controller as? PageNavigationController)?.host.claimKeyboardIfUnclaimed()
                controllers += controller.children
            }
        }
        guard let coordinator = transitionCoordinator else { return reclaim() }
        coordinator.animate(alongsideTransition: nil) { context in
            if !context.isCancelled { reclaim() }
        }
    }

    /// Only a field inside this controller's view (a page's, the bar's search field) concerns this stack;
    /// every other stack's fields, a sheet's included, are theirs. Cheap: a walk up the field's superviews.
    @objc private func textEditingEnded(_ notification: Notification) {
        guard let field = notification.object as? UIView, let view = viewIfLoaded, field.isDescendant(of: view)
        else { return }
        host.claimKeyboardIfUnclaimed()
    }
}
#endif
