import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// Seeded random sequences of pull-downs, root swipes, answers, pushes, pops and presentations: a
/// presented stack is dismissed at most once per presentation, only while it is presented, never on a
/// page that denies, and the sheet is kept exactly while the top page denies or asks.
@Suite("Presentation properties")
struct PresentationPropertyTests {
    @Test(arguments: [31, 32, 33, 34, 35] as [UInt64])
    func dismissedAtMostOnceNeverOnDeny(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let backs: [String: BackBehavior] = ["Pop": .pop, "Deny": .deny, "Ask": .confirm, "Web": .webHistory]
        var configuration = NavigationConfiguration()
        configuration.rootSwipeDismisses = random.chance(50)
        var harness = Harness(
            random.pick(["Pop", "Deny", "Ask", "Web"]), configuration: configuration,
            settings: backs.mapValues { PageSettings(back: $0) })
        var dismissals = 0
        var presentations = 0
        var pushed = 0
        for index in 0..<3_000 {
            let before = harness.engine
            _ = harness.takeEffects()
            switch random.below(9) {
            case 0:
                harness.present(random.pick([StackPresentation.sheet, .fullScreen, .none]))
            case 1, 2:
                harness.present(.pullDown)
            case 3:
                harness.send(.swipeBegan(SwipeTouch(startX: 5, distance: 150)))
                harness.settle()
            case 4:
                harness.send(.answerBack(random.chance(50)))
                harness.settle()
            case 5:
                pushed += 1
                harness.perform(.push(harness.page("\(random.pick(["Pop", "Deny", "Ask", "Web"]))#\(pushed + 1)")))
                harness.settle()
            case 6:
                harness.perform(.pop())
                harness.settle()
            case 7:
                // The platform dismisses by itself only after asking (`presentationControllerShouldDismiss`).
                if harness.engine.pullDownDismisses { harness.present(.dismissedByUser) }
            default:
                harness.send(.tapBack)
                harness.settle()
            }
            let effects = harness.takeEffects()
            let dismissed = effects.events.filter { if case .dismissed = $0 { true } else { false } }
            let location = "seed \(seed), step \(index)"
            if before.presentation == .none, !dismissed.isEmpty {
                Issue.record("\(location): dismissed while not presented")
            }
            if dismissed.count > 1 { Issue.record("\(location): dismissed twice in one step") }
            if effects.contains(.dismissPresentation), dismissed.isEmpty {
                Issue.record("\(location): dismissed without telling the page")
            }
            if case .dismissed(let id)? = dismissed.first, before.page(id)?.page.settings.back == .deny,
                before.pendingBack == nil
            {
                Issue.record("\(location): a page that denies was dismissed")
            }
            if !dismissed.isEmpty { dismissals += 1 }
            if before.presentation == .none, harness.engine.presentation != .none { presentations += 1 }
            if !dismissed.isEmpty, harness.engine.presentation != .none {
                Issue.record("\(location): still presented after its dismissal")
            }
            let expectedKeep =
                harness.engine.presentation == .sheet
                && (harness.engine.pendingBack != nil
                    || [.deny, .confirm].contains(harness.engine.top.page.settings.back))
            if harness.engine.keepsSheet != expectedKeep { Issue.record("\(location): keepsSheet is wrong") }
            if harness.engine.pendingDismissal, harness.engine.pendingBack == nil {
                Issue.record("\(location): a dismissal pending without a confirmation")
            }
        }
        #expect(dismissals <= presentations + 1, "at most one dismissal per presentation")
        #expect(dismissals > 5, "the walk should dismiss")
    }
}
