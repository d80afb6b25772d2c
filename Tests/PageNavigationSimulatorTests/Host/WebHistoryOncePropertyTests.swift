import PageNavigationCore
import PageNavigationTestSupport
import Testing

@testable import PageNavigationSimulator

/// Web history goes back exactly once per gesture, whoever performs it (the library, or the web view's
/// own swipe): a seeded property over random swipes and back taps on web pages with and without the
/// web view's own swipe, on iOS 26 and before it.
@Suite("Host: web history goes back once per gesture")
struct WebHistoryOncePropertyTests {
    @Test("each swipe or back tap takes the history back by at most one page, with one webBack", arguments: 0..<40)
    func oncePerGesture(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var web = PageBlueprint(
            settings: PageSettings(
                popGesture: [PopGestureMode.edge, .fullScreen, .fullScreen(maximumStartDistance: 120)].randomElement(
                    using: &random),
                back: .webHistory
            ))
        web.content = Bool.random(using: &random) ? [.webViewGestures] : []
        let systemContentSwipe = Bool.random(using: &random)
        let simulator = try NavigationSimulator(
            configuration: NavigationConfiguration(popGesture: .system(hasContentSwipe: systemContentSwipe)),
            systemContentSwipe: systemContentSwipe, types: ["Home": PageBlueprint(), "Web": web],
            stack: ["Home", "Web"]
        )
        for step in 0..<30 {
            guard simulator.stack == ["Home", "Web"] else { break }
            if Int.random(in: 0..<4, using: &random) == 0 {
                simulator.loadWeb(count: Int.random(in: 1...3, using: &random))
            }
            let before = simulator.webHistory()
            let eventCount = simulator.events.count
            if Int.random(in: 0..<5, using: &random) == 0 {
                simulator.tapBack()
            } else {
                simulator.swipe(
                    startX: [2, 12, 60, 150, 300].randomElement(using: &random)!,
                    distance: [-80, 40, 120, 260].randomElement(using: &random)!,
                    velocity: [-900, 0, 300, 900].randomElement(using: &random)!
                )
            }
            let after = simulator.stack == ["Home", "Web"] ? simulator.webHistory() : before
            let webBacks = simulator.events[eventCount...].filter { $0 == "webBack:Web" }.count
            #expect(after == before || after == before - 1, "seed \(seed) step \(step): history \(before) → \(after)")
            #expect(
                webBacks == before - after,
                "seed \(seed) step \(step): \(webBacks) webBack for \(before - after) pages back")
        }
    }
}
