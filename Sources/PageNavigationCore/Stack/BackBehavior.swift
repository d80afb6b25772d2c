/// What happens when the user asks to leave a page: back button, edge swipe or full-screen swipe.
///
/// Programmatic pops are the app's own decision and bypass it.
public enum BackBehavior: String, Hashable, Sendable, CaseIterable {
    /// Go back (the default).
    case pop
    /// Stay; the engine reports `backDenied`.
    case deny
    /// Ask the app: the engine opens a pending request that the app answers yes or no.
    case confirm
    /// A web page goes back in its own history first; while it can, the swipe belongs to the web view.
    case webHistory
}

/// What a back request (button or swipe) leads to under a page's ``BackBehavior``.
public enum BackOutcome: String, Hashable, Sendable, CaseIterable {
    /// The page leaves.
    case leave
    /// The page stays; `backDenied`.
    case deny
    /// A confirmation opens; `backRequested`.
    case confirm
    /// The web view goes back instead; `webBack`.
    case webBack
}

extension BackBehavior {
    /// The outcome of a back request, given whether the page's web view can go back.
    public func outcome(webCanGoBack: Bool) -> BackOutcome {
        switch self {
        case .pop: .leave
        case .deny: .deny
        case .confirm: .confirm
        case .webHistory: webCanGoBack ? .webBack : .leave
        }
    }
}

/// What a request to go back does: the answer of ``NavigationEngine/backRequestResult(_:)``, and what
/// `requestBack()` returns in the UIKit layer, so that "go back or dismiss" can go through the page's
/// back handler.
public enum BackRequestResult: Hashable, Sendable {
    /// The page leaves (a transition starts).
    case leaves
    /// The page's back handler denied it; the page stays (`backDenied`).
    case denied
    /// The page's back handler asks the app first (`backRequested`).
    case confirmationRequested
    /// The page's web view goes back in its history instead (`webBack`).
    case webBack
    /// Nothing happens: a transition is running (on a platform whose transitions cannot be
    /// interrupted, or another back request already waits for it), or a confirmation is open.
    case ignored
    /// The request waits for the transition in flight, which the platform lets the user interrupt
    /// (iOS 26): when it ends, the page on top then goes back through its back handler, as for a tap
    /// made at that moment. A request during a transition that leaves only the root (and nothing
    /// queued behind it) is not queued: it is ``refused(_:)`` with ``NavigationError/cannotPopRoot`` at
    /// once.
    case queued
    /// Refused: ``NavigationError/cannotPopRoot`` on the root page (the app may dismiss instead), or
    /// ``NavigationError/notFound`` for a chosen page that is not below the top.
    case refused(NavigationError)
}

extension BackBehavior {
    /// Equal when the same case. Compares the cases, where the raw-value default compares the
    /// raw strings.
    public static func == (lhs: BackBehavior, rhs: BackBehavior) -> Bool { lhs.ordinal == rhs.ordinal }

    /// Hashes the case. Hashes the case's position, where the raw-value default builds and hashes the
    /// raw string.
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// The case's position in the declaration.
    private var ordinal: Int {
        switch self {
        case .pop: 0
        case .deny: 1
        case .confirm: 2
        case .webHistory: 3
        }
    }
}

extension BackOutcome {
    /// Equal when the same case. Compares the cases, where the raw-value default compares the
    /// raw strings.
    public static func == (lhs: BackOutcome, rhs: BackOutcome) -> Bool { lhs.ordinal == rhs.ordinal }

    /// Hashes the case. Hashes the case's position, where the raw-value default builds and hashes the
    /// raw string.
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// The case's position in the declaration.
    private var ordinal: Int {
        switch self {
        case .leave: 0
        case .deny: 1
        case .confirm: 2
        case .webBack: 3
        }
    }
}

extension BackRequestResult {
    /// Hashes the case and the error it carries. Written out, and never inlined, so that `hashValue`
    /// calls it instead of carrying a copy of it.
    @inline(never)
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .leaves: hasher.combine(0)
        case .denied: hasher.combine(1)
        case .confirmationRequested: hasher.combine(2)
        case .webBack: hasher.combine(3)
        case .ignored: hasher.combine(4)
        case .queued: hasher.combine(5)
        case .refused(let error):
            hasher.combine(6)
            hasher.combine(error)
        }
    }
}
