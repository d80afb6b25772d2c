import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// VoiceOver's escape, the keyboard and the back button's menu, through the shared host.
@Suite("Host: every way back")
struct BackRequestHostTests {
    @Test("escape answers whether there was a page to go back to; on the root the system may try another escape")
    func escapeAnswer() throws {
        let simulator = try HostFixtures.simulator(["Home"])
        #expect(simulator.escape() == .refused(.cannotPopRoot))
        try simulator.push("Editor")
        #expect(simulator.escape() == .confirmationRequested)
        #expect(simulator.pendingBack == "Editor")
        #expect(simulator.stack == ["Home", "Editor"])
    }

    @Test("the back button's menu goes through the engine exactly when the top page's handler must decide")
    func routedMenu() throws {
        let simulator = try HostFixtures.simulator(["Home", "List"])
        #expect(simulator.page(named: "Home")?.routesBackMenu == false)
        try simulator.push("Editor")
        #expect(simulator.page(named: "List")?.routesBackMenu == true)
        try simulator.push("Detail")
        #expect(simulator.page(named: "Editor")?.routesBackMenu == false)
        simulator.pop()
        #expect(simulator.page(named: "List")?.routesBackMenu == true)
    }

    @Test("the back button's menu offers the pages below the top, nearest first, and nothing on the root")
    func menuPages() throws {
        let simulator = try HostFixtures.simulator(["Home", "List", "Detail", "Red"])
        #expect(simulator.host.backMenuPages.map(\.name) == ["Detail", "List", "Home"])
        simulator.pop()
        #expect(simulator.host.backMenuPages.map(\.name) == ["List", "Home"])
        simulator.popToRoot()
        #expect(simulator.host.backMenuPages.isEmpty)
    }

    @Test(
        "a controller that starts with a confirm page on top routes its menu; a look change then leaves the back button alone"
    )
    func menuNotRebuiltOnLookChange() throws {
        let simulator = try HostFixtures.simulator(["Home", "List", "Editor"])
        let before = simulator.platform.callCount
        simulator.updateBar(PartialBarStyle(alpha: 0.8))
        #expect(simulator.platform.callCount - before == 1)
        #expect(simulator.page(named: "List")?.routesBackMenu == true)
    }

    @Test("a menu choice on a confirm page asks first; yes goes back to the chosen page")
    func menuConfirm() throws {
        let simulator = try HostFixtures.simulator(["Home", "List", "Editor"])
        simulator.backMenu(to: "Home")
        #expect(simulator.pendingBack == "Editor")
        #expect(simulator.stack == ["Home", "List", "Editor"])
        simulator.answer(true)
        #expect(simulator.stack == ["Home"])
        #expect(simulator.platformStack == ["Home"])
    }

    @Test("a menu choice leaves a web page even when its web view could go back; escape goes back in the web view")
    func menuLeavesWebPage() throws {
        let simulator = try HostFixtures.simulator(["Home", "List", "Web"])
        simulator.loadWeb(count: 2)
        simulator.escape()
        #expect(simulator.webHistory() == 1)
        #expect(simulator.stack == ["Home", "List", "Web"])
        simulator.backMenu(to: "List")
        #expect(simulator.stack == ["Home", "List"])
    }
}
