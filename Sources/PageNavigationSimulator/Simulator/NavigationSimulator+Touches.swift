import PageNavigationCore
import PageNavigationHost

extension NavigationSimulator {
    /// Swipes: the finger goes down at `startX`, moves by `distance` (signed screen x) and `dy`, and —
    /// unless `release` is false — lifts with `velocity` (signed pt/s). The platform's recognizers are
    /// asked in UIKit's order and the host decides, as on a device. Returns what the engine decided.
    @discardableResult
    public func swipe(
        startX: Double, distance: Double, dy: Double = 0, velocity: Double = 0, release: Bool = true,
        settle: Bool = true
    ) -> SwipeDecision {
        let touch = SwipeTouch(startX: startX, distance: distance, dy: dy)
        host.syncScreen()
        let decision = engine.swipeDecision(for: touch)
        touchCount += 1
        let began = platform.touch(
            startX: startX, distance: distance, dy: dy, velocity: velocity, timestamp: Double(touchCount),
            edgeWidth: engine.configuration.geometry.edgeWidth
        )
        if began != nil {
            finger = touch
            if release { self.release(velocity: velocity, settle: false) }
        }
        if settle { self.settle() }
        return decision
    }

    /// A two-finger scroll on an iPad trackpad, with the pointer at `pointerX`: no finger touches the
    /// screen, so no edge region applies and only the library's pan can take it (see
    /// ``/PageNavigationCore/SwipeTouch/indirect``). It moves by `distance` and `dy` and — unless
    /// `release` is false — the fingers lift with `velocity`; ``moveFinger(to:)`` and
    /// ``release(velocity:distance:settle:)`` go on with an unreleased one. Returns what the engine decided.
    @discardableResult
    public func trackpadSwipe(
        pointerX: Double, distance: Double, dy: Double = 0, velocity: Double = 0, release: Bool = true,
        settle: Bool = true
    ) -> SwipeDecision {
        host.syncScreen()
        let decision = engine.swipeDecision(
            for: SwipeTouch(startX: pointerX, distance: distance, dy: dy, indirect: true))
        touchCount += 1
        let began = platform.scroll(
            pointerX: pointerX, distance: distance, dy: dy, velocity: velocity, timestamp: Double(touchCount))
        if began != nil {
            finger = SwipeTouch(startX: pointerX, distance: distance, dy: dy, indirect: true)
            if release { self.release(velocity: velocity, settle: false) }
        }
        if settle { self.settle() }
        return decision
    }

    /// Moves the finger of an unreleased swipe to `distance` (signed screen x from where it went down).
    public func moveFinger(to distance: Double) {
        guard var touch = finger else { return }
        touch.distance = distance
        finger = touch
        platform.moveFinger(sample(touch, velocity: 0), lifted: false)
    }

    /// Lifts the finger of an unreleased swipe, optionally after moving it to `distance`.
    public func release(velocity: Double = 0, distance: Double? = nil, settle: Bool = true) {
        guard var touch = finger else { return }
        if let distance {
            touch.distance = distance
            platform.moveFinger(sample(touch, velocity: velocity), lifted: false)
        }
        finger = nil
        platform.moveFinger(sample(touch, velocity: velocity), lifted: true)
        if settle { self.settle() }
    }

    /// What the recognizers report: a finger moves with the touch; a trackpad's pointer stays put.
    private func sample(_ touch: SwipeTouch, velocity: Double) -> RecognizerSample {
        RecognizerSample(
            location: touch.indirect
                ? TouchPoint(x: touch.startX, y: 300) : TouchPoint(x: touch.startX + touch.distance, y: 300 + touch.dy),
            translation: TouchPoint(x: touch.distance, y: touch.dy), velocity: TouchPoint(x: velocity, y: 0),
            indirect: touch.indirect
        )
    }

    // MARK: Clock

    /// Lets `seconds` of virtual time pass: transitions progress and end, queued operations run.
    /// An interactive transition does not move while a finger holds it.
    /// Timers the host set (the debugging tools' grace periods) run when the clock reaches them.
    public func advance(by seconds: Double) {
        let target = clock + max(seconds, 0)
        while let due = platform.nextTimerDue, due <= target {
            runTransitions(until: max(due, clock))
            platform.fireTimers(upTo: clock)
        }
        runTransitions(until: target)
    }

    /// Moves the clock to `time`: the transition in flight moves on and ends when it arrives.
    private func runTransitions(until time: Double) {
        var remaining = max(time - clock, 0)
        platform.now = clock
        clock = max(time, clock)
        defer { platform.now = clock }
        var guardCount = 0
        while platform.transition != nil, guardCount < 10_000 {
            let left = platform.advance(by: remaining)
            if left == remaining, platform.transition != nil { return }  // a finger holds it
            remaining = left
            guardCount += 1
            if remaining <= 0 && platform.transition != nil { return }
        }
    }

    /// Runs every transition to its end (and the queued operations after them), unless a finger holds
    /// an interactive one.
    public func settle() {
        var guardCount = 0
        platform.runNextTurn()
        while platform.transition != nil, finger == nil, guardCount < 100_000 {
            advance(by: engine.configuration.transitionDuration)
            guardCount += 1
        }
    }
}
