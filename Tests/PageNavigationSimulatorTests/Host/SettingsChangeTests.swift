import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// A page changes its settings while it lives (`viewController.pageNavigation.back = …`, `pageNavigation.bar = …`): the
/// host tells the engine, reroutes the back button's menu only when the top page's handler changed,
/// and watches a page's web view exactly while its handler is web history.
@Suite("Host: settings changed while a page lives")
struct SettingsChangeTests {
    @Test(
        "a top page that starts asking before leaving routes its back menu through the engine and asks at the next back"
    )
    func topPageStartsConfirming() throws {
        let simulator = try HostFixtures.simulator(["Home", "List", "Detail"])
        #expect(simulator.page(named: "List")?.routesBackMenu == false)
        simulator.changeSettings(of: "Detail") { $0.back = .confirm }
        #expect(simulator.page(named: "List")?.routesBackMenu == true)
        simulator.tapBack()
        #expect(simulator.pendingBack == "Detail")
        #expect(simulator.stack == ["Home", "List", "Detail"])
        simulator.answer(false)
        simulator.changeSettings(of: "Detail") { $0.back = .pop }
        #expect(simulator.page(named: "List")?.routesBackMenu == false)
        simulator.tapBack()
        #expect(simulator.stack == ["Home", "List"])
    }

    @Test("a look change through the settings shows the look and leaves the back button and its menu alone")
    func lookChangeOnly() throws {
        let simulator = try HostFixtures.simulator(["Home", "List", "Editor"])
        let before = simulator.platform.callCount
        simulator.changeSettings(of: "Editor") { $0.bar.alpha = 0.8 }
        #expect(simulator.platform.callCount - before == 1)
        #expect(simulator.page(named: "Editor")?.itemLook?.style.alpha == 0.8)
        #expect(simulator.page(named: "List")?.routesBackMenu == true)
    }

    @Test("a handler change below the top reroutes nothing now and decides once that page is on top")
    func handlerChangeBelowTop() throws {
        let simulator = try HostFixtures.simulator(["Home", "List", "Detail"])
        let before = simulator.platform.callCount
        simulator.changeSettings(of: "List") { $0.back = .confirm }
        #expect(simulator.platform.callCount == before)
        simulator.pop()
        #expect(simulator.page(named: "Home")?.routesBackMenu == true)
        simulator.tapBack()
        #expect(simulator.pendingBack == "List")
        #expect(simulator.stack == ["Home", "List"])
    }

    @Test("a page that becomes a web page reports its history at once: back goes through its web view first")
    func becomesWebPage() throws {
        let simulator = try HostFixtures.simulator(["Home", "List"])
        let list = try #require(simulator.page(named: "List"))
        list.webHistory = 2
        simulator.changeSettings(of: "List") { $0.back = .webHistory }
        #expect(list.webObservation != nil)
        simulator.tapBack()
        #expect(simulator.events.contains("webBack:List"))
        #expect(simulator.stack == ["Home", "List"])
        #expect(simulator.webHistory() == 1)
    }

    @Test("a web page whose handler becomes pop stops being watched and leaves at the next back")
    func stopsBeingWebPage() throws {
        let simulator = try HostFixtures.simulator(["Home", "Web"])
        simulator.loadWeb(count: 2)
        let web = try #require(simulator.page(named: "Web"))
        #expect(web.webObservation != nil)
        simulator.changeSettings(of: "Web") { $0.back = .pop }
        #expect(web.webObservation == nil)
        simulator.tapBack()
        #expect(simulator.stack == ["Home"])
        #expect(web.webHistory == 2)
        #expect(!simulator.events.contains("webBack:Web"))
    }
}
