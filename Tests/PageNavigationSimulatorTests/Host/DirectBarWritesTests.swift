import PageNavigationHost
import Testing

/// Debug diagnostics for code that writes the bar's look directly (ported code did it in
/// `viewWillAppear`): one message per property, naming the page and what to set instead.
@Suite("Host: direct writes to the bar")
struct DirectBarWritesTests {
    static let replacements: [(BarProperty, String)] = [
        (.barTintColor, "pageNavigation.bar.backgroundColor"), (.tintColor, "pageNavigation.bar.tintColor"),
        (.titleTextAttributes, "pageNavigation.bar.titleColor"), (.shadowImage, "pageNavigation.bar.shadow"),
        (.standardAppearance, "pageNavigation.bar"), (.scrollEdgeAppearance, "pageNavigation.bar"),
        (.backgroundImage, "pageNavigation.bar.backgroundColor"),
    ]

    @Test("the message names the page, the property and the page.bar field to use instead", arguments: replacements)
    func message(property: BarProperty, replacement: String) throws {
        var diagnostics = DirectBarWrites()
        let first = diagnostics.message(for: property, page: "ProfileViewController")
        let message = try #require(first)
        #expect(message.contains("ProfileViewController"))
        #expect(message.contains("navigationBar.\(property.rawValue)"))
        #expect(message.contains(replacement))
    }

    @Test("the bar's visibility is not reported: UIKit hides the bar by itself, and the page keeps it as its hidden")
    func visibilityNotReported() {
        #expect(!BarProperty.allCases.map(\.rawValue).contains("isHidden"))
    }

    @Test("each property is reported once, whichever page writes it again")
    func once() {
        var diagnostics = DirectBarWrites()
        let first = diagnostics.message(for: .tintColor, page: "A")
        let again = diagnostics.message(for: .tintColor, page: "B")
        let other = diagnostics.message(for: .barTintColor, page: "B")
        #expect(first != nil)
        #expect(again == nil)
        #expect(other != nil)
    }
}
