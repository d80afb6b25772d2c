import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// A two-finger swipe on an iPad trackpad delivers scroll events and no touches (`APPS.md`, "iPad pointer
/// and trackpad"). The library's pan takes it, from wherever the pointer is, through the same engine
/// decision as a finger's swipe; the system's recognizers, which need touches, never see it.
@Suite("Host: trackpad swipes")
struct TrackpadSwipeTests {
    static let types: [String: PageBlueprint] = {
        var types = HostFixtures.types
        types["Rows"] = PageBlueprint()
        types["Rows"]?.content = [.rowSwipeActions]
        types["Scrolled"] = PageBlueprint(contentScroll: .scrolled)
        return types
    }()

    @Test(
        "a trackpad swipe from mid-screen pops an edge-mode page, before iOS 26 and on iOS 26",
        arguments: [false, true])
    func popsFromAnywhere(contentSwipe: Bool) throws {
        let simulator = try NavigationSimulator(
            systemContentSwipe: contentSwipe, types: Self.types, stack: ["Home", "List"])
        simulator.trackpadSwipe(pointerX: 200, distance: 250, velocity: 800)
        #expect(simulator.stack == ["Home"])
        #expect(simulator.events.contains("popGestureBegan:List"))
        #expect(simulator.events.contains("popGestureFinished:List"))
        #expect(!simulator.platform.edge.isActive && !simulator.platform.content.isActive)
    }

    @Test(
        "if UIKit's edge swipe takes the trackpad's scroll by itself, an edge-mode page still pops from mid-screen",
        arguments: [false, true])
    func systemTakesTheScroll(contentSwipe: Bool) throws {
        let simulator = try NavigationSimulator(
            systemContentSwipe: contentSwipe, types: Self.types, stack: ["Home", "List"])
        simulator.platform.systemTakesTrackpadSwipes = true
        simulator.trackpadSwipe(pointerX: 200, distance: 250, velocity: 800)
        #expect(simulator.stack == ["Home"])
        #expect(!simulator.events.contains("swipeRefused:edgeDistance"))
        #expect(simulator.events.contains("popGestureFinished:List"))
    }

    /// (page type, the event the refused trackpad swipe reports)
    static let refusals: [(type: String, event: String)] = [
        ("Locked", "swipeRefused:disabled"),
        ("Rows", "swipeRefused:content"),
        ("Scrolled", "swipeRefused:scrollView"),
        ("Final", "backDenied:Final"),
        ("Editor", "backRequested:Editor"),
    ]

    @Test(
        "a trackpad swipe keeps the page's rules and leaves the content under the pointer its scroll",
        arguments: refusals)
    func refused(_ row: (type: String, event: String)) throws {
        let simulator = try NavigationSimulator(types: Self.types, stack: ["Home", row.type])
        simulator.trackpadSwipe(pointerX: 200, distance: 250, velocity: 800)
        #expect(simulator.stack == ["Home", row.type])
        #expect(simulator.events.contains(row.event))
        #expect(!simulator.events.contains("popGestureBegan:\(row.type)"))
    }

    @Test("a slow, short trackpad swipe cancels and the page keeps its look; the next one pops")
    func cancelThenPop() throws {
        let simulator = try NavigationSimulator(types: Self.types, stack: ["Home", "Red"])
        simulator.trackpadSwipe(pointerX: 200, distance: 60, velocity: -600)
        #expect(simulator.stack == ["Home", "Red"])
        #expect(simulator.events.contains("popGestureCancelled:Red"))
        simulator.trackpadSwipe(pointerX: 200, distance: 250, velocity: 800)
        #expect(simulator.stack == ["Home"])
    }

    @Test("a leftward trackpad swipe pushes the declared next page from anywhere")
    func push() throws {
        let simulator = try NavigationSimulator(types: Self.types, stack: ["Home", "Feed"])
        simulator.trackpadSwipe(pointerX: 200, distance: -250, velocity: -800)
        #expect(simulator.stack == ["Home", "Feed", "Detail"])
    }
}
