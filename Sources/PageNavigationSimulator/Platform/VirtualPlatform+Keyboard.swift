import PageNavigationCore
import PageNavigationHost

/// The first responder and the key presses, as UIKit delivers them: a key command reaches only the
/// responder chain that starts at the first responder (`UIResponder.keyCommands`: "UIKit walks the
/// responder chain looking for an object that implements the corresponding action method"). With no
/// first responder — a list or a SwiftUI page where nothing is being edited — a command the navigation
/// controller declares never arrives. A text field inside a page reaches the controller, which is up
/// its chain; a text field resigns when its page leaves the screen.
package struct VirtualKeyboard {
    /// Who is the first responder.
    package enum Responder: Hashable {
        /// The navigation controller itself.
        case controller
        /// A text field on this page (instance name).
        case textField(String)
    }

    /// The first responder, if any.
    package var firstResponder: Responder?
    /// Whether something is presented over the stack (a sheet, an alert): the stack takes no key presses.
    package var presentedOver = false
}

extension VirtualPlatform {
    /// The first responder now: a text field whose page is no longer on top has resigned.
    package var firstResponder: VirtualKeyboard.Responder? {
        if case .textField(let name) = keyboard.firstResponder, pages.last?.name != name { return nil }
        return keyboard.firstResponder
    }

    /// Something is presented over the stack, or no longer.
    package func setPresentedOver(_ presented: Bool) { keyboard.presentedOver = presented }

    /// The user taps a text field on the top page: it becomes the first responder.
    package func focusTextField() {
        guard let top = pages.last else { return }
        keyboard.firstResponder = .textField(top.name)
    }

    /// The user presses ⌘[ on a hardware keyboard. UIKit walks the responder chain from the first
    /// responder: with none, nothing receives it. Returns what the library did, `nil` when the press
    /// reached no ⌘[ (no first responder, or the controller offers none now).
    package func pressBackKeyCommand() -> BackRequestResult? {
        guard let host, firstResponder != nil, host.offersBackKeyCommand else { return nil }
        return host.backKeyCommandPressed()
    }

    package var takesKeyCommands: Bool { !keyboard.presentedOver }

    package var keyboardIsClaimed: Bool { firstResponder != nil }

    package func claimKeyboard() {
        callCount += 1
        keyboard.firstResponder = .controller
    }
}
