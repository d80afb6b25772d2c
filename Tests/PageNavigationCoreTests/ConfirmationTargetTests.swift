import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// A yes leaves the page that asked. Where to is decided when the pop runs, not when the answer
/// arrives: to the page directly below the asking page, taking the pages above it along; when the
/// asking page is gone (or the root) by then, nothing happens and nothing is refused.
@Suite("Confirmation target")
struct ConfirmationTargetTests {
    static let settings = ["Editor": PageSettings(back: .confirm), "Locked": PageSettings(back: .deny)]

    /// What happens after Editor (on top) asked to leave, in order.
    enum Beat: Sendable, CustomStringConvertible {
        case app(Op, animated: Bool)
        case answer(Bool)
        case settle

        var description: String {
            switch self {
            case .app(let op, let animated): "\(op)\(animated ? " animated" : "")"
            case .answer(let answer): "answer \(answer)"
            case .settle: "settle"
            }
        }
    }

    typealias Row = (line: Int, stack: String, beats: [Beat], expected: String, removed: [String])

    static let rows: [Row] = [
        // The app pops the editor, then pushes a page that denies back; the user's yes must not pop it.
        (
            #line, "Home Editor", [.app(.pop, animated: true), .app(.push("Locked"), animated: true), .answer(true)],
            "Home Locked", ["Editor"]
        ),
        (
            #line, "Home Editor", [.app(.pop, animated: false), .app(.push("Locked"), animated: true), .answer(true)],
            "Home Locked", ["Editor"]
        ),
        // A save replaces the editor while the user answers yes: the Saved page stays.
        (
            #line, "Home Editor", [.app(.push("Saved", removingCurrent: true), animated: true), .answer(true)],
            "Home Saved", ["Editor"]
        ),
        (
            #line, "Home Editor",
            [.app(.push("Saved", removingCurrent: true), animated: true), .settle, .answer(true)],
            "Home Saved", ["Editor"]
        ),
        // The page below the editor is removed before the yes runs: the editor still leaves, to Home.
        (
            #line, "Home List Editor",
            [.app(.push("Preview"), animated: true), .app(.remove(.page("List")), animated: false), .answer(true)],
            "Home", ["List", "Editor", "Preview"]
        ),
        // A page inserted below the editor before the yes runs is where the editor leaves to.
        (
            #line, "Home Editor",
            [
                .app(.push("Preview"), animated: true),
                .app(.setStack(["Home", "Other", "Editor", "Preview"]), animated: false),
                .answer(true),
            ],
            "Home Other", ["Editor", "Preview"]
        ),
        // The editor became the root before the yes runs: nothing is popped.
        (
            #line, "Home List Editor", [.app(.setStack(["Editor", "Home", "List"]), animated: true), .answer(true)],
            "Editor Home List", []
        ),
    ]

    @Test(arguments: rows)
    func yesLeavesTheAskingPageWhenItRuns(_ row: Row) {
        var harness = Harness(row.stack, settings: Self.settings)
        harness.send(.tapBack)
        #expect(harness.engine.pendingBack == harness.id("Editor"), sourceLocation: at(row.line))
        for beat in row.beats {
            switch beat {
            case .app(let op, let animated): harness.perform(op, animated: animated)
            case .answer(let answer): harness.send(.answerBack(answer))
            case .settle: harness.settle()
            }
        }
        harness.settle()
        let events = harness.takeEvents()
        #expect(harness.stack == row.expected, sourceLocation: at(row.line))
        #expect(
            events.filter { $0.hasPrefix("removed:") } == row.removed.map { "removed:\($0)" },
            sourceLocation: at(row.line))
        #expect(!events.contains { $0.hasPrefix("error:") }, "\(events)", sourceLocation: at(row.line))
        #expect(harness.engine.pendingBack == nil, sourceLocation: at(row.line))
    }

    @Test("a yes takes along the pages pushed above the asking page since it asked")
    func yesTakesPagesAbove() {
        var harness = Harness("Home List Editor", settings: Self.settings)
        harness.send(.tapBack)
        harness.perform(.push("Preview"), animated: true)
        harness.perform(.push("Share"), animated: true)
        harness.send(.answerBack(true))
        #expect(harness.engine.queuedOperations.count == 2)
        harness.settle()
        #expect(harness.stack == "Home List")
        #expect(
            harness.takeEvents().filter { $0.hasPrefix("removed:") } == [
                "removed:Editor", "removed:Preview", "removed:Share",
            ])
    }
}
