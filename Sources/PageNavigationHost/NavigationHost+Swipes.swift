import PageNavigationCore

/// What the platform does with a pop that a system swipe-back recognizer starts.
package enum SystemPop: Hashable, Sendable {
    /// Not a swipe's pop: an ordinary pop, which goes through the engine.
    case notASwipe
    /// The engine follows the swipe: let the platform pop interactively.
    case follow
    /// The engine refused a swipe that began without asking it: let the platform pop all the same, and
    /// the host cancels that pop as it starts (in ``NavigationHost/willShow(animated:interactive:)``). A
    /// recognizer that began and got no pop at all leaves UIKit stuck (UIKitBehavior row 11).
    case cancel
}

/// What a recognizer reports: where the finger is, and — for a pan — how far it moved and how fast.
package struct RecognizerSample: Sendable {
    /// Where the finger is now, in the controller's coordinates.
    package var location: TouchPoint
    /// Movement since the finger went down; `nil` for a recognizer that reports none.
    package var translation: TouchPoint?
    /// Velocity in points per second; `nil` for a recognizer that reports none.
    package var velocity: TouchPoint?
    /// Whether no finger touches the screen: a trackpad's two-finger scroll drives the recognizer, and
    /// ``location`` is where the pointer is (it does not move while the fingers scroll).
    package var indirect: Bool

    package init(location: TouchPoint, translation: TouchPoint?, velocity: TouchPoint?, indirect: Bool = false) {
        self.location = location
        self.translation = translation
        self.velocity = velocity
        self.indirect = indirect
    }
}

extension NavigationHost {
    /// Notes a touch a recognizer is about to receive: a touch that just went down starts a new
    /// sequence and records where it went down. `indirect`: a trackpad's scroll started the sequence,
    /// with the pointer at `location`.
    package func noteTouch(began: Bool, timestamp: Double, location: TouchPoint, indirect: Bool = false) {
        touchSequence.note(began: began, timestamp: timestamp)
        guard began else { return }
        if swipe.refusesSystemPop { endSwipe() }
        checkSwipeRecognizers(at: .touch)  // debug builds: a takeover shows at the next finger too
        touchSequence.down = TouchDown(location: location, indirect: indirect)
        // A swipe accepted for an earlier finger that no recognizer began is over.
        if let pending = swipe.accepted {
            let began = if let recognizer = pendingRecognizer(pending) { platform.isActive(recognizer) } else { false }
            if !began { endSwipe() }
        }
    }

    /// Whether `recognizer` may begin: the engine decides. A refused swipe is sent to the engine at once
    /// (it names the reason, or runs the page's back handler: deny, confirm, web history); an accepted
    /// one waits until the recognizer really begins.
    package func swipeShouldBegin(_ recognizer: Platform.Recognizer, role: SwipeRole, sample: RecognizerSample) -> Bool
    {
        if role == .pan, takesOverRefusedSystemSwipe(recognizer, sample: sample) { return true }
        guard engine != nil, touchSequence.isOpen else { return false }
        syncScreen()
        let (touch, start) = swipeTouch(sample)
        let geometry = engine?.configuration.geometry ?? configuration.geometry
        reportContent(at: start, towardBack: geometry.backComponent(touch.distance) >= 0)
        guard let decision = engineSwipeDecision(for: touch) else { return false }
        guard decision.startsGesture else {
            // A refusal, or the page's back handler (deny, confirm, web history), is decided here, before
            // any recognizer begins: a system recognizer is never let go for a pop the host would then
            // refuse, which leaves UIKit stuck (UIKitBehavior row 11). On the root page of a presented stack
            // (`rootSwipeDismisses`) the root's handler decides the dismissal here the same way.
            touchSequence.close()
            // The app turned this system recognizer down (`isEnabled`, its own delegate of it): no
            // swipe-back happens, so no back handler runs.
            if role.isSystem, decision.runsBackHandler,
                !platform.isEnabled(recognizer) || platform.appDelegateAnswer(for: recognizer) == false
            {
                return false
            }
            send(.swipeBegan(touch))
            return false
        }
        // No system recognizer takes a trackpad's scroll (it has no touches), and none begins while the
        // platform's delegate offers the animator methods: the library's pan pops then.
        let libraryPops = !platform.hasSystemContentSwipe || touch.indirect || systemSwipesAreInert
        guard role.drives(decision, libraryPops: libraryPops) else { return false }
        // Belt and braces against the root freeze: the platform's own stack must agree, and the platform
        // must not be in a transition of its own (a rotation, a presentation).
        guard transitions.followed == nil, !platform.isTransitioning else {
            touchSequence.close()
            platform.deliver(.swipeRefused(.transition))
            return false
        }
        guard decision.isPush || platform.stack.count > 1 else {
            reconcile()
            return false
        }
        touchSequence.close()
        swipe = .accepted(PendingSwipe(recognizer: recognizer, role: role, touch: touch, decision: decision))
        return true
    }

