import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// Exact restore ("first come, first served"): going back, the revealed page shows exactly the look it
/// had, also after a cancelled swipe, whatever later pages did.
@Suite("Exact restore of looks")
struct LookRestoreTests {
    static let settings: [String: PageSettings] = [
        "Home": PageSettings(bar: PartialBarStyle(background: .pureRed, tint: .white)),
        "Profile": PageSettings(bar: PartialBarStyle(background: .clear, shadow: false, alpha: 0.5)),
        "Login": PageSettings(bar: PartialBarStyle(background: .pureGreen, title: .white)),
    ]

    @Test(
        "a cancelled interactive pop returns exactly to the look it started from", arguments: InheritancePolicy.allCases
    )
    func cancelledSwipe(_ policy: InheritancePolicy) {
        var harness = Harness(
            "Home Profile", configuration: NavigationConfiguration(inheritance: policy), settings: Self.settings)
        let before = harness.engine.top.style
        harness.send(.swipeBegan(SwipeTouch(startX: 3, distance: 40)))
        let plan = harness.engine.transition?.plan
        #expect(plan?.fromStyle == before)
        harness.send(.swipeMoved(SwipeTouch(startX: 3, distance: 300)))
        #expect(harness.send(.swipeEnded(SwipeTouch(startX: 3, distance: 300), velocity: -800)) == [.cancelInteraction])
        _ = harness.takeEffects()
        let effects = harness.finishTransition(false)
        #expect(harness.engine.top.style == before)
        #expect(plan?.frame(at: 0).fromBar == before)
        #expect(harness.stack == "Home Profile")
        for case .applyBar(let id, let look) in effects {
            #expect(id == harness.id("Profile") && look == before)
        }
    }

    @Test("a page pushed removing its source still starts from the source's look, and back shows the page below")
    func pushRemovingSource() {
        var harness = Harness("Home Login", configuration: .inheriting, settings: Self.settings)
        let lookOfLogin = harness.engine.top.style
        let lookOfHome = harness.style("Home")
        harness.perform(.push("Bind", removingCurrent: true), animated: true)
        #expect(harness.engine.transition?.plan.from == harness.id("Login"))
        #expect(harness.engine.transition?.plan.fromStyle == lookOfLogin)
        harness.settle()
        #expect(harness.style("Bind")?.background == .pureGreen)
        #expect(harness.style("Bind")?.title == .white)
        harness.perform(.pop, animated: true)
        #expect(harness.engine.transition?.plan.toStyle == lookOfHome)
    }

    @Test("whatever later pages did, going back shows the look the page had")
    func laterPagesDoNotLeak() {
        var harness = Harness("Home Profile", settings: Self.settings)
        let lookOfProfile = harness.engine.top.style
        harness.perform(.push("Login"))
        harness.send(.updateBar(harness.id("Login"), PartialBarStyle(tint: .pureBlue, hidden: true)))
        harness.perform(.push("Detail"))
        harness.send(.updateBar(harness.id("Detail"), PartialBarStyle(background: .black)))
        harness.perform(.popTo(.page("Profile")), animated: true)
        #expect(harness.engine.transition?.plan.toStyle == lookOfProfile)
        harness.settle()
        #expect(harness.engine.top.style == lookOfProfile)
    }

    @Test(arguments: WalkCase.cases(seeds: [11, 12, 13, 14, 15]))
    func randomSequences(_ walkCase: WalkCase) {
        var walk = RandomWalk(seed: walkCase.seed, configuration: walkCase.configuration)
        var oracle = LookOracle(engine: walk.engine, created: walk.created)
        for _ in 0..<2_500 {
            let step = walk.step()
            let problems = oracle.check(step, engine: walk.engine, created: walk.created)
            guard problems.isEmpty else {
                Issue.record(
                    "seed \(walkCase.seed), step \(step.index): \(step.action)\n  \(problems.joined(separator: "\n  "))"
                )
                return
            }
        }
        #expect(oracle.restoredChecks > 100, "the walk should reveal pages again and again")
    }
}

/// Follows every page's look from the effects (as a host would) and checks it against the rules:
/// a page's look is resolved once, from its parent's look at push time, and then changes only when a
/// bar update targets it.
struct LookOracle {
    private let configuration: NavigationConfiguration
    private var model: HostStackModel
    /// The look the host was last told for each page.
    private var shown: [PageID: BarStyle] = [:]
    private var own: [PageID: PartialBarStyle] = [:]
    private var customBar: [PageID: Bool] = [:]
    private var inherited: [PageID: BarStyle] = [:]
    private var lastOnTop: [PageID: BarStyle] = [:]
    private var updatedSinceOnTop: Set<PageID> = []
    /// The settings each page enters with: those the latest command that brings it carried, or a later
    /// settings update's (a page waiting in a queued command takes updates with it).
    private var carried: [PageID: PageSettings] = [:]
    private(set) var restoredChecks = 0

    init(engine: NavigationEngine, created: [PageID: Page]) {
        configuration = engine.configuration
        let root = engine.pages[0]
        model = HostStackModel(root: root.id)
        shown[root.id] = root.style
        own[root.id] = root.page.settings.bar
        customBar[root.id] = root.page.settings.hasCustomBar
    }

