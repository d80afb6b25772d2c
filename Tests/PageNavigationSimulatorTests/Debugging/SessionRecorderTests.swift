import PageNavigationCore
import PageNavigationHost
import Testing

@testable import PageNavigationSimulator

/// The session recorder the UIKit layer runs (debug builds), driven here through the simulator, which
/// runs the same host: what it records replays green and fails where the behaviour changes.
@Suite("Debugging: recorded sessions")
struct SessionRecorderTests {
    static let types: [String: PageBlueprint] = [
        "Home": PageBlueprint(),
        "Order": PageBlueprint(
            settings: PageSettings(bar: PartialBarStyle(background: HostFixtures.red), back: .confirm), tag: "order"),
        "Detail": PageBlueprint(settings: PageSettings(popGesture: .fullScreen)),
    ]

    /// A session as an app's user makes it.
    static func session() throws -> NavigationSimulator {
        let simulator = try NavigationSimulator(types: types, root: "Home")
        simulator.host.startRecording()
        try simulator.push("Order")
        simulator.tapBack()
        simulator.answer(false)
        try simulator.push("Detail")
        simulator.swipe(startX: 200, distance: 120, velocity: -700)  // cancelled
        simulator.swipe(startX: 150, distance: 220, velocity: 900)
        simulator.updateBar(PartialBarStyle(tint: HostFixtures.green))
        simulator.tapBack()
        simulator.answer(true)
        try simulator.push("Detail", removing: [.type("Home")])
        return simulator
    }

    @Test("a recorded session replays green and asserts every step")
    func replays() throws {
        let simulator = try Self.session()
        let text = try #require(simulator.host.exportRecording())
        let scenario = try ScenarioDecoder.decode(text)
        #expect(scenario.initialStack == ["Home"])
        #expect(scenario.pageTypes["Order"]?.tag == "order")
        #expect(scenario.pageTypes["Order"]?.settings.back == .confirm)
        #expect(scenario.steps.count == 2 * 10)
        let report = ScenarioRunner.run(scenario)
        #expect(report.passed, "\(report.failure?.description ?? "")\n\(text)")
        #expect(text.contains(#""swipe": {"startX": 150, "distance": 220, "velocity": 900}"#))
        #expect(text.contains(#""eventsInclude": ["backRequested:Order"]"#))
    }

    @Test("a replay fails where the recorded behaviour changed")
    func failsOnChange() throws {
        let text = try #require(try Self.session().host.exportRecording())
        // The Order page no longer asks before leaving.
        let changed = text.replacing(#""back": "confirm""#, with: #""back": "pop""#, maxReplacements: 1)
        #expect(changed != text)
        let report = ScenarioRunner.run(try ScenarioDecoder.decode(changed))
        #expect(report.failure?.step == 3)
    }

    @Test("the recording is bounded, and says how many steps it left out")
    func bounded() throws {
        let simulator = try NavigationSimulator(types: Self.types, root: "Home")
        simulator.host.startRecording(limit: 3)
        for _ in 0..<5 {
            try simulator.push("Detail")
            simulator.pop()
        }
        let text = try #require(simulator.host.exportRecording())
        let scenario = try ScenarioDecoder.decode(text)
        #expect(scenario.steps.count == 6)
        #expect(scenario.description?.contains("7 later step(s) were not recorded") == true)
        #expect(ScenarioRunner.run(scenario).passed)
    }

    @Test("without a recording there is nothing to export")
    func none() throws {
        let simulator = try NavigationSimulator(types: Self.types, root: "Home")
        try simulator.push("Detail")
        #expect(simulator.host.exportRecording() == nil)
    }
}

/// UIKit's own swipe-back reports no lift to the host, only how its transition ended: the recorder
/// writes a release that ends the same way in a replay.
@Suite("Debugging: a system swipe's recorded release")
struct SystemSwipeRecordingTests {
    @Test(
        "a swipe whose lift was not seen is written to end as its transition did",
        arguments: [(true, 1.0, "1000"), (false, 1.0, "-1000"), (true, -1.0, "-1000")])
    func release(finished: Bool, backSign: Double, velocity: String) {
        let home = Page(id: PageID(1), type: "Home")
        let recorder = SessionRecorder(configuration: NavigationConfiguration(), stack: [home], limit: 10)
        recorder.begin([.init("swipe", .object([]))], stack: [home.id], settled: true)
        recorder.swipeMoved(SwipeTouch(startX: 5, distance: 30), velocity: nil)
        #expect(recorder.export(stack: [home.id], settled: true).text.contains(#""release": false"#))
        recorder.swipeEnded(finished: finished, backSign: backSign, speed: 1000)
        let text = recorder.export(stack: [home.id], settled: true).text
        #expect(text.contains(#"{"startX": 5, "distance": 30, "velocity": \#(velocity)}"#), "\(text)")
    }
}
