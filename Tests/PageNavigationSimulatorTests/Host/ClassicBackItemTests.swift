import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// iOS 15's back button is a left item of the library's own (there is no `backAction`). The host
/// decides what each page's item holds, over a virtual item that models UIKit's: left items, the
/// supplement flag, titles, and app writes that post no key-value notification.
@Suite("Host: iOS 15's back item")
struct ClassicBackItemTests {
    static let arrow = BarResource(.image, identity: "arrow#1")

    /// A simulator on iOS 15 whose `List` page sets an Edit button that supplements the back button
    /// in `viewDidLoad`, as APPS.md's pages do.
    static func simulator() throws -> NavigationSimulator {
        let simulator = try NavigationSimulator(types: HostFixtures.types, stack: ["Home"])
        simulator.platform.backButtonIsLeftItem = true
        simulator.platform.pageViewDidLoad = { page in
            guard page.name == "List" else { return }
            page.setLeftItems(["Edit"])
            page.supplementsBackButton = true
        }
        try simulator.push("List")
        return simulator
    }

    @Test("the back item leads a page's supplementing left items, and the system's stays off")
    func leadsSupplementingItems() throws {
        let list = try #require(try Self.simulator().page(named: "List"))
        // Home has no title: UIKit's generic "Back", as its own back button would say.
        #expect(list.leftItems == [.back(VirtualBackItem(target: "Home", title: "Back", image: nil)), .own("Edit")])
        #expect(!list.supplementsBackButton)  // else UIKit's back button shows too, and pops without asking
    }

    @Test(
        "a page that swaps its own left item (Edit → Done) keeps its back button",
        arguments: [false, true])
    func swappedLeftItemKeepsBackButton(animated: Bool) throws {
        let simulator = try Self.simulator()
        let list = try #require(simulator.page(named: "List"))
        if animated {
            list.setLeftItem("Done", animated: true)  // posts no notification: the next layout follows it
            simulator.host.platformLaidOut()
        } else {
            list.setLeftItems(["Done"])
        }
        #expect(list.leftItems.first.map { if case .back = $0 { true } else { false } } == true)
        #expect(list.leftItems.last == .own("Done"))
        #expect(!list.supplementsBackButton)
        // And again: the swap is not a one-off.
        list.setLeftItems(["Edit"])
        #expect(list.backItem?.target == "Home")
    }

    @Test("a page that leaves the stack gets its own left items and supplement flag back")
    func leavingPageGetsItsItemBack() throws {
        let simulator = try Self.simulator()
        let list = try #require(simulator.page(named: "List"))
        simulator.pop()
        #expect(list.leftItems == [.own("Edit")])
        #expect(list.supplementsBackButton)
    }

    @Test("a page whose own left items replace the back button gets none, and keeps its flag")
    func replacingItemsLeftAlone() throws {
        let simulator = try NavigationSimulator(types: HostFixtures.types, stack: ["Home"])
        simulator.platform.backButtonIsLeftItem = true
        simulator.platform.pageViewDidLoad = { page in page.setLeftItems(["Close"]) }
        try simulator.push("List")
        let list = try #require(simulator.page(named: "List"))
        #expect(list.leftItems == [.own("Close")])
        #expect(!list.supplementsBackButton)
        // The app turns supplementing on later: the back item joins.
        list.supplementsBackButton = true
        #expect(list.backItem?.target == "Home")
    }

    @Test("hiding the back button hides the library's item, animated (no notification) or not")
    func hidesBackButton() throws {
        let simulator = try Self.simulator()
        let list = try #require(simulator.page(named: "List"))
        list.setHidesBackButton(true, animated: true)
        simulator.host.platformLaidOut()
        #expect(list.backItem == nil)
        #expect(list.leftItems == [.own("Edit")])
        #expect(list.supplementsBackButton)  // the app's, while the library's item is away
        list.setHidesBackButton(false, animated: true)
        simulator.host.platformLaidOut()
        #expect(list.backItem?.target == "Home")
        list.hidesBackButton = true
        #expect(list.backItem == nil)
    }

    @Test("the back item follows the title of the page below, changed after the push")
    func followsTitleBelow() throws {
        let simulator = try Self.simulator()
        let home = try #require(simulator.page(named: "Home"))
        home.title = "Inbox"
        #expect(simulator.page(named: "List")?.backItem?.title == "Inbox")
        home.backButtonTitle = "Mail"
        #expect(simulator.page(named: "List")?.backItem?.title == "Mail")
    }

    @Test("the back item follows the page below's own back item and display mode, changed after the push")
    func followsBackItemAndDisplayModeBelow() throws {
        let simulator = try Self.simulator()
        let home = try #require(simulator.page(named: "Home"))
        let list = try #require(simulator.page(named: "List"))
        home.title = "Inbox"
        home.backButtonDisplayMode = .generic
        #expect(list.backItem?.title == "Back", "generic ignores the title")
        home.ownBackItem = .some("Mailboxes")
        #expect(list.backItem?.title == "Mailboxes", "the page's own back item counts before generic")
        home.ownBackItem = .some("")
        #expect(list.backItem?.title == nil, "the empty-title back item: the chevron alone")
        home.ownBackItem = nil
        home.backButtonDisplayMode = .minimal
        #expect(list.backItem?.title == nil, "minimal: no title at all")
        home.backButtonDisplayMode = .default
        #expect(list.backItem?.title == "Inbox")
    }

    @Test("the page look's back button image reaches the back item, and follows the look")
    func lookImage() throws {
        let simulator = try Self.simulator()
        simulator.updateBar(page: "List", PartialBarStyle().with(extras: BarExtras(backButtonImage: Self.arrow)))
        #expect(simulator.page(named: "List")?.backItem?.image == Self.arrow)
    }

    @Test("the back item's tap goes through the back handler: no system back button is left to pop")
    func tapAsksBackHandler() throws {
        let simulator = try NavigationSimulator(types: HostFixtures.types, stack: ["Home"])
        simulator.platform.backButtonIsLeftItem = true
        try simulator.push("Editor")
        #expect(simulator.page(named: "Editor")?.backItem?.target == "Home")
        simulator.tapBack()
        #expect(simulator.pendingBack == "Editor")
    }

    @Test("iOS 16 and later: the back action, no left item")
    func laterVersionsUseBackAction() throws {
        let simulator = try NavigationSimulator(types: HostFixtures.types, stack: ["Home"])
        try simulator.push("List")
        let list = try #require(simulator.page(named: "List"))
        #expect(list.showsBackButton)
        #expect(list.leftItems.isEmpty)
    }
}
