import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// On iOS 16 and later a page whose back handler denies or confirms lets UIKit's edge swipe begin (its
/// back button is `backAction`, not a left item), then the host refuses the pop UIKit asks for and
/// cancels the swipe. Swiping again and again must leave nothing behind: no transition, UIKit's
/// recognizer idle and enabled, the bar and its back button as they were, the handler asked once each time.
@Suite("Host: repeated swipes on a page whose back handler says no")
struct RepeatedBackHandlerSwipeTests {
    static let types: [String: PageBlueprint] = [
        "Home": PageBlueprint(),
        "Final": PageBlueprint(settings: PageSettings(bar: PartialBarStyle(background: HostFixtures.red), back: .deny)),
        "Anywhere": PageBlueprint(settings: PageSettings(popGesture: .fullScreen, back: .deny)),
        "Editor": PageBlueprint(settings: PageSettings(back: .confirm)),
        "OwnBack": PageBlueprint(settings: PageSettings(back: .deny), customBackButton: true),
    ]

    /// (page type, whether iOS 26's content swipe exists, where the finger goes down)
    static let denyingSwipes: [(type: String, contentSwipe: Bool, startX: Double)] = [
        ("Final", false, 5), ("Final", true, 5), ("Anywhere", true, 150), ("Anywhere", false, 150),
        ("OwnBack", false, 5), ("OwnBack", true, 5),
    ]

    @Test("each swipe on a denying page is denied once and leaves the controller as it was", arguments: denyingSwipes)
    func repeatedDenials(_ row: (type: String, contentSwipe: Bool, startX: Double)) throws {
        let simulator = try NavigationSimulator(
            systemContentSwipe: row.contentSwipe, types: Self.types, stack: ["Home", row.type])
        let page = try #require(simulator.page(named: row.type))
        let look = page.itemLook?.style
        for round in 1...4 {
            simulator.swipe(startX: row.startX, distance: 250, velocity: 800)
            #expect(simulator.events.filter { $0 == "backDenied:\(row.type)" }.count == round)
            try expectUntouched(simulator, page: page, look: look)
        }
        #expect(!simulator.events.contains { $0.hasPrefix("popGesture") })
        simulator.changeSettings(of: row.type) { $0.back = .pop }
        simulator.swipe(startX: 5, distance: 250, velocity: 800)
        #expect(simulator.stack == ["Home"])
        #expect(simulator.events.contains("popGestureFinished:\(row.type)"))
    }

    @Test(
        "a confirming page asks once, refuses swipes while it asks, and asks again after a no",
        arguments: [false, true])
    func repeatedConfirmations(contentSwipe: Bool) throws {
        let simulator = try NavigationSimulator(
            systemContentSwipe: contentSwipe, types: Self.types, stack: ["Home", "Editor"])
        let page = try #require(simulator.page(named: "Editor"))
        let look = page.itemLook?.style
        simulator.swipe(startX: 5, distance: 250, velocity: 800)
        #expect(simulator.pendingBack == "Editor")
        simulator.swipe(startX: 5, distance: 250, velocity: 800)
        #expect(simulator.events.filter { $0 == "backRequested:Editor" }.count == 1)
        #expect(simulator.events.contains("swipeRefused:pending"))
        try expectUntouched(simulator, page: page, look: look)
        simulator.answer(false)
        simulator.swipe(startX: 5, distance: 250, velocity: 800)
        #expect(simulator.events.filter { $0 == "backRequested:Editor" }.count == 2)
        try expectUntouched(simulator, page: page, look: look)
        simulator.answer(true)
        #expect(simulator.stack == ["Home"])
        #expect(simulator.platformStack == ["Home"])
    }

    /// The page is still on top, on the platform too; no transition runs or waits; no recognizer is
    /// active and the system's are enabled; the bar shows and the page keeps its back button and its look.
    private func expectUntouched(_ simulator: NavigationSimulator, page: VirtualPage, look: BarStyle?) throws {
        #expect(simulator.stack == ["Home", page.name])
        #expect(simulator.platformStack == ["Home", page.name])
        #expect(!simulator.platform.isInTransition)
        #expect(simulator.queuedCount == 0)
        #expect(simulator.host.activeSwipe == nil)
        for recognizer in [simulator.platform.edge, simulator.platform.content, simulator.platform.pan] {
            #expect(!recognizer.isActive)
            #expect(recognizer.isEnabled)
        }
        #expect(!simulator.platform.isBarHidden)
        #expect(page.showsBackButton)
        #expect(page.itemLook?.style == look)
        #expect(simulator.platform.fakeBarCount == 0)
    }
}
