import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// The app's own tab-bar setting (`isTabBarHidden`, iOS 18) survives pages with a choice of their own: the
/// library gives back exactly what the app had, and UIKit's `hidesBottomBarWhenPushed` rule keeps
/// working on top of it (LNPopupController #570, quoting Apple: the rule never changes the setting).
@Suite("Host: the app's tab-bar setting")
struct TabBarSettingTests {
    static let types: [String: PageBlueprint] = [
        "Home": PageBlueprint(), "Detail": PageBlueprint(settings: PageSettings(hidesBottomBar: true)),
        "More": PageBlueprint(), "Player": PageBlueprint(settings: PageSettings(tabBar: .hidden)),
        "Shop": PageBlueprint(settings: PageSettings(tabBar: .shown)),
    ]

    func simulator() throws -> NavigationSimulator {
        let simulator = try NavigationSimulator(types: Self.types, root: "Home")
        simulator.platform.embedInTabBar()
        return simulator
    }

    @Test("a choice above a flagged page leaves the app's setting showing the tab bar at the root")
    func choiceAboveFlaggedPage() throws {
        let simulator = try simulator()
        try simulator.push("Detail")
        try simulator.push("Player")
        #expect(simulator.platform.tabBarHidden == true)
        simulator.pop()
        #expect(simulator.platform.tabBarHidden == true, "UIKit's rule for Detail")
        simulator.pop()
        #expect(simulator.top == "Home")
        #expect(simulator.platform.tabBarHidden == false, "the root shows the tab bar")
        #expect(simulator.platform.tabBarHiddenSetting == false, "the app's setting is the app's again")

        try simulator.push("Detail")
        try simulator.push("Shop")
        #expect(simulator.platform.tabBarHidden == false)
        simulator.swipe(startX: 5, distance: 300)
        #expect(simulator.top == "Detail#2")
        #expect(simulator.platform.tabBarHidden == true, "UIKit's rule for Detail")
        simulator.swipe(startX: 5, distance: 100)  // cancelled
        simulator.swipe(startX: 5, distance: 300)
        #expect(simulator.top == "Home")
        #expect(simulator.platform.tabBarHidden == false)
        #expect(simulator.platform.tabBarHiddenSetting == false)
    }

    @Test("an app that hides the tab bar itself gets exactly that back after a page's choice")
    func appHiddenSettingGivenBack() throws {
        let simulator = try simulator()
        simulator.platform.appSetsTabBarHidden(true)
        try simulator.push("Shop")
        #expect(simulator.platform.tabBarHidden == false, "the page's own choice")
        simulator.swipe(startX: 5, distance: 100)  // cancelled
        #expect(simulator.top == "Shop")
        #expect(simulator.platform.tabBarHidden == false)
        simulator.pop()
        #expect(simulator.platform.tabBarHidden == true)
        #expect(simulator.platform.tabBarHiddenSetting == true, "the app's own setting")
        try simulator.push("More")
        simulator.pop()
        #expect(simulator.platform.tabBarHidden == true, "pages without a choice leave the app's setting alone")
    }

    @Test("pages without a choice never write the tab bar")
    func noChoiceNoWrite() throws {
        let simulator = try simulator()
        simulator.platform.appSetsTabBarHidden(true)
        try simulator.push("Detail")
        try simulator.push("More")
        simulator.popToRoot()
        #expect(simulator.platform.tabBarHiddenSetting == true)
        #expect(simulator.platform.tabBarHidden == true)
    }
}
