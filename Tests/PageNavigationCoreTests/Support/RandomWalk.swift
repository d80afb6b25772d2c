import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// What one step of a ``RandomWalk`` sent to the engine.
enum WalkAction: CustomStringConvertible {
    case command(NavigationCommand)
    case input(NavigationInput)

    var description: String {
        switch self {
        case .command(let command): "perform \(command)"
        case .input(let input): "send \(input)"
        }
    }
}

/// One step of a ``RandomWalk``: the engine before it, what was sent, and what came back.
struct WalkStep {
    var index: Int
    var action: WalkAction
    var before: NavigationEngine
    var operation: OperationID?
    var effects: [NavigationEffect]
}

/// Drives an engine with a seeded random mix of everything an app, a user and a host can send: every
/// command (random animated flags and matchers), back taps, swipes, answers, bar and page reports,
/// progress reports and transition finish/cancel reports. Property tests check invariants after each step.
///
/// Back confirmations get extra attention, as an app meets them: confirm pages are pushed and asked
/// often, the app keeps operating on the stack (push, pop, remove, setStack, push-and-remove, a setStack
/// that makes the asking page the root) while a confirmation is open, and answers every request once,
/// often long after it was asked — also after the confirmation closed by itself. A few answers come
/// with no request at all.
struct RandomWalk {
    private(set) var engine: NavigationEngine
    /// Every page the walk made, by id, as it was declared.
    private(set) var created: [PageID: Page] = [:]
    private var rng: SplitMix64
    private var lastID: UInt64 = 0
    private var count = 0
    /// Confirmations the engine asked for that the walk has not answered yet.
    private var unansweredRequests = 0
    /// Whether swipes from the trailing edge offer the engine a next page to push (a walk whose pages
    /// must all come from elsewhere, such as a path, turns this off).
    var offersNextPages = true

    static let types = ["A", "B", "C", "D", "E"]
    static let palette: [BarColor] = [
        .white, .black, .pureRed, .pureGreen, .pureBlue, .clear, .systemBlue, .system,
        BarColor(light: .white, dark: .black), BarColor(light: .white, dark: .pureBlue),
    ]

    /// A walk from `seed` on an engine with this configuration.
    init(seed: UInt64, configuration: NavigationConfiguration) {
        rng = SplitMix64(seed: seed)
        engine = NavigationEngine(root: Page(id: PageID(0), type: "Placeholder"), configuration: configuration)
        let root = freshPage()
        engine = NavigationEngine(root: root, configuration: configuration)
        created = [root.id: root]
    }

    /// Sends one random command or input.
    mutating func step() -> WalkStep {
        run(nextAction(among: Kind.allCases))
    }

    /// Sends one random input of these kinds (weighted as ``step()`` weighs them), or a host report
    /// about the transition in flight.
    mutating func step(among kinds: [Kind]) -> WalkStep {
        run(nextAction(among: kinds))
    }

    /// Finishes the transition in flight, as a step; `nil` when none runs. Called until it returns
    /// `nil`, it lets all queued work run; check each step before the next one changes the engine.
    mutating func finishTransition() -> WalkStep? {
        guard engine.transition != nil else { return nil }
        return run(.input(.transitionEnded(finished: true)))
    }

    mutating func run(_ action: WalkAction) -> WalkStep {
        let before = engine
        var operation: OperationID?
        let effects: [NavigationEffect]
        switch action {
        case .command(let command):
            let result = engine.perform(command)
            operation = result.operation
            effects = result.effects
        case .input(let input):
            effects = engine.send(input)
        }
        count += 1
        unansweredRequests += effects.events.filter { if case .backRequested = $0 { true } else { false } }.count
        if case .input(.answerBack) = action, unansweredRequests > 0 { unansweredRequests -= 1 }
        return WalkStep(index: count, action: action, before: before, operation: operation, effects: effects)
    }

    // MARK: Choosing

    /// What a step may send.
    enum Kind: CaseIterable {
        case push, pushConfirm, pushRemoving, pushExisting, pushDeparted, pop, popToRoot, popTo, remove
        case setStack, setStackRooting
        case tapBack, swipeBegan, swipeMoved, swipeEnded, answer, strayAnswer, progress, transitionEnded
        case updateBar, updateSettings, webHistory, scroll

