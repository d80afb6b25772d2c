import PageNavigationCore

extension NavigationHost {
    /// The platform is about to show a page (`navigationController(_:willShow:animated:)`), with a
    /// finger driving the transition when `interactive`.
    ///
    /// Starts, for the engine, a system swipe that is beginning; then follows the platform's transition:
    /// the bar's visibility now, the bar's tint, the status bar and the fake bars along its animation,
    /// a cancel as soon as the finger lets go, and its end. (The bar's tint and item margins are the
    /// bar's own, not an item's: they change along the animation.)
    package func willShow(animated: Bool, interactive: Bool) {
        checkSwipeRecognizers(at: .willShow)
        platform.reclaimSwipeRecognizers()
        let cancelsPop = interactive && swipe.refusesSystemPop
        if swipe.refusesSystemPop { endSwipe() }
        if interactive, !cancelsPop, engineTransitionIsNil { _ = systemPopStarting() }
        transitions.count += 1
        let number = transitions.count
        // The change the host is making, else the engine's transition (a system swipe's pop).
        let planned = if let applying = transitions.applying { applying.plan } else { engineTransitionPlan }
        // The arriving page's view loads (UIKit loads it for the transition anyway). What the page does
        // there counts from the transition's start: a look it sets restyles the engine's plan, which is
        // read after the load; a look written before it loaded did not see its items, and is written again.
        if let id = planned?.to, let page = registeredPage(id) {
            platform.loadViewIfNeeded(page)
            if looks.forgetWrittenBeforeViewLoaded(id) { existingRecord(of: id)?.appliedLook = nil }
            refreshLeftBackItem(of: id)  // iOS 15: the left items its viewDidLoad set
        }
        var plan = planned
        if let planned, let engines = enginePlan(matching: planned) { plan = engines }
        if let plan {
            // Fake bars first: the leaving page's fake bar takes the bar's height before it hides.
            // The arriving page may have set its own item appearances as its view loaded.
            if plan.strategy == .fakeBars { installFakeBars(plan) } else { showItemLook(plan.toStyle, for: plan.to) }
            // The iOS 26 fields reach what the arriving page made as its view loaded (its bar button
            // items, its scroll view) now, not when the transition is over.
            if let page = registeredPage(plan.to) { refreshGlassLook(of: page) }
            setBarHidden(plan.toStyle.hidden, animated: animated)
            showTabBar(for: plan.to, animated: animated)
            looks.bar = nil
        }
        let style = engineTop?.style ?? .standard
        transitions.followed = FollowedTransition(
            number: number, plan: plan, from: plan?.fromStyle ?? style, to: plan?.toStyle ?? style)
        _ = platform.followTransition(
            alongside: callback(.transitionAnimates(number: number)),
            interactionEnded: answerCallback(.interactionEnded(number: number)),
            completion: answerCallback(.transitionCompleted(number: number)))
        // A system swipe the engine refused after it began: its pop runs, and is cancelled now. Refusing it
        // without a pop would leave the platform stuck (UIKitBehavior row 11).
        if cancelsPop { platform.cancelSystemSwipes() }
    }

    /// The platform showed a page (`navigationController(_:didShow:animated:)`): the transition the
    /// host follows is over — finished, or cancelled when the page it was bringing is not on top. Also
    /// takes the swipe recognizers back if the app replaced their gate, and, on the next turn, the
    /// keyboard when nothing has it (``claimKeyboardIfUnclaimed()``).
    ///
    /// Nothing else happens inside UIKit's callback: UIKit may call it before the transition
    /// coordinator's completion, and a stack change started there is a nested transition ("nested push
    /// animation can result in corrupted navigation bar", HeroTransitions/Hero #638). The host ends the
    /// transition — which starts the next queued operation — and reconciles the engine with the
    /// platform's stack once the callback has returned, on the platform's next turn
    /// (``NavigationPlatform/afterTransition(_:)``), as RTRootNavigationController runs its completions.
    package func didShow() {
        platform.reclaimSwipeRecognizers()
        defer { claimKeyboardIfUnclaimed() }  // on the next turn, after the transition's own ending
        guard let followed = transitions.followed else {
            platform.afterTransition(callback(.reconcile))
            return
        }
        let number = followed.number
        let arrived = if let top = platform.stack.last { id(of: top) } else { PageID?.none }
        let cancelled = followed.plan.map { arrived != $0.to } ?? false
        // On the next turn, unless another transition is followed by then.
        platform.afterTransition(callback(.endFollowedTransition(number: number, cancelled: cancelled)))
    }

    /// A look the platform's transition shows now — the leaving page's when `leaving`, else the arriving
    /// page's (only that one is copied): the engine's plan, which follows bar updates made during the
    /// transition (a page setting its bar in `viewWillAppear`).
    private func look(of followed: FollowedTransition, leaving: Bool) -> BarStyle {
        guard let plan = enginePlan(of: followed) else { return leaving ? followed.from : followed.to }
        return leaving ? plan.fromStyle : plan.toStyle
    }

