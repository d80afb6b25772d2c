import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// remove: pages leave at once, without animation; removing the top shows the new top at once.
@Suite("Remove pages")
struct RemoveTests {
    typealias Row = (line: Int, stack: String, op: Op, expected: String, events: [String])

    static let rows: [Row] = [
        (#line, "Home A B C", .remove(.page("B")), "Home A C", ["removed:B", "completed:op"]),
        (
            #line, "Home A B C", .remove(.page("C")), "Home A B",
            ["removed:C", "willShow:B", "didShow:B", "completed:op"]
        ),
        (#line, "Home A", .remove(.type("A")), "Home", ["removed:A", "willShow:Home", "didShow:Home", "completed:op"]),
        (
            #line, "Home List Detail List#2", .remove(.type("List")), "Home Detail",
            ["removed:List", "removed:List#2", "willShow:Detail", "didShow:Detail", "completed:op"]
        ),
        (
            #line, "Home List Detail:ad Photo:ad Cart", .remove(.tag("ad")), "Home List Cart",
            ["removed:Detail", "removed:Photo", "completed:op"]
        ),
        // Refusals change nothing.
        (#line, "Home A B", .remove(.page("Home")), "Home A B", ["error:cannotRemoveRoot"]),
        (#line, "Home A B", .remove(.type("Home")), "Home A B", ["error:cannotRemoveRoot"]),
        (#line, "List A List#2", .remove(.type("List")), "List A List#2", ["error:cannotRemoveRoot"]),
        (#line, "Home:x A:x", .remove(.tag("x")), "Home A", ["error:cannotRemoveRoot"]),
        (#line, "Home A B", .remove(.type("Missing")), "Home A B", ["error:notFound"]),
        (#line, "Home A B", .remove(.tag("missing")), "Home A B", ["error:notFound"]),
        (#line, "Home A B", .remove(.page("Gone")), "Home A B", ["error:notFound"]),
    ]

    @Test(arguments: rows)
    func remove(_ row: Row) {
        var harness = Harness(row.stack)
        harness.perform(row.op)
        #expect(harness.stack == row.expected, sourceLocation: at(row.line))
        #expect(harness.takeEvents() == row.events, sourceLocation: at(row.line))
    }

    @Test("remove never animates")
    func neverAnimates() {
        var harness = Harness("Home A B")
        harness.perform(.remove(.page("B")))
        #expect(harness.engine.transition == nil)
        #expect(harness.takeEffects().contains(.changeStack(.remove([harness.id("B")]), transition: nil)))
    }

    @Test("removing the top page while a push is in flight waits for the push, then removes at once")
    func queuedBehindTransition() {
        var harness = Harness("Home A")
        harness.perform(.push("B"), animated: true)
        harness.perform(.remove(.page("A")))
        #expect(harness.stack == "Home A")
        harness.finishTransition()
        #expect(harness.stack == "Home B")
        #expect(harness.engine.transition == nil)
    }

    @Test("a removed page's neighbours keep their looks")
    func neighboursKeepLooks() {
        let settings: [String: PageSettings] = [
            "A": PageSettings(bar: PartialBarStyle(background: .pureRed)),
            "B": PageSettings(bar: PartialBarStyle(tint: .pureGreen)),
        ]
        var harness = Harness("Home A B C", settings: settings)
        let before = harness.engine.pages.map(\.style)
        harness.perform(.remove(.page("B")))
        #expect(harness.style("Home") == before[0])
        #expect(harness.style("A") == before[1])
        #expect(harness.style("C") == before[3])
        #expect(!harness.takeEffects().contains { if case .applyBar = $0 { true } else { false } })
    }
}
