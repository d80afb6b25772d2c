import PageNavigationCore

/// Drives the navigation engine with the operations a fuzzer's bytes encode — app commands, user
/// intents and host reports, in any order — and checks the engine's invariants after every one:
/// the root is never popped or removed (only a set stack replaces it), no page is in the stack twice,
/// each operation is completed or refused exactly once, each page that leaves is reported `removed`
/// exactly once, a confirmation belongs to a non-root page in the stack, and pages keep exactly their
/// looks unless their own bar changed.
public struct EngineFuzzer {
    static let types: [(name: String, settings: PageSettings)] = [
        ("Plain", PageSettings()),
        ("Red", PageSettings(bar: PartialBarStyle(background: BarColor(red: 255, green: 0, blue: 0), tint: .white))),
        (
            "Paper",
            PageSettings(bar: PartialBarStyle(background: BarColor(light: .white, dark: .black), shadow: .hidden))
        ),
        ("Hidden", PageSettings(bar: PartialBarStyle(hidden: true, alpha: 0.5))),
        ("Form", PageSettings(back: .confirm)),
        ("Vault", PageSettings(popGesture: .disabled, back: .deny)),
        ("Web", PageSettings(popGesture: .fullScreen(maximumStartDistance: 120), back: .webHistory)),
        ("Feed", PageSettings(popGesture: .fullScreen, hasNextPage: true, finishProgress: 0.3)),
    ]

    private var engine: NavigationEngine
    private var nextID: UInt64 = 1
    private var trace: [String] = []
    /// Operations asked for and not yet completed or refused.
    private var open: Set<OperationID> = []
    /// Operations completed or refused.
    private var closed: Set<OperationID> = []
    /// Pages in the stack or brought in by a stack change and not reported removed since.
    private var alive: Set<PageID> = [PageID(0)]
    /// Set stacks asked for whose new root has not shown yet (only they may replace the root).
    private var setStacksAsked = 0

    /// Runs the operations `data` encodes; returns the first invariant that did not hold.
    public static func run(_ data: [UInt8]) -> FuzzFailure? {
        var fuzzer = EngineFuzzer()
        var bytes = FuzzBytes(data)
        do {
            var steps = 0
            while bytes.hasMore, steps < 400 {
                try fuzzer.step(&bytes)
                steps += 1
            }
            try fuzzer.settle()
        } catch let failure as FuzzFailure {
            return failure
        } catch {
            return FuzzFailure(message: "\(error)", trace: fuzzer.trace)
        }
        return nil
    }

    init() {
        var configuration = NavigationConfiguration()
        configuration.inheritance = .inherit
        engine = NavigationEngine(root: Page(id: PageID(0), type: "Plain"), configuration: configuration)
    }

    private mutating func page(_ bytes: inout FuzzBytes) -> Page {
        let type = bytes.pick(Self.types)
        defer { nextID += 1 }
        return Page(id: PageID(nextID), type: type.name, tag: bytes.flag() ? "tagged" : nil, settings: type.settings)
    }

    private mutating func matcher(_ bytes: inout FuzzBytes) -> PageMatcher {
        switch bytes.choice(3) {
        case 0: .type(bytes.pick(Self.types).name)
        case 1: .tag("tagged")
        default: .page(engine.pages.isEmpty ? PageID(0) : bytes.pick(engine.pages).id)
        }
    }

    private mutating func touch(_ bytes: inout FuzzBytes) -> SwipeTouch {
        SwipeTouch(startX: bytes.number(0...390), distance: bytes.number(-390...390), dy: bytes.number(-80...80))
    }

