/// The screen a swipe happens on and the thresholds of the release decision.
public struct SwipeGeometry: Equatable, Sendable {
    /// Screen width in points.
    public var screenWidth: Double
    /// Width of the back-edge (and trailing-edge) region in points.
    public var edgeWidth: Double
    /// The layout direction; right-to-left mirrors everything.
    public var direction: LayoutDirection
    /// Release velocity (points per second, in the gesture's direction) beyond which a swipe finishes,
    /// and below whose negative it cancels.
    public var velocityThreshold: Double
    /// Progress at or beyond which a slow release finishes a swipe-back (and an interactive push, unless
    /// ``pushProgressThreshold`` is set).
    public var progressThreshold: Double
    /// Progress at or beyond which a slow release finishes an interactive push, or `nil` for
    /// ``progressThreshold``. GKNavigationBarSwift-style apps use 0.3 (and 0.5 for the swipe-back).
    public var pushProgressThreshold: Double?

    /// Creates a geometry; the defaults are an iPhone's 390 pt screen with a 20 pt edge region.
    public init(
        screenWidth: Double = 390, edgeWidth: Double = 20, direction: LayoutDirection = .leftToRight,
        velocityThreshold: Double = 500, progressThreshold: Double = 0.5, pushProgressThreshold: Double? = nil
    ) {
        self.screenWidth = screenWidth
        self.edgeWidth = edgeWidth
        self.direction = direction
        self.velocityThreshold = velocityThreshold
        self.progressThreshold = progressThreshold
        self.pushProgressThreshold = pushProgressThreshold
    }

    /// How far `x` lies from the back edge (left in LTR, right in RTL).
    public func distanceFromBackEdge(_ x: Double) -> Double {
        direction == .leftToRight ? x : screenWidth - x
    }

    /// How far a horizontal movement `dx` (screen points, rightward positive) goes in the back direction.
    public func backComponent(_ dx: Double) -> Double { dx * direction.backSign }
}
