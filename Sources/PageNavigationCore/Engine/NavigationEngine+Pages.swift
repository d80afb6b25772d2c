extension NavigationEngine {
    /// Changes some bar fields of a page: its look changes now; pages above keep theirs; pages pushed
    /// from it later start from the new look.
    mutating func updateBar(_ id: PageID, _ bar: PartialBarStyle, into effects: inout [NavigationEffect]) {
        modifyPage(id, into: &effects) { $0.page.settings.bar = $0.page.settings.bar.merging(bar) }
    }

    /// Replaces a page's settings.
    mutating func updateSettings(_ id: PageID, _ settings: PageSettings, into effects: inout [NavigationEffect]) {
        // Queued commands bring the page with the settings it has when they run (also a page that
        // leaves the stack before a queued command brings it back).
        let queued = updateQueuedPage(id, settings)
        let incoming = transition.map { $0.incomingPage(id).map { _ in true } ?? false } ?? false
        guard indexByID[id] != nil || incoming || !queued else { return }
        modifyPage(id, into: &effects) { $0.page.settings = settings }
    }

    /// Gives a page that waits in a queued operation (it has not entered the stack yet) its new settings,
    /// so that it enters with them. Whether a queued operation brings the page.
    private mutating func updateQueuedPage(_ id: PageID, _ settings: PageSettings) -> Bool {
        var found = false
        for index in queue.indices {
            guard case .perform(let command) = queue[index].action,
                let updated = command.updatingSettings(of: id, to: settings)
            else { continue }
            queue[index].action = .perform(updated)
            found = true
        }
        return found
    }

    /// Records a host report about a page.
    mutating func report(_ id: PageID, into effects: inout [NavigationEffect], _ change: (inout PageState) -> Void) {
        modifyPage(id, into: &effects, change)
    }

    /// Changes a page in the stack, or the page a transition in flight is bringing in; re-resolves its
    /// look and, when the look changed, tells the host and the transition's plan.
    private mutating func modifyPage(
        _ id: PageID, into effects: inout [NavigationEffect], _ change: (inout PageState) -> Void
    ) {
        // Only the change is inlined into each caller; the lookup and the store are shared (binary size).
        guard var state = pageToModify(id, into: &effects) else { return }
        let before = state.style
        change(&state)
        store(state, lookBefore: before, into: &effects)
    }

    /// The page `modifyPage` changes: in the stack, or coming in with the transition in flight; `nil`,
    /// with a refusal, when there is no such page.
    @inline(never)
    private func pageToModify(_ id: PageID, into effects: inout [NavigationEffect]) -> PageState? {
        if let index = indexByID[id] { return pages[index] }
        if let incoming = transition?.incomingPage(id) { return incoming }
        effects.emit(.event(.refused(.unknownPage, operation: nil)))
        return nil
    }

    /// Re-resolves the changed page's look and stores it where it was found; when the look changed,
    /// tells the host and the transition's plan.
    @inline(never)
    private mutating func store(
        _ changed: PageState, lookBefore before: BarStyle, into effects: inout [NavigationEffect]
    ) {
        var state = changed
        state.restyle(configuration)
        if let index = indexByID[state.id] {
            pages[index] = state
        } else {
            transition?.replaceIncomingPage(with: state)
        }
        guard state.style != before else { return }
        transition?.restyle(state.id, state.style)
        effects.emit(.applyBar(state.id, state.style))
    }
}

extension TransitionState {
    /// A page the transition in flight brings into the stack (a pushed page, or a new page of a set
    /// stack), which is not in the stack until the transition ends.
    func incomingPage(_ id: PageID) -> PageState? {
        switch commit {
        case .push(let entry, _): entry.id == id ? entry : nil
        case .replace(let entries): entries.first { $0.id == id }
        case .popTo: nil
        }
    }

    mutating func replaceIncomingPage(with state: PageState) {
        switch commit {
        case .push(_, let removing): commit = .push(state, removing: removing)
        case .replace(var entries):
            if let index = entries.firstIndex(where: { $0.id == state.id }) { entries[index] = state }
            commit = .replace(entries)
        case .popTo: break
        }
    }

    /// Keeps the plan's looks in step with a bar update of one of its two pages.
    mutating func restyle(_ id: PageID, _ style: BarStyle) {
        guard id == plan.from || id == plan.to else { return }
        // In place; the strategy follows from the two looks, as the plan's initialiser sets it.
        if id == plan.from { plan.fromStyle = style }
        if id == plan.to { plan.toStyle = style }
        plan.strategy = .between(plan.fromStyle, plan.toStyle)
    }
}
