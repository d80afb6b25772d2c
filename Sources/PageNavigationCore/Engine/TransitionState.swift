/// The transition in flight.
public struct TransitionState: Equatable, Sendable {
    /// What is drawn.
    public internal(set) var plan: TransitionPlan
    /// How far it has gone, 0…1.
    public internal(set) var progress: Double
    /// The operation whose completion waits for the end, if an operation started it.
    public internal(set) var operation: OperationID?
    /// For an interactive transition after the finger lifted: where it is heading.
    public internal(set) var release: ReleaseDecision?
    /// What the stack becomes when the transition finishes.
    var commit: PendingCommit

    /// Push or pop.
    public var kind: TransitionKind { plan.kind }
    /// Whether a finger drives it.
    public var interactive: Bool { plan.interactive }
}

/// The stack change a transition commits when it finishes. Indirect: its payloads are boxed, so copying
/// a transition's state retains one reference instead of a page's many fields (binary size).
indirect enum PendingCommit: Equatable, Sendable {
    case push(PageState, removing: [PageID])
    case popTo(count: Int)
    case replace([PageState])

    /// Whether the stack holds only its root once the transition ends (`finishing`; a cancelled one
    /// keeps the stack as it is, which a transition in flight never leaves at the root alone).
    func leavesOnlyRoot(finishing: Bool) -> Bool {
        guard finishing else { return false }
        switch self {
        case .push: return false
        case .popTo(let count): return count == 1
        case .replace(let pages): return pages.count == 1
        }
    }
}
