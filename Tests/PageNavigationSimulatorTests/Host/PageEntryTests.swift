import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// Pages entering the stack are found from the engine's effect itself (issue 19, item 3), and pages
/// that left are let go.
@Suite("Host: pages entering and leaving")
struct PageEntryTests {
    @Test("a page that enters through a set stack tells the engine its scroll state", arguments: [false, true])
    func setStackReportsScroll(animated: Bool) throws {
        let simulator = try HostFixtures.simulator(["Home"])
        try simulator.setStack(["Home", "Gallery"], animated: animated)
        simulator.swipe(startX: 200, distance: 150, velocity: 800)
        #expect(simulator.stack == ["Home", "Gallery"])
        #expect(simulator.events.contains("swipeRefused:scrollView"))
    }

    @Test("a page that enters below the top through a set stack that keeps the top tells the engine its scroll state")
    func setStackKeepingTop() throws {
        let simulator = try HostFixtures.simulator(["Home", "List"])
        try simulator.setStack(["Home", "Gallery", "List"])
        simulator.pop()
        #expect(simulator.top == "Gallery")
        simulator.swipe(startX: 200, distance: 150, velocity: 800)
        #expect(simulator.stack == ["Home", "Gallery"])
        #expect(simulator.events.contains("swipeRefused:scrollView"))
    }

    @Test("a web page reports its history from the moment it enters, and stops when it leaves")
    func webHistoryObservation() throws {
        let simulator = try HostFixtures.simulator(["Home"])
        try simulator.push("Web")
        simulator.loadWeb(count: 1)
        simulator.tapBack()
        #expect(simulator.events.contains("webBack:Web"))
        #expect(simulator.stack == ["Home", "Web"])
        let web = try #require(simulator.page(named: "Web"))
        simulator.pop()
        #expect(web.webObservation == nil)
        #expect(web.isLinked == false)
    }

    @Test("the host lets go of pages that left, and keeps pages that queued operations bring")
    func retention() throws {
        let simulator = try HostFixtures.simulator(["Home"])
        try simulator.push("List")
        try simulator.push("Detail")
        #expect(simulator.retainedPageCount == 3)
        try simulator.push("Red", settle: false)
        try simulator.push("Green", settle: false)  // queued behind the push in flight
        #expect(simulator.retainedPageCount == 5)
        simulator.settle()
        simulator.popToRoot()
        #expect(simulator.retainedPageCount == 1)
        #expect(simulator.platformStack == ["Home"])
    }
}
