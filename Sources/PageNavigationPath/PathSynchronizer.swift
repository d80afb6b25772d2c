import PageNavigationCore

/// Keeps an app's navigation path — a list of values, the root page not included — and the engine's
/// stack in step. The rules of a path binding, so that every host follows the same ones:
///
/// - The app writes its path: ``edit(to:stack:isBusy:keepingOrder:makePage:)`` matches the new values
///   to pages (``PathDiff``), makes pages for new values and answers the stack operation to perform
///   (``PathCommand``).
/// - The app writes its path while a transition runs or operations wait (a swipe, a push): the write
///   is held until the stack is idle, then applied as the change it made (``PathRebase``) to the stack
///   the transitions left — a deep link appended while a page is swiped away does not bring that page
///   back. Only the latest write counts. When a navigator operation is asked for while a write is held,
///   the write goes first, to keep the order the app asked in: it then waits in the queue like every
///   other operation, and when it runs the stack becomes exactly the path written.
/// - The app pushes a value through a navigator: ``push(_:removing:removingCurrent:makePage:)``.
/// - The stack settled (a transition ended, pages were removed, an operation was refused):
///   ``settle(_:)`` answers the path to write to the binding — only when the settled stack shows
///   another path than the binding holds, never while an edit of the app's still waits (the binding
///   already says where the stack is going). A cancelled swipe and an open back confirmation change
///   no stack, so they write nothing.
///
/// Pages that show no value (pushed by other means) are not part of the path.
public struct PathSynchronizer<Value: Hashable> {
    /// The root page, which is never part of the path.
    public let root: PageID
    /// The path as the app's binding holds it, each value with its page.
    public private(set) var path: [PathEntry<Value>] = []
    /// The value of each page the synchronizer made that may still be shown.
    private var valueByPage: [PageID: Value] = [:]
    /// Operations asked for and not ended yet, with the pages they bring; edits of the binding among them.
    private var waiting: [PathOperation: (pages: [PageID], isEdit: Bool)] = [:]
    private var lastOperation: UInt64 = 0
    /// The app's latest write made while the stack was busy, not applied yet.
    public private(set) var heldEdit: [Value]?
    /// The app's write that a held write's change turned into another path, while the binding still
    /// holds it: the next settlement writes the binding, and until then reading it again is no new write.
    private var appliedWrite: [Value]?

    /// Starts with an empty path above `root`.
    public init(root: PageID) {
        self.root = root
    }

    /// The values of ``path``.
    public var values: [Value] { path.map(\.value) }

    /// The value a page shows, if the synchronizer made the page and still knows it.
    public func value(of page: PageID) -> Value? { valueByPage[page] }

    /// Whether an edit of the binding is held, or waits to run or to finish.
    public var hasWaitingEdit: Bool { heldEdit != nil || waiting.values.contains { $0.isEdit } }

    /// The pages the synchronizer knows: each shows a value.
    public var knownPages: Set<PageID> { Set(valueByPage.keys) }

    /// The app wrote `newValues` to its binding.
    ///
    /// - Parameters:
    ///   - newValues: the path now in the binding.
    ///   - stack: the engine's settled stack, root first.
    ///   - isBusy: whether a transition runs or operations wait: the write is then held (``heldEdit``)
    ///     until the host calls again with the stack idle.
    ///   - keepingOrder: `true` when a navigator operation follows: a write made while the stack is busy
    ///     then waits in the queue before it, and makes the stack exactly the path written.
    ///   - makePage: makes the page for a value that needs a new one and returns its identity.
    /// - Returns: the operation to perform, or `nil` when the write is held, when the binding says what
    ///   the synchronizer knows (for example the path it wrote itself) or the stack shows it already.
    public mutating func edit(
        to newValues: [Value], stack: [PageID], isBusy: Bool, keepingOrder: Bool = false, makePage: (Value) -> PageID
    ) -> PathChange? {
        if newValues == appliedWrite { return nil }
        if isBusy, !keepingOrder {
            heldEdit = newValues == values ? nil : newValues
            return nil
        }
        let entries: [(value: Value, page: PageID?)]
        if heldEdit != nil, !isBusy {
            // A write held through a transition: its change, applied to the stack the transition left.
            let current = stack.dropFirst().compactMap { id in valueByPage[id].map { PathEntry(value: $0, page: id) } }
            entries = PathRebase.entries(base: path, written: newValues, current: current)
        } else {
            guard newValues != values else {
                heldEdit = nil
                return nil
            }
            entries = Array(zip(newValues, PathDiff.pages(keeping: path, for: newValues)))
        }
        heldEdit = nil
        path = entries.map { value, page in
            let id = page ?? makePage(value)
            valueByPage[id] = value
            return PathEntry(value: value, page: id)
        }
        appliedWrite = values != newValues ? newValues : nil
        let target = [stack.first ?? root] + path.map(\.page)
        guard let command = PathCommand.between(stack, and: target, isBusy: isBusy) else { return nil }
        return ask(command, isEdit: true)
    }

    /// The app pushes `value` through a navigator (the binding changes when the push finishes); in the
    /// same transition the pages `removing` matches leave and, when `removingCurrent` is true, the page
    /// it is pushed from.
    public mutating func push(
        _ value: Value, removing: [PageMatcher] = [], removingCurrent: Bool = false, makePage: (Value) -> PageID
    ) -> PathChange {
        let id = makePage(value)
        valueByPage[id] = value
        return ask(.push(id, removing: removing, removingCurrent: removingCurrent), isEdit: false)
    }

    /// The app leaves `page` through its navigator ("dismiss"): pop to the page directly below it, taking
    /// the pages above it along. `nil` when `page` is not in `stack` above the root.
    public mutating func leave(_ page: PageID, stack: [PageID]) -> PathChange? {
        guard let index = stack.firstIndex(of: page), index > 0 else { return nil }
        return ask(.popTo(stack[index - 1]), isEdit: false)
    }

    /// An operation the synchronizer asked for ended: it completed, or it was refused.
    public mutating func ended(_ operation: PathOperation) {
        waiting[operation] = nil
    }

    /// The engine's stack settled as `stack` (root first): what to write to the binding, and which
    /// pages are no longer needed.
    public mutating func settle(_ stack: [PageID]) -> PathSettlement<Value> {
        var write: [Value]?
        if !hasWaitingEdit {
            let shown = stack.dropFirst().compactMap { id in valueByPage[id].map { PathEntry(value: $0, page: id) } }
            if shown.map(\.value) != values || appliedWrite != nil { write = shown.map(\.value) }
            appliedWrite = nil
            path = shown
        }
        var needed = Set(stack).union(path.map(\.page))
        for entry in waiting.values { needed.formUnion(entry.pages) }
        let released = valueByPage.keys.filter { !needed.contains($0) }.sorted()
        for id in released { valueByPage[id] = nil }
        return PathSettlement(write: write, released: released)
    }

    private mutating func ask(_ command: PathCommand, isEdit: Bool) -> PathChange {
        lastOperation += 1
        let operation = PathOperation(lastOperation)
        waiting[operation] = (command.pages, isEdit)
        return PathChange(operation: operation, command: command)
    }
}

extension PathSynchronizer: Sendable where Value: Sendable {}
