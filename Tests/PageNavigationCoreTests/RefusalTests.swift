import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// Every refusal: a clear error, nothing changed, and the completion never called.
@Suite("Refused operations")
struct RefusalTests {
    typealias Row = (line: Int, stack: String, op: Op, error: NavigationError)

    static let rows: [Row] = [
        (#line, "Home", .pop, .cannotPopRoot),
        (#line, "Home", .popToRoot, .cannotPopRoot),
        (#line, "Home", .popTo(.type("X"), fallback: .pop), .cannotPopRoot),
        (#line, "Home A", .push("A"), .alreadyInStack),
        (#line, "Home A", .push("Home"), .alreadyInStack),
        (#line, "Home A", .setStack(["Home", "B", "B"]), .alreadyInStack),
        (#line, "Home A", .remove(.page("Home")), .cannotRemoveRoot),
        (#line, "Home A", .remove(.type("Home")), .cannotRemoveRoot),
        (#line, "Home A", .push("B", removing: [.page("Home")]), .cannotRemoveRoot),
        (#line, "Home", .push("B", removingCurrent: true), .cannotRemoveRoot),
        (#line, "Home A", .popTo(.type("X")), .notFound),
        (#line, "Home A", .popTo(.page("A")), .notFound),
        (#line, "Home A", .remove(.tag("x")), .notFound),
        (#line, "Home A", .push("B", removing: [.type("X")]), .notFound),
        (#line, "Home A", .setStack([]), .emptyStack),
    ]

    @Test(arguments: rows, [false, true])
    func refusalChangesNothing(_ row: Row, animated: Bool) {
        var harness = Harness(row.stack)
        let before = harness.engine.snapshot
        let operation = harness.perform(row.op, animated: animated)
        #expect(
            harness.takeEffects() == [.event(.refused(row.error, operation: operation))], sourceLocation: at(row.line))
        #expect(harness.engine.snapshot == before, sourceLocation: at(row.line))

        // Nothing that happens later completes it.
        harness.perform(.push("Later"), animated: true)
        harness.settle()
        #expect(!harness.takeEffects().events.contains(.completed(operation)), sourceLocation: at(row.line))
    }

    @Test("an operation refused when its turn comes in the queue reports then, and never completes")
    func refusedInQueue() {
        var harness = Harness("Home")
        let push = harness.perform(.push("A"), animated: true)
        let again = harness.perform(.push("A"), animated: true)
        let pop = harness.perform(.pop, animated: true)
        #expect(harness.takeEffects().events == [.willShow(harness.id("A"))])
        harness.finishTransition()
        let events = harness.takeEffects().events
        #expect(events.contains(.completed(push)))
        #expect(events.contains(.refused(.alreadyInStack, operation: again)))
        #expect(!events.contains(.completed(again)))
        harness.settle()
        #expect(harness.takeEffects().events.contains(.completed(pop)))
        #expect(harness.stack == "Home")
    }

    @Test("a back tap on the root page is refused with cannotPopRoot")
    func backTapOnRoot() {
        var harness = Harness("Home")
        let before = harness.engine.snapshot
        #expect(harness.send(.tapBack) == [.event(.refused(.cannotPopRoot, operation: nil))])
        #expect(harness.engine.snapshot == before)
    }

    @Test("reports about a page that is not in the stack are refused and change nothing")
    func unknownPage() {
        var harness = Harness("Home A")
        let stranger = harness.page("Stranger").id
        let before = harness.engine.snapshot
        for input: NavigationInput in [
            .updateBar(stranger, PartialBarStyle(tint: .pureRed)),
            .webHistoryChanged(stranger, canGoBack: true),
            .contentScrollChanged(stranger, .scrolled),
        ] {
            #expect(harness.send(input) == [.event(.refused(.unknownPage, operation: nil))])
        }
        #expect(harness.engine.snapshot == before)
    }
}
