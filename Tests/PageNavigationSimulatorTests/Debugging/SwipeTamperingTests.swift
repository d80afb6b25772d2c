import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// Tampering (debug builds): code other than the library that replaces the delegate of UIKit's pop
/// recognizers, or switches them off, is reported once per kind, at the next transition.
@Suite("Debugging: swipe-back recognizers taken over")
struct SwipeTamperingTests {
    private static func warnings(_ simulator: NavigationSimulator) -> [String] {
        simulator.events.filter { $0.hasPrefix("warning:") }
    }

    @Test("a replaced delegate is reported once, at the next transition")
    func delegateOnce() throws {
        let simulator = try HostFixtures.simulator()
        try simulator.push("Detail")
        simulator.appChanges(.popGestureDelegate)
        #expect(Self.warnings(simulator).isEmpty)
        try simulator.push("List")
        #expect(Self.warnings(simulator) == ["warning:popGestureDelegate"])
        simulator.appChanges(.popGestureDelegate)
        simulator.pop()
        try simulator.push("Red")
        #expect(Self.warnings(simulator) == ["warning:popGestureDelegate"])
        #expect(simulator.platform.diagnostics.first?.message.contains("interactivePopGestureRecognizer") == true)
    }

    @Test("an app delegate that answers for the edge swipe is a replaced delegate too")
    func appDelegateAnswer() throws {
        let simulator = try HostFixtures.simulator()
        simulator.platform.appEdgeDelegateAnswer = true
        try simulator.push("Detail")
        #expect(Self.warnings(simulator) == ["warning:popGestureDelegate"])
    }

    @Test("recognizers switched off on a page are reported once, at the next transition")
    func switchedOffOnce() throws {
        let simulator = try HostFixtures.simulator()
        try simulator.push("Detail")
        simulator.appChanges(.popGestureEnabled)
        try simulator.push("List")
        #expect(Self.warnings(simulator) == ["warning:popGestureEnabled"])
        simulator.pop()
        simulator.pop()
        try simulator.push("Red")
        #expect(Self.warnings(simulator) == ["warning:popGestureEnabled"])
    }

    @Test("switched off on the root, they are reported once a page above it shows with them off")
    func switchedOffOnRoot() throws {
        let simulator = try HostFixtures.simulator()
        simulator.appChanges(.popGestureEnabled)
        try simulator.push("Detail")
        #expect(Self.warnings(simulator) == ["warning:popGestureEnabled"])
    }

    @Test("a takeover shows at the next finger too, before any transition")
    func atTouch() throws {
        let simulator = try HostFixtures.simulator()
        try simulator.push("Detail")
        simulator.appChanges(.popGestureEnabled)
        simulator.swipe(startX: 5, distance: 200, velocity: 800)
        #expect(Self.warnings(simulator) == ["warning:popGestureEnabled"])
        #expect(simulator.stack == ["Home", "Detail"])  // the app's switch-off stands
    }

    @Test("both kinds are reported, each once")
    func bothKinds() throws {
        let simulator = try HostFixtures.simulator(systemContentSwipe: true)
        try simulator.push("Detail")
        simulator.appChanges(.popGestureDelegate)
        simulator.appChanges(.popGestureEnabled)
        simulator.pop()
        try simulator.push("List")
        try simulator.push("Red")
        #expect(Self.warnings(simulator) == ["warning:popGestureDelegate", "warning:popGestureEnabled"])
        #expect(simulator.platform.diagnostics.last?.message.contains("interactiveContentPopGestureRecognizer") == true)
    }

    @Test("an app that changes nothing gets no warning, whatever it does")
    func nothingChanged() throws {
        let simulator = try HostFixtures.simulator(systemContentSwipe: true)
        try simulator.push("Detail")
        simulator.swipe(startX: 5, distance: 250, velocity: 800)
        try simulator.push("Locked")
        simulator.tapBack()
        try simulator.push("Editor")
        simulator.tapBack()
        simulator.answer(true)
        #expect(Self.warnings(simulator).isEmpty)
    }
}
