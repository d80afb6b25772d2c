import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// A page's choice of the iOS 26 tab bar's minimize behaviour shows while it is on top; the tab bar
/// controller's own setting comes back when it leaves, also after a cancelled swipe.
@Suite("Host: the tab bar's minimize behaviour")
struct TabBarMinimizingTests {
    @Test("a page's choice shows while it is on top and the app's own setting comes back")
    func choiceAndRestore() throws {
        let simulator = try NavigationSimulator(
            types: [
                "Home": PageBlueprint(), "Chat": PageBlueprint(settings: PageSettings(tabBarMinimizing: .onScrollUp)),
                "Feed": PageBlueprint(settings: PageSettings(tabBarMinimizing: .never)), "Plain": PageBlueprint(),
            ], root: "Home")
        simulator.platform.tabBarMinimizeBehavior = .onScrollDown  // the app's own
        simulator.platform.embedInTabBar()
        try simulator.push("Chat")
        #expect(simulator.platform.tabBarMinimizeBehavior == .onScrollUp)
        simulator.swipe(startX: 5, distance: 100)  // cancelled
        #expect(simulator.top == "Chat")
        #expect(simulator.platform.tabBarMinimizeBehavior == .onScrollUp)
        try simulator.push("Feed")
        #expect(simulator.platform.tabBarMinimizeBehavior == .never)
        try simulator.push("Plain")
        #expect(simulator.platform.tabBarMinimizeBehavior == .onScrollDown)
        simulator.popToRoot()
        #expect(simulator.platform.tabBarMinimizeBehavior == .onScrollDown)
    }
}
