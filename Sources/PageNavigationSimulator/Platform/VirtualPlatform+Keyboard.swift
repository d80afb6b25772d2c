import PageNavigationCore
import PageNavigationHost

/// The first responder and the key presses, as UIKit delivers them: a key command reaches only the
/// responder chain that starts at the first responder (`UIResponder.keyCommands`: "UIKit walks the
/// responder chain looking for an object that implements the corresponding action method"). With no
/// first responder — a list or a SwiftUI page where nothing is being edited — a command the navigation
/// controller declares never arrives. A text field inside a page reaches the controller, which is up
/// its chain; a text field resigns when its page leaves the screen. A nil-target action (a button's
/// `addTarget(nil, …)`) goes to the first responder too (`UIApplication.sendAction(_:to:from:for:)`: "If
/// target is nil, the app sends the message to the first responder"): from a view inside a page it
/// reaches the page; from the controller itself it never does, the page being its child, not up its
/// chain. `becomeFirstResponder()` answers `NO` during a transition (reported by
/// douglashill/KeyboardKit, `KeyboardKitDemo/FirstResponderManagement.swift`; its later success is not
/// modelled). A page that can become the first responder itself (a chat page with an input bar, a page
/// with a PIN pad as its `inputView`) shows its bar or pad to whatever first responder its chain
/// passes (UIResponder.h, `inputView` and `inputAccessoryView`: "Goes up the responder chain"): an anchor
/// inside it would show them as its own. When a text field ends editing, UIKit posts
/// `UITextField.textDidEndEditingNotification` and the first responder is gone.
package struct VirtualKeyboard {
    /// Who is the first responder.
    package enum Responder: Hashable {
        /// The library's anchor view inside this page (instance name).
        case anchor(String)
        /// A text field on this page (instance name).
        case textField(String)
        /// An item of this page that a focus system focused (instance name).
        case focusedItem(String)
        /// The page itself (instance name), which can become the first responder
        /// (``VirtualPage/canBecomeFirstResponder``).
        case page(String)
    }

    /// The window: shared by the stacks in it.
    package var window = VirtualWindow()
    /// Whether something is presented over the stack (a sheet, an alert): the stack takes no key presses.
    package var presentedOver = false
    /// Whether the top page's search controller is active (UIKit presents it over the page: the
    /// controller's `visibleViewController` is not its top page). Its field is the first responder.
    package var searchActive = false
}

/// A window, which stacks may share (a split view's columns, a stack per tab, a sheet's own stack):
/// one first responder for all of them, and maybe a focus system.
package final class VirtualWindow {
    private struct Held {
        var responder: VirtualKeyboard.Responder
        weak var stack: VirtualPlatform?
    }

    private var held: Held?

    /// The first responder and the stack whose responder it is. The stack is held weakly: each stack
    /// holds its window, and a stack that is gone holds no first responder.
    package internal(set) var firstResponder: (responder: VirtualKeyboard.Responder, stack: VirtualPlatform)? {
        get { held.flatMap { held in held.stack.map { (held.responder, $0) } } }
        set { held = newValue.map { Held(responder: $0.responder, stack: $0.stack) } }
    }
    /// Whether a focus system runs the window (every iPad from iOS 15, with or without a hardware
    /// keyboard; Full Keyboard Access).
    package var hasFocusSystem = false

    /// A window with no first responder and no focus system.
    package init() {}
}

extension VirtualPlatform {
    /// This stack's first responder now, `nil` when the window's is another stack's, or a responder of a
    /// page that is no longer on top (it left the window, and resigned).
    package var firstResponder: VirtualKeyboard.Responder? {
        guard let (responder, stack) = keyboardState.window.firstResponder, stack === self else { return nil }
        switch responder {
        case .anchor(let name), .textField(let name), .focusedItem(let name), .page(let name):
            return pages.last?.name == name ? responder : nil
        }
    }

    /// Something is presented over the stack, or no longer.
    package func setPresentedOver(_ presented: Bool) { keyboardState.presentedOver = presented }

