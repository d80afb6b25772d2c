import PageNavigation
import UIKit

/// A sheet with an editor: the pull-down is one more way back, and it goes through the top page's back
/// handler. The editor asks before a sheet with a typed note goes; a locked page keeps the sheet; a
/// plain page lets it go. Every page of a sheet the user dismissed hears it, so the editor saves a draft.
final class SheetEditorLauncherViewController: DemoPage {
    private var draftLabel: UILabel?

    init() {
        super.init(
            title: "Sheet with an editor",
            note: "Present the sheet, open the editor, type something and pull the sheet down: the editor asks "
                + "first. Keep Editing keeps the sheet; Discard dismisses it, and the editor saves a draft. A "
                + "locked page keeps the sheet; on the sheet's first page a swipe-back dismisses it too "
                + "(rootSwipeDismisses).")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("Present the sheet", detail: "A PageNavigationController presented as a page sheet.") {
            [weak self] in
            self?.presentSheet()
        }
        draftLabel = addLabel("No draft saved yet.", style: .footnote)
        draftLabel?.accessibilityIdentifier = "sheetDraft"
    }

    private func presentSheet() {
        var configuration = CaseStudies.configuration
        configuration.rootSwipeDismisses = true
        let folders = SheetFoldersViewController { [weak self] draft in
            self?.draftLabel?.text = draft.isEmpty ? "The sheet closed with no draft." : "Draft saved: \(draft)"
        }
        let sheet = PageNavigationController(rootViewController: folders, configuration: configuration)
        sheet.modalPresentationStyle = .pageSheet
        present(sheet, animated: true)
    }
}

/// The sheet's first page: opens the editor or a locked page.
final class SheetFoldersViewController: DemoPage {
    private let saveDraft: @MainActor (String) -> Void

    init(saveDraft: @escaping @MainActor (String) -> Void) {
        self.saveDraft = saveDraft
        super.init(
            title: "New note",
            note: "A plain page: pulling the sheet down here lets it go, and so does a swipe-back from the edge.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = "sheetFolders"
        addButton("Open the editor") { [weak self] in
            guard let self else { return }
            pageNavigationController?.push(SheetNoteEditorViewController(saveDraft: saveDraft))
        }
        addButton("Open a locked page", detail: "Its back handler denies: the sheet cannot be pulled down.") {
            [weak self] in
            self?.pageNavigationController?.push(SheetLockedViewController())
        }
    }
}

/// A page whose back handler denies: the back button, the swipes and the pull-down keep it; only the
/// app's own pop leaves it.
final class SheetLockedViewController: DemoPage {
    init() {
        super.init(title: "Locked", note: "Every way back is denied here, pulling the sheet down included.")
        pageNavigation.back = .deny
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("Leave", detail: "A programmatic pop: the app's own decision.") { [weak self] in
            self?.pageNavigationController?.pop()
        }
    }
}

/// The editor: asks before it is left — by the back button, a swipe, or pulling the sheet down — once
/// the note has text (the quick note's page); saves a draft when the user dismissed the sheet.
final class SheetNoteEditorViewController: DiscardAlertViewController {
    init(saveDraft: @escaping @MainActor (String) -> Void) {
        super.init(title: "Editor", note: "Type, then pull the sheet down.", fieldIdentifier: "sheetNote")
        pageNavigation.dismissed = { [weak self] in saveDraft(self?.noteText ?? "") }
    }
}
