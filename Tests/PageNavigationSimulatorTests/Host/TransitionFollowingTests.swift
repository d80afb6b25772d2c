import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// Findings b and c: the host follows the platform's transition, its cancels and its end.
@Suite("Host: following the platform's transitions")
struct TransitionFollowingTests {
    @Test("a cancelled swipe brings back the staying page's bar visibility and look as the finger lets go, not after")
    func cancelRestoresAtRelease() throws {
        let simulator = try HostFixtures.simulator(["Home", "Hidden", "Red"])
        simulator.swipe(startX: 5, distance: 120, release: false, settle: false)
        #expect(simulator.platform.isBarHidden == true)  // the page below hides the bar
        simulator.release(velocity: -800, settle: false)
        #expect(simulator.platform.transition != nil)  // the cancel animation still runs
        #expect(simulator.platform.isBarHidden == false)
        #expect(simulator.platform.barLook?.tint == .white)
        #expect(simulator.engine.popGestureStatus == .refused(.transition))
        simulator.settle()
        #expect(simulator.stack == ["Home", "Hidden", "Red"])
        #expect(simulator.platformStack == simulator.stack)
        #expect(simulator.platform.isBarHidden == false)
        #expect(simulator.events.suffix(1) == ["popGestureCancelled:Red"])
        #expect(simulator.page(named: "Red")?.appearanceCalls.suffix(2) == ["willAppear", "didAppear"])
    }

    @Test("fake bars are installed for a transition between different looks and removed after it, also after a cancel")
    func fakeBars() throws {
        let simulator = try HostFixtures.simulator(["Home"])
        try simulator.push("Red", settle: false)
        #expect(simulator.platform.fakeBarCount == 2)
        #expect(simulator.page(named: "Red")?.itemLook?.withBackground == false)
        simulator.settle()
        #expect(simulator.platform.fakeBarCount == 0)
        #expect(simulator.page(named: "Red")?.itemLook?.withBackground == true)
        simulator.swipe(startX: 5, distance: 100, velocity: -900, settle: false)
        #expect(simulator.platform.fakeBarCount == 2)
        simulator.settle()
        #expect(simulator.platform.fakeBarCount == 0)
        #expect(simulator.page(named: "Home")?.itemLook?.withBackground == true)
        #expect(simulator.page(named: "Red")?.itemLook?.withBackground == true)
    }

    @Test("a popped page's fake bar goes with the others, so the page comes back without one (a host-fuzzer finding)")
    func poppedPageComesBackWithoutFakeBar() throws {
        let simulator = try HostFixtures.simulator(["Home"])
        try simulator.push("Red")
        simulator.pop(settle: false)
        try simulator.setStack(["Home", "Red", "List"], settle: false)  // the same Red, queued behind the pop
        simulator.settle()
        #expect(simulator.platformStack == ["Home", "Red", "List"])
        #expect(simulator.page(named: "Red")?.fakeBar == nil)
        #expect(simulator.platform.fakeBarCount == 0)
    }

    @Test("a look the leaving page changes during a swipe is the look a cancel brings back")
    func cancelRestoresCurrentLook() throws {
        let simulator = try HostFixtures.simulator(["Home", "Red"])
        simulator.swipe(startX: 5, distance: 120, release: false, settle: false)
        simulator.updateBar(page: "Red", PartialBarStyle(tint: HostFixtures.green))
        simulator.release(velocity: -800, settle: false)
        #expect(simulator.platform.barLook?.tint == HostFixtures.green)
        simulator.settle()
        #expect(simulator.platform.barLook?.tint == HostFixtures.green)
        #expect(simulator.page(named: "Red")?.itemLook?.style.tint == HostFixtures.green)
    }

    @Test("the leaving page's fake bar is installed while the bar still shows, so it keeps the bar's height")
    func fakeBarBeforeHiding() throws {
        let simulator = try HostFixtures.simulator(["Home", "Red"])
        try simulator.push("Hidden", settle: false)
        #expect(simulator.platform.isBarHidden)
        #expect(simulator.page(named: "Red")?.fakeBarSawBar == true)
        simulator.settle()
        #expect(simulator.platform.fakeBarCount == 0)
    }

    @Test(
        "a transition the platform cancels is a cancel whatever its kind: nothing is committed, its operation is refused"
    )
    func platformCancelsPush() throws {
        let simulator = try HostFixtures.simulator(["Home"])
        try simulator.push("Red", completion: "pushed", settle: false)
        simulator.platform.cancelTransition()
        #expect(simulator.stack == ["Home"])
        #expect(simulator.platformStack == ["Home"])
        #expect(simulator.events.contains("error:cancelled"))
        #expect(!simulator.events.contains("completed:pushed"))
        #expect(!simulator.events.contains("didShow:Red"))
        #expect(simulator.engine.isBusy == false)
        #expect(simulator.bar.background == BarStyle.standard.background)
        try simulator.push("List", completion: "next")
        #expect(simulator.stack == ["Home", "List"])
        #expect(simulator.events.contains("completed:next"))
    }

    @Test("when the coordinator never reports the end, the delegate's didShow ends the transition; nothing stays busy")
    func noCoordinatorEnd() throws {
        let simulator = try HostFixtures.simulator(["Home"])
        simulator.platform.coordinatorReportsEnd = false
        try simulator.push("Red", completion: "pushed")
        try simulator.push("List", completion: "queued", settle: false)
        simulator.settle()
        #expect(simulator.stack == ["Home", "Red", "List"])
        #expect(simulator.engine.isBusy == false)
        #expect(simulator.events.filter { $0.hasPrefix("completed:") } == ["completed:pushed", "completed:queued"])
        simulator.pop()
        #expect(simulator.stack == ["Home", "Red"])
        #expect(simulator.platformStack == simulator.stack)
    }

    /// (alpha, platform calls): an alpha change is one call; one that makes the bar mostly see-through
    /// (below 0.5) also lets the status bar follow.
    static let alphaRows: [(alpha: Double, calls: Int)] = [(0.7, 1), (0.5, 1), (0.3, 2)]

    @Test("a scroll-driven alpha change updates only the alpha (and the status bar when it must)", arguments: alphaRows)
    func alphaFrame(_ row: (alpha: Double, calls: Int)) throws {
        let simulator = try HostFixtures.simulator(["Home", "Red"])
        let before = simulator.platform.callCount
        simulator.updateBar(PartialBarStyle(alpha: row.alpha))
        #expect(simulator.platform.callCount - before == row.calls)
        #expect(simulator.page(named: "Red")?.itemLook?.style.alpha == row.alpha)
        #expect(simulator.page(named: "Red")?.itemLook?.style.background == HostFixtures.red)
        #expect(simulator.platform.isBarHidden == false)
    }
}

/// A page that sets nothing: what the UIKit adapter is given makes it write no item appearance and
/// leave the bar's tint alone.
@Suite("Host: the system look")
struct SystemLookHostTests {
    @Test("a page that sets nothing is given the system's look, on its item and on the bar")
    func systemLook() throws {
        let simulator = try HostFixtures.simulator(["Home"])
        #expect(simulator.page(named: "Home")?.itemLook?.style.isSystem == true)
        #expect(simulator.platform.barLook?.tint == .system)
        try simulator.push("Red")
        #expect(simulator.platform.barLook?.tint == .white)
        simulator.pop()
        #expect(simulator.platform.barLook?.tint == .system)  // the app's tint again, not Red's
        #expect(simulator.page(named: "Home")?.itemLook?.style.isSystem == true)
    }
}
