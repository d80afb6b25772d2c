#if canImport(UIKit)
import PageNavigation
import UIKit

/// The strings and accessibility of the library's stand-ins for UIKit's back button: UIKit's own
/// localized "Back", the iOS 15 back item's VoiceOver label, its size cap and Large Content Viewer, and
/// its following of title changes, `setHidesBackButton(_:animated:)` and a swapped left item.
enum BackAccessibilityChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck("Back", "The generic back title is UIKit's own localized string") { _ in
            // The library reads UIKit's bundle key `Back` (undocumented): the key must exist.
            let missing = "\u{1}missing"
            let title = Bundle(for: UIView.self).localizedString(forKey: "Back", value: missing, table: nil)
            try expect(title != missing && !title.isEmpty, "UIKit's bundle has the key Back (saw \(title))")
            try expectEqual(PageNavigationConfiguration().backKeyCommandTitle, title, "the ⌘[ title")
        },
        DeviceCheck("Back", "The iOS 15 back item: label, size cap, Large Content Viewer, followed changes") {
            stage in
            if #available(iOS 16.0, *) { throw CheckSkipped("iOS 16 and later use navigationItem.backAction") }
            let root = CheckPage("Root")
            let nav = await stage.show(root)
            let detail = CheckPage("Detail")
            detail.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .edit)
            detail.navigationItem.leftItemsSupplementBackButton = true
            try await nav.push(detail, animated: false)
            @MainActor func button() -> UIButton? {
                detail.navigationItem.leftBarButtonItems?.first?.customView as? UIButton
            }
            guard let back = button() else { throw CheckFailure("the library's back item leads the left items") }
            try expect(back.accessibilityLabel?.hasPrefix("Root") == true, "VoiceOver says the page below first")
            try expect(back.showsLargeContentViewer, "the Large Content Viewer is on")
            try expect(
                back.interactions.contains { $0 is UILargeContentViewerInteraction }, "the viewer's interaction")
            try expect(back.maximumContentSizeCategory == .extraExtraExtraLarge, "the item stops growing")
            // Edit → Done: the back item stays.
            detail.navigationItem.setLeftBarButton(UIBarButtonItem(systemItem: .done), animated: true)
            try await stage.wait("the back item comes back after the swap") { button() != nil }
            root.title = "Inbox"
            try await stage.wait("the back item follows the title") { button()?.configuration?.title == "Inbox" }
            detail.navigationItem.setHidesBackButton(true, animated: true)
            try await stage.wait("setHidesBackButton(_:animated:) hides the back item") { button() == nil }
        },
    ]
}
#endif
