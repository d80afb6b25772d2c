import PageNavigationCore

extension NavigationHost {
    /// Does what an engine event asks of the host: completions, failures, page callbacks, confirmations.
    func handle(_ event: NavigationEvent) {
        switch event {
        case .completed(let operation):
            if let completion = callbacks.takeCompletion(operation) { platform.complete(completion) }
        case .refused(let error, let operation):
            if let operation, let failure = callbacks.takeFailure(operation) { platform.fail(failure, error) }
        case .removed(let id):
            pageLeft(id)
        case .popGestureBegan(let id):
            runSwipeCallback(.began, of: .pop, on: id)
        case .popGestureCancelled(let id):
            runSwipeCallback(.cancelled, of: .pop, on: id)
        case .popGestureFinished(let id):
            runSwipeCallback(.finished, of: .pop, on: id)
        case .pushGestureBegan:
            // The callbacks belong to the page that pushes: the transition's origin.
            swipeForwardOrigin = engineTransitionPlan?.from
            swipeForwardOrigin.map { runSwipeCallback(.began, of: .push, on: $0) }
        case .pushGestureCancelled, .pushGestureFinished:
            let phase: SwipePhase = if case .pushGestureFinished = event { .finished } else { .cancelled }
            swipeForwardOrigin.map { runSwipeCallback(phase, of: .push, on: $0) }
            swipeForwardOrigin = nil
        case .backRequested(let id):
            guard let page = registeredPage(id) else { return }
            platform.askToLeave(page, answer: answerCallback(.answerBack))
        case .confirmationClosed(let id):
            // The page left while it asked: its question goes (the answer it still gives is owed).
            if let page = registeredPage(id) { platform.stopAsking(page) }
        case .dismissed:
            stackDismissedByUser()
        case .willShow, .didShow, .swipeRefused, .backDenied, .webBack, .notFreed, .warning:
            break
        }
    }

    /// Runs a page's swipe callback, if the page is still known.
    func runSwipeCallback(_ phase: SwipePhase, of kind: TransitionKind, on id: PageID) {
        if let page = registeredPage(id) { platform.runSwipeCallback(phase, of: kind, on: page) }
    }

    /// A page entered the platform's stack (or is being brought in).
    func pageEntered(_ id: PageID) {
        guard let page = registeredPage(id) else { return }
        platform.carry(nil, for: page)  // the engine took what it carried
        platform.prepare(page)
        observeWebHistory(of: id)
    }

    /// A page left the stack.
    func pageLeft(_ id: PageID) {
        watchDeparture(of: id)
        letGo(of: id)
    }

    /// Lets go of a page the host no longer holds for the engine (it left, or it was never used): its web
    /// view is no longer watched, its item gets back its own appearances and left items, the host forgets
    /// its record, and the platform unlinks it.
    func letGo(of id: PageID) {
        existingRecord(of: id)?.webObserver = nil
        forgetLooks(of: id)
        forgetLeftBackItem(of: id)
        forgetRecord(of: id)
        if let page = registeredPage(id) { platform.release(page) }
    }

    // MARK: Back

    /// A request to go back — the back button, VoiceOver's escape, a keyboard shortcut, a page chosen in
    /// the back button's menu; the top page's back handler decides. Returns what it does.
    @discardableResult
    package func requestBack(_ target: BackTarget) -> BackRequestResult {
        adoptPlatformStack()
        guard let result = engine?.backRequestResult(target) else { return .refused(.emptyStack) }
        send(.requestBack(target))
        return result
    }

    // MARK: Page settings

    /// A page's settings changed (its bar, swipe mode, back handler, next page or custom bar).
    package func settingsChanged(of page: Platform.Page, animated: Bool) {
        let core = platform.corePage(of: page)
        let handlerBefore = enginePage(core.id)?.page.settings.back
        looks.animatesSettled = animated
        send(.updateSettings(core.id, keepingPlatformHidden(core.settings, of: core.id)))
        looks.animatesSettled = false
        // Only a change of the top page's back handler changes how the back button's menu is routed
        // (a scroll-driven look change must not rebuild the back button).
        if let pages = engine?.pages, pages.last?.id == core.id, handlerBefore != core.settings.back {
            refreshBackMenu(ids(of: pages))
        }
        // A batch update, even an empty one, shows the iOS 26 fields on items set since.
        refreshGlassLook(of: page)
        if settledPages?.last?.id == core.id, transitions.followed == nil {
            showTabBar(for: core.id, animated: animated)
        }
    }

    /// A page's back handler changed: watch (or stop watching) its web view.
    package func backHandlerChanged(of page: Platform.Page) {
        let id = id(of: page)
        guard registeredPage(id) === page else { return }
        observeWebHistory(of: id)
    }

    /// Starts (or stops) reporting a page's web history to the engine, as its back handler asks.
    func observeWebHistory(of id: PageID) {
        guard let page = registeredPage(id) else { return }
        let observer = platform.observeWebHistory(of: page, report: answerCallback(.webHistoryChanged(id)))
        record(of: id).webObserver = observer
    }
}
