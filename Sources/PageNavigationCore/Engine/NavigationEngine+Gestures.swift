extension NavigationEngine {
    /// A pan began: start an interactive pop or push, or report why not.
    mutating func beginSwipe(_ touch: SwipeTouch, nextPage: Page?, into effects: inout [NavigationEffect]) {
        switch swipeDecision(for: touch) {
        case .pop:
            let from = top.id
            effects.emit(.event(.popGestureBegan(from)))
            let target = pages[pages.count - 2]
            begin(
                kind: .pop, to: target, commit: .popTo(count: pages.count - 1), change: .popTo(target.id),
                animated: true, interactive: true, operation: nil, progress: gestureProgress(touch, kind: .pop),
                into: &effects
            )
        case .push:
            guard let next = nextPage else {
                effects.emit(.event(.swipeRefused(.direction)))
                return
            }
            guard !contains(next.id) else {
                effects.emit(.event(.refused(.alreadyInStack, operation: nil)))
                return
            }
            let inherited = configuration.inheritance == .inherit ? top.style : nil
            let entry = PageState(page: next, inherited: inherited, configuration: configuration)
            effects.emit(.applyBar(entry.id, entry.style))
            effects.emit(.event(.pushGestureBegan(entry.id)))
            begin(
                kind: .push, to: entry, commit: .push(entry, removing: []), change: .push(entry.id, removing: []),
                animated: true, interactive: true, operation: nil, progress: gestureProgress(touch, kind: .push),
                into: &effects
            )
        case .refused(.webView):
            // The web view's own swipe goes back in its history; the engine only tells (the host must
            // not go back too: once per gesture).
            effects.emit(.event(.swipeRefused(.webView)))
            effects.emit(.event(.webBack(top.id)))
        case .refused(let reason):
            effects.emit(.event(.swipeRefused(reason)))
        case .denied:
            effects.emit(.event(.backDenied(top.id)))
        case .confirmation:
            // On the root page, only a presented stack's swipe asks (``SwipeSituation/rootSwipeDismisses``):
            // a yes dismisses it.
            openConfirmation(dismissing: pages.count == 1, into: &effects)
        case .webBack:
            goBackInWebView(into: &effects)
        case .dismiss:
            dismiss(into: &effects)
        }
    }

    /// The finger moved: the interactive transition follows it.
    mutating func moveSwipe(_ touch: SwipeTouch, into effects: inout [NavigationEffect]) {
        // Reads and writes the fields in place: copying the whole transition out and back cost ~1 KB of
        // code (binary size).
        guard let kind = transition?.kind, transition?.interactive == true, transition?.release == nil else { return }
        let progress = gestureProgress(touch, kind: kind)
        transition?.progress = progress
        effects.emit(.updateInteraction(progress: progress))
    }

    /// The finger lifted: finish or cancel by the release rule; the host animates the rest and reports
    /// ``NavigationInput/transitionEnded(finished:)``.
    mutating func endSwipe(_ touch: SwipeTouch, velocity: Double, into effects: inout [NavigationEffect]) {
        // In place, as moveSwipe.
        guard let kind = transition?.kind, transition?.interactive == true, transition?.release == nil else { return }
        let progress = gestureProgress(touch, kind: kind)
        // The thresholds of the page being swiped: the one leaving (pop), or the one pushing its next page.
        let geometry = top.page.settings.releaseGeometry(for: kind, in: configuration.geometry)
        let sign = kind == .pop ? 1.0 : -1.0
        let decision = ReleaseDecision.decide(
            progress: progress, velocity: sign * geometry.backComponent(velocity), geometry: geometry
        )
        transition?.progress = progress
        transition?.release = decision
        effects.emit(decision == .finish ? .finishInteraction : .cancelInteraction)
    }

    /// Progress of a pan: distance in the gesture's direction over the screen width, 0…1.
    func gestureProgress(_ touch: SwipeTouch, kind: TransitionKind) -> Double {
        let geometry = configuration.geometry
        let sign = kind == .pop ? 1.0 : -1.0
        let progress = sign * geometry.backComponent(touch.distance) / geometry.screenWidth
        return min(max(progress, 0), 1)
    }
}
