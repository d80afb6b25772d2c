import PageNavigationCore

/// The presentation a stack lives in: the sheet's pull-down goes through the top page's back handler.
///
/// UIKit asks about a pull-down in two ways (`UIAdaptivePresentationControllerDelegate`, UIKit behaviour
/// catalogue): while the presented controller's `isModalInPresentation` is `true`, the sheet does not
/// move and UIKit calls `presentationControllerDidAttemptToDismiss(_:)`; otherwise it asks
/// `presentationControllerShouldDismiss(_:)`, and a `false` leads to the same attempt call. The host
/// keeps `isModalInPresentation` in step with the top page (``NavigationEngine/keepsSheet``: `deny`,
/// `confirm`, an open confirmation) and gives the app's own value back exactly when the page leaves or
/// the stack is no longer presented; it answers `presentationControllerShouldDismiss(_:)` with the
/// engine's ``NavigationEngine/pullDownDismisses`` and the app's own delegate's answer together; an
/// attempt runs the back handler (`backDenied`, `backRequested`) unless the app's own refusal caused it.
extension NavigationHost {
    /// The platform presented the stack (`.sheet`, `.fullScreen`), or the app dismissed it (`.none`).
    package func presentationChanged(_ presentation: StackPresentation) {
        adoptPlatformStack()
        guard engine?.presentation != presentation else { return }
        send(.presented(presentation))
    }

    /// UIKit's `presentationControllerShouldDismiss(_:)`: whether the sheet may go. `appAnswer` is the
    /// app's own delegate's answer (`nil` when it has none or does not implement the method): a `false`
    /// from the app keeps the sheet whatever the page says, and the attempt that follows is the app's.
    /// Otherwise the top page's back handler answers: `pop` and `webHistory` let the sheet go.
    package func presentationShouldDismiss(appAnswer: Bool?) -> Bool {
        adoptPlatformStack()
        if appAnswer == false {
            sheet.pullDownRefusal = .app
            return false
        }
        let dismisses = engine?.pullDownDismisses ?? true
        sheet.pullDownRefusal = dismisses ? nil : .library
        return dismisses
    }

    /// UIKit's `presentationControllerDidAttemptToDismiss(_:)`: a pull-down was refused. Returns whether the
    /// app's own delegate hears the attempt, as it would from UIKit: when the app refused the pull-down
    /// (its delegate said no, or it set `isModalInPresentation` itself). When only the library kept the
    /// sheet (for the top page's back handler), UIKit asked the app nothing: the app's
    /// `presentationControllerShouldDismiss(_:)` is asked now (`appAnswer`), as UIKit would have asked it,
    /// and a `false` makes the attempt the app's. Otherwise the page's back handler runs — `deny` reports
    /// `backDenied`, `confirm` asks, and a yes dismisses the sheet — and the app hears no attempt, so its
    /// own "discard changes?" alert never meets the page's.
    package func presentationAttemptedToDismiss(appAnswer: () -> Bool?) -> Bool {
        adoptPlatformStack()
        defer { sheet.pullDownRefusal = nil }
        // The attempt is the library's only when the library caused it: it made the sheet modal for the
        // top page (and the app had not), or it answered no to `presentationControllerShouldDismiss(_:)`.
        // Any other attempt is the app's, wherever in the presented hierarchy it set
        // `isModalInPresentation` (UIKit does not document which children count).
        let libraryKeptSheet = if let modal = sheet.modal { !modal.own } else { false }
        let appKeepsSheet = (!libraryKeptSheet && sheet.pullDownRefusal != .library) || platform.pageKeepsSheet
        if sheet.pullDownRefusal == .app || appKeepsSheet { return true }
        if sheet.modal.holdsValue, appAnswer() == false { return true }
        send(.pullDown)
        return false
    }

    /// UIKit's `presentationControllerDidDismiss(_:)`: the user pulled the sheet down and it went. The
    /// engine reports `dismissed` for the top page, whose callbacks run.
    package func presentationDismissedByUser() {
        adoptPlatformStack()
        if sheet.pullDownRefusal == .app { sheet.pullDownRefusal = nil }
        send(.dismissedByUser)
    }

    /// Dismisses the stack for the user (a pull-down the top page's confirmation answered yes, the root
    /// page's swipe-back with `rootSwipeDismisses`): a dismissal in code, for which UIKit tells the app's
    /// own presentation-controller delegate nothing, so the host tells it `willDismiss` as the dismissal
    /// starts and `didDismiss` once the stack is gone, as UIKit does for its own pull-down. `willDismiss`
    /// comes once the dismissal has begun, not before: the app sets up its alongside animations there with
    /// the presenting controller's transition coordinator (`UIPresentationController.h`: "Use this callback
    /// to setup alongside animations or interaction notifications with the presentingViewController's
    /// transitionCoordinator"), which exists only then.
    func dismissPresentationForUser() {
        platform.dismissPresentation(
            began: callback(.tellAppPresentationDelegate(.willDismiss)),
            completion: callback(.tellAppPresentationDelegate(.didDismiss)))
    }

    /// The user dismissed the stack: every page in it hears so, the top page first (to save its state).
    func stackDismissedByUser() {
        guard let pages = engine?.pages else { return }
        for state in pages.reversed() {
            if let page = registeredPage(state.id) { platform.runDismissedCallback(of: page) }
        }
    }

    /// Keeps the sheet's `isModalInPresentation` in step with the engine: `true` while the top page's
    /// back handler keeps the sheet; the app's own value otherwise, written back only while the platform
    /// still holds the library's write (an app that changed it since keeps its change).
    func syncKeepsSheet() {
        // Nothing to hold or give back (the common case, on every swipe frame): no platform read.
        guard let presentation = engine?.presentation, presentation == .sheet || sheet.modal.holdsValue else { return }
        let keepsSheet = engine?.keepsSheet == true
        let current = platform.isModalInPresentation
        if keepsSheet {
            let record = sheet.modal ?? OverriddenValue(own: current)
            record.take(current)
            if current != true { platform.setModalInPresentation(true) }
            record.written = true
            sheet.modal = record
        } else if let record = sheet.modal {
            sheet.modal = nil
            if let restored = record.restoring(from: current) { platform.setModalInPresentation(restored) }
        }
    }
}
