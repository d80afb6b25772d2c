import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// On iOS 26 `setNavigationBarHidden(_:animated:)` called with no change makes bar items flicker, and
/// called before they exist makes them appear late (nova-wallet-ios PR #1804, react-native-screens PR
/// #3422, HBDNavigationBar #211; `UIKIT.md` 15). The host calls it only for a change (issue 37, F9).
@Suite("Host: the bar's visibility is set only when it changes")
struct BarHiddenCallTests {
    @Test("a push and a pop between pages that show the bar set its visibility not once")
    func pushAndPopWithTheBarShown() throws {
        let simulator = try HostFixtures.simulator(["Home"])
        let before = simulator.platform.callCount
        try simulator.push("List")
        try simulator.push("Red")
        simulator.pop()
        simulator.pop(animated: false)
        #expect(simulator.platform.unchangedBarHiddenCalls == 0)
        #expect(simulator.platform.callCount > before)
        #expect(!simulator.platform.isBarHidden)
    }

    @Test("a page that hides the bar: hidden on its push, shown on its pop, and nothing more")
    func pushAndPopOfAPageThatHidesTheBar() throws {
        let simulator = try HostFixtures.simulator(["Home"])
        try simulator.push("Hidden")
        #expect(simulator.platform.isBarHidden)
        try simulator.push("List")
        #expect(!simulator.platform.isBarHidden)
        simulator.pop()
        simulator.pop()
        #expect(!simulator.platform.isBarHidden)
        #expect(simulator.platform.unchangedBarHiddenCalls == 0)
    }

    @Test("swipes back that finish and cancel, over a hidden bar and a shown one, change nothing twice")
    func swipes() throws {
        let simulator = try HostFixtures.simulator(["Home", "Hidden", "List"])
        _ = simulator.swipe(startX: 5, distance: 60, velocity: -900)  // cancelled
        #expect(simulator.stack == ["Home", "Hidden", "List"])
        #expect(!simulator.platform.isBarHidden)
        _ = simulator.swipe(startX: 5, distance: 250, velocity: 900)
        #expect(simulator.platform.isBarHidden)
        _ = simulator.swipe(startX: 5, distance: 250, velocity: 900)
        #expect(simulator.stack == ["Home"])
        #expect(!simulator.platform.isBarHidden)
        #expect(simulator.platform.unchangedBarHiddenCalls == 0)
    }

    @Test("a look change that keeps the bar's visibility leaves it alone")
    func lookChange() throws {
        let simulator = try HostFixtures.simulator(["Home", "List"])
        simulator.updateBar(PartialBarStyle(background: HostFixtures.red))
        simulator.updateBar(PartialBarStyle(alpha: 0.5))
        #expect(simulator.platform.unchangedBarHiddenCalls == 0)
    }
}
