extension NavigationEngine {
    /// Runs the command now, or queues it behind the transition in flight.
    mutating func enqueueOrRun(_ item: QueuedCommand, into effects: inout [NavigationEffect]) {
        if isBusy {
            queue.append(item)
        } else {
            run(item, into: &effects)
        }
    }

    /// Runs one command against the settled stack.
    mutating func run(_ item: QueuedCommand, into effects: inout [NavigationEffect]) {
        switch item.action {
        case .perform(let command):
            if case .failure(let error) = perform(command, item, &effects) {
                effects.emit(.event(.refused(error, operation: item.operation)))
            }
        case .leave(let asking, let target):
            // Decided now: the asking page may have moved, gone, or become the root since the yes.
            guard let index = indexByID[asking], index > 0 else { return }
            let chosen = target.flatMap { indexByID[$0] }.flatMap { $0 < index ? $0 : nil }
            _ = popTo(count: (chosen ?? index - 1) + 1, animated: true, item, &effects)
        case .requestBack(let target):
            // Decided now, against the page on top once the interrupted transition ended.
            requestBack(target, into: &effects)
        }
    }

    /// Runs one app command; a refusal changes nothing.
    private mutating func perform(
        _ command: NavigationCommand, _ item: QueuedCommand, _ effects: inout [NavigationEffect]
    ) -> Result<Void, NavigationError> {
        let outcome: Result<Void, NavigationError>
        switch command {
        case .push(let page, let animated, let removing, let removingCurrent):
            outcome = push(
                page, animated: animated, removing: removing, removingCurrent: removingCurrent, item, &effects)
        case .pop(let animated):
            outcome = popTo(count: pages.count - 1, animated: animated, item, &effects)
        case .popToRoot(let animated):
            outcome = popTo(count: 1, animated: animated, item, &effects)
        case .popTo(let matcher, let fallback, let animated):
            // The nearest matching page below the top, by a loop (binary size: no closure).
            var index = pages.count - 2
            while index >= 0, !matcher.matches(pages[index].page) { index -= 1 }
            if index >= 0 {
                outcome = popTo(count: index + 1, animated: animated, item, &effects)
            } else if fallback == .pop {
                outcome = popTo(count: pages.count - 1, animated: animated, item, &effects)
            } else {
                outcome = .failure(.notFound)
            }
        case .remove(let matcher):
            outcome = remove(matching: [matcher], item, &effects)
        case .removeAll(let matchers):
            outcome = matchers.isEmpty ? .failure(.notFound) : remove(matching: matchers, item, &effects)
        case .setStack(let newPages, let animated):
            outcome = setStack(newPages, animated: animated, item, &effects)
        }
        return outcome
    }

    /// The ids of pages matching any matcher, in stack order; fails when one matcher matches nothing or
    /// the root matches. A list, not a set: no set of ids for the engine to carry code for (binary size).
    func pagesMatching(_ matchers: [PageMatcher]) -> Result<[PageID], NavigationError> {
        // Loops, not searches through closures: each closure brought a context and thunks (binary size).
        for matcher in matchers {
            var index = 0
            while index < pages.count, !matcher.matches(pages[index].page) { index += 1 }
            if index == pages.count { return .failure(.notFound) }
        }
        if Self.anyMatches(matchers, pages[0].page) { return .failure(.cannotRemoveRoot) }
        var ids: [PageID] = []
        for state in pages where Self.anyMatches(matchers, state.page) { ids.append(state.id) }
        return .success(ids)
    }

    /// Whether one of `matchers` matches `page`.
    private static func anyMatches(_ matchers: [PageMatcher], _ page: Page) -> Bool {
        for matcher in matchers where matcher.matches(page) { return true }
        return false
    }

