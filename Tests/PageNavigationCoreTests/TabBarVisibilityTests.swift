import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// The tab bar a stack shows: the top page's own choice, else UIKit's rule for `hidesBottomBarWhenPushed`.
@Suite("Tab bar visibility")
struct TabBarVisibilityTests {
    /// A page in a row: `-` plain, `F` flagged (`hidesBottomBarWhenPushed`), `S`/`H` its own choice
    /// shown/hidden, `FS`/`FH` flagged with a choice.
    static func page(_ code: Substring) -> PageSettings {
        PageSettings(
            tabBar: code.contains("S") ? .shown : code.contains("H") ? .hidden : nil,
            hidesBottomBar: code.contains("F"))
    }

    static let rows: [(line: Int, stack: String, expected: TabBarVisibility)] = [
        (#line, "-", .shown),
        (#line, "- -", .shown),
        (#line, "- F", .hidden),
        // UIKit's rule: a page pushed above a flagged page keeps the tab bar hidden.
        (#line, "- F -", .hidden),
        (#line, "- F - -", .hidden),
        // The root counts like any page.
        (#line, "F", .hidden),
        (#line, "F -", .hidden),
        // The top page's own choice wins, either way.
        (#line, "- F S", .shown),
        (#line, "- H", .hidden),
        (#line, "FS", .shown),
        (#line, "- FH", .hidden),
        // A choice applies only while its page is on top.
        (#line, "- H -", .shown),
        (#line, "- S F", .hidden),
        (#line, "- F S -", .hidden),
        (#line, "", .shown),
    ]

    @Test("the top page's choice, else any flagged page in the stack hides the tab bar")
    func table() {
        for row in Self.rows {
            let stack = row.stack.split(separator: " ").map(Self.page)
            #expect(TabBarVisibility.resolved(for: stack) == row.expected, sourceLocation: at(row.line))
        }
    }

    @Test("UIKit's rule alone ignores the pages' own choices")
    func systemRule() {
        #expect(TabBarVisibility.systemRule(for: [Self.page("-"), Self.page("S")]) == .shown)
        #expect(TabBarVisibility.systemRule(for: [Self.page("F"), Self.page("S")]) == .hidden)
        #expect(TabBarVisibility.systemRule(for: [Self.page("-"), Self.page("H")]) == .shown)
    }
}
