extension NavigationEngine {
    /// Whether a pull-down of the sheet dismisses it now: the stack is presented as a sheet, no
    /// confirmation is open, and the top page's back handler lets it go (`pop`, `webHistory`). UIKit asks
    /// this before the sheet moves (`presentationControllerShouldDismiss(_:)`); when it is `false`, the
    /// pull-down reaches the handler as ``PresentationInput/pullDown``.
    package var pullDownDismisses: Bool {
        presentation == .sheet && pendingBack == nil && top.page.settings.back.dismissesOnPullDown
    }

    /// Whether the sheet must refuse a pull-down before it moves (UIKit's `isModalInPresentation`): the
    /// stack is presented as a sheet, and the top page's back handler denies or asks, or a confirmation
    /// is open.
    package var keepsSheet: Bool {
        presentation == .sheet && (pendingBack != nil || !top.page.settings.back.dismissesOnPullDown)
    }

    /// Sends what the host learned about the presentation of its stack and appends the effects to carry
    /// out to `effects`.
    package mutating func send(_ input: PresentationInput, into effects: inout [NavigationEffect]) {
        switch input {
        case .presented(let presentation):
            self.presentation = presentation
            // The app dismissed the stack itself: a confirmation that would dismiss it has nothing to do.
            if presentation == .none { closeDismissalConfirmation() }
        case .pullDown:
            guard presentation == .sheet, pendingBack == nil else { return }
            switch top.page.settings.back {
            case .pop, .webHistory: dismiss(into: &effects)
            case .deny: effects.emit(.event(.backDenied(top.id)))
            case .confirm: openConfirmation(dismissing: true, into: &effects)
            }
        case .dismissedByUser:
            guard presentation != .none else { return }
            presentation = .none
            closeDismissalConfirmation()
            effects.emit(.event(.dismissed(top.id)))
        }
    }

    /// Dismisses the presented stack: the host dismisses it, and the top page hears it was dismissed.
    mutating func dismiss(into effects: inout [NavigationEffect]) {
        guard presentation != .none else { return }
        presentation = .none
        effects.emit(.dismissPresentation)
        effects.emit(.event(.dismissed(top.id)))
    }

    /// Closes an open confirmation that would dismiss the stack; its answer, when it comes, is owed.
    mutating func closeDismissalConfirmation() {
        guard pendingBack != nil, pendingDismissal else { return }
        pendingBack = nil
        pendingBackTarget = nil
        pendingDismissal = false
        owedAnswers += 1
    }
}

extension BackBehavior {
    /// Whether a pull-down of a sheet goes through: `pop` and `webHistory` let the sheet go (a web page's
    /// history is the page's own; the sheet is the stack's); `deny` and `confirm` do not.
    var dismissesOnPullDown: Bool { self == .pop || self == .webHistory }
}
