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
