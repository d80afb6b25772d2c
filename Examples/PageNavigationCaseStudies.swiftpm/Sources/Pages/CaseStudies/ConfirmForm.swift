import PageNavigation
import UIKit

/// Confirm before leaving: every way back asks first — the back button, the swipes, the back button's
/// long-press menu (back to the page chosen, once the user agrees), VoiceOver's escape gesture and ⌘[ on
/// a hardware keyboard; the app answers asynchronously.
///
/// The page declares `back: .confirm` (`DeclaredPage`) and answers with ``confirmBack()``
/// (`BackConfirming`): the app's tests see the declaration, the app runs the answer.
final class ConfirmFormViewController: DemoPage, DeclaredPage, BackConfirming {
    static let pageDeclaration = PageDeclaration(back: .confirm)

    private let nameField = UITextField()

    init() {
        super.init(
            title: "Edit profile",
            note: "Type something, then leave any way: tap back, swipe back, long-press back and choose a page, "
                + "use VoiceOver's two-finger Z, or press ⌘[. The page asks before it leaves."
        )
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        nameField.placeholder = "Name"
        nameField.borderStyle = .roundedRect
        nameField.accessibilityIdentifier = "name"  // for the real-drag UI tests
        stack.addArrangedSubview(nameField)
        addButton("Save and close", detail: "A programmatic pop: the app's own decision, no question asked.") {
            [weak self] in
            self?.pageNavigationController?.pop()
        }
    }

    /// Asks whether to discard the changes; `true` leaves the page.
    func confirmBack() async -> Bool {
        guard !(nameField.text ?? "").isEmpty else { return true }
        // Without a window, or with something already presented, no alert could answer: stay.
        guard viewIfLoaded?.window != nil, presentedViewController == nil else { return false }
        return await withCheckedContinuation { continuation in
            let alert = UIAlertController(
                title: "Discard changes?", message: "Your edits will be lost.", preferredStyle: .alert)
            alert.addAction(
                UIAlertAction(title: "Keep editing", style: .cancel) { _ in continuation.resume(returning: false) })
            alert.addAction(
                UIAlertAction(title: "Discard", style: .destructive) { _ in continuation.resume(returning: true) })
            present(alert, animated: true)
        }
    }
}
