/// Where a swipe toward the leading edge may start to push a page's next page interactively.
public enum PushGestureMode: String, Hashable, Sendable, CaseIterable {
    /// Only from the trailing-edge region (the default).
    case edge
    /// From anywhere on the page, as GKNavigationBarSwift's left-swipe push. Beyond the edge region, the
    /// page's content keeps its own gestures: a swipe starting on a horizontal scroll view is refused
    /// with ``SwipeRefusal/scrollView``, one on content with gestures of its own with
    /// ``SwipeRefusal/content``.
    case fullScreen
}

extension PushGestureMode {
    /// Equal when the same case. Compares the cases, where the raw-value default compares the
    /// raw strings.
    public static func == (lhs: PushGestureMode, rhs: PushGestureMode) -> Bool { lhs.ordinal == rhs.ordinal }

    /// Hashes the case. Hashes the case's position, where the raw-value default builds and hashes the
    /// raw string.
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// The case's position in the declaration.
    private var ordinal: Int {
        switch self {
        case .edge: 0
        case .fullScreen: 1
        }
    }
}
