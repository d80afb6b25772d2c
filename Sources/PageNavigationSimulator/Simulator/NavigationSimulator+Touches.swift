extension NavigationSimulator {
    /// Swipes: the finger goes down at `startX`, moves by `distance` (signed screen x) and `dy`, and —
    /// unless `release` is false — lifts with `velocity` (signed pt/s). Returns what the engine decided.
    @discardableResult
    public mutating func swipe(
        startX: Double, distance: Double, dy: Double = 0, velocity: Double = 0, release: Bool = true,
        settle: Bool = true
    ) -> SwipeDecision {
        let touch = SwipeTouch(startX: startX, distance: distance, dy: dy)
        let decision = engine.swipeDecision(for: touch)
        var next: Page?
        if decision == .push, let type = pageTypes[typeOfName[top] ?? ""]?.next {
            next = makePage(type: type, name: nil)
        }
        perform(engine.send(.swipeBegan(touch, nextPage: next)))
        if decision.startsGesture {
            finger = touch
            perform(engine.send(.swipeMoved(touch)))
            if release { self.release(velocity: velocity, settle: false) }
        }
        if settle { self.settle() }
        return decision
    }

    /// Lifts the finger of an unreleased swipe, optionally after moving it to `distance`.
    public mutating func release(velocity: Double = 0, distance: Double? = nil, settle: Bool = true) {
        guard var touch = finger else { return }
        if let distance {
            touch.distance = distance
            perform(engine.send(.swipeMoved(touch)))
        }
        finger = nil
        perform(engine.send(.swipeEnded(touch, velocity: velocity)))
        if settle { self.settle() }
    }

    // MARK: Clock

    /// Lets `seconds` of virtual time pass: transitions progress and end, queued operations run.
    /// An interactive transition does not move while a finger holds it.
    public mutating func advance(by seconds: Double) {
        var remaining = max(seconds, 0)
        clock += remaining
        while let state = engine.transition, finger == nil || state.release != nil {
            let duration = engine.configuration.transitionDuration
            let goingBack = state.release == .cancel
            let distanceLeft = goingBack ? state.progress : 1 - state.progress
            let timeLeft = distanceLeft * duration
            if remaining >= timeLeft || duration <= 0 {
                remaining -= min(timeLeft, remaining)
                perform(engine.send(.transitionEnded(finished: !goingBack)))
                continue
            }
            let step = remaining / duration
            perform(engine.send(.transitionProgressed(goingBack ? state.progress - step : state.progress + step)))
            return
        }
    }

    /// Runs every transition to its end (and the queued operations after them), unless a finger holds
    /// an interactive one.
    public mutating func settle() {
        var guardCount = 0
        while engine.transition != nil, finger == nil, guardCount < 100_000 {
            advance(by: engine.configuration.transitionDuration)
            guardCount += 1
        }
    }
}
