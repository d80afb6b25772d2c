import PageNavigationCore

/// The stack as a host knows it from the engine's effects alone: `changeStack` without a plan changes
/// it at once; with a plan, when the host reports the transition finished. The oracle the seeded
/// engine walks check the stack against.
public struct HostStackModel {
    /// The stack, root first.
    public private(set) var stack: [PageID]
    /// The transition the host started and has not ended.
    public private(set) var inFlight: (change: StackChange, plan: TransitionPlan)?

    /// A stack of `root` alone.
    public init(root: PageID) { stack = [root] }

    /// The top page.
    public var top: PageID { stack[stack.count - 1] }

    /// Applies a change; returns the pages that left, and a problem when the change does not fit the stack.
    public mutating func apply(_ change: StackChange) -> (left: [PageID], problem: String?) {
        let old = stack
        var problem: String?
        switch change {
        case .push(let id, let removing):
            if old.contains(id) { problem = "pushed \(id), which is in the stack" }
            if !Set(removing).isSubset(of: old) { problem = "push removes pages that are not in the stack" }
            if removing.contains(old[0]) { problem = "push removes the root" }
            stack = old.filter { !removing.contains($0) } + [id]
        case .popTo(let id):
            guard let index = old.firstIndex(of: id), index < old.count - 1 else {
                return ([], "popTo \(id), which is not below the top")
            }
            stack = Array(old[...index])
        case .remove(let ids):
            if !Set(ids).isSubset(of: old) { problem = "removes pages that are not in the stack" }
            if ids.contains(old[0]) { problem = "removes the root" }
            stack = old.filter { !ids.contains($0) }
        case .replace(let ids):
            if ids.isEmpty { return ([], "replaced the stack with no pages") }
            stack = ids
        }
        return (old.filter { !stack.contains($0) }, problem)
    }

    /// Records a transition the host starts; a problem when one is in flight already.
    public mutating func start(_ change: StackChange, plan: TransitionPlan) -> String? {
        defer { inFlight = (change, plan) }
        return inFlight == nil ? nil : "a second transition started while one was in flight"
    }

    /// The host's transition ended: a finished one changes the stack, a cancelled one leaves it.
    public mutating func end(finished: Bool) -> (left: [PageID], problem: String?) {
        guard let flight = inFlight else { return ([], nil) }
        inFlight = nil
        return finished ? apply(flight.change) : ([], nil)
    }
}

extension StackChange {
    /// The page on top after the change.
    public func newTop(after stack: [PageID]) -> PageID? {
        switch self {
        case .push(let id, _): id
        case .popTo(let id): id
        case .remove(let ids): stack.last { !ids.contains($0) }
        case .replace(let ids): ids.last
        }
    }
}
