import PageNavigationCore
import Testing

/// Bar updates ("batch updates") while a page lives: the page changes now, pages above keep their
/// looks, pages pushed later start from the new look.
@Suite("Bar updates")
struct BarUpdateTests {
    static let settings: [String: PageSettings] = [
        "A": PageSettings(bar: PartialBarStyle(background: .pureGreen, tint: .white))
    ]

    @Test("an update on the top page shows at once")
    func updateTop() {
        var harness = Harness("Home A", settings: Self.settings)
        let effects = harness.send(.updateBar(harness.id("A"), PartialBarStyle(tint: .pureRed)))
        let expected = BarStyle(
            background: .pureGreen, tint: .pureRed, title: .system, shadow: .system, hidden: false, alpha: 1)
        #expect(effects == [.applyBar(harness.id("A"), expected)])
        #expect(harness.engine.top.style == expected)
    }

    @Test("an update on a page below the top changes it, not the pages above it", arguments: InheritancePolicy.allCases)
    func updateBelowTop(_ policy: InheritancePolicy) {
        var harness = Harness(
            "Home A B C", configuration: NavigationConfiguration(inheritance: policy), settings: Self.settings)
        let above = [harness.style("B"), harness.style("C")]
        let effects = harness.send(.updateBar(harness.id("A"), PartialBarStyle(tint: .pureRed, alpha: 0.5)))
        #expect(effects.count == 1)
        #expect(harness.style("A")?.tint == .pureRed)
        #expect(harness.style("A")?.alpha == 0.5)
        #expect([harness.style("B"), harness.style("C")] == above)

        harness.perform(.popTo(.page("A")), animated: true)
        #expect(harness.engine.transition?.plan.toStyle.tint == .pureRed)
        harness.settle()
        #expect(harness.engine.top.style.tint == .pureRed)
    }

    @Test("pages pushed later start from the page's new look")
    func laterPushesInherit() {
        var harness = Harness("Home A B", configuration: .inheriting, settings: Self.settings)
        let lookOfB = harness.style("B")
        harness.send(.updateBar(harness.id("A"), PartialBarStyle(background: .pureBlue, tint: .pureRed)))
        harness.perform(.pop)
        harness.perform(.push("C"))
        #expect(harness.style("C")?.background == .pureBlue)
        #expect(harness.style("C")?.tint == .pureRed)
        #expect(lookOfB?.background == .pureGreen)
    }

    @Test("updates merge: each changes only the fields it sets")
    func updatesMerge() {
        var harness = Harness("Home A", settings: Self.settings)
        harness.send(.updateBar(harness.id("A"), PartialBarStyle(tint: .pureRed)))
        harness.send(.updateBar(harness.id("A"), PartialBarStyle(title: .pureBlue)))
        #expect(
            harness.engine.top.style
                == BarStyle(
                    background: .pureGreen, tint: .pureRed, title: .pureBlue, shadow: .system, hidden: false, alpha: 1))
    }

    @Test("an update that changes nothing tells the host nothing")
    func updateWithoutChange() {
        var harness = Harness("Home A", settings: Self.settings)
        #expect(harness.send(.updateBar(harness.id("A"), PartialBarStyle(background: .pureGreen))).isEmpty)
    }

    @Test("an update on the page being pushed reaches the transition and stays after it")
    func updateIncomingPage() {
        var harness = Harness("Home", settings: Self.settings)
        harness.perform(.push("A"), animated: true)
        harness.send(.updateBar(harness.id("A"), PartialBarStyle(tint: .pureRed)))
        #expect(harness.engine.transition?.plan.toStyle.tint == .pureRed)
        harness.settle()
        #expect(harness.engine.top.style.tint == .pureRed)
    }

    @Test("an update on the page being left reaches the transition's from look")
    func updateOutgoingPage() {
        var harness = Harness("Home A", settings: Self.settings)
        harness.perform(.push("B"), animated: true)
        harness.send(.updateBar(harness.id("A"), PartialBarStyle(background: .pureBlue)))
        #expect(harness.engine.transition?.plan.fromStyle.background == .pureBlue)
        #expect(harness.engine.transition?.plan.strategy == .fakeBars)
    }

    @Test("an update that makes the two looks' backgrounds differ turns a shared bar into fake bars")
    func updateChangesStrategy() {
        var harness = Harness("Home A")
        harness.perform(.push("B"), animated: true)
        #expect(harness.engine.transition?.plan.strategy == .shared)
        harness.send(.updateBar(harness.id("A"), PartialBarStyle(background: .pureBlue)))
        #expect(harness.engine.transition?.plan.strategy == .fakeBars)
    }

    @Test("a page with a bar of its own counts as hidden; pages pushed from it show the system bar")
    func customBarCountsAsHidden() {
        var harness = Harness("Home A", settings: ["A": PageSettings(hasCustomBar: true)])
        #expect(harness.style("A")?.hidden == true)
        harness.perform(.push("B"), animated: true)
        #expect(harness.engine.transition?.plan.strategy == .fakeBars)
        harness.settle()
        #expect(harness.style("B")?.hidden == false)
    }

    @Test("giving a page a bar of its own later hides the system bar on it at once")
    func customBarLater() {
        var harness = Harness("Home A")
        var settings = harness.page("A").settings
        settings.hasCustomBar = true
        let effects = harness.send(.updateSettings(harness.id("A"), settings))
        #expect(effects == [.applyBar(harness.id("A"), BarStyle.standard.applying(PartialBarStyle(hidden: true)))])
    }
}

