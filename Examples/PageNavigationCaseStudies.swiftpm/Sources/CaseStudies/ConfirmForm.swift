import PageNavigation
import UIKit

/// Confirm before leaving: the back button and the swipes ask first; the app answers asynchronously.
final class ConfirmFormViewController: DemoPage {
    private let nameField = UITextField()

    init() {
        super.init(title: "Edit profile", note: "Type something, then tap back or swipe back: the page asks before it leaves.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        nameField.placeholder = "Name"
        nameField.borderStyle = .roundedRect
        stack.addArrangedSubview(nameField)
        page.back = .confirm { [weak self] in
            await self?.confirmLeaving() ?? true
        }
        addButton("Save and close", detail: "A programmatic pop: the app's own decision, no question asked.") { [weak self] in
            self?.pageNavigation?.pop()
        }
    }

    /// Asks whether to discard the changes; `true` leaves the page.
    private func confirmLeaving() async -> Bool {
        guard !(nameField.text ?? "").isEmpty else { return true }
        // Without a window, or with something already presented, no alert could answer: stay.
        guard viewIfLoaded?.window != nil, presentedViewController == nil else { return false }
        return await withCheckedContinuation { continuation in
            let alert = UIAlertController(title: "Discard changes?", message: "Your edits will be lost.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Keep editing", style: .cancel) { _ in continuation.resume(returning: false) })
            alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { _ in continuation.resume(returning: true) })
            present(alert, animated: true)
        }
    }
}
