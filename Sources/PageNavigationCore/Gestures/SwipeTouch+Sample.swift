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
