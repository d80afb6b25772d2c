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
