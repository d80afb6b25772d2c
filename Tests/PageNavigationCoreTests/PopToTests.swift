import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// popTo: the nearest matching page below the top, by type, tag or instance, with an explicit fallback.
@Suite("Pop to a page")
struct PopToTests {
    typealias Row = (line: Int, stack: String, op: Op, expected: String, events: [String])

    static let rows: [Row] = [
        // By type: the nearest match below the top wins.
        (
            #line, "Home List Detail List#2 Photo", .popTo(.type("List")), "Home List Detail List#2",
            ["willShow:List#2", "removed:Photo", "didShow:List#2", "completed:op"]
        ),
        (
            #line, "Home List Detail Photo", .popTo(.type("List")), "Home List",
            ["willShow:List", "removed:Detail", "removed:Photo", "didShow:List", "completed:op"]
        ),
        (
            #line, "Home List Detail", .popTo(.type("Home")), "Home",
            ["willShow:Home", "removed:List", "removed:Detail", "didShow:Home", "completed:op"]
        ),
        // Below the top only: the top page itself never counts.
        (#line, "Home List Detail", .popTo(.type("Detail")), "Home List Detail", ["error:notFound"]),
        (
            #line, "Home Detail List Detail#2", .popTo(.type("Detail")), "Home Detail",
            ["willShow:Detail", "removed:List", "removed:Detail#2", "didShow:Detail", "completed:op"]
        ),
        // By tag.
        (
            #line, "Home List:sale Detail Cart", .popTo(.tag("sale")), "Home List",
            ["willShow:List", "removed:Detail", "removed:Cart", "didShow:List", "completed:op"]
        ),
        (
            #line, "Home:sale List:sale Detail", .popTo(.tag("sale")), "Home List",
            ["willShow:List", "removed:Detail", "didShow:List", "completed:op"]
        ),
        (#line, "Home List Detail:sale", .popTo(.tag("sale")), "Home List Detail", ["error:notFound"]),
        // By instance: exactly that page, even when another of its type is nearer.
        (
            #line, "Home List Detail List#2 Photo", .popTo(.page("List")), "Home List",
            ["willShow:List", "removed:Detail", "removed:List#2", "removed:Photo", "didShow:List", "completed:op"]
        ),
        (#line, "Home List Detail", .popTo(.page("Detail")), "Home List Detail", ["error:notFound"]),
        (#line, "Home List", .popTo(.page("Gone")), "Home List", ["error:notFound"]),
        // Not found: refused, or one pop with the explicit fallback.
        (#line, "Home List Detail", .popTo(.type("Missing")), "Home List Detail", ["error:notFound"]),
        (
            #line, "Home List Detail", .popTo(.type("Missing"), fallback: .pop), "Home List",
            ["willShow:List", "removed:Detail", "didShow:List", "completed:op"]
        ),
        (
            #line, "Home List Detail", .popTo(.page("Detail"), fallback: .pop), "Home List",
            ["willShow:List", "removed:Detail", "didShow:List", "completed:op"]
        ),
        (#line, "Home", .popTo(.type("Missing"), fallback: .pop), "Home", ["error:cannotPopRoot"]),
        (#line, "Home", .popTo(.type("Missing")), "Home", ["error:notFound"]),
        (#line, "Home", .popTo(.type("Home")), "Home", ["error:notFound"]),
    ]

    @Test(arguments: rows)
    func popTo(_ row: Row) {
        var harness = Harness(row.stack)
        harness.perform(row.op)
        #expect(harness.stack == row.expected, sourceLocation: at(row.line))
        #expect(harness.takeEvents() == row.events, sourceLocation: at(row.line))
    }

    @Test("an animated popTo reveals the target page and removes the pages above it when it ends")
    func animated() {
        var harness = Harness("Home List Detail Photo")
        harness.perform(.popTo(.type("List")), animated: true)
        let plan = harness.engine.transition?.plan
        #expect(plan?.kind == .pop)
        #expect(plan?.from == harness.id("Photo"))
        #expect(plan?.to == harness.id("List"))
        #expect(harness.stack == "Home List Detail Photo")
        harness.finishTransition()
        #expect(harness.stack == "Home List")
    }
}
