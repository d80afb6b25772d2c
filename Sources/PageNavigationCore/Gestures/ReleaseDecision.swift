/// Whether an interactive transition finishes or cancels when the finger lifts.
public enum ReleaseDecision: String, Hashable, Sendable, CaseIterable {
    /// The transition completes.
    case finish
    /// The transition returns to where it started.
    case cancel

    /// Decides a release.
    ///
    /// - Parameters:
    ///   - progress: distance travelled in the gesture's direction divided by the screen width.
    ///   - velocity: release velocity in the gesture's direction, points per second.
    ///   - geometry: supplies the thresholds (500 pt/s and 0.5 by default).
    /// - Returns: ``finish`` when faster than the threshold, ``cancel`` when faster than it the other
    ///   way; otherwise ``finish`` iff the progress reached the progress threshold.
    public static func decide(progress: Double, velocity: Double, geometry: SwipeGeometry) -> ReleaseDecision {
        if velocity > geometry.velocityThreshold { return .finish }
        if velocity < -geometry.velocityThreshold { return .cancel }
        return progress >= geometry.progressThreshold ? .finish : .cancel
    }
}

extension ReleaseDecision {
    /// Equal when the same case. Compares the cases, where the raw-value default compares the
    /// raw strings.
    public static func == (lhs: ReleaseDecision, rhs: ReleaseDecision) -> Bool { lhs.ordinal == rhs.ordinal }

    /// Hashes the case. Hashes the case's position, where the raw-value default builds and hashes the
    /// raw string.
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// The case's position in the declaration.
    private var ordinal: Int {
        switch self {
        case .finish: 0
        case .cancel: 1
        }
    }
}
