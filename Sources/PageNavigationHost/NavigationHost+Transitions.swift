import PageNavigationCore

extension NavigationHost {
    /// The platform is about to show a page (`navigationController(_:willShow:animated:)`), with a
    /// finger driving the transition when `interactive`.
    ///
    /// Starts, for the engine, a system swipe that is beginning; then follows the platform's transition:
    /// the bar's visibility now, the bar's tint, the status bar and the fake bars along its animation,
    /// a cancel as soon as the finger lets go, and its end.
    package func willShow(animated: Bool, interactive: Bool) {
        platform.reclaimSwipeRecognizers()
        if interactive, engine?.transition == nil { systemPopStarting() }
        transitionCount += 1
        let number = transitionCount
        let plan = engine?.transition?.plan
        if let plan {
            platform.setBarHidden(plan.toStyle.hidden, animated: animated)
            barLook = nil
            if plan.strategy == .fakeBars { installFakeBars(plan) }
        }
        let style = engine?.top.style ?? .standard
        followed = FollowedTransition(number: number, reportsEnd: false, from: plan?.fromStyle ?? style, to: plan?.toStyle ?? style)
        let reportsEnd = platform.followTransition(
            alongside: { [weak self] in self?.transitionAnimates(number) },
            interactionEnded: { [weak self] cancelled in self?.interactionEnded(number, cancelled: cancelled) },
            completion: { [weak self] cancelled in self?.transitionEnded(number, cancelled: cancelled) }
        )
        if followed?.number == number { followed?.reportsEnd = reportsEnd }
    }

    /// The platform showed a page (`navigationController(_:didShow:animated:)`). Ends a transition whose
    /// end the platform does not report, takes the swipe recognizers back if the app replaced their
    /// gate, and reconciles the engine with the platform's stack.
    package func didShow() {
        platform.reclaimSwipeRecognizers()
        if let followed, !followed.reportsEnd {
            let arrived = platform.stack.last.map(id(of:))
            endFollowedTransition(cancelled: engine?.transition.map { arrived != $0.plan.to } ?? false)
        }
        reconcile()
    }

    /// The platform's transition animates: the bar's tint, the status bar and the fake bars follow.
    private func transitionAnimates(_ number: Int) {
        guard let followed, followed.number == number else { return }
        platform.showBarLook(followed.to)
        if fakeBarPages != nil { platform.layoutFakeBars() }
    }

    /// The finger let go of an interactive transition. A cancel brings back the staying page's bar
    /// visibility, tint and status bar along with the cancel animation, not after it.
    private func interactionEnded(_ number: Int, cancelled: Bool) {
        guard var followed, followed.number == number, cancelled else { return }
        followed.cancelling = true
        self.followed = followed
        platform.setBarHidden(followed.from.hidden, animated: true)
        platform.showBarLook(followed.from)
        barLook = nil
    }

    /// The platform's transition ended, finished or cancelled.
    private func transitionEnded(_ number: Int, cancelled: Bool) {
        guard followed?.number == number else { return }
        endFollowedTransition(cancelled: cancelled)
    }

    /// Ends the transition the host follows: tells the engine, which commits it — or, when the platform
    /// cancelled it, whatever kind it was, restores exactly the look the page had — and runs what was
    /// queued; then reconciles the engine with the platform's stack.
    func endFollowedTransition(cancelled: Bool) {
        followed = nil
        if activeSwipe == .library { platform.endLibraryTransition() }
        activeSwipe = nil
        removeFakeBars()
        if engine?.transition != nil {
            send(.transitionEnded(finished: !cancelled))
        }
        showSettledLook(animated: false)
        reconcile()
    }

    /// The platform's transition moved on (a virtual platform reports this; UIKit does not need to).
    package func transitionProgressed(_ progress: Double) {
        send(.transitionProgressed(progress))
    }

    // MARK: Fake bars

    private func installFakeBars(_ plan: TransitionPlan) {
        let bars = [(plan.from, plan.fromStyle), (plan.to, plan.toStyle)].compactMap { id, style in
            registry[id].map { (page: $0, style: style) }
        }
        fakeBarPages = [plan.from, plan.to]
        platform.installFakeBars(bars)
        for (id, style) in [(plan.from, plan.fromStyle), (plan.to, plan.toStyle)] {
            appliedLooks[id] = nil
            registry[id].map { platform.applyLook(style, to: $0, withBackground: false) }
        }
        platform.layoutFakeBars()
    }

    /// Takes the fake bars away and gives both pages back their bar backgrounds.
    private func removeFakeBars() {
        guard let pages = fakeBarPages else { return }
        fakeBarPages = nil
        platform.removeFakeBars()
        for id in pages {
            guard let style = resolvedLook(of: id) ?? engine?.transition.flatMap({ $0.plan.from == id ? $0.plan.fromStyle : nil })
            else { continue }
            showItemLook(style, for: id)
        }
    }
}