    private mutating func push(
        _ page: Page, animated: Bool, removing matchers: [PageMatcher], removingCurrent: Bool,
        _ item: QueuedCommand, _ effects: inout [NavigationEffect]
    ) -> Result<Void, NavigationError> {
        if contains(page.id) { return .failure(.alreadyInStack) }
        var removing: [PageID] = []
        if !matchers.isEmpty {
            switch pagesMatching(matchers) {
            case .success(let ids): removing = ids
            case .failure(let error): return .failure(error)
            }
        }
        if removingCurrent {
            if pages.count == 1 { return .failure(.cannotRemoveRoot) }
            // In stack order, the top page is the last one, when a matcher matched it already.
            if removing.last != top.id { removing.append(top.id) }
        }
        let inherited = configuration.inheritance == .inherit ? top.style : nil
        let entry = PageState(page: page, inherited: inherited, configuration: configuration)
        effects.emit(.applyBar(entry.id, entry.style))
        let change = StackChange.push(entry.id, removing: removing)
        begin(
            kind: .push, to: entry, commit: .push(entry, removing: removing), change: change,
            animated: animated, interactive: false, operation: item.operation, into: &effects
        )
        return .success(())
    }

    /// Pops so that `count` pages remain.
    private mutating func popTo(
        count: Int, animated: Bool, _ item: QueuedCommand, _ effects: inout [NavigationEffect]
    ) -> Result<Void, NavigationError> {
        guard pages.count > 1, count >= 1, count < pages.count else { return .failure(.cannotPopRoot) }
        let target = pages[count - 1]
        begin(
            kind: .pop, to: target, commit: .popTo(count: count), change: .popTo(target.id),
            animated: animated, interactive: false, operation: item.operation, into: &effects
        )
        return .success(())
    }

    private mutating func remove(
        matching matchers: [PageMatcher], _ item: QueuedCommand, _ effects: inout [NavigationEffect]
    ) -> Result<Void, NavigationError> {
        let removing: [PageID]
        switch pagesMatching(matchers) {
        case .success(let ids): removing = ids
        case .failure(let error): return .failure(error)
        }
        let oldTop = top.id
        effects.emit(.changeStack(.remove(removing), transition: nil))
        removePages(removing, into: &effects)
        if top.id != oldTop {
            effects.emit(.applyBar(top.id, top.style))
            effects.emit(.event(.willShow(top.id)))
            effects.emit(.event(.didShow(top.id)))
        }
        if let operation = item.operation { effects.emit(.event(.completed(operation))) }
        return .success(())
    }

    private mutating func setStack(
        _ newPages: [Page], animated: Bool, _ item: QueuedCommand, _ effects: inout [NavigationEffect]
    ) -> Result<Void, NavigationError> {
        guard !newPages.isEmpty else { return .failure(.emptyStack) }
        // A page given twice fails; ids are tracked in a dictionary like the engine's index, not a set
        // (binary size: no set of ids for the engine to carry code for).
        var given: [PageID: Int] = [:]
        for page in newPages {
            if given.updateValue(0, forKey: page.id) != nil { return .failure(.alreadyInStack) }
        }
        var entries: [PageState] = []
        for page in newPages {
            if let kept = self.page(page.id) {
                entries.appendPage(kept)
            } else {
                let parent = configuration.inheritance == .inherit ? entries.last?.style : nil
                let entry = PageState(page: page, inherited: parent, configuration: configuration)
                effects.emit(.applyBar(entry.id, entry.style))
                entries.appendPage(entry)
            }
        }
        let newTop = entries[entries.count - 1]
        let change = StackChange.replace(entries.map(\.id))
        if newTop.id == top.id {
            effects.emit(.changeStack(change, transition: nil))
            replacePages(with: entries, into: &effects)
            if let operation = item.operation { effects.emit(.event(.completed(operation))) }
        } else {
            begin(
                kind: contains(newTop.id) ? .pop : .push, to: newTop, commit: .replace(entries), change: change,
                animated: animated, interactive: false, operation: item.operation, into: &effects
            )
        }
        return .success(())
    }
}
