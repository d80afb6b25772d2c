import PageNavigationHost
import Testing

/// UIKit's back title for going back to a page (UINavigationItem.h), the one rule the UIKit layer and
/// the virtual platform both read for iOS 15's back item.
@Suite("Host: the system's back title")
struct SystemBackTitleTests {
    static let rows: [(SystemBackTitle, String?, String)] = [
        (SystemBackTitle(itemTitle: "Inbox", pageTitle: "Inbox"), "Inbox", "the title"),
        (SystemBackTitle(backButtonTitle: "Mail", itemTitle: "Inbox"), "Mail", "backButtonTitle before the title"),
        (SystemBackTitle(ownBackItem: .some("Boxes"), backButtonTitle: "Mail"), "Boxes", "the own back item first"),
        (SystemBackTitle(ownBackItem: .some(nil), itemTitle: "Inbox"), nil, "an own item without a title: chevron"),
        (SystemBackTitle(ownBackItem: .some(""), itemTitle: "Inbox"), nil, "the empty-title item: chevron"),
        (SystemBackTitle(displayMode: .generic, itemTitle: "Inbox"), "Back", "generic ignores the titles"),
        (SystemBackTitle(displayMode: .generic, ownBackItem: .some("Boxes")), "Boxes", "but not the item's title"),
        (SystemBackTitle(displayMode: .minimal, ownBackItem: .some("Boxes")), nil, "minimal: no title at all"),
        (SystemBackTitle(), "Back", "no title: the generic one"),
        (SystemBackTitle(pageTitle: "Inbox"), "Inbox", "the page's title when its item has none"),
    ]

    @Test("each row", arguments: rows.indices)
    func row(_ index: Int) {
        let (inputs, expected, why) = Self.rows[index]
        #expect(inputs.title(genericBack: "Back") == expected, "\(why)")
    }
}
