import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// A page that sets its look in `viewDidLoad` — the documented pattern — loads as its push begins: the
/// transition shows that look from its start (the bar hidden with the push, the page's colour sliding
/// in with it), not the look it had before its view loaded.
@Suite("Host: a look set in viewDidLoad")
struct LookSetInViewDidLoadTests {
    @Test("a page that hides the bar in viewDidLoad hides it as its push begins")
    func hiddenInViewDidLoad() throws {
        let simulator = try NavigationSimulator(types: HostFixtures.types, stack: ["Home"])
        simulator.platform.pageViewDidLoad = { [weak simulator] page in  // weak: the platform keeps the closure
            if page.name == "List" { simulator?.updateBar(page: "List", PartialBarStyle(hidden: true)) }
        }
        try simulator.push("List", settle: false)
        #expect(simulator.platform.transition != nil, "the push is still running")
        #expect(simulator.platform.isBarHidden)
        simulator.settle()
        #expect(simulator.platform.isBarHidden)
        simulator.pop()
        #expect(!simulator.platform.isBarHidden)
    }
}
