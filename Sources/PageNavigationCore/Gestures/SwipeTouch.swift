/// A horizontal pan as plain values, in screen points (x grows rightward).
public struct SwipeTouch: Hashable, Sendable {
    /// Where the finger went down.
    public var startX: Double
    /// Horizontal movement so far (signed, screen x).
    public var distance: Double
    /// Vertical movement so far.
    public var dy: Double

    /// Creates a touch.
    public init(startX: Double, distance: Double, dy: Double = 0) {
        self.startX = startX
        self.distance = distance
        self.dy = dy
    }
}
