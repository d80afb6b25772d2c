import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// Two stacks in one tab bar controller: `isTabBarHidden` and `tabBarMinimizeBehavior` belong to the
/// whole controller, so a stack that leaves the screen by a tab switch gives the app's settings back, and
/// shows its top page's choices again when its tab is selected again.
@Suite("Host: tab switches")
struct TabSwitchTests {
    static let types: [String: PageBlueprint] = [
        "Home": PageBlueprint(), "Player": PageBlueprint(settings: PageSettings(tabBar: .hidden)),
        "Chat": PageBlueprint(settings: PageSettings(tabBarMinimizing: .never)),
        "Detail": PageBlueprint(settings: PageSettings(hidesBottomBar: true)),
        "Shop": PageBlueprint(settings: PageSettings(tabBar: .shown)),
    ]

    /// Tab 0 and tab 1, each a stack rooted at Home, in one tab bar controller; tab 0 is shown.
    func tabs() throws -> (VirtualTabBarController, NavigationSimulator, NavigationSimulator) {
        let controller = VirtualTabBarController()
        controller.minimizeBehavior = .onScrollDown  // the app's own
        let first = try NavigationSimulator(types: Self.types, root: "Home")
        let second = try NavigationSimulator(types: Self.types, root: "Home")
        first.platform.embed(in: controller)
        second.platform.embed(in: controller)
        return (controller, first, second)
    }

    /// A full-screen cover (a photo viewer, a player) over a page that hides the tab bar: the stack
    /// disappears, but no other tab shows; giving the app's setting back would flash the tab bar in.
    @Test("a full-screen cover over a page that hides the tab bar keeps it hidden")
    func coverKeepsChoice() throws {
        let (controller, first, _) = try tabs()
        try first.push("Player")
        first.host.stackWillDisappear(coveredByPresentation: true)
        #expect(controller.tabBarHidden == true, "no tab bar slides in under the cover")
        first.host.stackWillAppear()
        #expect(controller.tabBarHidden == true)
        first.pop()
        #expect(controller.tabBarHidden == false, "the app's setting once the page leaves")
    }

    @Test("a deep link to another tab while a page hides the tab bar leaves the tab bar shown there")
    func hiddenChoiceGivenBackOnTabSwitch() throws {
        let (controller, first, _) = try tabs()
        try first.push("Player")
        #expect(controller.tabBarHidden == true)
        controller.select(1)  // a deep link: selectedIndex = 1
        #expect(controller.tabBarHidden == false, "the user can switch tabs again")
        #expect(controller.tabBarHiddenSetting == false, "the app's setting")
        controller.select(0)
        #expect(first.top == "Player")
        #expect(controller.tabBarHidden == true, "the page's own choice again")
        first.pop()
        #expect(controller.tabBarHidden == false)
        #expect(controller.tabBarHiddenSetting == false)
    }

    @Test("a page's .shown over a flagged page shows the tab bar again when its tab is selected again")
    func shownOverFlaggedPageAcrossTabSwitch() throws {
        let (controller, first, _) = try tabs()
        try first.push("Detail")
        try first.push("Shop")
        #expect(controller.tabBarHidden == false, "the page's own choice wins over Detail's flag")
        controller.select(1)
        #expect(controller.tabBarHidden == false)
        #expect(controller.tabBarHiddenSetting == false, "the app's setting")
        controller.select(0)
        #expect(first.top == "Shop")
        #expect(controller.tabBarHidden == false, "Shop's own choice again")
        first.pop()
        #expect(controller.tabBarHidden == true, "UIKit's rule for Detail")
        first.pop()
        #expect(controller.tabBarHidden == false)
        #expect(controller.tabBarHiddenSetting == false)
    }

    @Test("a page's minimize behaviour does not become the other tab's, nor the app's")
    func minimizingGivenBackOnTabSwitch() throws {
        let (controller, first, second) = try tabs()
        try first.push("Chat")
        #expect(controller.minimizeBehavior == .never)
        controller.select(1)
        #expect(controller.minimizeBehavior == .onScrollDown, "the app's own, in the other tab")
        try second.push("Chat")
        second.pop()
        #expect(controller.minimizeBehavior == .onScrollDown, "the other tab's stack gives back the app's own")
        controller.select(0)
        #expect(controller.minimizeBehavior == .never, "Chat's again")
        first.pop()
        #expect(controller.minimizeBehavior == .onScrollDown)
    }

    @Test("a stack in a tab not shown writes nothing; UIKit's rule follows the tab shown")
    func offScreenStackWritesNothing() throws {
        let (controller, first, second) = try tabs()
        controller.select(1)
        try first.push("Player")  // the app prepares tab 0 while tab 1 shows
        try first.push("Detail")
        #expect(controller.tabBarHidden == false)
        #expect(controller.minimizeBehavior == .onScrollDown)
        try second.push("Detail")
        #expect(controller.tabBarHidden == true, "UIKit's rule for the tab shown")
        controller.select(0)
        #expect(controller.tabBarHidden == true, "UIKit's rule for Detail in tab 0")
        first.pop()
        #expect(controller.tabBarHidden == true, "Player's own choice")
        first.pop()
        #expect(controller.tabBarHidden == false)
        #expect(controller.tabBarHiddenSetting == false)
    }

    /// UIKit: a stack can be pushed onto before its controller first appears (`viewWillAppear(_:)`).
    @Test("a first appearance after a page's choice was written keeps the app's setting to give back")
    func firstAppearanceAfterWrite() throws {
        let (controller, first, _) = try tabs()
        try first.push("Player")
        first.host.stackWillAppear()
        #expect(controller.tabBarHidden == true)
        first.pop()
        #expect(controller.tabBarHidden == false)
        #expect(controller.tabBarHiddenSetting == false, "the app's setting, not the page's")
    }

    @Test("a plain tab shows the tab bar as the app's setting says")
    func plainTab() throws {
        let (controller, first, _) = try tabs()
        let plain = controller.addPlainTab()
        try first.push("Player")
        controller.select(plain)
        #expect(controller.tabBarHidden == false)
        controller.select(7)  // no such tab: nothing changes
        #expect(controller.selectedIndex == plain)
    }
}