/// A page's settings may change while it waits in a queued operation (SwiftUI applies a page's modifiers
/// after the push was asked for): it enters with the new ones.
@Suite("Settings of queued pages")
struct QueuedPageSettingsTests {
    enum Bringing: String, CaseIterable { case push, setStack }

    @Test("a page waiting in the queue enters with the settings it has by then", arguments: Bringing.allCases)
    func queuedPageEntersWithNewSettings(_ bringing: Bringing) {
        var harness = Harness("Home")
        harness.perform(.push("A"), animated: true)
        let op: Op = bringing == .push ? .push("B") : .setStack(["Home", "A", "B"])
        harness.perform(op, animated: true)
        #expect(harness.engine.queuedOperations.count == 1)
        let settings = PageSettings(
            bar: PartialBarStyle(background: .pureRed, tint: .white), popGesture: .disabled, back: .confirm)
        let effects = harness.send(.updateSettings(harness.id("B"), settings))
        #expect(effects.isEmpty, "no refusal for a page that waits in the queue: \(effects)")
        harness.settle()
        #expect(harness.engine.top.id == harness.id("B"))
        #expect(harness.style("B")?.background == .pureRed)
        #expect(harness.engine.top.page.settings.back == .confirm)
        #expect(harness.engine.popGestureStatus == .refused(.disabled))
    }

    @Test("a page nobody knows is still refused")
    func unknownPageRefused() {
        var harness = Harness("Home")
        harness.perform(.push("A"), animated: true)
        let effects = harness.send(.updateSettings(PageID(999), PageSettings()))
        #expect(effects == [.event(.refused(.unknownPage, operation: nil))])
    }
}

extension QueuedPageSettingsTests {
    @Test("a page that leaves before a queued set stack brings it back returns with its latest settings")
    func pageBroughtBackByQueuedSetStack() {
        var harness = Harness("Home A B")
        harness.perform(.pop, animated: true)  // B leaves…
        harness.perform(.setStack(["Home", "A", "B"]), animated: true)  // …and a queued set stack brings it back
        let settings = PageSettings(bar: PartialBarStyle(background: .pureBlue), back: .deny)
        harness.send(.updateSettings(harness.id("B"), settings))  // while B is still leaving
        harness.settle()
        #expect(harness.engine.top.id == harness.id("B"))
        #expect(harness.style("B")?.background == .pureBlue)
        #expect(harness.engine.top.page.settings.back == .deny)
    }

    @Test("a page in the stack that a queued set stack keeps takes the change now and keeps it")
    func pageInStackAndQueued() {
        var harness = Harness("Home A")
        harness.perform(.push("B"), animated: true)
        harness.perform(.setStack(["Home", "A"]), animated: true)
        let effects = harness.send(
            .updateSettings(harness.id("A"), PageSettings(bar: PartialBarStyle(background: .pureRed))))
        #expect(!effects.contains { if case .event(.refused) = $0 { true } else { false } })
        #expect(harness.style("A")?.background == .pureRed)
        harness.settle()
        #expect(harness.engine.top.id == harness.id("A"))
        #expect(harness.style("A")?.background == .pureRed)
    }
}
