import PageNavigationCore
import PageNavigationHost

extension NavigationSimulator {
    /// How the stack is presented now: a sheet, full screen, or not at all (after a dismissal).
    package var presentation: StackPresentation { platform.presentation }

    /// Whether the stack is presented (a sheet or full screen) now.
    package var isPresented: Bool { platform.presentation != .none }

    /// Presents the stack this way (the scenario's `config.presentation`), or, with `.none`, dismisses
    /// it in code as the app does (no delegate method, no `dismissed` event).
    package func present(_ presentation: StackPresentation) {
        platform.present(presentation)
    }

    /// The user pulls the sheet down past UIKit's threshold (scenario step `pullDown`): the top page's
    /// back handler decides whether it goes. Does nothing unless the stack is presented as a sheet.
    package func pullDown(settle: Bool = true) {
        platform.userPullsDown()
        if settle { self.settle() }
    }
}
