import PageNavigationCore
import PageNavigationPath
import Testing

/// Seeded random path edits (also during transitions), navigator operations, swipes (finished and
/// cancelled), back taps and confirmations, against the promises of a path binding, checked after every
/// step; the engine's own promises are checked along the way by the stack and confirmation oracles.
@Suite("Path properties")
struct PathPropertyTests {
    static let steps = 2_000

    @Test(arguments: WalkCase.cases(seeds: Array(101...110)))
    func pathFollowsTheStack(_ walkCase: WalkCase) {
        var walk = PathWalk(seed: walkCase.seed, configuration: walkCase.configuration)
        var oracle = StackOracle(engine: walk.engine)
        var confirmations = ConfirmationOracle()
        var silentCancels = 0
        for index in 0..<(Self.steps + 10_000) {
            let draining = index >= Self.steps
            guard let step = draining ? walk.finishTransition() : walk.step() else { break }
            var problems =
                oracle.check(step.step, engine: walk.engine) + confirmations.check(step.step, engine: walk.engine)
            problems += Self.check(step, walk: walk)
            if case .input(.transitionEnded(finished: false)) = step.step.action, step.written == nil {
                silentCancels += 1
            }
            guard problems.isEmpty else {
                Issue.record(
                    "seed \(walkCase.seed), step \(index): \(step.label)\n  \(problems.joined(separator: "\n  "))")
                return
            }
        }
        #expect(!walk.engine.isBusy)
        #expect(walk.binding == walk.shownValues, "seed \(walkCase.seed): after settling, the path is the stack")
        #expect(
            walk.synchronizer.knownPages == Set(walk.stack.dropFirst()),
            "seed \(walkCase.seed): pages that left are released")
        #expect(oracle.checkEnd(engine: walk.engine).isEmpty)
        #expect(
            walk.edits > Self.steps / 8 && walk.editsWhileBusy > 20,
            "the walk should edit the path often, also during transitions")
        #expect(
            walk.middleRemovals > 20 && walk.writes > 20 && silentCancels > 0,
            "seed \(walkCase.seed): \(walk.middleRemovals) middle removals, \(walk.writes) writes, \(silentCancels) silent cancels"
        )
    }

    /// The promises of a path binding after one step.
    static func check(_ step: PathStep, walk: PathWalk) -> [String] {
        var problems: [String] = []
        let stackBefore = step.step.before.pages.map(\.id)
        if let written = step.written {
            if stackBefore == walk.stack, !step.editEnded, !step.appliedHeldWrite {
                problems.append("wrote \(written) though the stack did not change and no edit ended")
            }
            if written != walk.shownValues {
                problems.append("wrote \(written), but the stack shows \(walk.shownValues)")
            }
        }
        if let target = step.completedEditTarget, !walk.engine.isBusy, walk.stack != target {
            problems.append("the app's edit completed with the stack \(walk.stack), not the \(target) it wrote")
        }
        if walk.synchronizer.hasWaitingEdit, step.written != nil {
            problems.append("wrote while an edit of the app's waits")
        }
        if !walk.engine.isBusy, walk.synchronizer.heldEdit == nil {
            // Settled, with nothing waiting: the binding is the stack, page for page.
            if walk.binding != walk.shownValues {
                problems.append("idle, the binding is \(walk.binding) but the stack shows \(walk.shownValues)")
            }
            if walk.synchronizer.path.map(\.page) != Array(walk.stack.dropFirst()) {
                problems.append(
                    "idle, the path's pages \(walk.synchronizer.path.map(\.page)) are not the stack's \(walk.stack.dropFirst())"
                )
            }
        }
        if !walk.synchronizer.knownPages.isSuperset(of: walk.stack.dropFirst()) {
            problems.append("a page in the stack lost its value")
        }
        return problems
    }
}
