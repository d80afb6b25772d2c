import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// The looks the UIKit layer reads back from the host: the one on screen (the status bar asks for it)
/// and a page's resolved look (`page.resolvedBar`).
@Suite("Host: the look on screen and a page's resolved look")
struct DisplayedLookTests {
    @Test(
        "the status bar follows the settled top page, the arriving page during a transition, and the staying page once a swipe heads back"
    )
    func displayedLook() throws {
        let simulator = try HostFixtures.simulator(["Home", "Red"])
        #expect(simulator.host.displayedStyle?.background == HostFixtures.red)
        try simulator.push("Green", settle: false)
        #expect(simulator.host.displayedStyle?.background == HostFixtures.green)
        simulator.settle()
        simulator.swipe(startX: 5, distance: 100, release: false)
        #expect(simulator.host.displayedStyle?.background == HostFixtures.red)
        simulator.release(velocity: -800, settle: false)
        #expect(simulator.host.displayedStyle?.background == HostFixtures.green)
        simulator.settle()
        #expect(simulator.stack == ["Home", "Red", "Green"])
        #expect(simulator.host.displayedStyle?.background == HostFixtures.green)
    }

    @Test("a page being pushed already has its resolved look; a page that left has none")
    func resolvedLook() throws {
        let simulator = try HostFixtures.simulator(["Home"])
        try simulator.push("Red", settle: false)
        let red = try #require(simulator.id(of: "Red"))
        let home = try #require(simulator.id(of: "Home"))
        #expect(simulator.host.resolvedLook(of: red)?.background == HostFixtures.red)
        #expect(simulator.host.resolvedLook(of: home)?.background == BarStyle.standard.background)
        simulator.settle()
        simulator.pop()
        #expect(simulator.host.resolvedLook(of: red) == nil)
        #expect(simulator.host.resolvedLook(of: home)?.background == BarStyle.standard.background)
    }
}
