extension NavigationSimulator {
    /// Pushes a new instance of `type` (named `as`, or by the naming rule), optionally removing pages
    /// in the same transition. Returns the instance's name.
    @discardableResult
    public mutating func push(
        _ type: String, as name: String? = nil, animated: Bool = true, completion: String? = nil,
        replacing: [SimulatedMatcher] = [], removeSelf: Bool = false, settle: Bool = true
    ) -> String {
        let page: Page
        if let name, let existing = instances[name], engine.contains(existing) {
            // Pushing a page that is in the stack: the engine refuses it with alreadyInStack.
            page = engine.page(existing)!.page
        } else {
            page = makePage(type: type, name: name)
        }
        command(.push(page, animated: animated, removing: replacing.map(engineMatcher), removingSource: removeSelf),
                completion: completion, settle: settle)
        return self.name(of: page.id)
    }

    /// Pops the top page.
    public mutating func pop(animated: Bool = true, completion: String? = nil, settle: Bool = true) {
        command(.pop(animated: animated), completion: completion, settle: settle)
    }

    /// Pops to the root page.
    public mutating func popToRoot(animated: Bool = true, completion: String? = nil, settle: Bool = true) {
        command(.popToRoot(animated: animated), completion: completion, settle: settle)
    }

    /// Pops to the nearest matching page below the top.
    public mutating func popTo(
        _ matcher: SimulatedMatcher, fallback: PopFallback = .none, animated: Bool = true,
        completion: String? = nil, settle: Bool = true
    ) {
        command(.popTo(engineMatcher(matcher), fallback: fallback, animated: animated), completion: completion, settle: settle)
    }

    /// Removes every matching page at once.
    public mutating func remove(_ matcher: SimulatedMatcher, completion: String? = nil, settle: Bool = true) {
        command(.remove(engineMatcher(matcher)), completion: completion, settle: settle)
    }

    /// Replaces the stack: each entry keeps the instance of that name if it is in the stack, else a new
    /// instance of the entry's type (the type an `as` name was created with, or the base type of a
    /// `Type#N` name) is created and named by the usual naming rule.
    public mutating func setStack(_ entries: [String], animated: Bool = true, completion: String? = nil, settle: Bool = true) {
        let pages = entries.map { entry -> Page in
            if let id = instances[entry], let state = engine.page(id) { return state.page }
            return makePage(type: typeOfName[entry] ?? Self.baseType(of: entry), name: nil)
        }
        command(.setStack(pages, animated: animated), completion: completion, settle: settle)
    }

    mutating func command(_ command: NavigationCommand, completion: String?, settle: Bool) {
        let (operation, effects) = engine.perform(command)
        if let completion { labels[operation] = completion }
        perform(effects)
        if settle { self.settle() }
    }

    // MARK: Intents and reports

    /// Taps the back button.
    public mutating func tapBack(settle: Bool = true) {
        perform(engine.send(.tapBack))
        if settle { self.settle() }
    }

    /// Answers the open back confirmation.
    public mutating func answer(_ answer: Bool, settle: Bool = true) {
        perform(engine.send(.answerBack(answer)))
        if settle { self.settle() }
    }

    /// Loads `count` pages in a page's web view (the top page by default), adding to its back history.
    public mutating func loadWeb(page: String? = nil, count: Int = 1) {
        let id = pageID(page)
        let history = (webHistory[id] ?? 0) + count
        webHistory[id] = history
        perform(engine.send(.webHistoryChanged(id, canGoBack: history > 0)))
    }

    /// Sets a page's horizontal scroll state (the top page by default).
    public mutating func scroll(page: String? = nil, to state: ContentScroll) {
        perform(engine.send(.contentScrollChanged(pageID(page), state)))
    }

    /// Changes a page's bar fields now (the top page by default).
    public mutating func updateBar(page: String? = nil, _ bar: PartialBarStyle) {
        perform(engine.send(.updateBar(pageID(page), bar)))
    }
}
