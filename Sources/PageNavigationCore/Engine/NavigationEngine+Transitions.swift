extension NavigationEngine {
    /// Starts a transition from the top page to `to`, or, when neither animated nor interactive,
    /// changes the stack at once. Not inlined: its callers are many and it is big (binary size).
    @inline(never)
    mutating func begin(
        kind: TransitionKind, to: PageState, commit: PendingCommit, change: StackChange,
        animated: Bool, interactive: Bool, operation: OperationID?, progress: Double = 0,
        into effects: inout [NavigationEffect]
    ) {
        let plan = TransitionPlan(
            kind: kind, from: top.id, to: to.id, fromStyle: top.style, toStyle: to.style,
            interactive: interactive, direction: configuration.geometry.direction,
            screenWidth: configuration.geometry.screenWidth
        )
        guard animated || interactive else {
            effects.emit(.changeStack(change, transition: nil))
            effects.emit(.event(.willShow(to.id)))
            apply(commit, into: &effects)
            effects.emit(.applyBar(top.id, top.style))
            effects.emit(.event(.didShow(to.id)))
            if let operation { effects.emit(.event(.completed(operation))) }
            return
        }
        transition = TransitionState(plan: plan, progress: progress, operation: operation, release: nil, commit: commit)
        effects.emit(.changeStack(change, transition: plan))
        effects.emit(.event(.willShow(to.id)))
    }

    /// The host's animation progressed (non-interactive transitions; swipes move interactive ones).
    mutating func progressTransition(_ progress: Double) {
        guard let interactive = transition?.interactive, !interactive || transition?.release != nil else { return }
        transition?.progress = min(max(progress, 0), 1)
    }

    /// The host's transition ended: commit it, or — when the host reports it cancelled, whatever kind
    /// it was — drop it (an operation that started it is refused with ``NavigationError/cancelled``);
    /// then run whatever was queued.
    mutating func endTransition(finished: Bool, into effects: inout [NavigationEffect]) {
        // Moved out, not copied and then cleared (binary size).
        guard let state = transition.take() else { return }
        let plan = state.plan
        if !finished {
            // A cancel, whatever kind of transition it was: nothing is committed, and the page on top
            // shows exactly the look it had before the transition began.
            effects.emit(.applyBar(top.id, top.style))
            if plan.interactive && plan.kind == .pop { effects.emit(.event(.popGestureCancelled(plan.from))) }
            if plan.interactive && plan.kind == .push { effects.emit(.event(.pushGestureCancelled(plan.to))) }
            if let operation = state.operation { effects.emit(.event(.refused(.cancelled, operation: operation))) }
        } else {
            if plan.interactive && plan.kind == .pop { effects.emit(.event(.popGestureFinished(plan.from))) }
            if plan.interactive && plan.kind == .push { effects.emit(.event(.pushGestureFinished(plan.to))) }
            apply(state.commit, into: &effects)
            effects.emit(.applyBar(top.id, top.style))
            effects.emit(.event(.didShow(plan.to)))
            if let operation = state.operation { effects.emit(.event(.completed(operation))) }
        }
        drainQueue(into: &effects)
    }

    /// Runs queued commands until one starts a transition or the queue is empty.
    mutating func drainQueue(into effects: inout [NavigationEffect]) {
        while case .none = transition, !queue.isEmpty {
            run(queue.removeFirst(), into: &effects)
        }
    }

    /// Makes the committed stack what a finished transition leaves.
    mutating func apply(_ commit: PendingCommit, into effects: inout [NavigationEffect]) {
        switch commit {
        case .push(let entry, let removing):
            removePages(removing, into: &effects)
            setIndex(pages.count, of: entry.id)
            pages.appendPage(entry)
        case .popTo(let count):
            for state in pages[count...] {
                setIndex(nil, of: state.id)
                effects.emit(.event(.removed(state.id)))
            }
            // The same replacement as removePages' (one specialisation of it, not two; binary size).
            pages.replaceSubrange(count..., with: [PageState]())
            closeConfirmationOfDepartedPage(into: &effects)
        case .replace(let entries):
            // Kept pages as they are now: bar updates and reports during the transition stay.
            replacePages(with: entries.map { page($0.id) ?? $0 }, into: &effects)
        }
    }

    /// Removes these pages, reporting each; only the index entries from the first removed page on change.
    mutating func removePages(_ removing: [PageID], into effects: inout [NavigationEffect]) {
        // The index says where each page stands; a leaving page's entry is cleared first, so the walk
        // below tells the leaving pages by their missing entry.
        var first = pages.count
        for id in removing {
            guard let index = indexByID[id] else { continue }
            first = min(first, index)
            setIndex(nil, of: id)
        }
        guard first < pages.count else { return }
        for state in pages[first...] where indexByID[state.id] == nil {
            effects.emit(.event(.removed(state.id)))
        }
        let kept = pages[first...].filter { indexByID[$0.id] != nil }
        pages.replaceSubrange(first..., with: kept)
        for index in first..<pages.count { setIndex(index, of: pages[index].id) }
        closeConfirmationOfDepartedPage(into: &effects)
    }

    /// Replaces the whole stack, reporting every page that left.
    mutating func replacePages(with entries: [PageState], into effects: inout [NavigationEffect]) {
        let old = pages
        pages = entries
        indexByID.removeAll()
        for (index, entry) in entries.enumerated() { setIndex(index, of: entry.id) }
        // The new index tells the pages that left.
        for state in old where indexByID[state.id] == nil {
            effects.emit(.event(.removed(state.id)))
        }
        closeConfirmationOfDepartedPage(into: &effects)
    }
}
