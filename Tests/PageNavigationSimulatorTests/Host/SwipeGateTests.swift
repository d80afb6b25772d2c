import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// Findings d, e and f: system swipes the host did not see, a platform stack that disagrees, iOS 26.
@Suite("Host: swipes and the platform's recognizers")
struct SwipeGateTests {
    @Test("a system swipe that began without asking the host (the app replaced its delegate) is still the swipe it is")
    func unseenSystemSwipe() throws {
        let simulator = try HostFixtures.simulator(["Home", "List"])
        simulator.platform.appReplacedEdgeDelegate = true
        simulator.swipe(startX: 5, distance: 250, velocity: 800)
        #expect(simulator.stack == ["Home"])
        #expect(simulator.platformStack == ["Home"])
        #expect(simulator.events.contains("popGestureBegan:List"))
        #expect(simulator.events.contains("popGestureFinished:List"))
        #expect(simulator.platform.appReplacedEdgeDelegate == false)  // the gate took the recognizer back
    }

    /// (page type, the event the refused swipe reports, the confirmation it opens)
    static let unseenRefusals: [(type: String, event: String, pending: String?)] = [
        ("Locked", "swipeRefused:disabled", nil),
        ("Final", "backDenied:Final", nil),
        ("Editor", "backRequested:Editor", "Editor"),
    ]

    @Test(
        "an unseen system swipe the engine refuses never pops: the page's back handler decides",
        arguments: unseenRefusals)
    func unseenRefusedSwipe(_ row: (type: String, event: String, pending: String?)) throws {
        let simulator = try HostFixtures.simulator(["Home", row.type])
        simulator.platform.appReplacedEdgeDelegate = true
        simulator.swipe(startX: 5, distance: 250, velocity: 800)
        #expect(simulator.stack == ["Home", row.type])
        #expect(simulator.platformStack == simulator.stack)
        #expect(!simulator.events.contains("popGestureBegan:\(row.type)"))
        #expect(simulator.events.contains(row.event))
        #expect(simulator.pendingBack == row.pending)
    }

    @Test("a cancelled interactive push lets go of the page it was bringing in")
    func cancelledPushReleasesPage() throws {
        let simulator = try HostFixtures.simulator(["Home", "Feed"])
        simulator.swipe(startX: 385, distance: -100, release: false)
        #expect(simulator.events.contains("pushGestureBegan:Detail"))
        let next = try #require(simulator.page(named: "Detail"))
        #expect(next.isLinked)
        simulator.release(velocity: 900)
        #expect(simulator.stack == ["Home", "Feed"])
        #expect(next.isLinked == false)
        #expect(simulator.retainedPageCount == 2)
    }

    @Test("a pop never targets a page the platform no longer holds: the platform gets the engine's stack")
    func popToPageThePlatformLost() throws {
        let simulator = try HostFixtures.simulator(["Home", "List", "Detail"])
        simulator.platform.pages.remove(at: 1)  // UIKit's stack changed behind the host's back
        simulator.pop()
        #expect(simulator.stack == ["Home", "List"])
        #expect(simulator.platformStack == ["Home", "List"])
    }

    @Test("a swipe-back starts only when the platform's own stack has more than one page; then the stacks agree again")
    func platformRootGuard() throws {
        let simulator = try HostFixtures.simulator(["Home", "List"])
        simulator.platform.pages.removeLast()
        simulator.swipe(startX: 5, distance: 250, velocity: 800)
        #expect(!simulator.events.contains("popGestureBegan:List"))
        #expect(simulator.stack == ["Home"])
        #expect(simulator.platformStack == ["Home"])
    }

    @Test("iOS 26: by default a swipe from anywhere pops, as the system's content swipe does in a plain controller")
    func systemContentSwipeByDefault() throws {
        let configuration = NavigationConfiguration(popGesture: .system(hasContentSwipe: true))
        let simulator = try HostFixtures.simulator(
            ["Home", "List"], systemContentSwipe: true, configuration: configuration)
        simulator.swipe(startX: 100, distance: 250)
        #expect(simulator.stack == ["Home"])
        #expect(simulator.platform.content.isActive == false)
        #expect(simulator.events.contains("popGestureFinished:List"))
    }

    @Test(
        "iOS 26's content swipe reports no translation: the start limit is measured from where the finger went down",
        arguments: [(50.0, true), (150.0, false)]
    )
    func contentSwipeStartLimit(startX: Double, pops: Bool) throws {
        let simulator = try HostFixtures.simulator(["Home", "Limited"], systemContentSwipe: true)
        simulator.swipe(startX: startX, distance: 230)
        #expect(simulator.stack == (pops ? ["Home"] : ["Home", "Limited"]))
        #expect(simulator.events.contains("swipeRefused:edgeDistance") == !pops)
    }

    @Test("each touch reaches the engine once, even when several recognizers are asked about it")
    func oneAnswerPerTouch() throws {
        let simulator = try HostFixtures.simulator(["Home", "Locked"], systemContentSwipe: true)
        simulator.swipe(startX: 5, distance: 200, velocity: 800)
        #expect(simulator.events.filter { $0.hasPrefix("swipeRefused") } == ["swipeRefused:disabled"])
    }
}
