import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// Item margins are the bar's, not an item's: the host shows the top page's on the bar, along a
/// transition and back on a cancel, and never rebuilds an item's appearances for them.
@Suite("Host: item margins on the bar")
struct ItemMarginsHostTests {
    static let tight = BarItemMargins(leading: 0, trailing: 0)
    static let wide = BarItemMargins(leading: 32, trailing: 24)

    static func simulator(_ stack: [String], inheritance: InheritancePolicy = .default) throws -> NavigationSimulator {
        var types = HostFixtures.types
        types["RedWide"] = PageBlueprint(
            settings: PageSettings(bar: PartialBarStyle(background: HostFixtures.red, itemMargins: wide)))
        return try NavigationSimulator(
            configuration: NavigationConfiguration(inheritance: inheritance), systemContentSwipe: false, types: types,
            stack: stack
        )
    }

    @Test("the bar shows the top page's margins: a push brings them along its animation, a pop gives the system's back")
    func pushAndPop() throws {
        let simulator = try Self.simulator(["Home"])
        #expect(simulator.platform.barLook?.itemMargins == .system)
        try simulator.push("Tight", settle: false)
        #expect(simulator.platform.barLook?.itemMargins == Self.tight)
        simulator.settle()
        #expect(simulator.platform.barLook?.itemMargins == Self.tight)
        simulator.pop()
        #expect(simulator.platform.barLook?.itemMargins == .system)
    }

    @Test(
        "a cancelled swipe gives the leaving page's margins back as the finger lets go",
        arguments: ["Tight", "RedWide"])
    func cancelledSwipe(_ leaving: String) throws {
        let simulator = try Self.simulator(["Home", leaving])
        let own = simulator.bar(of: leaving)?.itemMargins
        simulator.swipe(startX: 5, distance: 120, release: false, settle: false)
        #expect(simulator.platform.barLook?.itemMargins == .system)  // the page below, alongside the swipe
        simulator.release(velocity: -800, settle: false)
        #expect(simulator.platform.barLook?.itemMargins == own)
        simulator.settle()
        #expect(simulator.stack == ["Home", leaving])
        #expect(simulator.platform.barLook?.itemMargins == own)
    }

    @Test(
        "going back shows each page's own margins, whatever the pages above did", arguments: InheritancePolicy.allCases)
    func exactRestore(_ policy: InheritancePolicy) throws {
        let simulator = try Self.simulator(["Home", "RedWide"], inheritance: policy)
        try simulator.push("Detail")
        #expect(simulator.platform.barLook?.itemMargins == (policy == .inherit ? Self.wide : .system))
        simulator.updateBar(PartialBarStyle(itemMargins: Self.tight))
        #expect(simulator.platform.barLook?.itemMargins == Self.tight)
        simulator.pop()
        #expect(simulator.platform.barLook?.itemMargins == Self.wide)
        simulator.pop()
        #expect(simulator.platform.barLook?.itemMargins == .system)
    }

    @Test("changing only the top page's margins reaches the bar at once and leaves its item alone")
    func marginsOnlyUpdate() throws {
        let simulator = try Self.simulator(["Home", "RedWide"])
        let itemLook = simulator.page(named: "RedWide")?.itemLook?.style
        let calls = simulator.platform.callCount
        simulator.updateBar(PartialBarStyle(itemMargins: Self.tight))
        #expect(simulator.platform.barLook?.itemMargins == Self.tight)
        #expect(simulator.platform.callCount == calls + 1)  // the bar's look, nothing else
        #expect(simulator.page(named: "RedWide")?.itemLook?.style == itemLook)
    }

    @Test("a scroll-driven fade on a page with margins changes only the alpha")
    func fadeKeepsMargins() throws {
        let simulator = try Self.simulator(["Home", "RedWide"])
        let calls = simulator.platform.callCount
        simulator.updateBar(PartialBarStyle(alpha: 0.8))  // the status bar still reads on it
        #expect(simulator.platform.callCount == calls + 1)
        #expect(simulator.page(named: "RedWide")?.itemLook?.style.alpha == 0.8)
        #expect(simulator.platform.barLook?.itemMargins == Self.wide)
    }
}
