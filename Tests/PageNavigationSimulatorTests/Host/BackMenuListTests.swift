import PageNavigationCore
import PageNavigationHost
import Testing

@testable import PageNavigationSimulator

/// The back button's long-press menu lists the pages of the stack that holds the page when it opens —
/// a controller of the library (its engine) or a plain navigation controller (its pages) — nearest first.
@Suite("Host: the back menu's pages")
struct BackMenuListTests {
    @Test(
        "the pages below the top, nearest first",
        arguments: [
            (["Home"], []), (["Home", "Detail"], ["Home"]), (["List", "Detail", "Edit"], ["Detail", "List"]),
            ([], []),
        ] as [([String], [String])])
    func pagesBelowTop(stack: [String], expected: [String]) {
        #expect(BackMenuList.pages(below: stack) == expected)
    }

    /// After a collapse the moved pages' menu must ask the primary column's controller: the secondary's,
    /// which installed the menu, has none left.
    @Test("after a collapse the holder's menu lists the moved pages; the emptied controller's none")
    func collapsedHolder() throws {
        let simulator = try NavigationSimulator(
            types: ["List": PageBlueprint(), "Detail": PageBlueprint(), "Edit": PageBlueprint()], root: "Detail")
        try simulator.embedInSplitView(primary: ["List"])
        try simulator.push("Edit")
        let secondary = simulator.host
        #expect(secondary.backMenuPages.map(\.name) == ["Detail"])
        simulator.collapse()
        #expect(secondary.backMenuPages.isEmpty)
        #expect(simulator.host.backMenuPages.map(\.name) == ["Detail", "List"])
        #expect(BackMenuList.pages(below: simulator.platform.pages).map(\.name) == ["Detail", "List"])
    }
}
