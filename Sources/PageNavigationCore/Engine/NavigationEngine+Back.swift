extension NavigationEngine {
    /// The state a swipe decision depends on, for the top page.
    public var swipeSituation: SwipeSituation {
        let top = self.top
        var situation = SwipeSituation(
            depth: pages.count, busy: isBusy, pending: pendingBack != nil,
            mode: top.page.settings.popGesture ?? configuration.popGesture, back: top.page.settings.back,
            webCanGoBack: top.webCanGoBack, hasNextPage: top.page.settings.hasNextPage,
            contentScroll: top.contentScroll, content: top.content
        )
        situation.rootSwipeDismisses = configuration.rootSwipeDismisses && presentation != .none
        situation.pushMode = top.page.settings.pushGesture ?? configuration.pushGesture
        return situation
    }

    /// What a swipe with this movement would do now. Pure: the engine does not change.
    // Not inlined: the situation's build had a copy in each caller (binary size).
    @inline(never)
    public func swipeDecision(for touch: SwipeTouch) -> SwipeDecision {
        .evaluate(touch, situation: swipeSituation, geometry: configuration.geometry)
    }

    /// What a typical swipe-back (starting 1 pt from the back edge, moving 100 pt back) would do now:
    /// the answer to "why didn't swipe-back start?".
    public var popGestureStatus: SwipeDecision {
        let geometry = configuration.geometry
        let startX = geometry.direction == .leftToRight ? 1 : geometry.screenWidth - 1
        return swipeDecision(for: SwipeTouch(startX: startX, distance: 100 * geometry.direction.backSign))
    }

    /// What a request to go back would do now. Pure: the engine does not change.
    ///
    /// Ignored while a confirmation is open. During a transition: queued when the platform's
    /// transitions are interruptible (``NavigationConfiguration/interruptibleTransitions``), the
    /// transition is not under a finger and no other back request waits (a second tap on the same back
    /// button is the same request; a chosen page the stack does not hold is refused at once); ignored
    /// otherwise. Refused on the root (and, for a chosen page, when it is not below the top); otherwise
    /// the top page's back handler decides. A web page goes back in its history first for a one-page
    /// request; a page the user chose leaves the web page.
    public func backRequestResult(_ target: BackTarget) -> BackRequestResult {
        guard pendingBack == nil else { return .ignored }
        if let transition {
            let underFinger = transition.interactive && transition.release == nil
            guard configuration.interruptibleTransitions, !underFinger, !queue.contains(where: \.isBackRequest)
            else { return .ignored }
            // A page the stack does not hold at all can never be chosen: refused now, not later.
            if case .page(let id) = target, !contains(id) { return .refused(.notFound) }
            // A transition that leaves only the root, with nothing queued behind it, leaves nothing to
            // go back to: refused now, so the caller (VoiceOver's escape, an app dismissing its stack on
            // `.cannotPopRoot`) hears it at once.
            if queue.isEmpty, transition.commit.leavesOnlyRoot(finishing: transition.release != .cancel) {
                return .refused(.cannotPopRoot)
            }
            return .queued
        }
        guard pages.count > 1 else { return .refused(.cannotPopRoot) }
        var chosen = false
        if case .page(let id) = target {
            guard let index = indexByID[id], index < pages.count - 1 else { return .refused(.notFound) }
            chosen = true
        }
        switch top.page.settings.back.outcome(webCanGoBack: top.webCanGoBack && !chosen) {
        case .leave: return .leaves
        case .deny: return .denied
        case .confirm: return .confirmationRequested
        case .webBack: return .webBack
        }
    }

    /// A request to go back — the back button, VoiceOver's escape, a keyboard shortcut (one page), or a
    /// page chosen in the back button's menu — carried out as ``backRequestResult(_:)`` says.
    mutating func requestBack(_ target: BackTarget, into effects: inout [NavigationEffect]) {
        let chosen: PageID? = if case .page(let id) = target { id } else { nil }
        switch backRequestResult(target) {
        case .ignored: return
        case .queued: queue.append(.requestBack(target))
        case .refused(let error): effects.emit(.event(.refused(error, operation: nil)))
        case .leaves:
            let command: NavigationCommand = chosen.map { .popTo(.page($0), animated: true) } ?? .pop(animated: true)
            run(QueuedCommand(command, operation: nil), into: &effects)
        case .denied: effects.emit(.event(.backDenied(top.id)))
        case .confirmationRequested: openConfirmation(leadingTo: chosen, into: &effects)
        case .webBack: goBackInWebView(into: &effects)
        }
    }

    /// The app's answer to the open confirmation: yes leaves the page that asked (and anything pushed
    /// above it since) when the pop runs, no keeps it. With nothing open, an answer owed by a
    /// confirmation that closed by itself is accepted and does nothing; any other is refused.
    mutating func answerBack(_ answer: Bool, into effects: inout [NavigationEffect]) {
        guard let asking = pendingBack else {
            if owedAnswers > 0 {
                owedAnswers -= 1
            } else {
                effects.emit(.event(.refused(.nothingPending, operation: nil)))
            }
            return
        }
        let target = pendingBackTarget
        let dismissing = pendingDismissal
        pendingBack = nil
        pendingBackTarget = nil
        pendingDismissal = false
        guard answer else { return }
        // A yes to a pull-down's (or a root swipe's) question dismisses the presented stack at once: the
        // sheet is not part of the stack's transitions.
        if dismissing { return dismiss(into: &effects) }
        enqueueOrRun(.leave(asking, to: target), into: &effects)
    }

    /// A confirmation belongs to its page: once that page has left the stack or become the root, it
    /// closes by itself, and its answer, when it comes, is owed. A confirmation that dismisses the
    /// presented stack closes only when its page leaves the stack (a root may ask it).
    mutating func closeConfirmationOfDepartedPage(into effects: inout [NavigationEffect]) {
        guard let asking = pendingBack else { return }
        if let index = indexByID[asking], index > 0 || pendingDismissal { return }
        pendingBack = nil
        pendingBackTarget = nil
        pendingDismissal = false
        owedAnswers += 1
        effects.emit(.event(.confirmationClosed(asking)))
    }

    /// Opens a confirmation for the top page: a yes leaves it (to `target` when given), or — when
    /// `dismissing` — dismisses the presented stack.
    mutating func openConfirmation(
        leadingTo target: PageID? = nil, dismissing: Bool = false, into effects: inout [NavigationEffect]
    ) {
        pendingBack = top.id
        pendingBackTarget = target
        pendingDismissal = dismissing
        effects.emit(.event(.backRequested(top.id)))
    }

    mutating func goBackInWebView(into effects: inout [NavigationEffect]) {
        effects.emit(.goBackInWebView(top.id))
        effects.emit(.event(.webBack(top.id)))
    }
}
