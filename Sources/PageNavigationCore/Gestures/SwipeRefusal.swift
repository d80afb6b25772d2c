/// Why a swipe did not start: every refused swipe has one, checked in this order.
public enum SwipeRefusal: String, Hashable, Sendable, CaseIterable {
    /// It did not move in the back direction (and is not an interactive push).
    case direction
    /// It moved more vertically than horizontally.
    case vertical
    /// The top page is the root page (the classic freeze when swiping on the root).
    case root
    /// A transition is in flight or operations are queued.
    case transition
    /// A back confirmation is open.
    case pending
    /// The top page disabled swipe-back.
    case disabled
    /// It started too far from the back edge for the page's mode.
    case edgeDistance
    /// A full-screen swipe started on content scrolled away from its start.
    case scrollView
    /// A full-screen swipe started beyond the edge region on content with horizontal gestures of its
    /// own (a row's swipe actions, a slider, a web view's swipe): the swipe is the content's.
    case content
    /// An edge swipe on a web-history page whose web view has its own back-forward swipe and can go
    /// back: the web view's swipe goes back in its history (once), not swipe-back.
    case webView
}

extension SwipeRefusal {
    /// Equal when the same case. Compares the cases, where the raw-value default compares the
    /// raw strings.
    public static func == (lhs: SwipeRefusal, rhs: SwipeRefusal) -> Bool { lhs.ordinal == rhs.ordinal }

    /// Hashes the case. Hashes the case's position, where the raw-value default builds and hashes the
    /// raw string.
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// The case's position in the declaration.
    private var ordinal: Int {
        switch self {
        case .direction: 0
        case .vertical: 1
        case .root: 2
        case .transition: 3
        case .pending: 4
        case .disabled: 5
        case .edgeDistance: 6
        case .scrollView: 7
        case .content: 8
        case .webView: 9
        }
    }
}
