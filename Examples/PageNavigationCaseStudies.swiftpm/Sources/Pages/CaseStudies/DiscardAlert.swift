import PageNavigation
import UIKit

/// Confirm by the library's own alert: once the field has text, every way back asks "Discard your
/// changes?" with `BackHandler.confirmation(presentingFrom:…)`; no continuation or alert code in the app.
/// The sheet's editor (`SheetNoteEditorViewController`) is this page too.
class DiscardAlertViewController: DemoPage {
    private let noteField = UITextField()
    /// The note typed so far.
    var noteText: String { noteField.text ?? "" }

    init(
        title: String = "Quick note",
        note: String = "Type something, then go back any way: the library's own alert asks before the page "
            + "leaves. Clear the field and back leaves at once.",
        fieldIdentifier: String? = nil
    ) {
        super.init(title: title, note: note)
        noteField.accessibilityIdentifier = fieldIdentifier
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        noteField.placeholder = "Note"
        noteField.borderStyle = .roundedRect
        noteField.addAction(UIAction { [weak self] _ in self?.updateBackHandler() }, for: .editingChanged)
        stack.addArrangedSubview(noteField)
    }

    /// Asks only while there is something to lose.
    private func updateBackHandler() {
        let hasChanges = !(noteField.text ?? "").isEmpty
        pageNavigation.back =
            hasChanges
            ? .confirmation(
                presentingFrom: self, title: "Discard your changes?", message: "The note is not saved.",
                leave: "Discard", stay: "Keep Editing")
            : .pop
    }
}
