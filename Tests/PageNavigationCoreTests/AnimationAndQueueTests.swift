import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// When completions come, and what happens to commands sent while a transition runs.
@Suite("Animation and queueing")
struct AnimationAndQueueTests {
    typealias Row = (line: Int, stack: String, op: Op, expected: String)

    /// Every operation that moves the top page.
    static let rows: [Row] = [
        (#line, "Home", .push("A"), "Home A"),
        (#line, "Home A", .pop, "Home"),
        (#line, "Home A B", .popToRoot, "Home"),
        (#line, "Home A B", .popTo(.type("A")), "Home A"),
        (#line, "Home A", .push("B", removingCurrent: true), "Home B"),
        (#line, "Home A", .setStack(["Home", "X"]), "Home X"),
        (#line, "Home A B", .setStack(["Home", "A"]), "Home A"),
    ]

    @Test(arguments: rows)
    func notAnimatedCompletesAtOnce(_ row: Row) {
        var harness = Harness(row.stack)
        let operation = harness.perform(row.op, animated: false)
        let effects = harness.takeEffects()
        #expect(effects.events.last == .completed(operation), sourceLocation: at(row.line))
        #expect(effects.plan == nil, sourceLocation: at(row.line))
        #expect(harness.engine.transition == nil, sourceLocation: at(row.line))
        #expect(harness.stack == row.expected, sourceLocation: at(row.line))
    }

    @Test(arguments: rows)
    func animatedCompletesWhenTheTransitionEnds(_ row: Row) {
        var harness = Harness(row.stack)
        let operation = harness.perform(row.op, animated: true)
        #expect(harness.takeEffects().plan != nil, sourceLocation: at(row.line))
        #expect(harness.stack == row.stack, sourceLocation: at(row.line))

        harness.send(.transitionProgressed(0.5))
        harness.send(.transitionProgressed(1))
        #expect(!harness.takeEffects().events.contains(.completed(operation)), sourceLocation: at(row.line))
        #expect(harness.stack == row.stack, sourceLocation: at(row.line))

        harness.finishTransition()
        #expect(
            harness.takeEffects().events.filter { $0 == .completed(operation) }.count == 1, sourceLocation: at(row.line)
        )
        #expect(harness.stack == row.expected, sourceLocation: at(row.line))

        harness.finishTransition()
        #expect(harness.takeEffects().isEmpty, sourceLocation: at(row.line))
    }

    @Test("willShow when the transition starts, didShow when it ends")
    func showEvents() {
        var harness = Harness("Home")
        harness.perform(.push("A"), animated: true)
        #expect(harness.takeEvents() == ["willShow:A"])
        harness.finishTransition()
        #expect(harness.takeEvents() == ["didShow:A", "completed:op"])
    }

    @Test("commands sent during a transition wait, then run in the order they were sent")
    func queuedInOrder() {
        var harness = Harness("Home")
        harness.perform(.push("A"), animated: true, label: "1")
        harness.perform(.push("B"), animated: true, label: "2")
        harness.perform(.pop, animated: true, label: "3")
        harness.perform(.push("C"), animated: false, label: "4")
        harness.perform(.push("D"), animated: false, label: "5")
        harness.perform(.popToRoot, animated: true, label: "6")
        #expect(harness.engine.queuedOperations.count == 5)
        #expect(harness.takeEvents() == ["willShow:A"])

        harness.finishTransition()
        #expect(harness.takeEvents() == ["didShow:A", "completed:1", "willShow:B"])
        #expect(harness.stack == "Home A")
        harness.finishTransition()
        #expect(harness.takeEvents() == ["didShow:B", "completed:2", "willShow:A"])
        harness.finishTransition()
        // The pop ends; the two non-animated pushes run at once; the popToRoot starts animating.
        #expect(
            harness.takeEvents() == [
                "removed:B", "didShow:A", "completed:3",
                "willShow:C", "didShow:C", "completed:4",
                "willShow:D", "didShow:D", "completed:5",
                "willShow:Home",
            ])
        #expect(harness.stack == "Home A C D")
        harness.finishTransition()
        #expect(harness.takeEvents() == ["removed:A", "removed:C", "removed:D", "didShow:Home", "completed:6"])
        #expect(harness.engine.queuedOperations.isEmpty)
    }

    @Test("a double tap on a push button pushes once; the second push of the same page is refused")
    func doubleTapPush() {
        var harness = Harness("Home")
        harness.perform(.push("A"), animated: true, label: "first")
        harness.perform(.push("A"), animated: true, label: "second")
        harness.settle()
        #expect(harness.stack == "Home A")
        #expect(harness.takeEvents() == ["willShow:A", "didShow:A", "completed:first", "error:alreadyInStack"])
    }

    @Test("a double tap on the back button pops one page, with no nested transition")
    func doubleTapBack() {
        var harness = Harness("Home A B")
        harness.send(.tapBack)
        harness.send(.tapBack)
        #expect(harness.engine.transition?.plan.to == harness.id("A"))
        harness.settle()
        #expect(harness.stack == "Home A")
    }

    @Test("a cancelled interactive pop still lets the queued commands run")
    func queueAfterCancelledSwipe() {
        var harness = Harness("Home A")
        harness.send(.swipeBegan(SwipeTouch(startX: 5, distance: 30)))
        harness.perform(.push("B"), animated: false)
        #expect(harness.stack == "Home A")
        harness.send(.swipeEnded(SwipeTouch(startX: 5, distance: 30), velocity: 0))
        harness.finishTransition(false)
        #expect(harness.stack == "Home A B")
        #expect(
            harness.takeEvents() == [
                "popGestureBegan:A", "willShow:Home", "popGestureCancelled:A", "willShow:B", "didShow:B",
                "completed:op",
            ])
    }
}
