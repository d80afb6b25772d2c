import PageNavigationSimulator
import Testing

/// The simulator as an app developer uses it in their own tests.
@Suite("Navigation simulator")
struct NavigationSimulatorTests {
    static let red = BarColor(red: 255, green: 0, blue: 0)
    static let green = BarColor(red: 0, green: 255, blue: 0)

    static func make(_ types: [String: PageBlueprint], configuration: NavigationConfiguration = .init()) throws
        -> NavigationSimulator
    {
        try NavigationSimulator(configuration: configuration, types: types, root: "Home")
    }

    @Test("an unknown root type is refused")
    func unknownRoot() {
        #expect(throws: SimulatorError.unknownType("Nowhere")) {
            try NavigationSimulator(types: ["Home": .init()], root: "Nowhere")
        }
    }

    @Test("a confirm page asks before leaving, by button and by swipe")
    func confirmFlow() throws {
        let simulator = try Self.make(["Home": .init(), "Form": .init(settings: .init(back: .confirm))])
        try simulator.push("Form")
        simulator.tapBack()
        #expect(simulator.pendingBack == "Form")
        #expect(simulator.swipe(startX: 2, distance: 300) == .refused(.pending))
        simulator.answer(false)
        #expect(simulator.stack == ["Home", "Form"])
        #expect(simulator.swipe(startX: 2, distance: 300) == .confirmation)
        simulator.answer(true)
        #expect(simulator.stack == ["Home"])
        #expect(Array(simulator.events.suffix(2)) == ["removed:Form", "didShow:Home"])
        simulator.answer(true)
        #expect(simulator.events.last == "error:nothingPending")
    }

    @Test("looks restore exactly after a cancelled swipe and after a pop")
    func exactRestore() throws {
        let simulator = try Self.make(
            [
                "Home": .init(settings: .init(bar: .init(background: Self.red))),
                "Detail": .init(settings: .init(bar: .init(background: Self.green))),
                "Plain": .init(),
            ], configuration: NavigationConfiguration(inheritance: .inherit))
        try simulator.push("Detail")
        try simulator.push("Plain")
        #expect(simulator.bar.background == Self.green)
        simulator.swipe(startX: 3, distance: 100, velocity: -800)
        #expect(simulator.top == "Plain")
        #expect(simulator.bar.background == Self.green)
        simulator.popToRoot()
        #expect(simulator.bar.background == Self.red)
        #expect(simulator.events.contains("popGestureCancelled:Plain"))
    }

    @Test("the virtual clock moves transitions; a held finger stops them")
    func clock() throws {
        let simulator = try Self.make(["Home": .init(), "Detail": .init()])
        try simulator.push("Detail", settle: false)
        simulator.advance(by: 0.175)
        #expect(abs((simulator.transition?.progress ?? 0) - 0.5) < 0.001)
        simulator.advance(by: 0.2)
        #expect(simulator.transition == nil)
        #expect(simulator.clock == 0.375)
        simulator.swipe(startX: 1, distance: 195, release: false)
        simulator.advance(by: 5)
        #expect(simulator.transition?.progress == 0.5)
        #expect(simulator.isSwiping)
        simulator.release(velocity: 0)
        #expect(simulator.stack == ["Home"])
    }

    @Test(
        "a held finger moves the transition with it; let go without speed, it finishes only past half the width",
        arguments: [(150.0, false), (250.0, true)]
    )
    func movingFinger(distance: Double, pops: Bool) throws {
        let simulator = try Self.make(["Home": .init(), "Detail": .init()])
        try simulator.push("Detail")
        simulator.swipe(startX: 5, distance: 50, release: false)
        simulator.moveFinger(to: distance)
        #expect(abs((simulator.transition?.progress ?? 0) - distance / 390) < 0.001)
        #expect(simulator.platform.isInTransition)
        simulator.release()
        #expect(simulator.stack == (pops ? ["Home"] : ["Home", "Detail"]))
        #expect(!simulator.platform.isInTransition)
        simulator.moveFinger(to: 300)  // no finger is down: nothing moves
        #expect(simulator.transition == nil)
        #expect(!simulator.platform.isInTransition)
    }

    @Test("a web page goes back through its history before the page leaves")
    func webHistory() throws {
        let simulator = try Self.make(["Home": .init(), "Web": .init(settings: .init(back: .webHistory))])
        try simulator.push("Web")
        simulator.loadWeb(count: 2)
        simulator.tapBack()
        simulator.swipe(startX: 4, distance: 250)
        #expect(simulator.webHistory() == 0)
        #expect(simulator.stack == ["Home", "Web"])
        simulator.tapBack()
        #expect(simulator.stack == ["Home"])
        #expect(simulator.events.filter { $0 == "webBack:Web" }.count == 2)
    }

    @Test("an interactive push brings the declared next page")
    func interactivePush() throws {
        let simulator = try Self.make(["Home": .init(next: "Photo"), "Photo": .init()])
        let decision = simulator.swipe(startX: 385, distance: -300)
        #expect(decision == .push)
        #expect(simulator.stack == ["Home", "Photo"])
        #expect(simulator.events.contains("pushGestureBegan:Photo"))
        #expect(simulator.swipe(startX: 385, distance: -300) == .refused(.direction))
    }
}
