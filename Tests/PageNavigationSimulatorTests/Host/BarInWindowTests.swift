import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// Before the bar is in a window, UIKit has not applied the app's appearance proxy: the host keeps the
/// bar-wide look until the platform's bar enters one, then shows it and every page's look again.
@Suite("Host: a bar that is not in a window yet")
struct BarInWindowTests {
    @Test("the bar-wide look waits for the window, then shows the top page's look")
    func waitsForTheWindow() throws {
        let simulator = try NavigationSimulator(
            configuration: NavigationConfiguration(), systemContentSwipe: false, types: HostFixtures.types,
            stack: ["Home", "Red"], startsHost: false
        )
        simulator.platform.isBarInWindow = false
        simulator.host.adoptPlatformStack()
        #expect(simulator.platform.barLook == nil)  // nothing written to a bar outside a window
        simulator.host.platformLaidOut()
        #expect(simulator.platform.barLook == nil)
        simulator.platform.isBarInWindow = true
        simulator.host.platformLaidOut()
        #expect(simulator.platform.barLook?.tint == .white)
        #expect(simulator.page(named: "Red")?.itemLook?.style.background == HostFixtures.red)
    }
}
