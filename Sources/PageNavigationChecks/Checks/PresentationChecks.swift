#if canImport(UIKit)
import PageNavigation
import UIKit

/// A stack presented as a sheet, as only UIKit shows it: the library's relay in front of the app's own
/// presentation-controller delegate, `isModalInPresentation` on the presented controller, and the
/// dismissal a yes to the pull-down's question makes. (The rules themselves are the engine's and the
/// host's, tested in the simulator; a real pull-down is the case-studies app's UI test.)
enum PresentationChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck("Presentation", "The sheet's delegate forwards to the app's own and combines its answer") { stage in
            let (sheet, app) = try await presentSheet(on: stage, root: CheckPage("Sheet root"))
            defer { sheet.dismiss(animated: false) }
            let presentation = try presentationController(of: sheet)
            try expect(presentation.delegate !== app, "the library's relay is the delegate while the stack is shown")
            let relay = presentation.delegate
            try expectEqual(relay?.presentationControllerShouldDismiss?(presentation), true, "a plain page lets it go")
            app.shouldDismiss = false
            try expectEqual(relay?.presentationControllerShouldDismiss?(presentation), false, "the app's no keeps it")
            relay?.presentationControllerDidAttemptToDismiss?(presentation)
            try expectEqual(app.calls, ["shouldDismiss", "shouldDismiss", "didAttemptToDismiss"], "forwarded calls")
            try expect(stage.events.allSatisfy { if case .backDenied = $0 { false } else { true } }, "no handler ran")
            let style = #selector(UIAdaptivePresentationControllerDelegate.adaptivePresentationStyle(for:))
            try expect(relay?.responds(to: style) == true, "the app's other methods are reachable through the relay")
        },
        DeviceCheck("Presentation", "A page that denies makes the sheet modal and gives the app's value back") {
            stage in
            let (sheet, _) = try await presentSheet(on: stage, root: CheckPage("Sheet root"))
            defer { sheet.dismiss(animated: false) }
            try expectEqual(sheet.isModalInPresentation, false, "the app's own value")
            let locked = CheckPage("Locked")
            locked.pageNavigation.back = .deny
            try await sheet.push(locked, animated: false)
            try expectEqual(sheet.isModalInPresentation, true, "the sheet refuses a pull-down before it moves")
            let presentation = try presentationController(of: sheet)
            presentation.delegate?.presentationControllerDidAttemptToDismiss?(presentation)
            try expect(sheet.presentingViewController != nil, "the sheet stays")
            try await sheet.pop(animated: false)
            try expectEqual(sheet.isModalInPresentation, false, "given back when the page leaves")
        },
        DeviceCheck("Presentation", "A yes to the pull-down's question dismisses the sheet; the pages hear it") {
            stage in
            let root = CheckPage("Sheet root")
            let (sheet, _) = try await presentSheet(on: stage, root: root)
            let editor = CheckPage("Editor")
            editor.pageNavigation.back = .confirm { true }
            var heard: [String] = []
            editor.pageNavigation.dismissed = { heard.append("Editor") }
            root.pageNavigation.dismissed = { heard.append("Sheet root") }
            try await sheet.push(editor, animated: false)
            let presentation = try presentationController(of: sheet)
            presentation.delegate?.presentationControllerDidAttemptToDismiss?(presentation)
            try await stage.wait("the sheet is dismissed") { sheet.presentingViewController == nil }
            try expectEqual(heard, ["Editor", "Sheet root"], "every page heard it, the top page first")
            try expectEqual(sheet.viewControllers.count, 2, "nothing popped before the sheet went")
            try expectEqual(sheet.isModalInPresentation, false, "given back once the stack is no longer presented")
        },
    ]

    /// An app's own presentation-controller delegate, recording the calls it receives.
    @MainActor
    final class AppDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
        var shouldDismiss = true
        var calls: [String] = []

        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            calls.append("shouldDismiss")
            return shouldDismiss
        }

        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            calls.append("didAttemptToDismiss")
        }

        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
            .pageSheet
        }
    }

    /// Presents a stack with `root` as a page sheet over the stage, with an app delegate set before, and
    /// waits until it is on screen. The caller keeps the app delegate (the presentation controller holds
    /// it weakly).
    @MainActor
    private static func presentSheet(on stage: CheckStage, root: UIViewController) async throws
        -> (PageNavigationController, AppDelegate)
    {
        guard stage.isHosted else { throw CheckSkipped("presenting needs an app's window scene") }
        let host = await stage.show(CheckPage("Presenting"))
        let sheet = PageNavigationController(rootViewController: root)
        sheet.modalPresentationStyle = .pageSheet
        let app = AppDelegate()
        sheet.presentationController?.delegate = app
        host.present(sheet, animated: false)
        try await stage.wait("the sheet is on screen") { sheet.viewIfLoaded?.window != nil }
        await stage.settle()
        return (sheet, app)
    }

    @MainActor
    private static func presentationController(of sheet: UIViewController) throws -> UIPresentationController {
        guard let presentation = sheet.presentationController else { throw CheckFailure("no presentation controller") }
        return presentation
    }
}
#endif
