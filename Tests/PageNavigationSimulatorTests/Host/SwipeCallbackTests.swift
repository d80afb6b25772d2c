import PageNavigationSimulator
import Testing

/// Pages run their swipe callbacks while a swipe moves them — began, progress as the finger moves,
/// then cancelled or finished — for a swipe-back (on the page leaving) and for an interactive push (on
/// the page pushing its next page), as GKNavigationBarSwift's pop and push delegates do.
@Suite("Swipe callbacks for both directions")
struct SwipeCallbackTests {
    static func make() throws -> NavigationSimulator {
        try NavigationSimulator(
            configuration: NavigationConfiguration(popGesture: .fullScreen),
            types: ["Home": PageBlueprint(next: "Story"), "Story": PageBlueprint()], root: "Home")
    }

    @Test("a swipe-back reports began, its progress and its end on the page swiped away")
    func swipeBack() throws {
        let simulator = try Self.make()
        try simulator.push("Story")
        simulator.swipe(startX: 100, distance: 39, release: false)
        simulator.moveFinger(to: 117)
        simulator.release(distance: 78)
        #expect(simulator.stack == ["Home", "Story"])
        #expect(
            simulator.platform.gestureCallbacks == [
                "Story back began", "Story back progress 0.1", "Story back progress 0.3", "Story back progress 0.2",
                "Story back cancelled",
            ])
        simulator.swipe(startX: 100, distance: 300)
        #expect(simulator.stack == ["Home"])
        #expect(simulator.platform.gestureCallbacks.suffix(2) == ["Story back progress 0.77", "Story back finished"])
    }

    @Test("an interactive push reports began, its progress and its end on the page that pushes")
    func swipeForward() throws {
        let simulator = try Self.make()
        simulator.swipe(startX: 385, distance: -39, release: false)
        simulator.moveFinger(to: -117)
        simulator.release()
        #expect(simulator.stack == ["Home"])
        #expect(
            simulator.platform.gestureCallbacks == [
                "Home forward began", "Home forward progress 0.1", "Home forward progress 0.3",
                "Home forward cancelled",
            ])
        simulator.swipe(startX: 385, distance: -300)
        #expect(simulator.stack == ["Home", "Story#2"])
        #expect(
            simulator.platform.gestureCallbacks.suffix(3) == [
                "Home forward began", "Home forward progress 0.77", "Home forward finished",
            ])
    }
}
