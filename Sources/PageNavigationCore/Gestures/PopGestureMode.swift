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

extension PopGestureMode {
    /// Whether `distance` can limit where a full-screen swipe-back starts: a number above 0. A limit of 0
    /// (FDFullscreenPopGesture's "no limit"), below 0 or NaN would refuse every swipe; for no limit,
    /// write ``fullScreen`` without one.
    public static func isUsableMaximumStartDistance(_ distance: Double) -> Bool { distance > 0 }

    /// The mode's start-distance limit when it is one that would refuse every swipe (see
    /// ``isUsableMaximumStartDistance(_:)``); `nil` for every other mode, and for a usable limit.
    public var unusableMaximumStartDistance: Double? {
        guard case .fullScreen(let maximum?) = self, !Self.isUsableMaximumStartDistance(maximum) else { return nil }
        return maximum
    }
}
