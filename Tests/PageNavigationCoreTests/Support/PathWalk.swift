import PageNavigationCore
import PageNavigationPath
import PageNavigationTestSupport

/// One step of a ``PathWalk``: the engine's step, and what happened to the app's binding.
struct PathStep {
    var step: WalkStep
    /// What the step was, for failure messages.
    var label: String
    var bindingBefore: [String]
    /// The path written to the binding after the step, if one was.
    var written: [String]?
    /// Whether an edit of the binding's ended (completed or refused) in this step.
    var editEnded: Bool
    /// The stack an edit of the binding's asked for (root first), when that edit is the last operation
    /// that completed in this step.
    var completedEditTarget: [PageID]?
    /// Whether the step applied a write held through a transition, or the app's write took one back
    /// (the binding may then follow the stack at once).
    var appliedHeldWrite = false
}

/// Drives an engine as a path binding does, on top of a ``RandomWalk`` that plays the user and the host:
/// the app edits its path (appends, truncations, removals from the middle, duplicates, replacements),
/// also while transitions run; it pushes values, pops and removes through a navigator; the user taps
/// back, swipes (finished and cancelled) and answers confirmations. After every step the host settles
/// the synchronizer, as the SwiftUI layer does, and writes the path it answers to the binding.
///
/// Values are one-letter strings from a small alphabet, so that paths hold duplicates; a value's page
/// has the value's letter, upper-cased, as its type (`"a"` is shown by a page of type `A`).
struct PathWalk {
    private(set) var walk: RandomWalk
    private(set) var synchronizer: PathSynchronizer<String>
    /// The app's binding.
    private(set) var binding: [String] = []
    private var rng: SplitMix64
    private var factory: PageFactory
    private var operations: [OperationID: (operation: PathOperation, isEdit: Bool)] = [:]
    /// The stack each edit of the binding's asked for, root first.
    private var editTargets: [OperationID: [PageID]] = [:]
    private(set) var edits = 0
    private(set) var editsWhileBusy = 0
    private(set) var middleRemovals = 0
    private(set) var writes = 0

    static let alphabet = ["a", "b", "c"]

    init(seed: UInt64, configuration: NavigationConfiguration) {
        walk = RandomWalk(seed: seed, configuration: configuration)
        walk.offersNextPages = false
        rng = SplitMix64(seed: seed &* 0x9E37_79B9)
        factory = PageFactory(rng: SplitMix64(seed: seed &+ 0x5EED))
        synchronizer = PathSynchronizer(root: walk.engine.pages[0].id)
    }

    var engine: NavigationEngine { walk.engine }
    var stack: [PageID] { engine.pages.map(\.id) }

    /// The values the settled stack shows above the root (`?` for a page that shows none).
    var shownValues: [String] { stack.dropFirst().map { synchronizer.value(of: $0) ?? "?" } }

    /// One random step of the app, the user or the host, then settling.
    mutating func step() -> PathStep {
        if let held = applyHeldWrite() { return held }
        let before = binding
        let label: String
        let step: WalkStep
        switch rng.below(100) {
        case 0..<25:
            let newPath = editedPath()
            label = "app writes \(newPath) over \(binding)"
            let held = synchronizer.heldEdit != nil
            step = edit(to: newPath)
            if held, synchronizer.heldEdit == nil {
                var settled = settle(after: step, label: label, bindingBefore: before)
                settled.appliedHeldWrite = true
                return settled
            }
        case 25..<33:
            flushHeldWrite()
            let value = rng.pick(Self.alphabet)
            label = "navigator pushes \(value)"
            let removing: [PageMatcher] = rng.chance(20) ? [.type(rng.pick(Self.alphabet).uppercased())] : []
            let removingCurrent = rng.chance(10)
            var factory = self.factory
            let change = synchronizer.push(value, removing: removing, removingCurrent: removingCurrent) {
                factory.make(for: $0)
            }
            self.factory = factory
            step = perform(change, isEdit: false)
        case 33..<40:
            flushHeldWrite()
            (label, step) = navigatorCommand()
        default:
            step = walk.step(among: RandomWalk.Kind.userAndHost)
            label = step.action.description
        }
        return settle(after: step, label: label, bindingBefore: before)
    }

    /// Finishes the transition in flight, as a step; `nil` when none runs.
    mutating func finishTransition() -> PathStep? {
        if let held = applyHeldWrite() { return held }
        let before = binding
        guard let step = walk.finishTransition() else { return nil }
        return settle(after: step, label: step.action.description, bindingBefore: before)
    }

    // MARK: The app

    private mutating func edit(to newPath: [String]) -> WalkStep {
        edits += 1
        if engine.isBusy { editsWhileBusy += 1 }
        binding = newPath
        var factory = self.factory
        let change = synchronizer.edit(to: newPath, stack: stack, isBusy: engine.isBusy) { factory.make(for: $0) }
        self.factory = factory
        guard let change else { return nothingSent }
        let step = perform(change, isEdit: true)
        if let operation = step.operation { editTargets[operation] = [stack[0]] + synchronizer.path.map(\.page) }
        return step
    }

