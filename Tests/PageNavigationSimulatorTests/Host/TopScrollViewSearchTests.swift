import Testing

@testable import PageNavigationHost

/// The scroll view that decides whether a page's fake bar shows the scroll-edge look is found where
/// UIKit looks for it: the named one, the page's view, then down the first-subview chain.
@Suite("Host: where UIKit looks for a page's scroll view")
struct TopScrollViewSearchTests {
    /// A view: its name, whether it is a scroll view, its subviews (back to front).
    final class View: Sendable {
        let name: String
        let scrolls: Bool
        let subviews: [View]

        init(_ name: String, scrolls: Bool = false, _ subviews: [View] = []) {
            self.name = name
            self.scrolls = scrolls
            self.subviews = subviews
        }
    }

    typealias Row = (line: Int, named: View?, view: View, found: String?)

    static let rows: [Row] = [
        (#line, nil, View("table", scrolls: true), "table"),
        (#line, nil, View("view", [View("table", scrolls: true), View("button")]), "table"),
        // A SwiftUI list, a child controller: the scroll view inside a container, as the first subview.
        (#line, nil, View("view", [View("host", [View("container", [View("list", scrolls: true)])])]), "list"),
        // Not the bottommost subview: UIKit does not find it, and neither does the library.
        (#line, nil, View("view", [View("header"), View("table", scrolls: true)]), nil),
        (#line, nil, View("view"), nil),
        (#line, View("named", scrolls: true), View("view", [View("table", scrolls: true)]), "named"),
    ]

    @Test("the search finds what UIKit finds", arguments: rows)
    func search(_ row: Row) {
        let found = TopScrollViewSearch.find(
            named: row.named, view: row.view, isScrollView: \.scrolls, firstSubview: \.subviews.first)
        #expect(found?.name == row.found, "line \(row.line)")
    }
}
