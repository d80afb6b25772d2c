/// What the platform reports about the keyboard, for the host to decide whether ⌘[ is offered and
/// whether the library claims the first responder (``NavigationHost/claimKeyboardIfUnclaimed()``).
/// Facts only, cheap to read (UIKit asks for the key commands often): every decision made from them is
/// the host's. Where the first responder is comes apart (``NavigationPlatform/keyboardFirstResponder``).
package struct KeyboardSituation: Sendable {
    /// Where key presses start: the first responder of the stack's window.
    package enum FirstResponder: Equatable, Sendable {
        /// Nothing, or a responder that is no longer in a window (a page that left the screen).
        case none
        /// The library's anchor on this stack's top page.
        case anchorOnTopPage
        /// The library's anchor somewhere else in the window: another stack's (a split view's other
        /// column, a tab's stack, a sheet's stack), or this stack's on a page that is no longer on top.
        case anchorElsewhere
        /// Anything else: a text field, a page that became the first responder for key commands of its
        /// own, the app's own choice.
        case other
    }

    /// The stack is on screen.
    package var onScreen: Bool
    /// Something is presented over the stack (a sheet, an alert).
    package var presentedOverStack: Bool
    /// Something is presented over the top page (an active search controller of the page's navigation
    /// item, a sheet the page presents): the page is not what the user sees.
    package var presentedOverTopPage: Bool
    /// A focus system runs the window (every iPad from iOS 15, keyboard or not; Full Keyboard Access):
    /// it moves the first responder itself, and a claim would take the user's focus away.
    package var hasFocusSystem: Bool

    /// A situation; by default on screen, nothing over the stack, no focus system.
    package init(
        onScreen: Bool = true, presentedOverStack: Bool = false, presentedOverTopPage: Bool = false,
        hasFocusSystem: Bool = false
    ) {
        self.onScreen = onScreen
        self.presentedOverStack = presentedOverStack
        self.presentedOverTopPage = presentedOverTopPage
        self.hasFocusSystem = hasFocusSystem
    }

    /// Whether the stack takes key presses: on screen, and nothing presented over it or over its top page.
    package var takesKeyCommands: Bool { onScreen && !presentedOverStack && !presentedOverTopPage }

    /// Whether the library claims the first responder now: the stack takes key presses, no focus system
    /// runs the window, and nothing holds the first responder but, at most, the library's anchor
    /// somewhere else (the most recently shown stack claims). `firstResponder` is looked for only when
    /// the rest allows a claim (UIKit: a walk through the window's views).
    package func claims(firstResponder: () -> FirstResponder) -> Bool {
        guard takesKeyCommands, !hasFocusSystem else { return false }
        switch firstResponder() {
        case .none, .anchorElsewhere: return true
        case .anchorOnTopPage, .other: return false
        }
    }
}

/// What becomes the first responder when the library claims it for ⌘[ inside the top page.
package enum KeyboardClaim: Equatable, Sendable {
    /// The controller there itself: it can become the first responder, and its own `inputView` or
    /// `inputAccessoryView` (a chat's input bar, a PIN pad) is then its own. An anchor inside it would
    /// show them as the anchor's (UIResponder.h: both "Goes up the responder chain").
    case page
    /// The library's invisible anchor inside the controller's view: the chain runs anchor → page →
    /// navigation controller, so the page keeps its nil-target actions and key commands.
    case anchor

    /// The page itself where it can become the first responder, else the anchor.
    package init(targetCanBecomeFirstResponder: Bool) {
        self = targetCanBecomeFirstResponder ? .page : .anchor
    }
}
