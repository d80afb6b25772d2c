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

/// A confirmation whose page left the stack while it asked (a deep link, `setStack`): the controller
/// cancels its Task. SwiftUI's prompt and the built-in alert are written on `CallbackConfirmation`, so
/// this is what a SwiftUI page torn down while asking does.
@Suite("Host: cancelled confirmations")
@MainActor
struct CancelledConfirmationTests {
    @Test("a cancelled confirmation takes its question down and answers stay at once, never waiting forever")
    func cancelledWhileAsking() async {
        let pending = CallbackConfirmationTests.PendingDecision()
        var takenDown = 0
        let confirmation = CallbackConfirmation.make(cancelled: { takenDown += 1 }) { decide in
            pending.asked += 1
            pending.decide = decide  // held, as a prompt on screen holds it: no answer comes by itself
        }
        var answer: Bool?
        let task = Task { @MainActor in answer = await confirmation() }
        while pending.asked == 0 { await Task.yield() }
        task.cancel()
        for _ in 0..<20 where answer == nil { await Task.yield() }
        #expect(answer == false, "the Task ended with stay")
        #expect(takenDown == 1, "the question was taken down")
        pending.decide?(true)  // a late answer (the prompt's button) changes nothing
        #expect(answer == false)
        pending.decide = nil
    }

    @Test("a confirmation cancelled before it asks does not ask")
    func cancelledBeforeAsking() async {
        let pending = CallbackConfirmationTests.PendingDecision()
        let confirmation = CallbackConfirmation.make { _ in pending.asked += 1 }
        let task = Task { @MainActor in
            withUnsafeCurrentTask { $0?.cancel() }
            return await confirmation()
        }
        #expect(await task.value == false)
        #expect(pending.asked == 0)
    }
}
