import PageNavigationCore

/// Where the host's one swipe stands. A swipe is in exactly one of these at a time, so no two swipes
/// are ever waiting or driving at once.
enum SwipeState {
    /// No swipe: the recognizers are asked about the next touch.
    case idle
    /// A recognizer was allowed to begin; the engine hears of the swipe when it really begins.
    case accepted(PendingSwipe)
    /// The platform's next interactive pop is a system swipe's that the engine refused: the host cancels
    /// it as it starts.
    case refusedSystemPop
    /// An interactive transition is in flight, moved by `driver`.
    case driven(by: SwipeDriver)

    /// The swipe a recognizer was allowed to begin, if one is waiting.
    var accepted: PendingSwipe? {
        if case .accepted(let pending) = self { pending } else { nil }
    }

    /// Who drives the interactive transition in flight, if one is.
    var driver: SwipeDriver? {
        if case .driven(let driver) = self { driver } else { nil }
    }

    /// Whether the platform's next interactive pop is to be cancelled as it starts.
    var refusesSystemPop: Bool {
        if case .refusedSystemPop = self { true } else { false }
    }
}

extension NavigationHost {
    /// No swipe any more: the recognizers are asked about the next touch. Never inlined: the write, and
    /// the release of the old state's pending swipe, in one place for the eight sites.
    @inline(never)
    func endSwipe() {
        swipe = .idle
    }

    /// The recognizer of a swipe allowed to begin, while it lives.
    func pendingRecognizer(_ pending: PendingSwipe) -> Platform.Recognizer? {
        pending.recognizer as? Platform.Recognizer
    }
}

/// A swipe a recognizer was allowed to begin, waiting for the recognizer to really begin.
///
/// A class, not a struct: the host's ``SwipeState`` holding a reference is copied as one, while a
/// generic struct (a weak reference, a touch, a decision) was copied through its value witnesses at
/// every read of the state. It is never changed once made.
final class PendingSwipe {
    /// The recognizer that asked (a ``NavigationPlatform/Recognizer``: ``NavigationHost/pendingRecognizer(_:)``).
    /// Not generic over the platform's recognizer type, nor is the state: the host's field then has one
    /// concrete type, read and written in place, not through the generic state's metadata.
    weak var recognizer: AnyObject?
    /// Which recognizer it is.
    let role: SwipeRole
    /// The touch the engine decided on.
    let touch: SwipeTouch
    /// What the engine decided.
    let decision: SwipeDecision

    init(recognizer: AnyObject, role: SwipeRole, touch: SwipeTouch, decision: SwipeDecision) {
        self.recognizer = recognizer
        self.role = role
        self.touch = touch
        self.decision = decision
    }
}