        /// What a user and a host send: taps, swipes, answers, reports — no command of the app's.
        static let userAndHost: [Kind] = [
            .tapBack, .swipeBegan, .swipeMoved, .swipeEnded, .answer, .strayAnswer, .progress, .transitionEnded,
            .updateBar, .updateSettings, .webHistory, .scroll,
        ]
    }

    private func weight(_ kind: Kind) -> Int {
        let deep = engine.pages.count > 6
        let asking = engine.pendingBack != nil
        switch kind {
        case .push: return deep ? 6 : 14
        case .pushConfirm: return deep ? 2 : 4
        case .pushRemoving: return asking ? 10 : 6
        case .pushExisting, .pushDeparted: return 2
        case .pop: return deep ? 16 : 8
        case .popToRoot: return deep ? 4 : 2
        case .popTo: return 6
        case .remove: return deep ? 8 : 4
        case .setStack: return asking ? 6 : 4
        case .setStackRooting: return asking ? 6 : 1
        case .tapBack: return engine.top.page.settings.back == .confirm ? 14 : 6
        case .swipeBegan: return 10
        case .swipeMoved: return 4
        case .swipeEnded: return 5
        case .answer: return unansweredRequests > 0 ? (engine.isBusy ? 16 : 8) : 0
        case .strayAnswer: return 1
        case .progress: return 3
        case .transitionEnded: return 3
        case .updateBar: return 6
        case .updateSettings: return 1
        case .webHistory: return 3
        case .scroll: return 2
        }
    }

    private mutating func nextAction(among kinds: [Kind]) -> WalkAction {
        // While the app owes an answer, transitions last longer, so that commands and answers queue behind them.
        if let transition = engine.transition, rng.chance(unansweredRequests > 0 ? 20 : 45) {
            return hostReport(for: transition)
        }
        let total = kinds.reduce(0) { $0 + weight($1) }
        var ticket = rng.below(max(total, 1))
        var chosen = kinds[0]
        for kind in kinds {
            ticket -= weight(kind)
            if ticket < 0 {
                chosen = kind
                break
            }
        }
        return action(chosen)
    }

    /// What a host reports about the transition in flight: a release, then the end (finished or
    /// cancelled as the release decided; a non-interactive transition always finishes).
    private mutating func hostReport(for transition: TransitionState) -> WalkAction {
        guard transition.interactive else { return .input(.transitionEnded(finished: true)) }
        switch transition.release {
        case nil where rng.chance(60): return .input(.swipeEnded(touch(), velocity: rng.double(in: -1200...1200)))
        case nil: return .input(.transitionEnded(finished: rng.chance(50)))
        case let decision?: return .input(.transitionEnded(finished: decision == .finish))
        }
    }

