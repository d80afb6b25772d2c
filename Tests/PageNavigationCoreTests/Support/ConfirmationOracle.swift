@testable import PageNavigationCore

/// Follows back confirmations through a ``RandomWalk`` and checks their rules after every step:
///
/// - the open confirmation, if any, belongs to a page in the stack other than the root;
/// - a confirmation that closes without an answer (its page left or became the root) owes one answer,
///   which is accepted later and does nothing; an answer with nothing open and nothing owed is refused
///   with `nothingPending` and changes nothing; no other answer is refused;
/// - a yes pops the asking page and the pages above it, and nothing else: when its pop runs, it goes to
///   the page directly below the asking page; when the asking page is gone or the root by then, it
///   does nothing.
struct ConfirmationOracle {
    private var owedAnswers = 0
    /// The asking page of an accepted yes whose pop has not run yet (at most one: a new confirmation
    /// opens only when nothing waits).
    private var leaving: PageID?
    private(set) var closedByLeaving = 0
    private(set) var closedByRooting = 0
    private(set) var lateAnswers = 0
    private(set) var yesPops = 0
    private(set) var yesesWithoutPop = 0

    mutating func check(_ step: WalkStep, engine: NavigationEngine) -> [String] {
        var problems: [String] = []
        if let asking = engine.pendingBack {
            switch engine.pages.firstIndex(where: { $0.id == asking }) {
            case nil: problems.append("the confirmation of \(asking) is open, but \(asking) left the stack")
            case 0: problems.append("the confirmation of \(asking) is open, but \(asking) is the root")
            default: break
            }
        }
        if case .input(.answerBack(let answer)) = step.action {
            problems += checkAnswer(answer, step, engine: engine)
        } else {
            // A back request queued behind a transition (interruptible transitions) may open a
            // confirmation as the queue drains, and a later queued command may close it in the same step.
            let opened = step.effects.events.count { if case .backRequested = $0 { true } else { false } }
            let closed = (step.before.pendingBack == nil ? 0 : 1) + opened - (engine.pendingBack == nil ? 0 : 1)
            owedAnswers += closed
            if closed > 0 {
                if let asking = step.before.pendingBack, engine.contains(asking) {
                    closedByRooting += 1
                } else {
                    closedByLeaving += 1
                }
            }
        }
        problems += checkLeave(step, engine: engine)
        return problems
    }

    private mutating func checkAnswer(_ answer: Bool, _ step: WalkStep, engine: NavigationEngine) -> [String] {
        let before = step.before
        if let asking = before.pendingBack {
            if answer { leaving = asking }
            var problems: [String] = []
            if engine.pendingBack != nil {
                problems.append("the confirmation of \(asking) stayed open after an answer")
            }
            if step.effects.events.contains(where: { if case .refused = $0 { true } else { false } }) {
                problems.append("the answer to the open confirmation of \(asking) was refused")
            }
            if !answer, !step.effects.isEmpty { problems.append("a no had effects: \(step.effects)") }
            return problems
        }
        let expected: [NavigationEffect]
        if owedAnswers > 0 {
            owedAnswers -= 1
            lateAnswers += 1
            expected = []
        } else {
            expected = [.event(.refused(.nothingPending, operation: nil))]
        }
        var problems: [String] = []
        if step.effects != expected {
            problems.append("an answer with nothing open had \(step.effects), not \(expected)")
        }
        if engine.snapshot != before.snapshot { problems.append("an answer with nothing open changed the engine") }
        return problems
    }

    /// Once the yes's pop no longer waits, it ran in this step. A back request queued with it (interruptible
    /// transitions) may have run in the same step and started the transition instead: then nothing is certain.
    private mutating func checkLeave(_ step: WalkStep, engine: NavigationEngine) -> [String] {
        guard let asking = leaving, engine.queuedLeaves == 0 else { return [] }
        leaving = nil
        guard step.before.queuedBackRequests == 0 else { return [] }
        let index = engine.pages.firstIndex { $0.id == asking }
        if let transition = engine.transition, step.effects.plan != nil, transition.operation == nil,
            !transition.interactive
        {
            yesPops += 1
            guard let index, index > 0 else {
                return [
                    "a yes popped to \(transition.plan.to), but its page \(asking) is not in the stack above the root"
                ]
            }
            let below = engine.pages[index - 1].id
            if transition.kind != .pop || transition.plan.to != below {
                return [
                    "a yes from \(asking) runs a \(transition.kind) to \(transition.plan.to), not a pop to \(below), the page below it"
                ]
            }
            return []
        }
        yesesWithoutPop += 1
        // Only when the yes's pop ran last can the stack now tell whether it should have popped.
        let ranLast = step.before.queuedOperations.last == .some(nil) || !step.before.isBusy
        if ranLast, let index, index > 0 {
            return ["a yes from \(asking) did nothing, though \(asking) is in the stack above the root"]
        }
        return []
    }
}

// Read only by this oracle: kept out of the engine, whose module an app links (binary size).
extension NavigationEngine {
    /// How many yeses to back confirmations wait for the transition in flight (their pops decide when they run).
    fileprivate var queuedLeaves: Int {
        queue.count { if case .leave = $0.action { true } else { false } }
    }

    /// How many back requests wait for the transition in flight (interruptible transitions only).
    fileprivate var queuedBackRequests: Int { queue.count(where: \.isBackRequest) }
}
