import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// Finding a: a controller that starts with several pages keeps them all.
@Suite("Host: a controller that starts with several pages")
struct InitialStackTests {
    @Test("every page is in the stack, shown by the platform, with a back button on all but the root")
    func startsWithAll() throws {
        let simulator = try HostFixtures.simulator(["Home", "List", "Red"])
        #expect(simulator.stack == ["Home", "List", "Red"])
        #expect(simulator.platformStack == simulator.stack)
        #expect(simulator.retainedPageCount == 3)
        #expect(simulator.page(named: "Home")?.showsBackButton == false)
        #expect(simulator.page(named: "List")?.showsBackButton == true)
        #expect(simulator.page(named: "Red")?.showsBackButton == true)
        #expect(simulator.page(named: "Red")?.itemLook?.style.background == HostFixtures.red)
        #expect(simulator.platform.barLook?.tint == .white)
        #expect(simulator.popGestureStatus == "enabled")
    }

    @Test("a swipe-back pops the top page, not the platform's root (no freeze)")
    func swipesBack() throws {
        let simulator = try HostFixtures.simulator(["Home", "List", "Detail"])
        simulator.swipe(startX: 5, distance: 300, velocity: 800)
        #expect(simulator.stack == ["Home", "List"])
        #expect(simulator.platformStack == ["Home", "List"])
        #expect(simulator.events.contains("popGestureFinished:Detail"))
        simulator.tapBack()
        #expect(simulator.stack == ["Home"])
        #expect(simulator.platformStack == ["Home"])
    }

    @Test("under inherit, each page starts from the look of the page below it, as if pushed in order")
    func inheritsInOrder() throws {
        let simulator = try HostFixtures.simulator(
            ["Red", "List", "Green"], configuration: NavigationConfiguration(inheritance: .inherit))
        #expect(simulator.bar(of: "List")?.background == HostFixtures.red)
        #expect(simulator.bar(of: "Green")?.background == HostFixtures.green)
        #expect(simulator.bar(of: "Green")?.tint == .white)
    }

    @Test("a stack the platform set up on its own (a storyboard's) is adopted at the first operation: a push keeps it")
    func storyboardStackThenPush() throws {
        let simulator = try NavigationSimulator(
            configuration: NavigationConfiguration(), systemContentSwipe: false, types: HostFixtures.types,
            stack: ["Home", "List"], startsHost: false
        )
        try simulator.push("Detail", completion: "pushed")
        #expect(simulator.stack == ["Home", "List", "Detail"])
        #expect(simulator.platformStack == ["Home", "List", "Detail"])
        #expect(simulator.events.contains("completed:pushed"))
        simulator.pop()
        simulator.pop()
        #expect(simulator.stack == ["Home"])
        #expect(simulator.popGestureStatus == "root")
    }
}

/// The back button's target: the page below, whose title the iOS 15 back item shows.
@Suite("Host: the back button's target")
struct BackButtonTargetTests {
    @Test("each page's back button goes back to the page directly below it, after every kind of change")
    func targets() throws {
        let simulator = try HostFixtures.simulator(["Home", "List"])
        #expect(simulator.page(named: "List")?.backButtonTarget == "Home")
        try simulator.push("Detail")
        #expect(simulator.page(named: "Detail")?.backButtonTarget == "List")
        simulator.remove(.page("List"))
        #expect(simulator.page(named: "Detail")?.backButtonTarget == "Home")
        try simulator.setStack(["Detail", "Home"])
        #expect(simulator.page(named: "Detail")?.showsBackButton == false)
        #expect(simulator.page(named: "Home")?.backButtonTarget == "Detail")
    }
}
