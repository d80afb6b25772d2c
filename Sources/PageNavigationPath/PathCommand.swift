import PageNavigationCore

/// The stack operation that makes the stack show a path, in page identities: what a
/// ``PathSynchronizer`` asks the host to perform.
public enum PathCommand: Hashable, Sendable {
    /// Push this new page; in the same transition remove the pages `removing` matches and, when
    /// `removingCurrent` is true, the page it is pushed from.
    case push(PageID, removing: [PageMatcher] = [], removingCurrent: Bool = false)
    /// Pop to this page (the root, or a page of the path).
    case popTo(PageID)
    /// Remove these pages at once, without animation.
    case remove([PageID])
    /// Make the stack exactly these pages, root first.
    case setStack([PageID])

    /// The command that turns `stack` into `target` (both root first).
    ///
    /// While the engine is idle, the precise operation: a push for one new page on top, a pop for a
    /// shorter stack, a remove for pages taken out below the same top, else a stack replacement. While
    /// it is busy (a transition runs or operations wait), always a stack replacement: the command waits
    /// behind the others, and when it runs the stack becomes exactly `target`, whatever they did.
    /// `nil` when `stack` already is `target` and nothing is running.
    public static func between(_ stack: [PageID], and target: [PageID], isBusy: Bool) -> PathCommand? {
        guard !target.isEmpty else { return nil }
        if isBusy { return .setStack(target) }
        if stack == target { return nil }
        if target.count == stack.count + 1, Array(target.dropLast()) == stack { return .push(target[target.count - 1]) }
        if target.count < stack.count, Array(stack.prefix(target.count)) == target {
            return .popTo(target[target.count - 1])
        }
        if target.last == stack.last, target.first == stack.first, isOrderedSubsequence(target, of: stack) {
            let kept = Set(target)
            return .remove(stack.filter { !kept.contains($0) })
        }
        return .setStack(target)
    }

    /// The engine command, with `page` giving each page's declaration.
    public func command(animated: Bool, page: (PageID) -> Page) -> NavigationCommand {
        switch self {
        case .push(let id, let removing, let source):
            .push(page(id), animated: animated, removing: removing, removingCurrent: source)
        case .popTo(let id): .popTo(.page(id), animated: animated)
        case .remove(let ids): .removeAll(ids.map { .page($0) })
        case .setStack(let ids): .setStack(ids.map(page), animated: animated)
        }
    }

    /// The pages the command brings into the stack (they may be new to it).
    public var pages: [PageID] {
        switch self {
        case .push(let id, _, _): [id]
        case .setStack(let ids): ids
        case .popTo, .remove: []
        }
    }

    private static func isOrderedSubsequence(_ short: [PageID], of long: [PageID]) -> Bool {
        var iterator = long.makeIterator()
        return short.allSatisfy { id in
            while let next = iterator.next() { if next == id { return true } }
            return false
        }
    }
}

/// The identity of one stack operation a ``PathSynchronizer`` asked for; report its end with
/// ``PathSynchronizer/ended(_:)``.
public struct PathOperation: Hashable, Sendable, CustomStringConvertible {
    /// The raw value, increasing in the order the operations were asked for.
    public var rawValue: UInt64

    /// Wraps a raw value.
    public init(_ rawValue: UInt64) { self.rawValue = rawValue }

    /// `path-operation#N`.
    public var description: String { "path-operation#\(rawValue)" }
}

/// A stack operation a ``PathSynchronizer`` asks the host to perform, and its identity.
public struct PathChange: Hashable, Sendable {
    /// Report the operation's end (completed or refused) with this.
    public var operation: PathOperation
    /// What to perform.
    public var command: PathCommand
}

/// What the host does after the stack settled: write the path, release pages.
public struct PathSettlement<Value: Hashable>: Hashable {
    /// The path to write to the app's binding, or `nil` when the binding already says it.
    public var write: [Value]?
    /// Pages the synchronizer no longer needs: they are in no stack, no path and no operation that waits.
    public var released: [PageID]
}

extension PathSettlement: Sendable where Value: Sendable {}
