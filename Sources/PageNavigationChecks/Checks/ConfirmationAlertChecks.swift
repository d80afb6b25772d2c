#if canImport(UIKit)
import PageNavigation
import UIKit

/// The built-in confirm-by-alert back handler: the alert UIKit shows, and the page it keeps when the
/// alert goes away without an answer.
enum ConfirmationAlertChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck("Back", "A confirmation handler presents an alert with the leave and stay buttons") { stage in
            let nav = await stage.show(CheckPage("Root"))
            let detail = CheckPage("Detail")
            try await nav.push(detail, animated: false)
            detail.pageNavigation.back = .confirmation(
                presentingFrom: detail, title: "Discard?", message: "Your changes are lost.", leave: "Discard",
                stay: "Keep")
            try expectEqual(detail.pageNavigation.back.behavior, .confirm, "the handler's kind")
            try expectEqual(nav.requestBack(), .confirmationRequested, "the back request")
            try await stage.wait("the alert is presented") { detail.presentedViewController is UIAlertController }
            let alert = detail.presentedViewController as? UIAlertController
            try expectEqual(alert?.title, "Discard?", "the alert's title")
            try expectEqual(alert?.message, "Your changes are lost.", "the alert's message")
            try expectEqual(alert?.actions.map(\.title), ["Keep", "Discard"], "the buttons")
            try expectEqual(alert?.actions.map(\.style), [.cancel, .destructive], "the buttons' styles")
            alert?.dismiss(animated: false)
            await stage.settle()
            try expectEqual(nav.viewControllers.count, 2, "an alert dismissed without an answer keeps the page")
        },
        DeviceCheck("Back", "A confirmation handler on a page out of its window stays, without an alert") { _ in
            let page = CheckPage("Detached")
            page.pageNavigation.back = .confirmation(
                presentingFrom: page, title: "Discard?", message: nil, leave: "Discard", stay: "Keep",
                destructive: false)
            guard case .confirm(let ask) = page.pageNavigation.back else { throw CheckFailure("not a confirm handler") }
            try expectEqual(await ask(), false, "the answer")
            try expect(page.presentedViewController == nil, "no alert")
        },
    ]
}
#endif
