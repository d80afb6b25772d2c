import PageNavigationCore

extension NavigationHost {
    /// Carries out one effect of the engine.
    func carryOut(_ effect: NavigationEffect) {
        switch effect {
        case .changeStack(let change, let plan):
            apply(change, plan: plan)
        case .updateInteraction(let progress):
            switch activeSwipe {
            case .library?: platform.updateLibraryTransition(progress)
            case .system?: platform.followSystemSwipe(progress)
            case nil: break
            }
            if let plan = engineTransitionPlan, plan.interactive {
                // The page being swiped away (pop), or the page pushing its next page (push).
                runSwipeCallback(.progressed(progress), of: plan.kind, on: plan.from)
            }
        case .finishInteraction:
            releaseInteraction(finish: true)
        case .cancelInteraction:
            releaseInteraction(finish: false)
        case .applyBar(let id, let style):
            show(style, for: id)
        case .goBackInWebView(let id):
            if let page = registeredPage(id) { platform.goBackInWebView(of: page) }
        case .dismissPresentation:
            dismissPresentationForUser()
        case .event(let event):
            report(event)
        }
    }

    private func releaseInteraction(finish: Bool) {
        switch activeSwipe {
        case .library?: platform.releaseLibraryTransition(finish: finish)
        case .system?: platform.releaseSystemSwipe(finish: finish)
        case nil: break
        }
    }

    // MARK: Looks

    /// Shows a page's resolved look: on its item always (on its fake bar while it has one), and on the
    /// bar itself when the page is the settled top page.
    func show(_ style: BarStyle, for id: PageID) {
        guard let page = registeredPage(id) else { return }
        if transitions.fakeBarPages?.contains(id) == true {
            existingRecord(of: id)?.appliedLook = nil  // the item shows the look without its background for now
            platform.restyleFakeBar(of: page, style, own: ownAppearances(of: id, page))
            writeItemLook(style, to: id, withBackground: false)
            return
        }
        showItemLook(style, for: id)
        guard settledPages?.last?.id == id, transitions.followed == nil else { return }
        showBarLook(style, animated: looks.animatesSettled, force: false)
    }

    /// Shows a look on a page's item; a change of the alpha alone changes only the alpha, and a change of
    /// the item margins alone (the bar's, not the item's) changes nothing on the item.
    func showItemLook(_ style: BarStyle, for id: PageID) {
        guard let page = registeredPage(id) else { return }
        let previous = existingRecord(of: id)?.appliedLook
        guard previous != style || pageWroteItem(id, page) else { return }
        record(of: id).appliedLook = style
        if let previous, previous.differs(from: style, onlyIn: .itemMargins), !pageWroteItem(id, page) { return }
        if let previous, previous.differs(from: style, onlyIn: .alpha) {
            writeItemAlpha(style, to: id)
        } else {
            writeItemLook(style, to: id, withBackground: true)
        }
    }

    /// Shows the bar-wide parts of a look on the platform, or keeps them until its bar is in a window.
    func writeBarLook(_ style: BarStyle) {
        guard platform.isBarInWindow else {
            looks.deferredBar = style
            return
        }
        looks.deferredBar = nil
        platform.showBarLook(style)
    }

    /// The platform laid out its view: a bar that entered a window shows the look that waited for it,
    /// and, the first time, every page's look again (``barEnteredWindow()``).
    package func platformLaidOut() {
        refreshLeftBackItems()  // iOS 15: item writes that posted no notification
        guard platform.isBarInWindow else { return }
        if let deferred = looks.deferredBar { writeBarLook(deferred) }
        guard !looks.barWasInWindow else { return }
        looks.barWasInWindow = barEnteredWindow()
    }

    /// The platform's bar entered a window. UIKit applies the app's appearance proxy
    /// (`UINavigationBar.appearance()`) only then, so the looks of the pages, written over the bar's
    /// appearance before, are written again over the themed one.
    /// Returns whether it did (not during a transition: the next layout after it tries again).
    func barEnteredWindow() -> Bool {
        guard let pages = settledPages, let top = pages.last, transitions.followed == nil else { return false }
        for state in pages {
            existingRecord(of: state.id)?.appliedLook = nil
            showItemLook(state.style, for: state.id)
        }
        showBarLook(top.style, animated: false, force: true)
        return true
    }

    /// Shows the settled top page's look on the bar itself (visibility, tint, status bar), and on its
    /// item again if the page set its own item appearances since (in `viewDidLoad`).
    func showSettledLook(animated: Bool) {
        guard let top = settledPages?.last else { return }
        showItemLook(top.style, for: top.id)
        // Items or a scroll view the page set since (in `viewDidLoad`, as it appeared).
        showGlassLook(top.style, for: top.id, fakeBar: false)
        showBarLook(top.style, animated: animated, force: true)
        showTabBar(for: top.id, animated: animated)
    }

    /// Shows the bar-wide parts of a look. Unless `force`d, only the parts that changed since the last call.
    func showBarLook(_ style: BarStyle, animated: Bool, force: Bool) {
        let old = force ? nil : looks.bar
        looks.bar = style
        if old?.hidden != style.hidden { setBarHidden(style.hidden, animated: animated) }
        if old?.tint != style.tint || old?.itemMargins != style.itemMargins || statusBarChanged(from: old, to: style) {
            writeBarLook(style)
        }
    }

    /// Whether the status bar follows `style` otherwise than `old` in some appearance (light or dark).
    /// A loop, not two arrays of deciders compared: a closure and an array == cost their own code.
    private func statusBarChanged(from old: BarStyle?, to style: BarStyle) -> Bool {
        for scheme in ColorScheme.allCases {
            if old?.statusBarDecider(in: scheme) != style.statusBarDecider(in: scheme) { return true }
        }
        return false
    }

    /// The look on screen now: while a transition runs, the arriving page's (the leaving page's once
    /// the finger let go of a swipe that cancels); else the top page's.
    package var displayedStyle: BarStyle? {
        if let followed = transitions.followed { return followed.cancelling ? followed.from : followed.to }
        return engineTransitionPlan?.toStyle ?? engineTop?.style
    }

    /// The look a page resolves to now, if it is in the stack or being brought in.
    package func resolvedLook(of id: PageID) -> BarStyle? {
        if let state = enginePage(id) { return state.style }
        guard let plan = engineTransitionPlan else { return nil }
        return plan.to == id ? plan.toStyle : nil
    }

    /// Records an engine event, does what it asks of the host and delivers it to the app.
    func report(_ event: NavigationEvent) {
        #if DEBUG || DebuggingToolsInRelease
        debugging?.recorder?.saw(event)
        #endif
        handle(event)
        platform.deliver(event)
    }
}

extension BarStyle {
    /// A field of a look whose change alone the host writes otherwise.
    enum ItemField {
        case itemMargins, alpha
    }

    /// Whether `other` is this look with another value of one field. One function with a switch, not
    /// a generic one over a key path: each field's specialisation and key path cost code of their own.
    func differs(from other: BarStyle, onlyIn field: ItemField) -> Bool {
        var same = self
        switch field {
        case .itemMargins:
            guard itemMargins != other.itemMargins else { return false }
            same.itemMargins = other.itemMargins
        case .alpha:
            guard alpha != other.alpha else { return false }
            same.alpha = other.alpha
        }
        return same == other
    }
}
