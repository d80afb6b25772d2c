/// What a flow left behind when it finished, as ``NavigationSimulator/finish()`` reports it: work that
/// never ended and bookkeeping that disagrees with the engine. A flow that ended cleanly leaves nothing:
/// `#expect(simulator.finish().isClean)`.
public struct SimulatorLeftovers: Equatable, Sendable, CustomStringConvertible {
    /// How many operations still wait for a transition.
    public var queuedOperations = 0
    /// The page whose back confirmation is still open.
    public var openConfirmation: String?
    /// Whether a transition is still in flight (one a finger holds, or whose coordinator never ended).
    public var transitionInFlight = false
    /// Whether a finger still holds an interactive swipe.
    public var fingerHeld = false
    /// How many fake bars transitions left on the platform.
    public var fakeBars = 0
    /// How many pages the host holds beyond those in the stack (once nothing is in flight).
    public var extraRetainedPages = 0
    /// The completion labels that ran more than once.
    public var completionsRunTwice: [String] = []
    /// Whether the platform's stack differs from the engine's (once nothing is in flight).
    public var stacksDisagree = false
    /// Whether the bar's visibility differs from the top page's (once nothing is in flight).
    public var barVisibilityDisagrees = false
    /// Whether the bar's item margins differ from the top page's (once nothing is in flight).
    public var barMarginsDisagree = false
    /// How many stack changes the platform dropped: made inside a transition, or after the controller
    /// froze (``VirtualPlatform/isStuck``).
    public var droppedStackChanges = 0

    /// Creates an empty report: nothing left over.
    public init() {}

    /// Whether the flow left nothing over.
    public var isClean: Bool { problems.isEmpty }

    /// Whether the host's bookkeeping agrees with the engine (work may still be under way): the check a
    /// walk can make after every settled step, when a confirmation may rightly be open.
    public var isConsistent: Bool { inconsistencies.isEmpty }

    /// Every leftover, one sentence each; empty when the flow left nothing.
    public var problems: [String] { unfinished + inconsistencies }

    /// Work that never ended.
    var unfinished: [String] {
        var found: [String] = []
        if queuedOperations > 0 { found.append("\(queuedOperations) queued operation(s) never ran") }
        if let openConfirmation { found.append("the back confirmation of \(openConfirmation) is still open") }
        if transitionInFlight { found.append("a transition is still in flight") }
        if fingerHeld { found.append("a finger still holds a swipe") }
        return found
    }

    /// Bookkeeping that disagrees with the engine.
    var inconsistencies: [String] {
        var found: [String] = []
        if stacksDisagree { found.append("the platform's stack is not the engine's") }
        if fakeBars > 0 { found.append("\(fakeBars) fake bar(s) left after the transitions") }
        if extraRetainedPages != 0 { found.append("the host holds \(extraRetainedPages) page(s) beyond the stack") }
        if barVisibilityDisagrees { found.append("the bar's visibility is not the top page's") }
        if barMarginsDisagree { found.append("the bar's item margins are not the top page's") }
        if droppedStackChanges > 0 {
            found.append(
                "\(droppedStackChanges) stack change(s) dropped: made inside a transition or after the controller froze"
            )
        }
        if !completionsRunTwice.isEmpty {
            found.append("completions ran twice: \(completionsRunTwice.joined(separator: ", "))")
        }
        return found
    }

    /// `clean`, or every leftover separated by semicolons.
    public var description: String { isClean ? "clean" : problems.joined(separator: "; ") }
}