    /// A sheet with its own stack (`sheet`), presented over this stack, closes: its first responder leaves
    /// the window with it, leaving none, and its controller tells the stacks of its presenter as it
    /// disappears (UIKit: the closing stack's `viewWillDisappear`, once the dismissal completes), which
    /// claim as after a transition (``NavigationHost/claimKeyboardIfUnclaimed()``). UIKit calls no
    /// `viewDidAppear` on a stack a sheet covered.
    package func closeSheet(_ sheet: VirtualPlatform) {
        keyboardState.presentedOver = false
        if keyboardState.window.firstResponder?.stack === sheet { keyboardState.window.firstResponder = nil }
        host?.claimKeyboardIfUnclaimed()
    }

    /// Puts the stack in `window`, shared with other stacks.
    package func putInWindow(_ window: VirtualWindow) { keyboardState.window = window }

    /// The user taps a text field on the top page: it becomes the first responder.
    package func focusTextField() { becomeFirstResponder { .textField($0) } }

    /// The focus system moves the focus to an item of the top page: it becomes the first responder.
    package func focusItem() { becomeFirstResponder { .focusedItem($0) } }

    /// The user activates (or ends) the top page's search: its field becomes the first responder (or
    /// ends editing).
    package func setSearchActive(_ active: Bool) {
        keyboardState.searchActive = active
        if active { focusTextField() } else { endEditing() }
    }

    /// The text field holding the first responder ends editing (the user taps Done, the app calls
    /// `resignFirstResponder()`): nothing holds the first responder, and UIKit posts
    /// `UITextField.textDidEndEditingNotification`, on which the library claims as it does after a
    /// transition (``NavigationHost/claimKeyboardIfUnclaimed()``).
    package func endEditing() {
        guard case .textField = firstResponder else { return }
        keyboardState.window.firstResponder = nil
        host?.claimKeyboardIfUnclaimed()
    }

    private func becomeFirstResponder(_ responder: (String) -> VirtualKeyboard.Responder) {
        guard let top = pages.last else { return }
        keyboardState.window.firstResponder = (responder(top.name), self)
    }

    /// The user presses ⌘[ on a hardware keyboard. UIKit walks the responder chain from the first
    /// responder: with none, or another stack's, nothing here receives it. Returns what the library
    /// did, `nil` when the press reached no ⌘[ of this stack.
    package func pressBackKeyCommand() -> BackRequestResult? {
        guard let host, firstResponder != nil, host.offersBackKeyCommand else { return nil }
        return host.backKeyCommandPressed()
    }

    /// A control of the top page sends a nil-target action (`addTarget(nil, …)`, a storyboard's First
    /// Responder): the page that receives it, `nil` when none of this stack's pages is on the chain.
    package func sendNilTargetedAction() -> String? {
        switch firstResponder {
        case .anchor(let name), .textField(let name), .focusedItem(let name), .page(let name): return name
        case nil: return nil
        }
    }

    package var keyboard: KeyboardSituation {
        KeyboardSituation(
            onScreen: true, presentedOverStack: keyboardState.presentedOver,
            presentedOverTopPage: keyboardState.searchActive, hasFocusSystem: keyboardState.window.hasFocusSystem
        )
    }

    package var keyboardFirstResponder: KeyboardSituation.FirstResponder {
        guard let (responder, stack) = keyboardState.window.firstResponder,
            let live = stack.firstResponder, live == responder
        else { return .none }
        guard case .anchor = live else { return .other }
        return stack === self ? .anchorOnTopPage : .anchorElsewhere
    }

    package func keyboardTargetCanBecomeFirstResponder(in page: VirtualPage) -> Bool {
        page.canBecomeFirstResponder
    }

    package func claimKeyboard(_ claim: KeyboardClaim, on page: VirtualPage) {
        callCount += 1
        guard transition == nil, isInDidShow == 0 else { return }  // `becomeFirstResponder()` answers NO
        keyboardState.window.firstResponder = (claim == .page ? .page(page.name) : .anchor(page.name), self)
    }
}
