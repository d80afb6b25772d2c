import PageNavigationHost
import Testing

/// A back confirmation written as an Objective-C block with a `decision` callback behaves as the
/// Swift `async` one: the page leaves or stays as the block answers, and a careless block (one that
/// answers twice, or never) cannot leave the page stuck asking or crash the app.
@Suite("Host: callback confirmations")
@MainActor
struct CallbackConfirmationTests {
    /// Holds a decision callback to answer later, as an alert's action would.
    final class PendingDecision {
        var decide: (@MainActor (Bool) -> Void)?
        var asked = 0
    }

    @Test("the answer given to the decision callback is the confirmation's answer", arguments: [true, false])
    func answerAtOnce(leave: Bool) async {
        let confirmation = CallbackConfirmation.make { decide in decide(leave) }
        #expect(await confirmation() == leave)
    }

    @Test("an answer given later, after an alert, still counts")
    func answerLater() async {
        let pending = PendingDecision()
        let confirmation = CallbackConfirmation.make { decide in pending.decide = decide }
        async let answer = confirmation()
        while pending.decide == nil { await Task.yield() }
        pending.decide?(true)
        pending.decide = nil
        #expect(await answer == true)
    }

    @Test("the first answer counts; a second one changes nothing and does not crash")
    func secondAnswerIgnored() async {
        let confirmation = CallbackConfirmation.make { decide in
            decide(false)
            decide(true)
        }
        #expect(await confirmation() == false)
    }

    @Test("a decision dropped without an answer counts as stay")
    func droppedDecisionStays() async {
        let confirmation = CallbackConfirmation.make { _ in }
        #expect(await confirmation() == false)
    }

    @Test("each confirmation asks again: one page's answer is not remembered for the next back")
    func asksEveryTime() async {
        let pending = PendingDecision()
        let confirmation = CallbackConfirmation.make { decide in
            pending.asked += 1
            decide(pending.asked == 2)
        }
        #expect(await confirmation() == false)
        #expect(await confirmation() == true)
        #expect(pending.asked == 2)
    }
}
