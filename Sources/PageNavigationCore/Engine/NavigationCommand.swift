/// An operation the app asks for. Each one sent through ``NavigationEngine/perform(_:)`` gets an
/// ``OperationID``; its completion (``NavigationEvent/completed(_:)``) comes exactly once when it is
/// accepted, its refusal (``NavigationEvent/refused(_:operation:)``) when it is not.
public enum NavigationCommand: Sendable {
    /// Push `page`, and in the same transition remove the pages matching `removing` and, when
    /// `removingCurrent` is true, the page it was pushed from.
    indirect case push(Page, animated: Bool = true, removing: [PageMatcher] = [], removingCurrent: Bool = false)
    /// Pop the top page. Refused on the root page.
    case pop(animated: Bool = true)
    /// Pop to the root page. Refused when the root is already on top.
    case popToRoot(animated: Bool = true)
    /// Pop to the nearest page below the top that matches; when none does, pop one page if the
    /// fallback is ``PopFallback/pop``, else refuse with ``NavigationError/notFound``.
    case popTo(PageMatcher, fallback: PopFallback = .none, animated: Bool = true)
    /// Remove every matching page at once, without animation.
    case remove(PageMatcher)
    /// Remove, at once and without animation, every page any of the matchers matches; each matcher must
    /// match a page (else ``NavigationError/notFound``), and none may match the root.
    case removeAll([PageMatcher])
    /// Replace the whole stack. Pages whose id is already in the stack are kept as they are.
    case setStack([Page], animated: Bool = true)
}

/// What ``NavigationCommand/popTo(_:fallback:animated:)`` does when no page matches.
public enum PopFallback: String, Hashable, Sendable, CaseIterable {
    /// Refuse with ``NavigationError/notFound``.
    case none
    /// Pop one page instead.
    case pop
}

/// Everything except commands that goes into the engine: user intents and host reports.
public enum NavigationInput: Sendable {
    /// The user tapped the back button. The top page's back handler decides. The same as
    /// `requestBack(.onePage)`.
    case tapBack
    /// The user asked to go back another way: VoiceOver's escape gesture or a keyboard shortcut (one
    /// page), or a page chosen in the back button's long-press menu. The top page's back handler
    /// decides, exactly as for a tap.
    case requestBack(BackTarget)
    /// A pan began. For an interactive push, pass the page the top page declares as next
    /// (ask ``NavigationEngine/swipeDecision(for:)`` first; it returns ``SwipeDecision/push``).
    indirect case swipeBegan(SwipeTouch, nextPage: Page? = nil)
    /// The pan moved; the touch carries the movement since it began.
    case swipeMoved(SwipeTouch)
    /// The finger lifted with a horizontal velocity (signed, screen points per second).
    case swipeEnded(SwipeTouch, velocity: Double)
    /// The app answered the open back confirmation: `true` leaves the page that asked (when the pop
    /// runs: to the page directly below it, with the pages above it; nothing if it is gone or the root
    /// by then), `false` stays. The answer to a confirmation that closed by itself is accepted and does
    /// nothing; with nothing open and nothing owed it is refused with ``NavigationError/nothingPending``.
    case answerBack(Bool)
    /// The host's animation of a non-interactive transition reached this progress.
    case transitionProgressed(Double)
    /// The host's transition ended; `finished` is false when an interactive one was cancelled.
    case transitionEnded(finished: Bool)
    /// Change some bar fields of a page now ("batch update").
    indirect case updateBar(PageID, PartialBarStyle)
    /// Replace a page's settings (bar fields included).
    indirect case updateSettings(PageID, PageSettings)
    /// The page's web view can, or cannot, go back in its history.
    case webHistoryChanged(PageID, canGoBack: Bool)
    /// The page's horizontal scroll view moved to, or away from, its start.
    case contentScrollChanged(PageID, ContentScroll)
    /// The gestures of the page's content under the finger that just went down (rows with swipe
    /// actions, horizontal controls, a web view's own swipe); empty when it has none.
    case contentGesturesChanged(PageID, Set<ContentGesture>)
}

/// Where a user's request to go back leads.
public enum BackTarget: Sendable {
    /// One page back: the back button, VoiceOver's escape gesture, a keyboard shortcut.
    case onePage
    /// Back to this page, somewhere below the top: a choice in the back button's long-press menu.
    case page(PageID)
}

extension NavigationCommand {
    /// Whether this command brings the page `id` into the stack (a push of it, or a stack that holds it).
    func brings(_ id: PageID) -> Bool {
        switch self {
        case .push(let page, _, _, _): page.id == id
        case .setStack(let pages, _): pages.contains { $0.id == id }
        default: false
        }
    }

    /// This command with new settings for the page `id` it brings in; `nil` when it brings no such page.
    func updatingSettings(of id: PageID, to settings: PageSettings) -> NavigationCommand? {
        switch self {
        case .push(var page, let animated, let removing, let removingCurrent) where page.id == id:
            page.settings = settings
            return .push(page, animated: animated, removing: removing, removingCurrent: removingCurrent)
        case .setStack(var pages, let animated):
            guard let index = pages.firstIndex(where: { $0.id == id }) else { return nil }
            pages[index].settings = settings
            return .setStack(pages, animated: animated)
        default:
            return nil
        }
    }
}

extension PopFallback {
    /// Equal when the same case. Compares the cases, where the raw-value default compares the
    /// raw strings.
    public static func == (lhs: PopFallback, rhs: PopFallback) -> Bool { lhs.ordinal == rhs.ordinal }

    /// Hashes the case. Hashes the case's position, where the raw-value default builds and hashes the
    /// raw string.
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// The case's position in the declaration.
    private var ordinal: Int {
        switch self {
        case .none: 0
        case .pop: 1
        }
    }
}
