/// Where on a page a swipe-back may start.
public enum PopGestureMode: Hashable, Sendable {
    /// Only from the back edge region (the system behaviour).
    case edge
    /// From anywhere on the page; with a maximum, only within that distance (points) of the back edge.
    case fullScreen(maximumStartDistance: Double? = nil)
    /// Never: the page cannot be swiped away (the back button and programmatic pops still work).
    case disabled

    /// Full-screen swipe-back with no start limit.
    public static var fullScreen: PopGestureMode { .fullScreen(maximumStartDistance: nil) }

    /// What a plain `UINavigationController` does: from anywhere in the content where the system has
    /// a content swipe-back (iOS 26), else from the back edge.
    public static func system(hasContentSwipe: Bool) -> PopGestureMode {
        hasContentSwipe ? .fullScreen : .edge
    }
}