    mutating func step(_ bytes: inout FuzzBytes) throws {
        let before = engine
        let root = engine.pages[0].id
        var replacesRoot = false
        var restyled: PageID?
        let effects: [NavigationEffect]
        switch bytes.choice(18) {
        case 0, 1:
            let page = page(&bytes)
            let removing = bytes.flag() ? [matcher(&bytes)] : []
            effects = command(
                .push(page, animated: bytes.flag(), removing: removing, removingCurrent: bytes.choice(4) == 0))
        case 2: effects = command(.pop(animated: bytes.flag()))
        case 3: effects = command(.popToRoot(animated: bytes.flag()))
        case 4:
            effects = command(.popTo(matcher(&bytes), fallback: bytes.flag() ? .pop : .none, animated: bytes.flag()))
        case 5: effects = command(.remove(matcher(&bytes)))
        case 6: effects = command(.removeAll([matcher(&bytes), matcher(&bytes)]))
        case 7:
            replacesRoot = true
            var pages = engine.pages.map(\.page).filter { _ in bytes.flag() }
            for _ in 0..<bytes.choice(3) { pages.append(page(&bytes)) }
            if bytes.flag() { bytes.shuffle(&pages) }
            effects = command(.setStack(pages, animated: bytes.flag()))
        case 8: effects = send(.tapBack)
        case 9:
            let target: BackTarget = bytes.flag() ? .onePage : .page(bytes.pick(engine.pages).id)
            effects = send(.requestBack(target))
        case 10:
            let touch = touch(&bytes)
            let next = engine.swipeDecision(for: touch) == .push ? page(&bytes) : nil
            effects = send(.swipeBegan(touch, nextPage: next))
        case 11: effects = send(.swipeMoved(touch(&bytes)))
        case 12: effects = send(.swipeEnded(touch(&bytes), velocity: bytes.number(-1500...1500)))
        case 13: effects = send(.answerBack(bytes.flag()))
        case 14: effects = send(.transitionEnded(finished: bytes.choice(4) != 0))
        case 15:
            let id = bytes.pick(engine.pages).id
            restyled = id
            effects = send(
                .updateBar(id, PartialBarStyle(background: bytes.flag() ? .system : .black, alpha: bytes.number(0...1)))
            )
        case 16: effects = send(.webHistoryChanged(bytes.pick(engine.pages).id, canGoBack: bytes.flag()))
        default: effects = send(.contentScrollChanged(bytes.pick(engine.pages).id, bytes.pick(ContentScroll.allCases)))
        }
        try check(effects, before: before, root: root, replacesRoot: replacesRoot, restyled: restyled)
    }

    /// Lets every transition end and the queue drain; then every operation must have its one answer.
    mutating func settle() throws {
        var rounds = 0
        while engine.transition != nil, rounds < 1000 {
            let before = engine
            let effects = send(.transitionEnded(finished: true))
            try check(effects, before: before, root: before.pages[0].id, replacesRoot: false, restyled: nil)
            rounds += 1
        }
        guard open.isEmpty else { throw fail("operations never answered: \(open.sorted { "\($0)" < "\($1)" })") }
    }

    private mutating func command(_ command: NavigationCommand) -> [NavigationEffect] {
        let (operation, effects) = engine.perform(command)
        trace.append("perform \(command)")
        open.insert(operation)
        return effects
    }

    private mutating func send(_ input: NavigationInput) -> [NavigationEffect] {
        trace.append("send \(input)")
        return engine.send(input)
    }

    private func fail(_ message: String) -> FuzzFailure { FuzzFailure(message: message, trace: trace) }

    private mutating func check(
        _ effects: [NavigationEffect], before: NavigationEngine, root: PageID, replacesRoot: Bool, restyled: PageID?
    ) throws {
        // Follow the effects in order: a stack change brings pages (alive from then), and a page must be
        // alive when it is reported removed — exactly once per stay in the stack.
        var removed = Set<PageID>()
        for effect in effects {
            switch effect {
            case .changeStack(.push(let id, _), _): alive.insert(id)
            case .changeStack(.replace(let ids), _): alive.formUnion(ids)
            case .event(.completed(let operation)), .event(.refused(_, operation: let operation?)):
                guard open.remove(operation) != nil, closed.insert(operation).inserted else {
                    throw fail("operation \(operation) answered twice or never asked")
                }
            case .event(.removed(let id)):
                guard alive.remove(id) != nil else { throw fail("page \(id) reported removed while not in the stack") }
                removed.insert(id)
            default: break
            }
        }
        guard Set(engine.pages.map(\.id)).isSubset(of: alive) else {
            throw fail("a page in the stack was never brought in")
        }
        let ids = engine.pages.map(\.id)
        guard !ids.isEmpty else { throw fail("the stack is empty") }
        guard Set(ids).count == ids.count else { throw fail("a page is in the stack twice: \(ids)") }
        // Every page that left the stack in this step was reported removed. (A page may also leave and
        // come back within one step — a queued set stack brings back what an earlier one removed — which
        // the in-order check above follows.)
        let departed = Set(before.pages.map(\.id)).subtracting(ids)
        guard departed.isSubset(of: removed) else {
            throw fail("pages left \(departed) but were reported removed \(removed)")
        }
        // Only a set stack replaces the root.
        if replacesRoot { setStacksAsked += 1 }
        if ids[0] != root {
            guard setStacksAsked > 0 else { throw fail("the root \(root) left the stack without a set stack") }
            setStacksAsked -= 1
        }
        if let pending = engine.pendingBack {
            guard let index = ids.firstIndex(of: pending), index > 0 else {
                throw fail("confirmation of \(pending) outlived its page")
            }
        }
        // Pages that stayed in the stack through the step keep exactly their looks unless their own bar
        // changed (a page that left and came back is resolved anew).
        for state in engine.pages where state.id != restyled && !removed.contains(state.id) {
            if let old = before.page(state.id), old.style != state.style {
                throw fail("page \(state.id) changed its look \(old.style) → \(state.style) without a bar update")
            }
        }
    }
}