    /// The engine's transition, when it is the one the followed platform transition carries out.
    private func enginePlan(of followed: FollowedTransition) -> TransitionPlan? {
        guard let plan = followed.plan else { return nil }
        return enginePlan(matching: plan)
    }

    /// The engine's transition, when it is the one `mine` describes (its looks may have changed since).
    private func enginePlan(matching mine: TransitionPlan) -> TransitionPlan? {
        guard let plan = engineTransitionPlan, plan.from == mine.from, plan.to == mine.to, plan.kind == mine.kind
        else { return nil }
        return plan
    }

    /// The platform's transition animates: the bar's tint and item margins, the status bar and the fake bars follow.
    func transitionAnimates(_ number: Int) {
        guard let followed = transitions.followed, followed.number == number else { return }
        writeBarLook(look(of: followed, leaving: false))
        if transitions.fakeBarPages != nil { platform.layoutFakeBars() }
    }

    /// A finger let go of an interactive transition (or took hold of it again). A cancel brings back
    /// the staying page's bar visibility, tint, item margins and status bar along with the cancel
    /// animation, not after.
    func interactionEnded(_ number: Int, cancelled: Bool) {
        guard let followed = transitions.followed, followed.number == number, followed.cancelling != cancelled else {
            return
        }
        followed.cancelling = cancelled
        let shown = look(of: followed, leaving: cancelled)
        setBarHidden(shown.hidden, animated: true)
        if let plan = followed.plan { showTabBar(for: cancelled ? plan.from : plan.to, animated: true) }
        writeBarLook(shown)
        looks.bar = nil
    }

    /// The platform's transition completed. A transition is over only once the platform is out of it:
    /// the host ends it at `didShow`, or else on the platform's next turn, so that a queued operation
    /// never starts inside the coordinator's completion.
    func transitionCompleted(_ number: Int, cancelled: Bool) {
        guard transitions.followed?.number == number else { return }
        platform.afterTransition(callback(.endFollowedTransition(number: number, cancelled: cancelled)))
    }

    /// Ends the transition the host follows (or, when the platform made the change without one, the
    /// engine's `plan`): tells the engine, which commits it — or, when the platform cancelled it,
    /// whatever kind it was, restores exactly the look the page had — and runs what was queued; then
    /// reconciles the engine with the platform's stack.
    func endFollowedTransition(cancelled: Bool, plan: TransitionPlan? = nil) {
        let carriesEngineTransition = (transitions.followed?.plan ?? plan).flatMap(enginePlan(matching:)).holdsValue
        transitions.followed = nil
        if activeSwipe == .library { platform.endLibraryTransition() }
        if activeSwipe != nil { endSwipe() }
        refreshDelegateOffer()
        removeFakeBars()
        if carriesEngineTransition {
            send(.transitionEnded(finished: !cancelled))
        }
        // The arriving page's view loaded during the transition: a back handler it set in `viewDidLoad`
        // (where a web page makes its web view) routes the back button's menu from now on.
        if let pages = settledPages { refreshBackMenu(ids(of: pages)) }
        showSettledLook(animated: false)
        reconcile()
    }

    /// The platform's transition moved on (a virtual platform reports this; UIKit does not need to).
    package func transitionProgressed(_ progress: Double) {
        send(.transitionProgressed(progress))
    }

    // MARK: Fake bars

    private func installFakeBars(_ plan: TransitionPlan) {
        // The leaving page, then the arriving one, written out: a list of the two sides, each with its
        // look, cost the list's code and copies of both looks.
        var bars: [(page: Platform.Page, style: BarStyle, own: Platform.ItemAppearances)] = []
        if let page = registeredPage(plan.from) {
            bars.append((page, plan.fromStyle, ownAppearances(of: plan.from, page)))
        }
        if let page = registeredPage(plan.to) { bars.append((page, plan.toStyle, ownAppearances(of: plan.to, page))) }
        transitions.fakeBarPages = [plan.from, plan.to]
        platform.installFakeBars(bars)
        existingRecord(of: plan.from)?.appliedLook = nil
        writeItemLook(plan.fromStyle, to: plan.from, withBackground: false)
        existingRecord(of: plan.to)?.appliedLook = nil
        writeItemLook(plan.toStyle, to: plan.to, withBackground: false)
        platform.layoutFakeBars()
    }

    /// Takes the fake bars away and gives both pages back their bar backgrounds.
    private func removeFakeBars() {
        guard let pages = transitions.fakeBarPages else { return }
        transitions.fakeBarPages = nil
        platform.removeFakeBars()
        for id in pages {
            guard
                let style = resolvedLook(of: id)
                    ?? engine?.transition.flatMap({ $0.plan.from == id ? $0.plan.fromStyle : nil })
            else { continue }
            showItemLook(style, for: id)
        }
    }
}
