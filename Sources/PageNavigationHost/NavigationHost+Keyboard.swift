import PageNavigationCore

/// ⌘[ — "Back" in the iPad shortcut overlay — as UIKit delivers key commands: only to the responder
/// chain of the first responder (`UIResponder.keyCommands`: "UIKit walks the responder chain"), which
/// starts at a text field, or at a page that made itself first responder. On a list or a SwiftUI page
/// nothing is first responder, and a command declared by the navigation controller never arrives (the
/// UIKit behaviour catalogue). So the controller becomes the first responder itself whenever nothing in
/// its window is — after every transition and when it appears — and never takes it from anything: a
/// text field, a page with key commands of its own, or a page's focus keep it. A first responder inside
/// a page still reaches the controller, which is up its chain.
extension NavigationHost {
    /// Whether ⌘[ is offered now: there is a page to go back to, and the stack can take key presses (on
    /// screen, with nothing presented over it).
    package var offersBackKeyCommand: Bool {
        !backMenuPages.isEmpty && platform.takesKeyCommands
    }

    /// ⌘[ was pressed: one page back, through the top page's back handler (as VoiceOver's escape).
    @discardableResult
    package func backKeyCommandPressed() -> BackRequestResult {
        requestBack(.onePage)
    }

    /// Makes the controller the first responder when the stack can take key presses and nothing in its
    /// window is the first responder, so that ⌘[ reaches it. Runs after every transition (UIKit's
    /// `didShow`, after the shown page's `viewDidAppear`, where pages claim it themselves) and when the
    /// stack appears.
    package func claimKeyboardIfUnclaimed() {
        guard platform.takesKeyCommands, !platform.keyboardIsClaimed else { return }
        platform.claimKeyboard()
    }
}
