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
    /// view could go back, because a page was chosen). Refused with ``NavigationError/notFound`` (also
    /// reported to ``onEvent``) when the page is not below the top.
    @discardableResult
    public func requestBack(to viewController: UIViewController) -> BackRequestResult {
        host.requestBack(.page(viewController.page.id))
    }

    /// VoiceOver's escape gesture (two-finger Z) goes back one page through the top page's back handler,
    /// like the back button. Returns `false` when it is refused (on the root), so that the system can try
    /// another escape (for example dismissing the screen this controller is presented in).
    open override func accessibilityPerformEscape() -> Bool {
        if case .refused = host.requestBack(.onePage) { return false }
        return true
    }

    /// Adds ⌘[ — "Back" in the iPad shortcut overlay — which goes back one page through the top page's
    /// back handler, taking priority over the system's own back shortcut (iOS 15+).
    open override var keyCommands: [UIKeyCommand]? {
        let commands = super.keyCommands ?? []
        guard host.backMenuPages.count > 0 else { return commands }
        let back = UIKeyCommand(
            title: configuration.backKeyCommandTitle, action: #selector(goBackFromKeyboard), input: "[", modifierFlags: .command
        )
        back.wantsPriorityOverSystemBehavior = true
        return commands + [back]
    }

    @objc private func goBackFromKeyboard() {
        host.requestBack(.onePage)
    }
}
#endif
