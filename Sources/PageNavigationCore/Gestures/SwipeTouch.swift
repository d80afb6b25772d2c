/// A horizontal pan as plain values, in screen points (x grows rightward).
public struct SwipeTouch: Hashable, Sendable {
    /// Where the finger went down.
    public var startX: Double
    /// Horizontal movement so far (signed, screen x).
    public var distance: Double
    /// Vertical movement so far.
    public var dy: Double
    /// Whether no finger touches the screen: a two-finger scroll on an iPad trackpad (or a mouse's
    /// continuous scroll), which delivers scroll events and no touches. ``startX`` is then where the
    /// pointer is. A pointer has no edge region: see ``SwipeDecision/evaluate(_:situation:geometry:)``.
    public var indirect = false

    /// Creates a touch.
    public init(startX: Double, distance: Double, dy: Double = 0) {
        self.startX = startX
        self.distance = distance
        self.dy = dy
    }

    /// Creates a touch, direct (a finger) or indirect (a trackpad's scroll, from where the pointer is).
    public init(startX: Double, distance: Double, dy: Double = 0, indirect: Bool) {
        self.init(startX: startX, distance: distance, dy: dy)
        self.indirect = indirect
    }
}
