/// A gesture of the app's own content under a swipe's start, which a full-screen swipe-back must leave
/// alone: what apps put on a page (rows with swipe actions, sliders, web views with their own swipe).
public enum ContentGesture: String, Hashable, Sendable, CaseIterable {
    /// A list row with leading swipe actions: a swipe toward the back opens them.
    case rowSwipeActions
    /// A control that takes horizontal drags: a slider, a segmented control, a carousel, a map.
    case horizontalControl
    /// A web view with its own back-forward swipe (`allowsBackForwardNavigationGestures`): the edge
    /// swipe goes back in its history while it has one.
    case webViewGestures
}

extension ContentGesture {
    /// Equal when the same case. Compares the cases, where the raw-value default compares the
    /// raw strings.
    public static func == (lhs: ContentGesture, rhs: ContentGesture) -> Bool { lhs.ordinal == rhs.ordinal }

    /// Hashes the case. Hashes the case's position, where the raw-value default builds and hashes the
    /// raw string.
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// The case's position in the declaration.
    private var ordinal: Int {
        switch self {
        case .rowSwipeActions: 0
        case .horizontalControl: 1
        case .webViewGestures: 2
        }
    }
}
