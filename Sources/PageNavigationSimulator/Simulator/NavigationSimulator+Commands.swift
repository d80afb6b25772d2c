import PageNavigationCore

extension NavigationSimulator {
    /// Pushes a new instance of `type` (named `as`, or by the naming rule), optionally removing pages
    /// in the same transition. Returns the instance's name. A push the engine refuses at once uses up no
    /// instance name: the next instance of the type gets the name this one would have had.
    ///
    /// - Throws: ``SimulatorError/unknownType(_:)`` when no page type has the name `type` (a typo such
    ///   as `"Detial"` would otherwise make a page no test meant); nothing changes then.
    @discardableResult
    public func push(
        _ type: String, as name: String? = nil, animated: Bool = true, completion: String? = nil,
        removing: [SimulatedTarget] = [], removingCurrent: Bool = false, settle: Bool = true
    ) throws(SimulatorError) -> String {
        let page: VirtualPage
        var naming: PageNaming?
        if let name, isInStack(name), let existing = instances[name], let known = pagesByID[existing] {
            // Pushing a page that is in the stack: the engine refuses it with alreadyInStack.
            page = known
        } else {
            try requireType(type)
            naming = PageNaming(of: self)
            page = makePage(type: type, name: name)
        }
        let command = NavigationCommand.push(
            page.core, animated: animated, removing: removing.map(engineMatcher), removingCurrent: removingCurrent
        )
        run(command, bringing: [page], completion: completion, settle: settle)
        if let naming, host.engine?.knows(page.core.id) != true { naming.restore(in: self) }
        return page.name
    }

    /// Pops the top page.
    public func pop(animated: Bool = true, completion: String? = nil, settle: Bool = true) {
        run(.pop(animated: animated), completion: completion, settle: settle)
    }

    /// Pops to the root page.
    public func popToRoot(animated: Bool = true, completion: String? = nil, settle: Bool = true) {
        run(.popToRoot(animated: animated), completion: completion, settle: settle)
    }

    /// Pops to the nearest matching page below the top.
    public func popTo(
        _ matcher: SimulatedTarget, fallback: PopFallback = .none, animated: Bool = true,
        completion: String? = nil, settle: Bool = true
    ) {
        run(
            .popTo(engineMatcher(matcher), fallback: fallback, animated: animated), completion: completion,
            settle: settle)
    }

    /// Removes every matching page at once.
    public func remove(_ matcher: SimulatedTarget, completion: String? = nil, settle: Bool = true) {
        run(.remove(engineMatcher(matcher)), completion: completion, settle: settle)
    }

    /// Removes, at once, every page any of the matchers matches; each must match a page.
    public func remove(_ matchers: [SimulatedTarget], completion: String? = nil, settle: Bool = true) {
        run(.removeAll(matchers.map(engineMatcher)), completion: completion, settle: settle)
    }

    /// Replaces the stack: each entry keeps the instance of that name if it is in the stack, else a new
    /// instance of the entry's type (the type an `as` name was created with, or the base type of a
    /// `Type#N` name) is created and named by the usual naming rule. A change the engine refuses at once
    /// uses up no instance name.
    ///
    /// - Throws: ``SimulatorError/unknownType(_:)`` when an entry names no page type and no instance;
    ///   nothing changes then.
    public func setStack(
        _ entries: [String], animated: Bool = true, completion: String? = nil, settle: Bool = true
    ) throws(SimulatorError) {
        for entry in entries where !isInStack(entry) {
            try requireType(typeOfName[entry] ?? Self.baseType(of: entry))
        }
        let naming = PageNaming(of: self)
        var made: [PageID] = []
        let pages = entries.map { entry -> VirtualPage in
            if isInStack(entry), let id = instances[entry], let page = pagesByID[id] { return page }
            let page = makePage(type: typeOfName[entry] ?? Self.baseType(of: entry), name: nil)
            made.append(page.core.id)
            return page
        }
        run(.setStack(pages.map(\.core), animated: animated), bringing: pages, completion: completion, settle: settle)
        if !made.isEmpty, !made.contains(where: { host.engine?.knows($0) == true }) { naming.restore(in: self) }
    }

    /// Whether the instance named `name` is in the stack (a controller may have none yet).
    func isInStack(_ name: String) -> Bool {
        guard let id = instances[name] else { return false }
        return host.engine?.contains(id) == true
    }

    /// Throws ``SimulatorError/unknownType(_:)`` unless the simulator was told about `type`.
    func requireType(_ type: String) throws(SimulatorError) {
        guard blueprint(of: type) != nil else { throw .unknownType(type) }
    }

    func run(_ command: NavigationCommand, bringing pages: [VirtualPage] = [], completion: String?, settle: Bool) {
        host.perform(command, bringing: pages, completion: completion, failure: nil)
        if settle { self.settle() }
    }

    // MARK: Intents and reports

    /// Taps the back button.
    public func tapBack(settle: Bool = true) {
        host.send(.tapBack)
        if settle { self.settle() }
    }

    /// Performs VoiceOver's escape gesture (two-finger Z), or presses the keyboard's back shortcut:
    /// one page back, through the top page's back handler. Returns what the request did.
    @discardableResult
    public func escape(settle: Bool = true) -> BackRequestResult {
        let result = host.requestBack(.onePage)
        if settle { self.settle() }
        return result
    }

    /// Chooses an instance in the back button's long-press menu, which lists the pages below the top.
    /// When the menu is routed through the engine (the top page's back handler is not `pop`), the
    /// handler decides; otherwise the menu is UIKit's own, which pops to the page directly (as
    /// `popToViewController(_:animated:)`). Returns what happened.
    @discardableResult
    public func backMenu(to name: String, settle: Bool = true) -> BackRequestResult {
        let below = engine.pages.count > 1 ? pagesByID[engine.pages[engine.pages.count - 2].id] : nil
        let result: BackRequestResult
        if below?.routesBackMenu == false, engine.backRequestResult(.page(pageID(name))) == .leaves {
            host.perform(.popTo(.page(pageID(name))), bringing: [], completion: nil, failure: nil)
            result = .leaves
        } else {
            result = host.requestBack(.page(pageID(name)))
        }
        if settle { self.settle() }
        return result
    }

    /// Answers the open back confirmation.
    public func answer(_ answer: Bool, settle: Bool = true) {
        for page in pagesByID.values where page.isAsking { page.isAsking = false }
        host.send(.answerBack(answer))
        if settle { self.settle() }
    }

    /// Loads `count` pages in a page's web view (the top page by default), adding to its back history.
    public func loadWeb(page name: String? = nil, count: Int = 1) {
        guard let page = page(named: name) else {
            host.send(.webHistoryChanged(pageID(name), canGoBack: true))  // the engine names the unknown page
            return
        }
        page.webHistory += count
        if let observation = page.webObservation {
            observation.report(page.webHistory > 0)
        } else {
            host.send(.webHistoryChanged(page.id, canGoBack: page.webHistory > 0))
        }
    }

    /// Sets a page's horizontal scroll state (the top page by default).
    public func scroll(page name: String? = nil, to state: ContentScroll) {
        page(named: name).map { $0.contentScroll = state }
        host.send(.contentScrollChanged(pageID(name), state))
    }

    /// Changes a page's bar fields now (the top page by default).
    public func updateBar(page name: String? = nil, _ bar: PartialBarStyle) {
        host.send(.updateBar(pageID(name), bar))
    }
}
