import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// Seeded random sequences of everything (commands, taps, swipes, answers, reports, finishes and
/// cancels) against the stack's promises and the back confirmations' rules, checked after every step.
@Suite("Stack properties")
struct StackPropertyTests {
    static let steps = 2_500

    @Test(arguments: WalkCase.cases(seeds: Array(1...10)))
    func randomOperations(_ walkCase: WalkCase) {
        var walk = RandomWalk(seed: walkCase.seed, configuration: walkCase.configuration)
        var oracle = StackOracle(engine: walk.engine)
        var confirmations = ConfirmationOracle()
        // The walk's steps, then finishing whatever runs until nothing waits.
        for index in 0..<(Self.steps + 10_000) {
            let draining = index >= Self.steps
            guard let step = draining ? walk.finishTransition() : walk.step() else { break }
            let problems = oracle.check(step, engine: walk.engine) + confirmations.check(step, engine: walk.engine)
            guard problems.isEmpty else {
                let phase = draining ? "draining, " : ""
                Issue.record(
                    "seed \(walkCase.seed), \(phase)step \(step.index): \(step.action)\n  \(problems.joined(separator: "\n  "))"
                )
                return
            }
        }
        let problems = oracle.checkEnd(engine: walk.engine)
        #expect(problems.isEmpty, "seed \(walkCase.seed): \(problems)")
        #expect(oracle.completed > Self.steps / 10, "the walk should complete many operations")
        #expect(oracle.refused > 0)
        #expect(oracle.rootReplacements > 0, "the walk should also replace the root through setStack")
        #expect(confirmations.closedByLeaving > 0, "confirmations should close because their page left")
        #expect(confirmations.closedByRooting > 0, "confirmations should close because their page became the root")
        #expect(confirmations.lateAnswers > 0, "answers should arrive after their confirmation closed")
        #expect(confirmations.yesPops > 0, "yeses should pop")
    }
}

/// Follows the stack from the effects alone (as a host would) and checks the engine against it.
struct StackOracle {
    private var model: HostStackModel
    private var outcomes: [OperationID: NavigationEvent] = [:]
    private var performed: [OperationID] = []
    private var lastOutcome: OperationID?
    private var everInStack: Set<PageID>
    private(set) var completed = 0
    private(set) var refused = 0
    private(set) var rootReplacements = 0

    init(engine: NavigationEngine) {
        model = HostStackModel(root: engine.pages[0].id)
        everInStack = [engine.pages[0].id]
    }

    mutating func check(_ step: WalkStep, engine: NavigationEngine) -> [String] {
        var problems: [String] = []
        var expectedRemoved: [PageID] = []
        var removed: [PageID] = []

        if case .input(.transitionEnded(let finished)) = step.action, let flight = model.inFlight {
            let root = model.stack[0]
            let (left, problem) = model.end(finished: finished)
            expectedRemoved += left
            problems += [problem].compactMap { $0 } + checkRoot(root, after: flight.change)
        }
        for effect in step.effects {
            switch effect {
            case .changeStack(let change, nil):
                let root = model.stack[0]
                let (left, problem) = model.apply(change)
                expectedRemoved += left
                problems += [problem].compactMap { $0 } + checkRoot(root, after: change)
            case .changeStack(let change, let plan?):
                if plan.from != model.top { problems.append("transition from \(plan.from), top is \(model.top)") }
                if plan.to != change.newTop(after: model.stack) {
                    problems.append("transition to \(plan.to) but the change is \(change)")
                }
                if case .remove = change { problems.append("a remove was animated") }
                problems += [model.start(change, plan: plan)].compactMap { $0 }
            case .event(.removed(let id)):
                removed.append(id)
            case .event(.didShow(let id)):
                if model.stack.last != id { problems.append("didShow \(id) while \(model.top) is on top") }
            case .event(.completed(let operation)):
                problems += record(.completed(operation), for: operation)
                completed += 1
            case .event(.refused(let error, let operation?)):
                problems += record(.refused(error, operation: operation), for: operation)
                refused += 1
            default:
                break
            }
        }
        if removed.sorted() != expectedRemoved.sorted() {
            problems.append(
                "removed events \(removed.sorted()) but the pages that left are \(expectedRemoved.sorted())")
        }
        problems += checkOperation(step, engine: engine)
        problems += checkState(engine)
        return problems
    }

    /// The root leaves only when setStack replaces it deliberately.
    private mutating func checkRoot(_ root: PageID, after change: StackChange) -> [String] {
        guard model.stack[0] != root else { return [] }
        if case .replace = change {
            rootReplacements += 1
            return []
        }
        return ["the root left through \(change)"]
    }

    /// Every operation ends exactly once, refused or completed, and in the order it was sent.
    private mutating func record(_ outcome: NavigationEvent, for operation: OperationID) -> [String] {
        var problems: [String] = []
        if let earlier = outcomes[operation] {
            problems.append("\(operation) ended twice: \(earlier), then \(outcome)")
        }
        if let last = lastOutcome, operation <= last {
            problems.append("\(operation) ended after \(last): queue order broken")
        }
        outcomes[operation] = outcome
        lastOutcome = operation
        return problems
    }

    /// A command sent while busy waits silently; one refused at once changed nothing.
    private mutating func checkOperation(_ step: WalkStep, engine: NavigationEngine) -> [String] {
        guard let operation = step.operation else { return [] }
        performed.append(operation)
        if step.before.isBusy {
            var problems: [String] = []
            if !step.effects.isEmpty { problems.append("a command sent during a transition had effects at once") }
            if engine.queuedOperations.last != operation {
                problems.append("a command sent during a transition was not queued last")
            }
            return problems
        }
        guard case .refused(let error, _) = outcomes[operation] else { return [] }
        var problems: [String] = []
        if step.effects != [.event(.refused(error, operation: operation))] {
            problems.append("a refusal had other effects: \(step.effects)")
        }
        if engine.snapshot != step.before.snapshot { problems.append("a refusal changed the engine") }
        return problems
    }

    /// The engine agrees with the host's model, holds no page twice and answers `contains` truthfully.
    private mutating func checkState(_ engine: NavigationEngine) -> [String] {
        var problems: [String] = []
        let ids = engine.pages.map(\.id)
        if ids != model.stack { problems.append("engine stack \(ids), host stack \(model.stack)") }
        if Set(ids).count != ids.count { problems.append("a page is in the stack twice: \(ids)") }
        if (engine.transition == nil) != (model.inFlight == nil) {
            problems.append("engine and host disagree about a transition")
        }
        if engine.transition == nil, !engine.queuedOperations.isEmpty {
            problems.append("commands wait with no transition")
        }
        everInStack.formUnion(ids)
        for id in everInStack where engine.contains(id) != ids.contains(id) {
            problems.append("contains(\(id)) is \(engine.contains(id))")
        }
        for id in ids where engine.page(id)?.id != id { problems.append("page(\(id)) is not that page") }
        return problems
    }

    /// After draining: nothing waits, and every operation ended exactly once.
    func checkEnd(engine: NavigationEngine) -> [String] {
        var problems: [String] = []
        if engine.transition != nil || !engine.queuedOperations.isEmpty { problems.append("work left after draining") }
        let open = performed.filter { outcomes[$0] == nil }
        if !open.isEmpty { problems.append("operations never completed nor refused: \(open)") }
        return problems
    }
}
