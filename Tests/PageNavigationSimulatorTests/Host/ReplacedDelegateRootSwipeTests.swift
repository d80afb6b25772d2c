import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// The host fuzz target's finding after the merges of #35–#42 (round 139 of its seeded inputs, shrunk):
/// the app replaced the delegate of UIKit's edge swipe with one that lets every swipe begin, and a finger
/// swiped back on the root. UIKit's recognizer began there without the library's stand-in, nothing could
/// pop, and the controller froze (UIKitBehavior row 5, as modelled): the app's push after it was dropped.
/// The drop is the freeze's, not a stack change the host made inside a transition — so the fuzz target
/// ends such a run instead of reporting it.
@Suite("Host: the app's edge delegate freezes the root, not the host")
struct ReplacedDelegateRootSwipeTests {
    /// The shrunk sequence: the app's delegate, a held edge swipe on the root, a push.
    private static func run(appReplacedEdgeDelegate: Bool) throws -> NavigationSimulator {
        let simulator = try HostFixtures.simulator()
        simulator.platform.appReplacedEdgeDelegate = appReplacedEdgeDelegate
        simulator.advance(by: 0)
        simulator.swipe(startX: 0, distance: 335, dy: -60, velocity: -1500, release: false, settle: false)
        #expect(!simulator.platform.isInTransition, "nothing can pop on the root")
        try simulator.push("Detail")
        return simulator
    }

    @Test("with the app's delegate, the push after the swipe is dropped by the frozen controller, no transition")
    func appDelegateFreezes() throws {
        let simulator = try Self.run(appReplacedEdgeDelegate: true)
        #expect(simulator.platform.isStuck)
        #expect(simulator.platform.droppedStackChanges == 1)
        #expect(simulator.platformStack == ["Home"])
        // The host does not pretend the push happened: it agrees with the platform's stack.
        #expect(simulator.stack == ["Home"])
        #expect(
            simulator.leftovers.inconsistencies == [
                "1 stack change(s) dropped: made inside a transition or after the controller froze"
            ])
    }

    @Test("with UIKit's own delegate, the library's stand-in refuses the same swipe and the push appears")
    func standInRefuses() throws {
        let simulator = try Self.run(appReplacedEdgeDelegate: false)
        #expect(simulator.events.contains("swipeRefused:root"))
        #expect(!simulator.platform.isStuck)
        #expect(simulator.finish().isClean)
        #expect(simulator.platformStack == ["Home", "Detail"])
    }
}
