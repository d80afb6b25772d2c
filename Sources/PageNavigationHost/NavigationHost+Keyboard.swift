import PageNavigationCore

/// ⌘[ — "Back" in the iPad shortcut overlay — as UIKit delivers key commands: only to the responder
/// chain of the first responder (`UIResponder.keyCommands`: "UIKit walks the responder chain"), which
/// starts at a text field, or at a page that made itself first responder. On a list or a SwiftUI page
/// nothing is first responder, and a command declared by the navigation controller never arrives (the
/// UIKit behaviour catalogue). So the library makes an anchor inside the TOP PAGE the first responder
/// whenever nothing in the window is, after every transition and when the stack appears. The anchor's
/// responder chain runs through the top page and then the controller, so the page keeps its nil-target
/// actions, `motionEnded` and key commands, and ⌘[ still arrives (the controller itself as first
/// responder would leave the page out of the chain: the catalogue). The library never takes the first
/// responder from anything (a text field, a page with key commands of its own), never claims while a
/// focus system runs the window (it moves the first responder itself), and takes it back from another
/// stack's anchor: the most recently shown stack claims.
extension NavigationHost {
    /// Whether ⌘[ is offered now: there is a page to go back to, and the stack can take key presses (on
    /// screen, with nothing presented over it or over its top page, such as an active search).
    package var offersBackKeyCommand: Bool {
        !backMenuPages.isEmpty && platform.keyboard.takesKeyCommands
    }

    /// ⌘[ was pressed: one page back, through the top page's back handler (as VoiceOver's escape).
    @discardableResult
    package func backKeyCommandPressed() -> BackRequestResult {
        requestBack(.onePage)
    }

    /// Claims the first responder for the top page's anchor when nothing holds it
    /// (``KeyboardSituation/claims(firstResponder:)``), on the platform's next turn: not inside UIKit's
    /// `didShow` or `viewDidAppear`, where a page focuses its own text field and UIKit may put back the
    /// first responder of a cancelled swipe, and where `becomeFirstResponder()` during a transition
    /// answers `NO` (reported by douglashill/KeyboardKit, `KeyboardKitDemo/FirstResponderManagement.swift`).
    /// The situation is read again on that turn.
    package func claimKeyboardIfUnclaimed() {
        platform.afterTransition(callback(.claimKeyboard))
    }

    /// Claims the first responder for the top page's anchor now if nothing holds it.
    func claimKeyboardNow() {
        guard let top = platform.stack.last,
            platform.keyboard.claims(firstResponder: { platform.keyboardFirstResponder })
        else { return }
        platform.claimKeyboard(
            KeyboardClaim(targetCanBecomeFirstResponder: platform.keyboardTargetCanBecomeFirstResponder(in: top)),
            on: top)
    }
}
