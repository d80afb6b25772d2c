import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// A page that sets its back handler in `viewDidLoad` — the README's pattern, and where a
/// `webHistory` page makes its web view — loads after the host routed the back button's menu for the
/// push (issue 37, F2). UIKit's long-press menu pops straight to the chosen page (`backAction` replaces
/// only the tap, UINavigationItem.h): unless the menu is routed when the push commits, a pick in it
/// leaves a `confirm` page without asking.
@Suite("Host: a back handler set in viewDidLoad")
struct BackMenuInViewDidLoadTests {
    @Test(
        "a page that asks before leaving, set in viewDidLoad, routes the back menu once its push commits",
        arguments: [true, false])
    func confirmSetInViewDidLoad(animated: Bool) throws {
        let simulator = try HostFixtures.simulator(["Home", "List"])
        simulator.platform.pageViewDidLoad = { [weak simulator] page in  // weak: the platform keeps the closure
            if page.name == "Detail" { simulator?.changeSettings(of: "Detail") { $0.back = .confirm } }
        }
        try simulator.push("Detail", animated: animated)
        #expect(simulator.page(named: "List")?.routesBackMenu == true)
        simulator.backMenu(to: "Home")
        #expect(simulator.pendingBack == "Detail")
        #expect(simulator.stack == ["Home", "List", "Detail"])
        simulator.answer(true)
        #expect(!simulator.stack.contains("Detail"))
    }
}
