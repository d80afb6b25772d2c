import PageNavigationCore
import PageNavigationTestSupport
import Testing

@testable import PageNavigationSimulator

/// Seeded random walks through the shared host on the virtual platform: whatever the app, the user and
/// the platform do, once nothing is in flight the simulator's leftovers are consistent (the platform's
/// stack and the engine's agree, no fake bar is left, the host holds exactly the pages in the stack,
/// the bar shows the top page's visibility and item margins, every completion runs at most once), and
/// the walk finishes clean once the finger is lifted and any open confirmation answered.
@Suite("Host: seeded walks")
struct HostWalkTests {
    static let types = [
        "List", "Detail", "Red", "Green", "Hidden", "Tight", "Locked", "Editor", "Web", "Gallery", "Final", "Feed",
    ]

    /// Even seeds walk a platform whose transitions the user may interrupt (iOS 26): back taps during
    /// transitions are queued, not ignored.
    @Test(
        "after every settled step the platform agrees with the engine", arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func walk(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var configuration = NavigationConfiguration()
        configuration.interruptibleTransitions = seed.isMultiple(of: 2)
        let simulator = try HostFixtures.simulator(["Home"], configuration: configuration)
        var labels = 0
        var checked = 0
        for step in 0..<400 {
            let settle = Int.random(in: 0..<3, using: &random) > 0
            switch Int.random(in: 0..<11, using: &random) {
            case 0, 1:
                labels += 1
                try simulator.push(Self.types.randomElement(using: &random)!, completion: "c\(labels)", settle: settle)
            case 2: simulator.pop(settle: settle)
            case 3: simulator.remove(.type(Self.types.randomElement(using: &random)!), settle: settle)
            case 4:
                try simulator.setStack(
                    ["Home"] + Array(Self.types.shuffled(using: &random).prefix(Int.random(in: 0...3, using: &random))),
                    settle: settle)
            case 5:
                switch Int.random(in: 0..<3, using: &random) {
                case 0: simulator.tapBack(settle: settle)
                case 1: simulator.escape(settle: settle)
                default: simulator.backMenu(to: simulator.stack.randomElement(using: &random)!, settle: settle)
                }
            case 6: simulator.answer(Bool.random(using: &random), settle: settle)
            case 7:
                simulator.swipe(
                    startX: Double.random(in: 0...390, using: &random),
                    distance: Double.random(in: -200...300, using: &random),
                    velocity: Double.random(in: -1000...1000, using: &random), release: Bool.random(using: &random),
                    settle: settle
                )
            case 8: simulator.release(velocity: Double.random(in: -1000...1000, using: &random), settle: settle)
            case 9:
                if Bool.random(using: &random) {
                    simulator.platform.cancelTransition()
                } else {
                    simulator.platform.appReplacedEdgeDelegate = true
                }
            default: simulator.advance(by: Double.random(in: 0...0.5, using: &random))
            }
            guard simulator.platform.transition == nil, simulator.engine.transition == nil else { continue }
            checked += 1
            let leftovers = simulator.leftovers
            #expect(leftovers.isConsistent, "seed \(seed) step \(step): \(leftovers)")
        }
        #expect(checked > 100, "the walk settled too rarely to check anything")
        simulator.release()
        simulator.answer(false)
        let leftovers = simulator.finish()
        #expect(leftovers.isClean, "seed \(seed): \(leftovers)")
    }
}