    private func expected(_ id: PageID) -> BarStyle {
        .resolved(
            own: own[id] ?? .empty, inheritedFrom: inherited[id], defaultStyle: configuration.defaultBar,
            policy: configuration.inheritance, hasCustomBar: customBar[id] ?? false
        )
    }

    mutating func check(_ step: WalkStep, engine: NavigationEngine, created: [PageID: Page]) -> [String] {
        var problems: [String] = []
        noteCarriedSettings(step)
        let target = updateTarget(step)
        if let target {
            updatedSinceOnTop.insert(target)
        }
        if case .input(.transitionEnded(let finished)) = step.action, let transition = step.before.transition {
            if !finished, transition.interactive, transition.kind == .pop, step.before.queuedOperations.isEmpty {
                let plan = transition.plan
                if plan.fromStyle != shown[plan.from] {
                    problems.append("the swipe's from look was not the page's look")
                }
                if engine.top.id != plan.from || engine.top.style != plan.fromStyle {
                    problems.append("a cancelled swipe did not return to the from look")
                }
            }
            _ = model.end(finished: finished)
        }
        for effect in step.effects {
            switch effect {
            case .applyBar(let id, let style):
                if id == target {
                    if style != expected(id) {
                        problems.append("update of \(id) shows \(style), rules say \(expected(id))")
                    }
                } else if model.stack.contains(id), style != shown[id] {
                    problems.append("the look of \(id) changed though no update targeted it")
                }
                shown[id] = style
            case .changeStack(let change, let plan):
                for (id, parent) in entering(change) {
                    problems += enter(id, parent: parent, page: created[id])
                }
                if let plan {
                    if plan.fromStyle != shown[plan.from] {
                        problems.append("the transition starts from another look than \(plan.from)'s")
                    }
                    if plan.toStyle != shown[plan.to] {
                        problems.append("the transition ends on another look than \(plan.to)'s")
                    }
                    _ = model.start(change, plan: plan)
                } else {
                    _ = model.apply(change)
                }
            default:
                break
            }
        }
        for state in engine.pages {
            if state.style != shown[state.id] {
                problems.append("\(state.id) has \(state.style), the host shows \(String(describing: shown[state.id]))")
            }
            if state.style != expected(state.id) {
                problems.append("\(state.id) has \(state.style), the rules say \(expected(state.id))")
            }
        }
        if let plan = engine.transition?.plan, plan.fromStyle != shown[plan.from] || plan.toStyle != shown[plan.to] {
            problems.append("the transition in flight draws stale looks")
        }
        if engine.transition == nil {
            let top = engine.top.id
            if !updatedSinceOnTop.contains(top), let last = lastOnTop[top] {
                restoredChecks += 1
                if shown[top] != last {
                    problems.append("\(top) came back with \(String(describing: shown[top])), it had \(last)")
                }
            }
            lastOnTop[top] = shown[top]
            updatedSinceOnTop.remove(top)
        }
        return problems
    }

    /// The page a bar or settings update targets, with the model's declared fields updated, when the
    /// engine accepted it.
    private mutating func updateTarget(_ step: WalkStep) -> PageID? {
        guard !step.effects.contains(.event(.refused(.unknownPage, operation: nil))) else { return nil }
        switch step.action {
        case .input(.updateBar(let id, let bar)):
            own[id] = (own[id] ?? .empty).merging(bar)
            return id
        case .input(.updateSettings(let id, let settings)):
            own[id] = settings.bar
            customBar[id] = settings.hasCustomBar
            return id
        default:
            return nil
        }
    }

    private mutating func noteCarriedSettings(_ step: WalkStep) {
        switch step.action {
        case .command(.push(let page, _, _, _)):
            carried[page.id] = page.settings
        case .command(.setStack(let pages, _)):
            for page in pages { carried[page.id] = page.settings }
        case .input(.updateSettings(let id, let settings)):
            if !step.effects.contains(.event(.refused(.unknownPage, operation: nil))) { carried[id] = settings }
        default:
            break
        }
    }

    /// Pages a change brings into the stack, each with the page its look starts from.
    private func entering(_ change: StackChange) -> [(PageID, PageID?)] {
        switch change {
        case .push(let id, _):
            return [(id, model.top)]
        case .replace(let ids):
            return ids.enumerated().filter { !model.stack.contains($1) }.map { ($1, $0 > 0 ? ids[$0 - 1] : nil) }
        case .popTo, .remove:
            return []
        }
    }

    private mutating func enter(_ id: PageID, parent: PageID?, page: Page?) -> [String] {
        guard let page else { return ["\(id) entered but the walk never made it"] }
        let settings = carried[id] ?? page.settings
        own[id] = settings.bar
        customBar[id] = settings.hasCustomBar
        inherited[id] = configuration.inheritance == .inherit ? parent.flatMap { shown[$0] } : nil
        lastOnTop[id] = nil
        updatedSinceOnTop.remove(id)
        guard let look = shown[id] else { return ["\(id) entered without a look"] }
        return look == expected(id) ? [] : ["\(id) entered with \(look), the rules say \(expected(id))"]
    }
}
