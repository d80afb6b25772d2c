import PageNavigationCore
import PageNavigationTestSupport
import Testing

@testable import PageNavigationHost
@testable import PageNavigationSimulator

/// Seeded random walks of swipes (edge, content, full-screen, trackpad; held, moved, released,
/// cancelled by the platform) mixed with app commands: the host's one swipe drives a transition only
/// while one is in flight, is never left driving once nothing is, and every walk ends idle at the next
/// finger.
@Suite("Host: seeded swipe walks")
struct SwipeStateWalkTests {
    static let types = ["List", "Detail", "Hidden", "Locked", "Limited", "Gallery", "Editor", "Final", "Feed"]

    /// Odd seeds walk a platform with iOS 26's content swipe.
    @Test(
        "a swipe drives only a transition in flight and every walk ends idle",
        arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func walk(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let simulator = try HostFixtures.simulator(
            ["Home", "List", "Detail"], systemContentSwipe: !seed.isMultiple(of: 2))
        var seen: Set<String> = []
        for step in 0..<400 {
            let settle = Int.random(in: 0..<3, using: &random) == 0
            switch Int.random(in: 0..<11, using: &random) {
            case 0, 9: try simulator.push(Self.types.randomElement(using: &random)!, settle: settle)
            case 1: simulator.pop(settle: settle)
            case 2, 3:
                simulator.swipe(
                    startX: Bool.random(using: &random) ? 5 : Double.random(in: 0...390, using: &random),
                    distance: Double.random(in: -250...300, using: &random),
                    velocity: Double.random(in: -1000...1000, using: &random), release: Bool.random(using: &random),
                    settle: settle)
            case 4:
                simulator.trackpadSwipe(
                    pointerX: Double.random(in: 0...390, using: &random),
                    distance: Double.random(in: -250...300, using: &random),
                    velocity: Double.random(in: -1000...1000, using: &random), release: Bool.random(using: &random),
                    settle: settle)
            case 5: simulator.moveFinger(to: Double.random(in: -100...300, using: &random))
            case 6: simulator.release(velocity: Double.random(in: -1000...1000, using: &random), settle: settle)
            case 7:
                if Bool.random(using: &random) {
                    simulator.platform.cancelTransition()
                } else {
                    simulator.platform.appReplacedEdgeDelegate = Bool.random(using: &random)
                }
            case 8: simulator.answer(Bool.random(using: &random), settle: settle)
            default: simulator.advance(by: Double.random(in: 0...0.5, using: &random))
            }
            let swipe = simulator.host.swipe
            seen.insert(Self.name(of: swipe))
            let inFlight = simulator.platform.transition != nil || simulator.engine.transition != nil
            #expect(swipe.driver == nil || inFlight, "seed \(seed) step \(step): \(swipe) without a transition")
        }
        simulator.release()
        simulator.answer(false)
        simulator.settle()
        #expect(simulator.host.swipe.driver == nil, "seed \(seed): still driving at the end")
        simulator.host.noteTouch(began: true, timestamp: 1_000_000, location: TouchPoint(x: 200, y: 300))
        #expect(
            Self.name(of: simulator.host.swipe) == "idle", "seed \(seed): \(simulator.host.swipe) at the next finger")
        #expect(seen.isSuperset(of: ["idle", "driven"]), "seed \(seed) saw only \(seen)")
    }

    static func name(of swipe: SwipeState) -> String {
        switch swipe {
        case .idle: "idle"
        case .accepted: "accepted"
        case .refusedSystemPop: "refusedSystemPop"
        case .driven: "driven"
        }
    }
}
