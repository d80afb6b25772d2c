import PageNavigationCore
import Testing

/// Two writers of one page's look (SwiftUI modifiers and UIKit code) each change only their fields.
@Suite("Looks: applying one writer's changes")
struct PartialBarStyleChangesTests {
    static let red = BarColor(red: 255, green: 0, blue: 0)
    static let blue = BarColor(red: 0, green: 0, blue: 255)
    static let font = BarResource(.font, identity: "heavy")

    @Test(
        "only the fields that changed between old and new are written; the others keep the page's value",
        arguments: [
            // (line, page's look now, writer's old look, writer's new look, expected)
            (
                #line, PartialBarStyle(background: red), PartialBarStyle.empty, PartialBarStyle(tint: blue),
                PartialBarStyle(background: red, tint: blue)
            ),
            (
                #line, PartialBarStyle(background: red, tint: blue), PartialBarStyle(tint: blue), PartialBarStyle.empty,
                PartialBarStyle(background: red)
            ),  // a modifier removed: unset
            (
                #line, PartialBarStyle(background: red), PartialBarStyle(alpha: 0.5), PartialBarStyle(alpha: 0.5),
                PartialBarStyle(background: red)
            ),  // nothing changed
            (
                #line, PartialBarStyle(background: red), PartialBarStyle(background: blue),
                PartialBarStyle(background: blue, hidden: true),
                PartialBarStyle(background: red, hidden: true)
            ),  // UIKit's later red stays
        ])
    func applies(
        line: Int, page: PartialBarStyle, old: PartialBarStyle, new: PartialBarStyle, expected: PartialBarStyle
    ) {
        #expect(
            page.applyingChanges(from: old, to: new) == expected,
            sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1))
    }

    @Test("extras change field by field too")
    func extrasFieldByField() {
        var page = PartialBarStyle(background: Self.red)
        page.extras.statusBar = .light
        var new = PartialBarStyle.empty
        new.extras.titleFont = Self.font
        let result = page.applyingChanges(from: .empty, to: new)
        #expect(result.extras.statusBar == .light)
        #expect(result.extras.titleFont == Self.font)
        #expect(result.background == Self.red)
    }
}
