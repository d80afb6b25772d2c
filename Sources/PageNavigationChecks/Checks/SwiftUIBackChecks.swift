#if canImport(UIKit) && canImport(SwiftUI)
import PageNavigation
import PageNavigationSwiftUI
import SwiftUI
import UIKit

/// `pageBackConfirmation` in a real stack (issue 41, item 5): SwiftUI's alert asks, and an alert that
/// closes without an answer keeps the page without leaving it stuck asking.
enum SwiftUIBackChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck(
            "SwiftUI",
            "pageBackConfirmation asks with an alert; an alert closed without an answer stays, and back asks again"
        ) { stage in
            let model = PathModel()
            let host = UIHostingController(rootView: ConfirmingStack(model: model))
            let nav = try await stage.show(containing: host)
            model.path = [1]
            try await stage.wait("the page is pushed") { nav.viewControllers.count == 2 && !nav.isTransitioning }
            try expectEqual(nav.requestBack(), .confirmationRequested, "the back request")
            try await stage.wait("SwiftUI presents the alert") { presentedAlert(over: host) != nil }
            presentedAlert(over: host)?.dismiss(animated: false)  // closed without a button
            try await stage.wait("the alert is gone") { presentedAlert(over: host) == nil }
            await stage.settle()
            try expectEqual(nav.viewControllers.count, 2, "the page stays")
            try expectEqual(model.path, [1], "the path")
            try expectEqual(nav.requestBack(), .confirmationRequested, "a second back request asks again")
        }
    ]

    /// The alert presented over `root` or any controller it presents, if one is.
    @MainActor
    private static func presentedAlert(over root: UIViewController) -> UIAlertController? {
        var presented = root.presentedViewController
        while let controller = presented {
            if let alert = controller as? UIAlertController { return alert }
            presented = controller.presentedViewController
        }
        for child in root.children {
            if let alert = presentedAlert(over: child) { return alert }
        }
        return nil
    }
}

/// A stack whose pages ask before they leave.
private struct ConfirmingStack: View {
    @ObservedObject var model: PathModel

    var body: some View {
        PageNavigationStack(path: $model.path, configuration: PageNavigationConfiguration()) {
            Text("Root")
                .pageDestination(for: Int.self) { number in
                    Text("Editor \(number)")
                        .pageBackConfirmation(Text("Discard your changes?"), leave: Text("Discard"))
                }
        }
    }
}
#endif
