import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// F7: on a page whose back handler decides (deny, confirm, web history), the library decides before
/// UIKit's recognizer begins. UIKit never starts an interactive pop the library then refuses, which
/// leaves the controller stuck (UIKitBehavior row 11).
@Suite("Host: back handlers decide before UIKit's swipe-back begins")
struct BackHandlerBeforeUIKitTests {
    /// (page type, the event its swipe reports, the confirmation it opens)
    static let handlers: [(type: String, event: String, pending: String?)] = [
        ("Final", "backDenied:Final", nil),
        ("Editor", "backRequested:Editor", "Editor"),
        ("Web", "webBack:Web", nil),
    ]

    @Test(
        "the handler runs, UIKit's recognizer never begins, and the next push appears",
        arguments: handlers, [(5.0, false), (5.0, true), (150.0, true)])
    func handlerDecidesFirst(
        _ row: (type: String, event: String, pending: String?), swipe: (startX: Double, contentSwipe: Bool)
    ) throws {
        let simulator = try HostFixtures.simulator(
            ["Home", row.type], systemContentSwipe: swipe.contentSwipe,
            configuration: NavigationConfiguration(popGesture: .system(hasContentSwipe: swipe.contentSwipe)))
        simulator.loadWeb(count: 1)
        simulator.swipe(startX: swipe.startX, distance: 250, velocity: 800)
        #expect(simulator.events.contains(row.event))
        #expect(simulator.pendingBack == row.pending)
        #expect(simulator.platform.systemSwipesBegan == 0)
        #expect(!simulator.platform.isStuck)
        if row.pending != nil { simulator.answer(false) }
        try simulator.push("Detail")
        #expect(simulator.stack == ["Home", row.type, "Detail"])
    }

    @Test(
        "a system swipe that began without asking the library (the app replaced its delegate) is cancelled, not stuck")
    func unseenSwipeIsCancelled() throws {
        let simulator = try HostFixtures.simulator(["Home", "Final"])
        simulator.platform.appReplacedEdgeDelegate = true
        simulator.swipe(startX: 5, distance: 250, velocity: 800)
        #expect(simulator.events.contains("backDenied:Final"))
        #expect(simulator.stack == ["Home", "Final"])
        #expect(simulator.platformStack == ["Home", "Final"])
        #expect(!simulator.platform.isStuck)
        try simulator.push("Detail")
        #expect(simulator.platformStack == ["Home", "Final", "Detail"])
    }
}
