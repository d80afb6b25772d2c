/// A horizontal pan as plain values, in screen points (x grows rightward).
public struct SwipeTouch: Equatable, Sendable {
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

extension SwipeTouch {
    /// The touch a gesture recognizer describes when it is asked whether to begin, or when it moves.
    ///
    /// - Parameters:
    ///   - locationX: where the finger is now (screen x).
    ///   - translationX: horizontal movement since the finger went down.
    ///   - translationY: vertical movement since the finger went down.
    ///   - velocityX: horizontal velocity, points per second.
    ///   - velocityY: vertical velocity, points per second.
    /// - Returns: a touch that started at `locationX - translationX`. Its movement is the translation;
    ///   when the recognizer reports no movement yet (both translations are zero), it is the distance the
    ///   finger would cover in 1/60 s at its current velocity, so that the direction the finger is heading
    ///   decides (a touch with neither movement nor velocity has distance zero and is refused for its
    ///   direction).
    public static func sample(
        locationX: Double, translationX: Double, translationY: Double, velocityX: Double, velocityY: Double
    ) -> SwipeTouch {
        let start = locationX - translationX
        guard translationX == 0, translationY == 0 else {
            return SwipeTouch(startX: start, distance: translationX, dy: translationY)
        }
        return SwipeTouch(startX: start, distance: velocityX / 60, dy: velocityY / 60)
    }
}
