import PageNavigationSimulator
import PageNavigationTestSupport
import Testing

/// Seeded walks of a path-driven flow: app writes, navigator pushes and dismissals, finished and
/// cancelled swipes, with and without letting time run in between.
@Suite("Path flow properties")
struct PathFlowPropertyTests {
    static let seeds: [UInt64] = [1, 7, 42, 2026, 31337]

    /// The values the stack shows above the root, read back from the instance names (`2#3` shows 2).
    static func shown(_ flow: PathFlowSimulator<Int>) -> [Int] {
        flow.simulator.stack.dropFirst().compactMap { Int(NavigationSimulator.baseType(of: $0)) }
    }

    @Test("once the flow settles, the binding is exactly the values the stack shows", arguments: seeds)
    func bindingFollowsTheStack(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let flow = try PathFlowSimulator<Int>(path: [1])
        for _ in 0..<60 {
            let settle = Bool.random(using: &random)
            switch Int.random(in: 0..<7, using: &random) {
            case 0:
                flow.setPath(
                    (0..<Int.random(in: 0...4, using: &random)).map { _ in Int.random(in: 0..<4, using: &random) },
                    settle: settle)
            case 1: flow.push(Int.random(in: 0..<4, using: &random), settle: settle)
            case 2: flow.simulator.swipe(startX: 1, distance: 300, settle: settle)
            case 3: flow.simulator.swipe(startX: 1, distance: 40, velocity: -800, settle: settle)
            case 4: flow.dismiss(flow.simulator.stack.randomElement(using: &random)!, settle: settle)
            case 5: flow.navigate(settle: settle) { $0.pop(settle: false) }
            default: flow.runMainQueue()
            }
            if settle { flow.settle() }
            if flow.simulator.transition == nil, flow.simulator.queuedCount == 0 {
                flow.runMainQueue()
                if flow.simulator.transition == nil, flow.simulator.queuedCount == 0 {
                    #expect(flow.path == Self.shown(flow), "seed \(seed)")
                }
            }
        }
        flow.settle()
        #expect(flow.path == Self.shown(flow), "seed \(seed)")
    }

    @Test(
        "a path the app writes during a push applies as its change, over the page the push brings; writing the same path changes nothing",
        arguments: seeds)
    func writtenChangeWins(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let flow = try PathFlowSimulator<Int>()
        for round in 0..<30 {
            let before = flow.path
            let pushed = Int.random(in: 0..<4, using: &random)
            flow.push(pushed, settle: false)
            // The app removes some values from the end of the path it holds and appends others (deep
            // links: values new to the path, so that the change reads one way only).
            let removed = Int.random(in: 0...before.count, using: &random)
            let appended = (0..<Int.random(in: 0...2, using: &random)).map { 100 + round * 2 + $0 }
            let written = Array(before.dropLast(removed)) + appended
            flow.setPath(written, animated: Bool.random(using: &random), settle: false)
            flow.runMainQueue()  // the stack sees the write on the next turn, while the push runs
            flow.settle()
            let expected = Array(before.dropLast(removed)) + [pushed] + appended
            #expect(Self.shown(flow) == expected, "seed \(seed)")
            #expect(flow.path == expected, "seed \(seed)")
        }
    }
}
