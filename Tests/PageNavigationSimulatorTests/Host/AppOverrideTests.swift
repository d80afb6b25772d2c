import PageNavigationCore
import Testing

@testable import PageNavigationHost
@testable import PageNavigationSimulator

/// A base navigation controller's overrides of `pushViewController(_:animated:)` and
/// `popViewController(animated:)` (setting `hidesBottomBarWhenPushed`, a double-push guard, analytics)
/// run for the stack changes the user starts, as UIKit's own back button and swipe call them.
@Suite("Host: the app's own push and pop overrides")
struct AppOverrideTests {
    static let types = HostFixtures.types.merging(
        ["Swipeable": PageBlueprint(settings: PageSettings(popGesture: .fullScreen))]) { $1 }

    @Test(
        "the method UIKit would call for a change",
        arguments: [
            ([1, 2], [1, 2, 3], AppStackSelector.push),
            ([1, 2, 3], [1, 2], .pop),
            ([1, 2, 3], [1], .popToRoot),
            ([1, 2, 3, 4], [1, 2], .popTo(PageID(2))),
            ([1, 2], [1, 3], .setViewControllers),
            ([1, 2], [1, 2, 1], .setViewControllers),
            ([1, 2], [1, 2], .setViewControllers),
            ([1, 2, 3], [3], .setViewControllers),
        ])
    func selector(current: [UInt64], target: [UInt64], expected: AppStackSelector) {
        #expect(AppStackSelector(from: current.map(PageID.init), to: target.map(PageID.init)) == expected)
    }

    @Test("a back tap pops through the app's popViewController(animated:)")
    func backTap() throws {
        let simulator = try HostFixtures.simulator(["Home", "List"])
        simulator.tapBack()
        #expect(simulator.stack == ["Home"])
        #expect(simulator.platform.appOverrideCalls == ["popViewController"])
    }

    @Test("a confirmed back goes through the override once the page says yes")
    func confirmedBack() throws {
        let simulator = try HostFixtures.simulator(["Home", "Editor"])
        simulator.tapBack()
        #expect(simulator.platform.appOverrideCalls.isEmpty)
        simulator.answer(true)
        #expect(simulator.stack == ["Home"])
        #expect(simulator.platform.appOverrideCalls == ["popViewController"])
    }

    @Test(
        "the routed back menu pops through popToViewController(_:animated:) or popToRootViewController(animated:)",
        arguments: [("List", "popToViewController:List"), ("Home", "popToRootViewController")])
    func backMenu(target: String, call: String) throws {
        let simulator = try HostFixtures.simulator(["Home", "List", "Detail", "Editor"])
        _ = simulator.backMenu(to: target)
        simulator.answer(true)
        #expect(simulator.stack.last == target)
        #expect(simulator.platform.appOverrideCalls == [call])
    }

    @Test("the library's swipe-back pops through popViewController(animated:)")
    func librarySwipe() throws {
        let simulator = try NavigationSimulator(types: Self.types, stack: ["Home", "Swipeable"])
        simulator.swipe(startX: 150, distance: 250, velocity: 800)
        #expect(simulator.stack == ["Home"])
        #expect(simulator.platform.appOverrideCalls == ["popViewController"])
    }

    @Test("an app call goes straight to UIKit: its override ran at the call")
    func appCallsAreNotRepeated() throws {
        let simulator = try HostFixtures.simulator(["Home"])
        try simulator.push("List")
        simulator.pop()
        #expect(simulator.platform.appOverrideCalls.isEmpty)
    }

    @Test("an override that declines (a double-pop guard) leaves the stack, and the engine follows")
    func declined() throws {
        let simulator = try HostFixtures.simulator(["Home", "List"])
        simulator.platform.appOverridesDecline = true
        simulator.tapBack()
        #expect(simulator.stack == ["Home", "List"])
        #expect(simulator.platformStack == ["Home", "List"])
        simulator.platform.appOverridesDecline = false
        simulator.tapBack()
        #expect(simulator.stack == ["Home"])
    }
}
