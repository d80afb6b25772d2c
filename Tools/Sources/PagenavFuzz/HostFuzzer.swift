import PageNavigationSimulator

/// Drives the shared host, on the simulator's virtual platform, with what a fuzzer's bytes encode:
/// app operations, taps, escapes, menu choices, swipes held and released, answers, virtual time, and
/// the platform's own surprises (a cancelled transition, a replaced recognizer delegate, a coordinator
/// that never reports its end). Whenever nothing is in flight, the simulator's leftovers are consistent
/// (see `SimulatorLeftovers`); once the finger is lifted and any confirmation answered, the run
/// finishes clean. A run ends early, with no finding, once the app's replaced edge delegate froze the
/// controller with a swipe on the root (UIKitBehavior row 5): no host can undo that.
public enum HostFuzzer {
    static let types: [String: PageBlueprint] = [
        "Home": PageBlueprint(),
        "Red": PageBlueprint(
            settings: PageSettings(bar: PartialBarStyle(background: BarColor(red: 255, green: 0, blue: 0)))),
        "Hidden": PageBlueprint(settings: PageSettings(bar: PartialBarStyle(hidden: true))),
        "Form": PageBlueprint(settings: PageSettings(back: .confirm)),
        "Vault": PageBlueprint(settings: PageSettings(popGesture: .disabled, back: .deny)),
        "Web": PageBlueprint(settings: PageSettings(back: .webHistory)),
        "Gallery": PageBlueprint(settings: PageSettings(popGesture: .fullScreen), contentScroll: .scrolled),
        "Feed": PageBlueprint(settings: PageSettings(popGesture: .fullScreen(maximumStartDistance: 150)), next: "Red"),
    ]
    static let names = types.keys.sorted()

    public static func run(_ data: [UInt8]) -> FuzzFailure? {
        var bytes = FuzzBytes(data)
        let simulator: NavigationSimulator
        do {
            simulator = try NavigationSimulator(systemContentSwipe: bytes.flag(), types: types, stack: ["Home"])
        } catch {
            return FuzzFailure(message: "\(error)", trace: [])
        }
        var trace: [String] = []
        var labels = 0
        var steps = 0
        while bytes.hasMore, steps < 300 {
            steps += 1
            let settle = bytes.choice(3) > 0
            let operation = bytes.choice(16)
            trace.append("op \(operation) settle \(settle)")
            switch operation {
            case 0, 1:
                labels += 1
                do { try simulator.push(bytes.pick(names), completion: "c\(labels)", settle: settle) } catch {
                    return FuzzFailure(message: "\(error)", trace: trace)  // every name is a declared type
                }
            case 2: simulator.pop(settle: settle)
            case 3: simulator.popToRoot(settle: settle)
            case 4: simulator.remove(.type(bytes.pick(names)), settle: settle)
            case 5:
                do {
                    try simulator.setStack(
                        ["Home"] + names.filter { _ in bytes.choice(4) == 0 }, animated: bytes.flag(), settle: settle)
                } catch {
                    return FuzzFailure(message: "\(error)", trace: trace)
                }
            case 6: simulator.tapBack(settle: settle)
            case 7: simulator.escape(settle: settle)
            case 8: simulator.backMenu(to: bytes.pick(simulator.stack), settle: settle)
            case 9: simulator.answer(bytes.flag(), settle: settle)
            case 10:
                // The app's replaced delegate lets UIKit's edge swipe begin without the library's stand-in;
                // on the root, where nothing can pop, that freezes the controller (UIKitBehavior row 5, as
                // modelled): every later stack change is dropped, whatever the host does. The app froze it,
                // so the run checks nothing more.
                let appMayFreeze = simulator.platform.appReplacedEdgeDelegate && simulator.platformStack.count == 1
                simulator.swipe(
                    startX: bytes.number(0...390), distance: bytes.number(-390...390), dy: bytes.number(-60...60),
                    velocity: bytes.number(-1500...1500), release: bytes.flag(), settle: settle
                )
                if appMayFreeze, simulator.platform.isStuck { return nil }
            case 11: simulator.release(velocity: bytes.number(-1500...1500), settle: settle)
            case 12: simulator.platform.cancelTransition()
            case 13: simulator.platform.appReplacedEdgeDelegate = bytes.flag()
            case 14: simulator.loadWeb(count: 1 + bytes.choice(2))
            default: simulator.advance(by: bytes.number(0...0.5))
            }
            guard !simulator.platform.isInTransition, simulator.engine.transition == nil else { continue }
            let leftovers = simulator.leftovers
            if !leftovers.isConsistent { return FuzzFailure(message: "\(leftovers)", trace: trace) }
        }
        simulator.release()
        simulator.answer(false)
        let leftovers = simulator.finish()
        if !leftovers.isClean { return FuzzFailure(message: "finished with \(leftovers)", trace: trace) }
        return nil
    }
}