    /// The host's turn once the stack is idle: a write held through a transition applies as its change.
    private mutating func applyHeldWrite() -> PathStep? {
        guard synchronizer.heldEdit != nil, !engine.isBusy else { return nil }
        let before = binding
        var step = settle(after: edit(to: binding), label: "held write \(binding) applies", bindingBefore: before)
        step.appliedHeldWrite = true
        return step
    }

    /// A navigator operation follows a held write: the write goes first, into the queue.
    private mutating func flushHeldWrite() {
        guard synchronizer.heldEdit != nil else { return }
        var factory = self.factory
        let change = synchronizer.edit(to: binding, stack: stack, isBusy: engine.isBusy, keepingOrder: true) {
            factory.make(for: $0)
        }
        self.factory = factory
        if let change {
            let step = perform(change, isEdit: true)
            if let operation = step.operation { editTargets[operation] = [stack[0]] + synchronizer.path.map(\.page) }
        }
    }

    private mutating func perform(_ change: PathChange, isEdit: Bool) -> WalkStep {
        let command = change.command.command(animated: rng.chance(70)) { id in
            guard let page = factory.pages[id] ?? engine.page(id)?.page else {
                fatalError("the path walk never made \(id)")
            }
            return page
        }
        let step = walk.run(.command(command))
        if let operation = step.operation { operations[operation] = (change.operation, isEdit) }
        return step
    }

    private mutating func navigatorCommand() -> (String, WalkStep) {
        let letter = rng.pick(Self.alphabet).uppercased()
        let command: NavigationCommand
        switch rng.below(5) {
        case 0: command = .pop(animated: rng.chance(70))
        case 1: command = .popToRoot(animated: rng.chance(70))
        case 2: command = .popTo(.type(letter), fallback: rng.chance(50) ? .pop : .none, animated: rng.chance(70))
        case 3: command = .remove(.type(letter))
        default:
            let page = rng.pick(stack)
            guard let change = synchronizer.leave(page, stack: stack) else {
                return ("navigator dismisses the root", nothingSent)
            }
            return ("navigator dismisses \(page)", perform(change, isEdit: false))
        }
        return ("navigator \(command)", walk.run(.command(command)))
    }

    /// A random edit of the binding, as apps make them.
    private mutating func editedPath() -> [String] {
        var path = binding
        switch rng.below(9) {
        case 0, 1: path.append(rng.pick(Self.alphabet))
        case 2: path += [rng.pick(Self.alphabet), rng.pick(Self.alphabet)]
        case 3: if !path.isEmpty { path.removeLast() }
        case 4: path = Array(path.prefix(rng.below(path.count + 1)))
        case 5:
            if path.count > 1 {
                path.remove(at: rng.below(path.count - 1))
                middleRemovals += 1
            }
        case 6: path.insert(rng.pick(Self.alphabet), at: rng.below(path.count + 1))
        case 7: if let value = path.last { path.append(value) }
        default: path = (0..<rng.below(5)).map { _ in rng.pick(Self.alphabet) }
        }
        return Array(path.prefix(8))
    }

    /// A step that sent the engine nothing.
    private var nothingSent: WalkStep {
        WalkStep(index: 0, action: .input(.transitionProgressed(0)), before: engine, operation: nil, effects: [])
    }

    // MARK: The host

    /// Reports the ends of the synchronizer's operations, then settles and writes what it answers.
    private mutating func settle(after step: WalkStep, label: String, bindingBefore: [String]) -> PathStep {
        var editEnded = false
        var completedEditTarget: [PageID]?
        for event in step.effects.events {
            let operation: OperationID
            switch event {
            case .completed(let id):
                operation = id
                completedEditTarget = editTargets[id]
            case .refused(_, let id?): operation = id
            default: continue
            }
            editTargets[operation] = nil
            guard let asked = operations.removeValue(forKey: operation) else { continue }
            synchronizer.ended(asked.operation)
            if asked.isEdit { editEnded = true }
        }
        let settlement = synchronizer.settle(stack)
        for id in settlement.released { factory.pages[id] = nil }
        if let write = settlement.write {
            binding = write
            writes += 1
        }
        return PathStep(
            step: step, label: label, bindingBefore: bindingBefore, written: settlement.write, editEnded: editEnded,
            completedEditTarget: completedEditTarget
        )
    }
}

/// Makes the pages that show a path's values: ids far above the ``RandomWalk``'s, some pages asking to
/// confirm or denying back, some with full-screen swipe-back.
private struct PageFactory {
    var rng: SplitMix64
    var pages: [PageID: Page] = [:]
    private var lastID: UInt64 = 1_000_000

    init(rng: SplitMix64) { self.rng = rng }

    mutating func make(for value: String) -> PageID {
        lastID += 1
        let back: BackBehavior = rng.chance(70) ? .pop : rng.pick([.confirm, .deny])
        let page = Page(
            id: PageID(lastID), type: value.uppercased(),
            settings: PageSettings(popGesture: rng.chance(50) ? nil : .fullScreen, back: back)
        )
        pages[page.id] = page
        return page.id
    }
}
