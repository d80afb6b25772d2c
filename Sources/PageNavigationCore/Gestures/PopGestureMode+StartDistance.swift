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