    private mutating func action(_ kind: Kind) -> WalkAction {
        let animated = rng.chance(50)
        switch kind {
        case .push:
            return .command(.push(freshPage(), animated: animated))
        case .pushConfirm:
            var page = freshPage()
            page.settings.back = .confirm
            created[page.id] = page
            return .command(.push(page, animated: animated))
        case .pushRemoving:
            let matchers = (0..<rng.below(3)).map { _ in matcher() }
            return .command(.push(freshPage(), animated: animated, removing: matchers, removingCurrent: rng.chance(40)))
        case .pushExisting:
            return .command(.push(declared(rng.pick(engine.pages).id), animated: animated))
        case .pushDeparted:
            let departed = created.values.filter { !engine.contains($0.id) }.sorted { $0.id < $1.id }
            return .command(.push(departed.isEmpty ? freshPage() : rng.pick(departed), animated: animated))
        case .pop:
            return .command(.pop(animated: animated))
        case .popToRoot:
            return .command(.popToRoot(animated: animated))
        case .popTo:
            return .command(.popTo(matcher(), fallback: rng.chance(40) ? .pop : .none, animated: animated))
        case .remove:
            return .command(.remove(matcher()))
        case .setStack:
            return .command(.setStack(randomStack(), animated: animated))
        case .setStackRooting:
            return .command(.setStack(stackRooting(), animated: animated))
        case .tapBack:
            return .input(.tapBack)
        case .swipeBegan:
            let next: Page? =
                switch rng.below(10) {
                case _ where !offersNextPages: nil
                case 0..<7: freshPage()
                case 7, 8: nil
                default: declared(rng.pick(engine.pages).id)
                }
            return .input(.swipeBegan(touch(), nextPage: next))
        case .swipeMoved:
            return .input(.swipeMoved(touch()))
        case .swipeEnded:
            return .input(.swipeEnded(touch(), velocity: rng.double(in: -1200...1200)))
        case .answer, .strayAnswer:
            return .input(.answerBack(rng.chance(60)))
        case .progress:
            return .input(.transitionProgressed(rng.double(in: 0...1)))
        case .transitionEnded:
            return engine.transition.map { hostReport(for: $0) } ?? .input(.transitionEnded(finished: rng.chance(50)))
        case .updateBar:
            return .input(.updateBar(target(), partialStyle()))
        case .updateSettings:
            return .input(.updateSettings(target(), settings()))
        case .webHistory:
            return .input(.webHistoryChanged(rng.chance(60) ? engine.top.id : target(), canGoBack: rng.chance(50)))
        case .scroll:
            return .input(.contentScrollChanged(target(), rng.pick(ContentScroll.allCases)))
        }
    }

    // MARK: Random values

    mutating func freshPage() -> Page {
        lastID += 1
        let page = Page(
            id: PageID(lastID), type: rng.pick(Self.types), tag: rng.pick([nil, "x", "y"]), settings: settings()
        )
        created[page.id] = page
        return page
    }

    /// A page as the walk declared it. The walk always hands the engine declared pages, never the
    /// engine's updated copies, so a check can tell what a page starts with when it enters.
    private func declared(_ id: PageID) -> Page {
        guard let page = created[id] else { fatalError("the walk never made \(id)") }
        return page
    }

    private mutating func settings() -> PageSettings {
        let modes: [PopGestureMode?] = [
            nil, nil, .edge, .fullScreen, .fullScreen(maximumStartDistance: 100), .disabled,
        ]
        return PageSettings(
            bar: partialStyle(), popGesture: rng.pick(modes),
            back: rng.chance(60) ? .pop : rng.pick([.deny, .confirm, .webHistory, .webHistory]),
            hasNextPage: rng.chance(30), hasCustomBar: rng.chance(8)
        )
    }

    private mutating func partialStyle() -> PartialBarStyle {
        var style = PartialBarStyle(
            background: rng.chance(35) ? rng.pick(Self.palette) : nil,
            tint: rng.chance(35) ? rng.pick(Self.palette) : nil,
            title: rng.chance(35) ? rng.pick(Self.palette) : nil,
            shadow: rng.chance(25) ? rng.pick([BarShadow.shown, .hidden, .system]) : nil,
            hidden: rng.chance(10) ? rng.chance(50) : nil,
            alpha: rng.chance(15) ? rng.pick([0, 0.5, 1]) : nil,
            itemMargins: rng.chance(20) ? rng.pick(Self.margins) : nil
        )
        // iOS 26's fields, restored exactly like the others.
        if rng.chance(15) { style.edgeEffect = rng.pick(ScrollEdgeEffect.allCases) }
        if rng.chance(10) { style.itemsHideSharedBackground = rng.chance(50) }
        return style
    }

    /// Item margins a page may declare: the system's, none, wider than the system's, one side only.
    static let margins: [BarItemMargins] = [
        .system, BarItemMargins(leading: 0, trailing: 0), BarItemMargins(leading: 32, trailing: 24),
        BarItemMargins(trailing: 4),
    ]

    private mutating func matcher() -> PageMatcher {
        switch rng.below(10) {
        case 0..<4: .type(rng.pick(Self.types + ["Z"]))
        case 4, 5: .tag(rng.pick(["x", "y", "z"]))
        case 6..<9: .page(rng.pick(engine.pages).id)
        default: .page(PageID(UInt64(rng.below(Int(lastID) + 1))))
        }
    }