    /// Whether the library's pan takes over a pop the engine accepted for a system recognizer that then
    /// did not begin. UIKit's own delegate of its swipe-back recognizers refuses them when the bar is
    /// hidden or the top page has a left item of its own (the library's iOS 15 back item is one); the
    /// library keeps UIKit's delegate (its recognizers are tied to the library by failure requirements
    /// only), so its pan, which waits for them to fail, carries out the swipe the engine accepted.
    /// Only then: when UIKit refused for a reason of its own about the touch (a text selection, a row's
    /// swipe actions, a control), its decision stands. An app that turned the recognizer off
    /// (`isEnabled`) meant it, and so did an app whose own delegate of the recognizer refuses it now:
    /// nothing takes over then either. The engine decides again on the pan's own sample, since the drag
    /// may have turned (vertical, say) meanwhile.
    private func takesOverRefusedSystemSwipe(_ pan: Platform.Recognizer, sample: RecognizerSample) -> Bool {
        guard let pending = swipe.accepted, pending.role.isSystem, pending.decision.isPop,
            let system = pendingRecognizer(pending), platform.isEnabled(system), !platform.isActive(system),
            platform.appDelegateAnswer(for: system) != false, platform.systemSwipeRefusalIsKnown,
            !touchSequence.isOpen, transitions.followed == nil, !platform.isTransitioning, platform.stack.count > 1
        else { return false }
        let touch = swipeTouch(sample).touch
        guard engineSwipeDecision(for: touch)?.isPop == true else {
            endSwipe()
            return false
        }
        swipe = .accepted(PendingSwipe(recognizer: pan, role: .pan, touch: touch, decision: .pop))
        return true
    }

    /// Whether a system recognizer may go on with a touch that has started moving, asked by the library's
    /// stand-in in front of it (UIKit's own rules then decide whether it begins). The edge swipe only
    /// concerns touches that start in the back-edge region: any other touch passes untouched and stays
    /// open for the other recognizers, as UIKit's edge recognizer never begins there.
    package func systemSwipeMayBegin(_ recognizer: Platform.Recognizer, role: SwipeRole, sample: RecognizerSample)
        -> Bool
    {
        // It could not begin anyway (UIKitBehavior row 1): the library's pan is asked instead.
        guard !systemSwipesAreInert else { return false }
        syncScreen()
        let geometry = engine?.configuration.geometry ?? configuration.geometry
        let inEdgeRegion = geometry.distanceFromBackEdge(swipeTouch(sample).start.x) <= geometry.edgeWidth
        if role == .edge, !inEdgeRegion { return true }
        // A touch in the edge region is the edge swipe's alone, whichever stand-in UIKit asks first: the
        // content swipe's stand-in recognizes (its recognizer fails) and leaves the sequence to the edge.
        if role == .content, inEdgeRegion { return false }
        return swipeShouldBegin(recognizer, role: role, sample: sample)
    }

    /// The platform is about to pop because a system recognizer began (UIKit calls
    /// `popViewController(animated:)` from its swipe). Tells whether the pop is that swipe and whether
    /// to let it run.
    ///
    /// A system swipe that began without asking the host (the app replaced the recognizer's delegate)
    /// is still the swipe it is: the engine decides; when it refuses (the page disables swipe-back, or
    /// its back handler denies, asks or goes back in its web view), the engine hears the swipe — so the
    /// back handler runs — and the platform's pop is cancelled as it starts (``SystemPop/cancel``).
    package func systemPopStarting() -> SystemPop {
        if let pending = swipe.accepted, pending.role.isSystem, let recognizer = pendingRecognizer(pending),
            platform.isActive(recognizer)
        {
            endSwipe()
            begin(pending.touch, decision: pending.decision, driver: .system, nextPage: nil)
            return activeSwipe == .system ? .follow : cancelSystemPop()
        }
        guard let role = platform.activeSystemSwipe, activeSwipe == nil, engineTransitionIsNil,
            let geometry = engine?.configuration.geometry
        else { return .notASwipe }
        let edge = geometry.direction == .leftToRight ? 1.0 : geometry.screenWidth - 1
        // A trackpad's scroll that UIKit's recognizer took by itself is an indirect swipe from the pointer;
        // a swipe UIKit's edge recognizer began is an edge swipe, whatever the library's edge width says.
        let touchDown = touchSequence.down?.location
        let indirect = touchSequence.down?.indirect == true
        let touch = SwipeTouch(
            startX: role == .edge && !indirect ? edge : touchDown?.x ?? edge, distance: geometry.direction.backSign,
            indirect: indirect)
        // Decided on the engine as it was before the content report below.
        guard let decision = engineSwipeDecision(for: touch) else { return .notASwipe }
        if let touchDown { reportContent(at: touchDown, towardBack: true) }
        guard decision.isPop, role.drives(decision, libraryPops: false), platform.stack.count > 1 else {
            touchSequence.close()
            send(.swipeBegan(touch))
            return cancelSystemPop()
        }
        begin(touch, decision: decision, driver: .system, nextPage: nil)
        return activeSwipe == .system ? .follow : cancelSystemPop()
    }

