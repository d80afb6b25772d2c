import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// Push and, in the same transition, remove pages: "replace the login page with the bind-phone page".
@Suite("Push and remove")
struct PushRemovingTests {
    typealias Row = (line: Int, stack: String, op: Op, expected: String, events: [String])

    static let rows: [Row] = [
        (
            #line, "Home Login", .push("Bind", removingCurrent: true), "Home Bind",
            ["willShow:Bind", "removed:Login", "didShow:Bind", "completed:op"]
        ),
        (
            #line, "Home Login", .push("Bind", removing: [.type("Login")]), "Home Bind",
            ["willShow:Bind", "removed:Login", "didShow:Bind", "completed:op"]
        ),
        (
            #line, "Home Login Code", .push("Bind", removing: [.page("Login")]), "Home Code Bind",
            ["willShow:Bind", "removed:Login", "didShow:Bind", "completed:op"]
        ),
        (
            #line, "Home Login:auth Code:auth", .push("Bind", removing: [.tag("auth")]), "Home Bind",
            ["willShow:Bind", "removed:Login", "removed:Code", "didShow:Bind", "completed:op"]
        ),
        (
            #line, "Home Login Code", .push("Bind", removing: [.type("Login")], removingCurrent: true), "Home Bind",
            ["willShow:Bind", "removed:Login", "removed:Code", "didShow:Bind", "completed:op"]
        ),
        (
            #line, "Home Login Code", .push("Bind", removing: [.type("Login"), .type("Code")]), "Home Bind",
            ["willShow:Bind", "removed:Login", "removed:Code", "didShow:Bind", "completed:op"]
        ),
        (
            #line, "Home Login Code", .push("Bind", removing: [.type("Code")], removingCurrent: true),
            "Home Login Bind",
            ["willShow:Bind", "removed:Code", "didShow:Bind", "completed:op"]
        ),
        // Refusals change nothing.
        (#line, "Home Login", .push("Bind", removing: [.type("Missing")]), "Home Login", ["error:notFound"]),
        (
            #line, "Home Login", .push("Bind", removing: [.type("Login"), .tag("missing")]), "Home Login",
            ["error:notFound"]
        ),
        (#line, "Home Login", .push("Bind", removing: [.page("Home")]), "Home Login", ["error:cannotRemoveRoot"]),
        (#line, "Home Login", .push("Bind", removing: [.type("Home")]), "Home Login", ["error:cannotRemoveRoot"]),
        (#line, "Home", .push("Bind", removingCurrent: true), "Home", ["error:cannotRemoveRoot"]),
        (#line, "Home Login", .push("Login", removingCurrent: true), "Home Login", ["error:alreadyInStack"]),
    ]

    @Test(arguments: rows)
    func pushRemoving(_ row: Row) {
        var harness = Harness(row.stack)
        harness.perform(row.op)
        #expect(harness.stack == row.expected, sourceLocation: at(row.line))
        #expect(harness.takeEvents() == row.events, sourceLocation: at(row.line))
    }

    @Test("the removal happens at the end of the same transition, not before, and not in a second one")
    func removalAtTheEnd() {
        var harness = Harness("Home Login")
        let operation = harness.perform(.push("Bind", removingCurrent: true), animated: true)
        let effects = harness.takeEffects()
        #expect(
            effects.contains(
                .changeStack(
                    .push(harness.id("Bind"), removing: [harness.id("Login")]), transition: effects.plan
                )))
        #expect(effects.plan?.from == harness.id("Login"))
        #expect(effects.plan?.to == harness.id("Bind"))
        #expect(harness.stack == "Home Login")
        #expect(effects.events == [.willShow(harness.id("Bind"))])

        harness.send(.transitionProgressed(0.6))
        #expect(harness.stack == "Home Login")

        harness.finishTransition()
        #expect(harness.stack == "Home Bind")
        #expect(harness.engine.transition == nil)
        #expect(
            harness.takeEffects().events == [
                .removed(harness.id("Login")), .didShow(harness.id("Bind")), .completed(operation),
            ])
    }

    @Test("going back from the pushed page skips the removed one")
    func backSkipsRemovedPage() {
        var harness = Harness("Home Login")
        harness.perform(.push("Bind", removingCurrent: true))
        harness.send(.tapBack)
        harness.settle()
        #expect(harness.stack == "Home")
    }
}
