import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// The app changes its configuration (`PageNavigationController.configuration`) while pages live: the
/// change applies from the next gesture and the next page; the screen stays the platform's.
@Suite("Host: the app changes its configuration")
struct ConfigurationChangeTests {
    @Test("a new swipe mode applies from the next swipe, still measured on the platform's screen width")
    func swipeModeChange() throws {
        let simulator = try HostFixtures.simulator(["Home", "List", "Detail"])
        simulator.swipe(startX: 100, distance: 200)
        #expect(simulator.events.contains("swipeRefused:edgeDistance"))
        #expect(simulator.stack == ["Home", "List", "Detail"])
        simulator.host.updateConfiguration(
            NavigationConfiguration(popGesture: .fullScreen, geometry: SwipeGeometry(screenWidth: 1000)))
        // 200 pt of 390 is past half the width: a slow release finishes (of 1000 it would cancel).
        simulator.swipe(startX: 100, distance: 200)
        #expect(simulator.stack == ["Home", "List"])
        #expect(simulator.events.contains("popGestureFinished:Detail"))
        #expect(simulator.engine.configuration.geometry.screenWidth == 390)
    }

    @Test("a new inheritance policy applies to the next page; pages in the stack keep their looks")
    func inheritanceChange() throws {
        let simulator = try HostFixtures.simulator(["Red", "List"])
        simulator.host.updateConfiguration(NavigationConfiguration(inheritance: .inherit))
        #expect(simulator.bar(of: "List")?.background == BarStyle.standard.background)
        simulator.pop()
        try simulator.push("Detail")
        #expect(simulator.bar(of: "Detail")?.background == HostFixtures.red)
        #expect(simulator.page(named: "Detail")?.itemLook?.style.background == HostFixtures.red)
    }

    @Test("a storyboard's pages take the app-wide settings made after the controller was made, before its first use")
    func storyboardTakesLateSettings() throws {
        // A scene storyboard makes the controller (holding its pages) before the scene delegate runs.
        let simulator = try NavigationSimulator(
            configuration: NavigationConfiguration(), systemContentSwipe: false, types: HostFixtures.types,
            stack: ["Home", "List"], startsHost: false
        )
        let themed = BarStyle.standard.applying(PartialBarStyle(background: HostFixtures.green))
        simulator.host.updateConfiguration(NavigationConfiguration(defaultBar: themed, popGesture: .fullScreen))
        simulator.host.adoptPlatformStack()  // the view loads
        #expect(simulator.bar(of: "Home")?.background == HostFixtures.green)
        #expect(simulator.bar(of: "List")?.background == HostFixtures.green)
        #expect(simulator.page(named: "List")?.itemLook?.style.background == HostFixtures.green)
        simulator.swipe(startX: 150, distance: 220, velocity: 800)
        #expect(simulator.stack == ["Home"])  // the full-screen mode reached the adopted pages too
    }

    @Test("a configuration set before the first page applies to the first pages")
    func configurationBeforeFirstPage() throws {
        let simulator = try HostFixtures.emptySimulator()
        simulator.host.updateConfiguration(NavigationConfiguration(inheritance: .inherit))
        try simulator.push("Red")
        try simulator.push("List")
        #expect(simulator.bar(of: "List")?.background == HostFixtures.red)
    }
}