    /// Tells the engine what the top page's content under `start` is: its scroll state and its own
    /// gestures for a swipe that goes `towardBack` (or toward the trailing edge).
    private func reportContent(at start: TouchPoint, towardBack: Bool) {
        guard let top = engineTop?.id, let page = registeredPage(top) else { return }
        send(.contentScrollChanged(top, platform.contentScroll(at: start, on: page)))
        send(.contentGesturesChanged(top, platform.contentGestures(at: start, on: page, towardBack: towardBack)))
    }

    /// The platform's pop goes ahead and is cancelled as it starts (``willShow(animated:interactive:)``).
    private func cancelSystemPop() -> SystemPop {
        swipe = .refusedSystemPop
        return .cancel
    }

    /// The library's pan began: starts the swipe it was allowed to begin.
    package func libraryPanBegan(_ recognizer: Platform.Recognizer) {
        guard let pending = swipe.accepted, pending.recognizer === recognizer else { return }
        endSwipe()
        // The engine asks for the declared next page when (and only when) it decided on a push.
        let next = pending.decision.isPush ? makeNextPage() : nil
        begin(pending.touch, decision: pending.decision, driver: .library, nextPage: next)
    }

    /// The recognizer driving the swipe in flight moved.
    package func swipeMoved(by driver: SwipeDriver, _ sample: RecognizerSample) {
        guard activeSwipe == driver else { return }
        send(.swipeMoved(swipeTouch(sample).touch))
    }

    /// The recognizer driving the swipe in flight ended (the finger lifted) or was cancelled.
    package func swipeEnded(by driver: SwipeDriver, _ sample: RecognizerSample) {
        guard activeSwipe == driver else { return }
        send(.swipeEnded(swipeTouch(sample).touch, velocity: sample.velocity?.x ?? 0))
    }

    private func begin(_ touch: SwipeTouch, decision: SwipeDecision, driver: SwipeDriver, nextPage: Platform.Page?) {
        swipe = .driven(by: driver)
        let next = if let nextPage { platform.corePage(of: nextPage) } else { PageNavigationCore.Page?.none }
        send(.swipeBegan(touch, nextPage: next))
        if engineTransitionPlan?.interactive != true, swipe.driver != nil { endSwipe() }
        refreshDelegateOffer()
    }

    /// The top page's declared next page, registered for the engine.
    private func makeNextPage() -> Platform.Page? {
        guard let top = engineTop?.id, let page = registeredPage(top), let next = platform.makeNextPage(of: page) else {
            return nil
        }
        adopt(next)
        return next
    }

    /// The engine's touch for a recognizer's sample, and where the touch went down. A recognizer that
    /// reports no translation (iOS 26's content swipe) is measured from where the finger went down. An
    /// indirect swipe (a trackpad's scroll) starts where the pointer is.
    func swipeTouch(_ sample: RecognizerSample) -> (touch: SwipeTouch, start: TouchPoint) {
        let translation =
            sample.translation ?? touchSequence.down.map(\.location).map {
                TouchPoint(x: sample.location.x - $0.x, y: sample.location.y - $0.y)
            } ?? TouchPoint(x: 0, y: 0)
        let direction = engine?.configuration.geometry.direction ?? .leftToRight
        // Without a velocity, a recognizer that began is heading back, as its documentation says.
        let velocity = sample.velocity ?? TouchPoint(x: direction.backSign * 60, y: 0)
        var touch = SwipeTouch.sample(
            locationX: sample.location.x, translationX: translation.x, translationY: translation.y,
            velocityX: velocity.x, velocityY: velocity.y
        )
        guard sample.indirect else {
            return (touch, TouchPoint(x: sample.location.x - translation.x, y: sample.location.y - translation.y))
        }
        touch.startX = sample.location.x
        touch.indirect = true
        return (touch, sample.location)
    }
}

extension SwipeDecision {
    /// Whether the decision is a pop. A case test: `== .pop` calls the synthesized `==`, which compares
    /// the payloads of every case.
    var isPop: Bool {
        if case .pop = self { true } else { false }
    }

    /// Whether the decision is a push (a case test, as ``isPop``).
    var isPush: Bool {
        if case .push = self { true } else { false }
    }

    /// Whether the decision is the top page's back handler's (deny, confirm, web history), not a refusal.
    var runsBackHandler: Bool {
        switch self {
        case .denied, .confirmation, .webBack: true
        case .pop, .push, .refused, .dismiss: false
        }
    }
}
