import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// setStack: replace the whole stack; pages already in it are kept as they are (by id).
@Suite("Set the stack")
struct SetStackTests {
    typealias Row = (
        line: Int, stack: String, pages: [String], expected: String, kind: TransitionKind?, events: [String]
    )

    /// `kind` is the transition an animated setStack runs (`nil`: none, the top stays).
    static let rows: [Row] = [
        (
            #line, "Home A B", ["Home", "A"], "Home A", .pop,
            ["willShow:A", "removed:B", "didShow:A", "completed:op"]
        ),
        (
            #line, "Home A", ["Home", "A", "C"], "Home A C", .push,
            ["willShow:C", "didShow:C", "completed:op"]
        ),
        (
            #line, "Home A B", ["Home", "X"], "Home X", .push,
            ["willShow:X", "removed:A", "removed:B", "didShow:X", "completed:op"]
        ),
        (
            #line, "Home A B", ["Home", "B", "A"], "Home B A", .pop,
            ["willShow:A", "didShow:A", "completed:op"]
        ),
        (#line, "Home A B", ["Home", "B"], "Home B", nil, ["removed:A", "completed:op"]),
        (#line, "Home A B", ["Home", "A", "B"], "Home A B", nil, ["completed:op"]),
        (#line, "Home A B", ["Home", "X", "B"], "Home X B", nil, ["removed:A", "completed:op"]),
        // The root may be replaced deliberately.
        (
            #line, "Home A B", ["Login"], "Login", .push,
            ["willShow:Login", "removed:Home", "removed:A", "removed:B", "didShow:Login", "completed:op"]
        ),
        (#line, "Home A B", ["A", "B"], "A B", nil, ["removed:Home", "completed:op"]),
        (#line, "Home A", ["Home"], "Home", .pop, ["willShow:Home", "removed:A", "didShow:Home", "completed:op"]),
        // Refusals change nothing.
        (#line, "Home A", [], "Home A", nil, ["error:emptyStack"]),
        (#line, "Home A", ["Home", "B", "B"], "Home A", nil, ["error:alreadyInStack"]),
        (#line, "Home A", ["Home", "A", "Home"], "Home A", nil, ["error:alreadyInStack"]),
    ]

    @Test(arguments: rows)
    func setStack(_ row: Row) {
        var harness = Harness(row.stack)
        harness.perform(.setStack(row.pages))
        #expect(harness.stack == row.expected, sourceLocation: at(row.line))
        #expect(harness.takeEvents() == row.events, sourceLocation: at(row.line))
    }

    @Test(arguments: rows)
    func animatedKind(_ row: Row) {
        var harness = Harness(row.stack)
        harness.perform(.setStack(row.pages), animated: true)
        #expect(harness.engine.transition?.kind == row.kind, sourceLocation: at(row.line))
        harness.settle()
        #expect(harness.stack == row.expected, sourceLocation: at(row.line))
        #expect(harness.takeEvents() == row.events, sourceLocation: at(row.line))
    }

    @Test("a kept page keeps its look and what the host reported about it, whatever Page value is passed")
    func keepsExistingPages() {
        var harness = Harness("Home A B", settings: ["A": PageSettings(bar: PartialBarStyle(tint: .pureRed))])
        harness.send(.webHistoryChanged(harness.id("A"), canGoBack: true))
        harness.send(.updateBar(harness.id("A"), PartialBarStyle(title: .pureGreen)))
        let before = harness.state("A")
        var changed = harness.page("A")
        changed.settings = PageSettings(bar: PartialBarStyle(background: .pureBlue), back: .deny)
        harness.perform(.setStack([harness.page("Home"), changed]))
        #expect(harness.state("A") == before)
        #expect(harness.style("A")?.tint == .pureRed)
        #expect(harness.style("A")?.title == .pureGreen)
        #expect(harness.state("A")?.webCanGoBack == true)
        #expect(harness.state("A")?.page.settings.back == .pop)
    }

    @Test("a bar update on a kept page during an animated setStack survives the transition")
    func updateDuringTransition() {
        var harness = Harness("Home A B")
        harness.perform(.setStack(["Home", "A"]), animated: true)
        harness.send(.updateBar(harness.id("Home"), PartialBarStyle(tint: .pureRed)))
        harness.send(.webHistoryChanged(harness.id("A"), canGoBack: true))
        harness.finishTransition()
        #expect(harness.style("Home")?.tint == .pureRed)
        #expect(harness.state("A")?.webCanGoBack == true)
    }

    @Test("a new page below the new top takes bar updates while the set stack animates")
    func updateNewPageDuringTransition() {
        var harness = Harness("Home")
        harness.perform(.setStack(["Home", "X", "Y"]), animated: true)
        let effects = harness.send(.updateBar(harness.id("X"), PartialBarStyle(tint: .pureRed)))
        #expect(!effects.contains(.event(.refused(.unknownPage, operation: nil))))
        harness.finishTransition()
        #expect(harness.style("X")?.tint == .pureRed)
        #expect(harness.style("Y")?.tint != .pureRed)
    }

    @Test("new pages in a set stack start from the page before them under inherit")
    func newPagesInherit() {
        var harness = Harness(
            "Home", configuration: .inheriting,
            settings: ["A": PageSettings(bar: PartialBarStyle(background: .pureRed))])
        harness.perform(.setStack(["Home", "A", "B"]))
        #expect(harness.style("B")?.background == .pureRed)
        #expect(harness.style("Home")?.background == .system)
    }
}
