import PageNavigationCore

extension NavigationHost {
    /// Makes the platform's stack what the engine says. With a plan the change animates (or, for a
    /// swipe, the finger drives it); without one it happens at once.
    func apply(_ change: StackChange, plan: TransitionPlan?) {
        // While the platform runs a transition the engine does not own (a presentation, a dismissal, a
        // rotation), a stack change would be dropped (radar 44091459): it waits for that transition's
        // end, behind any change already waiting. (A system swipe's pop is the platform's transition
        // already, which the engine follows.)
        let followsSystemSwipe = plan?.interactive == true && activeSwipe == .system
        guard transitions.waitingChanges.isEmpty, !platform.isTransitioning || followsSystemSwipe else {
            transitions.waitingChanges.append((change, plan))
            if transitions.waitingChanges.count == 1 { platform.whenTransitionEnds(callback(.applyWaitingChanges)) }
            return
        }
        let current = ids(of: platform.stack)
        let target = targetStack(after: change, from: current)
        noteDeparture(change, interactive: plan?.interactive == true)
        for id in change.entering(given: current) { pageEntered(id) }
        refreshBackButtons(target, after: change)
        refreshBackMenu(target)
        if plan?.interactive == true {
            switch activeSwipe {
            case .system?: return  // the platform runs this pop already; the engine follows the system's swipe
            case .library?:
                // UIKit asks for the library's animator only if its delegate offers the animator methods
                // when it is set: that happens now, before the stack change asks (UIKitBehavior row 2).
                refreshDelegateOffer()
                platform.beginLibraryTransition(plan!)
            case nil: break
            }
        }
        let started = transitions.count
        transitions.applying = ChangeInProgress(plan: plan)
        let pages = registeredPages(target)
        if userStartedChange {
            // The user went back or swiped: UIKit would have called one of the app's overridable methods.
            platform.setStack(pages, animated: plan.holdsValue, through: AppStackSelector(from: current, to: target))
        } else {
            platform.setStack(pages, animated: plan.holdsValue)
        }
        transitions.applying = nil
        let startedOne = transitions.count != started
        if startedOne, transitions.followed != nil, platform.isTransitioning { return }  // the platform reports its end
        guard plan.holdsValue || (startedOne && transitions.followed != nil) else { return }
        // The platform changed its stack without a transition (no window yet, nothing to animate), or
        // already showed the page: the change is over. A swipe that could not start is cancelled, and so
        // is a change the platform did not make (it drops one asked for during a transition of its own,
        // a presentation or a rotation): committing it would report a page shown that never was.
        let made = ids(of: platform.stack) == target
        endFollowedTransition(cancelled: !made || (plan?.interactive == true && !startedOne), plan: plan)
    }

    /// Makes the stack changes that waited for the platform's own transition, in order, once it is over.
    func applyWaitingChanges() {
        guard !transitions.waitingChanges.isEmpty else { return }
        guard !platform.isTransitioning else { return platform.whenTransitionEnds(callback(.applyWaitingChanges)) }
        let changes = transitions.waitingChanges
        transitions.waitingChanges = []
        for (index, (change, plan)) in changes.enumerated() {
            apply(change, plan: plan)
            if !transitions.waitingChanges.isEmpty {  // the platform is busy again: the rest wait behind
                // One by one: appending the slice at once specialises a copy of the whole array code.
                for waiting in changes[(index + 1)...] { transitions.waitingChanges.append(waiting) }
                return
            }
        }
        reconcile()
    }

    /// The platform's stack once `change` is made to `current`. A pop to a page the platform no longer
    /// holds pops, instead, to where the engine's stack has it.
    private func targetStack(after change: StackChange, from current: [PageID]) -> [PageID] {
        if case .popTo(let id) = change, !current.contains(id), let ids = enginePageIDs {
            return change.applied(to: ids)
        }
        return change.applied(to: current)
    }

    /// Shows the back button on every page but the root. A push only adds it to the pushed page.
    private func refreshBackButtons(_ target: [PageID], after change: StackChange) {
        switch change {
        case .push(let id, let removing) where removing.isEmpty:
            let below = target.count > 1 ? target[target.count - 2] : nil
            showBackButton(below != nil, on: id, below: below)
        case .popTo:
            break
        case .push, .remove, .replace:
            for (index, id) in target.enumerated() {
                showBackButton(index > 0, on: id, below: index > 0 ? target[index - 1] : nil)
            }
        }
    }

    /// The back button's menu goes through the engine when the top page's back handler must decide
    /// (deny, confirm, web history); for a page that simply pops, the system's own menu does just that.
    func refreshBackMenu(_ stack: [PageID]) {
        guard stack.count > 1, let top = registeredPage(stack[stack.count - 1]),
            let below = registeredPage(stack[stack.count - 2])
        else { return }
        platform.setBackMenu(routed: platform.corePage(of: top).settings.back != .pop, on: below)
    }

    /// The pages the back button's menu offers: those below the top, nearest first (``BackMenuList``).
    package var backMenuPages: [Platform.Page] {
        guard let ids = enginePageIDs else { return [] }
        return registeredPages(BackMenuList.pages(below: ids))
    }

    /// When the platform changed its stack on its own (a path the host cannot see), tells the engine.
    /// Not while effects are still being carried out: the engine is ahead of the platform then (two
    /// queued changes, say), and reconciling would undo the first with the second, forever.
    package func reconcile() {
        guard !effectQueue.isDraining else {
            effectQueue.reconcileOwed = true
            return
        }
        guard let pages = settledPages, transitions.followed == nil, transitions.waitingChanges.isEmpty else { return }
        let stack = platform.stack
        if stack.isEmpty { return platformStackEmptied() }
        guard ids(of: stack) != ids(of: pages) else { return }
        perform(
            .setStack(corePages(of: stack), animated: false), bringing: stack, completion: nil,
            failure: nil)
    }
}

extension StackChange {
    /// The stack, as page ids root first, once this change is made to `stack`.
    package func applied(to stack: [PageID]) -> [PageID] {
        switch self {
        case .push(let id, let removing):
            return stack.filter { !removing.contains($0) && $0 != id } + [id]
        case .popTo(let id):
            guard let index = stack.firstIndex(of: id) else { return [id] }
            return Array(stack[...index])
        case .remove(let ids):
            return stack.filter { !ids.contains($0) }
        case .replace(let ids):
            return ids
        }
    }

    /// The pages this change brings into `stack`, found from the change itself.
    package func entering(given stack: [PageID]) -> [PageID] {
        switch self {
        case .push(let id, _): return stack.contains(id) ? [] : [id]
        case .replace(let ids): return ids.filter { !stack.contains($0) }
        case .popTo, .remove: return []
        }
    }
}
