import PageNavigationCore
import Testing

/// Seeded random sequences: a swipe never begins on the root page, during a transition or while a
/// confirmation is open, and it always does what the swipe decision said it would.
@Suite("Gesture properties")
struct GesturePropertyTests {
    @Test(arguments: WalkCase.cases(seeds: [21, 22, 23, 24, 25]))
    func swipesBeginOnlyWhenAllowed(_ walkCase: WalkCase) {
        var walk = RandomWalk(seed: walkCase.seed, configuration: walkCase.configuration)
        var began = 0
        var refusedBusy = 0
        var refusedPending = 0
        for _ in 0..<2_500 {
            let step = walk.step()
            guard case .input(.swipeBegan(let touch, let next)) = step.action else { continue }
            let problems = check(step, touch: touch, next: next)
            guard problems.isEmpty else {
                Issue.record(
                    "seed \(walkCase.seed), step \(step.index): \(step.action)\n  \(problems.joined(separator: "\n  "))"
                )
                return
            }
            if step.effects.events.contains(where: { if case .popGestureBegan = $0 { true } else { false } }) {
                began += 1
            }
            if step.effects == [.event(.swipeRefused(.transition))] { refusedBusy += 1 }
            if step.effects == [.event(.swipeRefused(.pending))] { refusedPending += 1 }
        }
        #expect(began > 10, "the walk should start swipes")
        #expect(refusedBusy > 10, "the walk should try swipes during transitions")
        #expect(refusedPending > 0, "the walk should try swipes while a confirmation is open")
    }

    private func check(_ step: WalkStep, touch: SwipeTouch, next: Page?) -> [String] {
        let before = step.before
        let top = before.top.id
        let events = step.effects.events
        var problems: [String] = []
        if events.contains(.popGestureBegan(top)) {
            if before.pages.count < 2 { problems.append("a swipe-back began on the root page") }
            if before.isBusy { problems.append("a swipe-back began during a transition") }
            if before.pendingBack != nil { problems.append("a swipe-back began while a confirmation was open") }
        }
        if events.contains(where: { if case .pushGestureBegan = $0 { true } else { false } }), before.isBusy {
            problems.append("an interactive push began during a transition")
        }
        let expected: [NavigationEffect]
        switch before.swipeDecision(for: touch) {
        case .pop:
            expected = [
                .event(.popGestureBegan(top)),
                .changeStack(.popTo(before.pages[before.pages.count - 2].id), transition: step.effects.plan),
                .event(.willShow(before.pages[before.pages.count - 2].id)),
            ]
        case .push:
            guard let next else {
                return problems + (step.effects == [.event(.swipeRefused(.direction))] ? [] : ["push without a page"])
            }
            if before.contains(next.id) {
                expected = [.event(.refused(.alreadyInStack, operation: nil))]
            } else {
                expected =
                    Array(step.effects.prefix(1)) + [
                        .event(.pushGestureBegan(next.id)),
                        .changeStack(.push(next.id, removing: []), transition: step.effects.plan),
                        .event(.willShow(next.id)),
                    ]
            }
        case .refused(let reason): expected = [.event(.swipeRefused(reason))]
        case .denied: expected = [.event(.backDenied(top))]
        case .confirmation: expected = [.event(.backRequested(top))]
        case .webBack: expected = [.goBackInWebView(top), .event(.webBack(top))]
        case .dismiss: expected = [.dismissPresentation, .event(.dismissed(top))]
        }
        if step.effects != expected { problems.append("effects \(step.effects), the decision says \(expected)") }
        if let plan = step.effects.plan, !plan.interactive {
            problems.append("a swipe started a non-interactive transition")
        }
        return problems
    }
}