    /// A page in the stack, or the page a transition is bringing in.
    private mutating func target() -> PageID {
        if let plan = engine.transition?.plan, !engine.contains(plan.to), rng.chance(30) { return plan.to }
        return rng.pick(engine.pages).id
    }

    private mutating func randomStack() -> [Page] {
        if rng.chance(4) { return [] }
        var kept = engine.pages.enumerated().filter { index, _ in index == 0 ? rng.chance(85) : rng.chance(60) }
            .map { declared($0.element.id) }
        if rng.chance(20) {
            for index in kept.indices.reversed() {
                kept.swapAt(index, rng.below(index + 1))
            }
        }
        for _ in 0..<rng.below(3) {
            kept.insert(freshPage(), at: rng.below(kept.count + 1))
        }
        if kept.isEmpty { kept.append(freshPage()) }
        if rng.chance(5) { kept.append(rng.pick(kept)) }
        return kept
    }

    /// The stack with one page moved to the root (the asking page, while a confirmation is open),
    /// the others kept in order, the old root sometimes dropped, sometimes a fresh page on top.
    private mutating func stackRooting() -> [Page] {
        let root = engine.pendingBack ?? rng.pick(engine.pages).id
        var rest = engine.pages.map(\.id).filter { $0 != root }
        if rng.chance(30), !rest.isEmpty { rest.removeFirst() }
        var stack = [declared(root)] + rest.map { declared($0) }
        if rng.chance(30) { stack.append(freshPage()) }
        return stack
    }

    /// A touch in screen coordinates: mostly swipe-backs from the back edge region, some swipes from
    /// the trailing edge toward the leading edge, some anything; a few mostly vertical.
    private mutating func touch() -> SwipeTouch {
        let geometry = engine.configuration.geometry
        let fromBackEdge: Double
        let backward: Double
        switch rng.below(10) {
        case 0..<5:
            fromBackEdge = rng.double(in: 0...25)
            backward = rng.double(in: 1...300)
        case 5, 6:
            fromBackEdge = rng.double(in: 360...390)
            backward = -rng.double(in: 1...300)
        default:
            fromBackEdge = rng.double(in: 0...390)
            backward = rng.double(in: -300...300)
        }
        let startX = geometry.direction == .leftToRight ? fromBackEdge : geometry.screenWidth - fromBackEdge
        let dy = rng.chance(15) ? rng.double(in: -400...400) : rng.double(in: -5...5)
        return SwipeTouch(startX: startX, distance: backward * geometry.direction.backSign, dy: dy)
    }
}

/// A seed and the configuration a property test walks it in.
struct WalkCase: Sendable, CustomTestStringConvertible {
    var seed: UInt64
    var configuration: NavigationConfiguration

    var testDescription: String {
        let geometry = configuration.geometry
        let interruptible = configuration.interruptibleTransitions ? ", interruptible" : ""
        return "seed \(seed), \(configuration.inheritance), \(geometry.direction.rawValue), \(configuration.popGesture)"
            + interruptible
    }

    /// Both inheritance policies, both layout directions, both default swipe modes, transitions that
    /// can and cannot be interrupted.
    static let configurations: [NavigationConfiguration] = [
        NavigationConfiguration(inheritance: .inherit),
        interruptible(NavigationConfiguration(inheritance: .default, geometry: SwipeGeometry(direction: .rightToLeft))),
        NavigationConfiguration(
            inheritance: .inherit, popGesture: .fullScreen, geometry: SwipeGeometry(direction: .rightToLeft)),
        interruptible(NavigationConfiguration(inheritance: .default, popGesture: .fullScreen)),
        NavigationConfiguration(inheritance: .inherit, popGesture: .fullScreen(maximumStartDistance: 150)),
    ]

    private static func interruptible(_ configuration: NavigationConfiguration) -> NavigationConfiguration {
        var configuration = configuration
        configuration.interruptibleTransitions = true
        return configuration
    }

    /// Seeds paired with configurations, cycling through them.
    static func cases(seeds: [UInt64]) -> [WalkCase] {
        seeds.enumerated().map { WalkCase(seed: $1, configuration: configurations[$0 % configurations.count]) }
    }
}
