import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// push, pop and popToRoot: what the stack becomes and what the app hears, one row per case.
/// Rows run without animation, so each operation settles at once.
@Suite("Push, pop, pop to root")
struct PushPopTests {
    typealias Row = (line: Int, stack: String, op: Op, expected: String, events: [String])

    static let pushes: [Row] = [
        (#line, "Home", .push("List"), "Home List", ["willShow:List", "didShow:List", "completed:op"]),
        (
            #line, "Home List", .push("Detail"), "Home List Detail",
            ["willShow:Detail", "didShow:Detail", "completed:op"]
        ),
        (
            #line, "Home List", .push("List#2"), "Home List List#2",
            ["willShow:List#2", "didShow:List#2", "completed:op"]
        ),
        (#line, "Home List", .push("List"), "Home List", ["error:alreadyInStack"]),
        (#line, "Home List Detail", .push("List"), "Home List Detail", ["error:alreadyInStack"]),
        (#line, "Home List", .push("Home"), "Home List", ["error:alreadyInStack"]),
    ]

    @Test(arguments: pushes)
    func push(_ row: Row) {
        var harness = Harness(row.stack)
        harness.perform(row.op)
        #expect(harness.stack == row.expected, sourceLocation: at(row.line))
        #expect(harness.takeEvents() == row.events, sourceLocation: at(row.line))
    }

    static let pops: [Row] = [
        (#line, "Home List", .pop, "Home", ["willShow:Home", "removed:List", "didShow:Home", "completed:op"]),
        (
            #line, "Home List Detail", .pop, "Home List",
            ["willShow:List", "removed:Detail", "didShow:List", "completed:op"]
        ),
        (#line, "Home", .pop, "Home", ["error:cannotPopRoot"]),
    ]

    @Test(arguments: pops)
    func pop(_ row: Row) {
        var harness = Harness(row.stack)
        harness.perform(row.op)
        #expect(harness.stack == row.expected, sourceLocation: at(row.line))
        #expect(harness.takeEvents() == row.events, sourceLocation: at(row.line))
    }

    static let popsToRoot: [Row] = [
        (#line, "Home List", .popToRoot, "Home", ["willShow:Home", "removed:List", "didShow:Home", "completed:op"]),
        (
            #line, "Home List Detail Photo", .popToRoot, "Home",
            ["willShow:Home", "removed:List", "removed:Detail", "removed:Photo", "didShow:Home", "completed:op"]
        ),
        (#line, "Home", .popToRoot, "Home", ["error:cannotPopRoot"]),
    ]

    @Test(arguments: popsToRoot)
    func popToRoot(_ row: Row) {
        var harness = Harness(row.stack)
        harness.perform(row.op)
        #expect(harness.stack == row.expected, sourceLocation: at(row.line))
        #expect(harness.takeEvents() == row.events, sourceLocation: at(row.line))
    }

    @Test("a popped page can be pushed again and leaves again with its own removed event")
    func pushAgainAfterPop() {
        var harness = Harness("Home List")
        harness.perform(.pop)
        harness.perform(.push("List"))
        harness.perform(.pop)
        #expect(harness.stack == "Home")
        #expect(harness.takeEvents().filter { $0.hasPrefix("removed:") } == ["removed:List", "removed:List"])
    }

    @Test("the host is told exactly how the stack changes")
    func stackChanges() {
        var harness = Harness("Home List Detail")
        harness.perform(.push("Photo"))
        harness.perform(.popToRoot)
        let changes = harness.takeEffects().compactMap { effect -> StackChange? in
            if case .changeStack(let change, nil) = effect { change } else { nil }
        }
        #expect(changes == [.push(harness.id("Photo"), removing: []), .popTo(harness.id("Home"))])
    }
}
