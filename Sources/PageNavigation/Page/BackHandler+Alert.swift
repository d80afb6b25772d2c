#if canImport(UIKit)
import PageNavigationHost
import UIKit

extension BackHandler {
    /// Ask with an alert before leaving: the "discard changes?" handler every editing page writes.
    ///
    /// The alert has two buttons: `leave` goes back, `stay` (the alert's cancel button) keeps the page.
    /// An alert dismissed by the app without an answer keeps the page too. It is a ``confirm(_:)``
    /// handler, so the back button, the swipes, the back button's menu, VoiceOver's escape and ⌘[ all
    /// ask. For any other question (a sheet, a network call), write ``confirm(_:)`` yourself.
    ///
    /// ```swift
    /// pageNavigation.back = .confirmation(
    ///     presentingFrom: self, title: "Discard your changes?", message: nil, leave: "Discard", stay: "Keep Editing")
    /// ```
    ///
    /// - Parameters:
    ///   - page: the page that asks; held weakly. The alert is presented from the controller it presents
    ///     last. If the page has left its window, the answer is to stay, without an alert.
    ///   - title: the alert's title.
    ///   - message: the alert's message, or `nil` for none.
    ///   - leave: the title of the button that goes back.
    ///   - stay: the title of the button that keeps the page.
    ///   - destructive: whether `leave` is drawn as destructive (red), as for discarding changes; `true`
    ///     by default.
    public static func confirmation(
        presentingFrom page: UIViewController, title: String, message: String?, leave: String, stay: String,
        destructive: Bool = true
    ) -> BackHandler {
        .confirm { [weak page] in
            guard let page, page.viewIfLoaded?.window != nil else { return false }
            // The shared one-answer confirmation: the first button counts; an alert released unanswered
            // (the app dismissed it) counts as "stay".
            // The page left the stack while asking (a deep link, `setStack`): the controller cancels this
            // Task, and the alert goes away with it instead of floating over the next page.
            let shown = ShownAlert()
            let ask = CallbackConfirmation.make(cancelled: { shown.dismiss() }) { decide in
                let alert = confirmationAlert(
                    title: title, message: message, leave: leave, stay: stay, destructive: destructive,
                    answer: decide
                )
                shown.hold(alert, decide: decide)
                var presenter = page
                while let presented = presenter.presentedViewController { presenter = presented }
                presenter.present(alert, animated: true)
            }
            return await ask()
        }
    }

    /// The alert of ``confirmation(presentingFrom:title:message:leave:stay:destructive:)``; `answer`
    /// receives `true` for `leave` and `false` for `stay`.
    static func confirmationAlert(
        title: String, message: String?, leave: String, stay: String, destructive: Bool,
        answer: @escaping @MainActor (Bool) -> Void
    ) -> UIAlertController {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: stay, style: .cancel) { _ in answer(false) })
        alert.addAction(UIAlertAction(title: leave, style: destructive ? .destructive : .default) { _ in answer(true) })
        return alert
    }
}

/// The built-in confirmation's alert while it is up, so that a cancelled confirmation can take it down.
@MainActor
private final class ShownAlert {
    private weak var alert: UIAlertController?
    private var decide: (@MainActor (Bool) -> Void)?

    func hold(_ alert: UIAlertController, decide: @escaping @MainActor (Bool) -> Void) {
        self.alert = alert
        self.decide = decide
    }

    /// Answers "stay" and dismisses the alert (`dismiss(animated:completion:)` on the controller that
    /// presents it), if it is still up.
    func dismiss() {
        decide?(false)
        decide = nil
        guard let alert, let presenter = alert.presentingViewController, !alert.isBeingDismissed else { return }
        presenter.dismiss(animated: true)
    }
}

#endif
