import PageNavigationCore
import PageNavigationHost

extension VirtualPlatform: NavigationPlatform {
    package typealias Page = VirtualPage
    package typealias Recognizer = VirtualRecognizer
    /// A completion is the label a scenario gave it.
    package typealias Completion = String
    /// The simulator reports refusals as events only.
    package typealias Failure = Never
    /// The appearance object a page's item holds.
    package typealias ItemAppearances = VirtualItemAppearance?

    // MARK: Pages

    package func corePage(of page: VirtualPage) -> PageNavigationCore.Page { page.core }

    /// Like a view controller whose scroll view reports its position: a page that enters the stack
    /// tells the engine its horizontal scroll state, and the gestures of its content (the same under
    /// every point of the page: the simulator's content fills it).
    package func prepare(_ page: VirtualPage) {
        page.isLinked = true
        if !page.content.isEmpty { host?.send(.contentGesturesChanged(page.id, page.content)) }
        guard page.contentScroll != .none else { return }
        host?.send(.contentScrollChanged(page.id, page.contentScroll))
    }

    package func release(_ page: VirtualPage) { page.isLinked = false }

    package func carry(_ inheritance: BarStyle??, for page: VirtualPage) { page.core.carriedInheritance = inheritance }

    package func makeNextPage(of page: VirtualPage) -> VirtualPage? { nextPage(page) }

    // MARK: Stack

    package var stack: [VirtualPage] { pages }

    /// `setViewControllers(_:animated:)`: "If animations are enabled, this method decides which type of
    /// transition to perform based on whether the last item in the items array is already in the
    /// navigation stack … if it is the topmost item, no transition is performed." The delegate's
    /// `willShow` is called from inside the call, while `transitionCoordinator` is set; `viewControllers`
    /// holds the new stack at once.
    package func setStack(_ newPages: [VirtualPage], animated: Bool) {
        callCount += 1
        if isInDidShow > 0 { stackChangesInsideDidShow += 1 }
        guard transition == nil, !isStuck else {
            droppedStackChanges += 1
            return
        }
        let previous = pages
        pages = newPages
        // UIKit asks the delegate for an animator only when it offered the animator methods as it was set.
        let library = libraryTransitionPending && delegateOffersAnimators
        libraryTransitionPending = false
        lastTransitionUsedAppAnimator =
            animated && !library && delegateOffersAnimators && appDelegateAnimatorMethods.contains(.animation)
        guard let top = newPages.last, top !== previous.last else { return }
        leavingPages = previous.filter { page in !newPages.contains { $0 === page } }
        appear(from: previous.last, to: top)
        let tabBarAtStart = tabBarHidden
        systemMovesTabBar(from: previous)
        guard animated else {
            host?.willShow(animated: false, interactive: false)
            endAppearance(from: previous.last, to: top, cancelled: false)
            leavingPages = []
            callDidShow()
            return
        }
        transition = VirtualTransition(
            previous: previous, interactive: library, library: library, progress: 0, tabBarHiddenAtStart: tabBarAtStart)
        host?.willShow(animated: true, interactive: library)
    }

    /// A change the user started goes through the app's override of the method UIKit would call
    /// (recorded in ``appOverrideCalls``); the override calls `super` — the library's override, which
    /// lets UIKit make the change — unless ``appOverridesDecline`` models one that does not.
    package func setStack(_ newPages: [VirtualPage], animated: Bool, through selector: AppStackSelector) {
        let name =
            switch selector {
            case .push: "pushViewController:\(newPages.last?.name ?? "?")"
            case .pop: "popViewController"
            case .popToRoot: "popToRootViewController"
            case .popTo(let id): "popToViewController:\(host?.registry[id]?.name ?? "?")"
            case .setViewControllers: "setViewControllers"
            }
        appOverrideCalls.append(name)
        guard !appOverridesDecline else { return }
        setStack(newPages, animated: animated)
    }

    package func setBackButton(shown: Bool, on page: VirtualPage, below: VirtualPage?) {
        callCount += 1
        page.showsBackButton = shown
        page.backButtonTarget = below?.name
    }

    package func leftBackItemReading(of page: VirtualPage) -> LeftBackItemReading {
        LeftBackItemReading(
            hasOwnLeftItems: page.leftItems.contains { if case .own = $0 { true } else { false } },
            supplementsBackButton: page.supplementsBackButton, hidesBackButton: page.hidesBackButton,
            shownItem: page.item15.libraryItem)
    }

    /// UIKit's: the page's `backButtonTitle`, else its title; `nil` leaves UIKit's generic one.
    /// UIKit's rule (`SystemBackTitle`), with "Back" for UIKit's localized generic title.
    package func backTitle(goingBackTo page: VirtualPage) -> String? {
        page.item15.backTitle.title(genericBack: "Back")
    }

    /// Like the UIKit layer: the library's item leads the page's own left items; the flag is written
    /// only when it differs. The library's own writes notify, as the app's do.
    package func showLeftBackItem(_ item: LeftBackItem?, supplementing: Bool, on page: VirtualPage) {
        callCount += 1
        let own = page.leftItems.filter { if case .own = $0 { true } else { false } }
        let back = item.map { item in
            VirtualLeftItem.back(
                VirtualBackItem(
                    target: host?.registry[item.target]?.name ?? "?", title: item.title, image: item.image))
        }
        let items = (back.map { [$0] } ?? []) + own
        page.item15.libraryItem = item
        if items != page.leftItems {
            page.item15.leftItems = items
            page.postItemChange()
        }
        if supplementing != page.supplementsBackButton { page.supplementsBackButton = supplementing }
        page.showsBackButton = item != nil
        page.backButtonTarget = page.backItem?.target
    }

    /// Key-value observation of the page's item and the titles of the page below.
    package func observeBackItemInputs(of page: VirtualPage, below: VirtualPage?, report: @escaping () -> Void)
        -> AnyObject?
    {
        let observation = VirtualItemObservation(report: report)
        for watched in [page] + (below.map { [$0] } ?? []) {
            watched.itemObservations.append(WeakItemObservation(observation: observation))
        }
        return observation
    }

    package func setBackMenu(routed: Bool, on page: VirtualPage) {
        callCount += 1
        page.routesBackMenu = routed
    }

    // MARK: Looks

    package func itemAppearances(of page: VirtualPage) -> VirtualItemAppearance? { page.item }

    /// Like the UIKit layer: a look that customises nothing on the item (the iOS 26 fields are the
    /// scroll view's and the bar button items') gives the item back the page's own appearance; any
    /// other is a new appearance object built over the page's own.
    package func applyLook(_ style: BarStyle, to page: VirtualPage, withBackground: Bool, own: VirtualItemAppearance?) {
        callCount += 1
        page.itemLook = (style, withBackground)
        page.itemsSeenByItemLook = page.barItems.count
        var itemLook = style
        itemLook.extras.edgeEffect = nil
        itemLook.extras.itemsHideSharedBackground = nil
        page.item =
            itemLook.isSystem && withBackground
            ? own : VirtualItemAppearance(own: own?.own ?? .empty, writtenByLibrary: true)
    }

    package func restoreItemAppearances(_ own: VirtualItemAppearance?, of page: VirtualPage) {
        callCount += 1
        page.item = own
    }

    /// A fade copies the item's appearance and changes its background's opacity.
    package func applyBarAlpha(_ style: BarStyle, to page: VirtualPage, own: VirtualItemAppearance?) {
        callCount += 1
        page.itemLook = (style, page.itemLook?.withBackground ?? true)
        page.item = VirtualItemAppearance(own: own?.own ?? .empty, writtenByLibrary: true)
    }

    /// `setNavigationBarHidden(_:animated:)`. On iOS 26 a call that changes nothing makes the bar's
    /// items flicker or appear late (nova-wallet-ios PR #1804, react-native-screens PR #3422,
    /// HBDNavigationBar #211): such calls are counted in ``unchangedBarHiddenCalls``.
    package func setBarHidden(_ hidden: Bool, animated: Bool) {
        callCount += 1
        if isBarHidden == hidden { unchangedBarHiddenCalls += 1 }
        isBarHidden = hidden
    }

    /// UIKit hides or shows the bar by itself (`hidesBarsOnSwipe`, `hidesBarsOnTap`, a search
    /// controller, SwiftUI's `.toolbar(.hidden)`): through `setNavigationBarHidden(_:animated:)`, which the
    /// controller passes to the host.
    public func systemSetBarHidden(_ hidden: Bool) {
        callCount += 1
        isBarHidden = hidden
        host?.barHiddenByPlatform(hidden)
    }

    package func showBarLook(_ style: BarStyle) {
        callCount += 1
        barLook = style
        if let tint = appTint.barTint(forPage: style.tint.isSystem ? nil : style.tint, appTint: { barTint }) {
            barTint = tint
        }
    }

    // MARK: iOS 26 look fields

    package typealias ScrollView = VirtualScrollView
    package typealias EdgeEffect = VirtualEdgeEffect
    package typealias BarItem = VirtualBarItem

    /// A page's scroll view, on a platform that has edge effects (not the classic bar's).
    package func topScrollView(of page: VirtualPage) -> VirtualScrollView? {
        barGeneration == .liquidGlass ? page.scrollView : nil
    }

    package func topEdgeEffect(of scrollView: VirtualScrollView) -> VirtualEdgeEffect { scrollView.topEdgeEffect }

    /// Like the UIKit layer: a soft or hard edge shows that style; a hidden one keeps the app's style.
    package func setTopEdgeEffect(
        _ choice: ScrollEdgeEffect, over own: VirtualEdgeEffect, on scrollView: VirtualScrollView
    ) {
        let effect: VirtualEdgeEffect =
            switch choice {
            case .system: own
            case .soft: VirtualEdgeEffect(style: .soft)
            case .hard: VirtualEdgeEffect(style: .hard)
            case .hidden: VirtualEdgeEffect(style: own.style, isHidden: true)
            }
        restoreTopEdgeEffect(effect, on: scrollView)
    }

    package func restoreTopEdgeEffect(_ own: VirtualEdgeEffect, on scrollView: VirtualScrollView) {
        callCount += 1
        scrollView.libraryWrites += 1
        scrollView.topEdgeEffect = own
    }

    package func barItems(of page: VirtualPage) -> [VirtualBarItem] {
        barGeneration == .liquidGlass ? page.barItems : []
    }

    package func hidesSharedBackground(_ item: VirtualBarItem) -> Bool { item.hidesSharedBackground }

    package func setHidesSharedBackground(_ hides: Bool, on item: VirtualBarItem) {
        callCount += 1
        item.libraryWrites += 1
        item.hidesSharedBackground = hides
    }

    // MARK: Fake bars

    /// Replaces the fake bars installed, if any, as the UIKit layer does.
    package func installFakeBars(_ bars: [(page: VirtualPage, style: BarStyle, own: VirtualItemAppearance?)]) {
        callCount += 1
        fakeBarPages.forEach { $0.fakeBar = nil }
        fakeBarPages = bars.map(\.page)
        for bar in bars {
            bar.page.fakeBar = bar.style
            bar.page.fakeBarOwn = bar.own
            bar.page.fakeBarSawBar = !isBarHidden
        }
    }

    /// As the fake bars draw it (``PageNavigationCore/BarStyle/shown(own:theme:)``): a system background
    /// shows the page's own appearance's colour, else the app's theme's.
    package func fakeBarIsThemed(on page: VirtualPage, own: VirtualItemAppearance?) -> Bool {
        guard let color = own?.own.background ?? appTheme.background, !color.isSystem else { return false }
        return color.alpha > 0 || color.resolved(in: .dark).alpha > 0
    }

    package func restyleFakeBar(of page: VirtualPage, _ style: BarStyle, own: VirtualItemAppearance?) {
        callCount += 1
        page.fakeBar = style
        page.fakeBarOwn = own
    }

    package func layoutFakeBars() {}

    package func removeFakeBars() {
        callCount += 1
        fakeBarPages.forEach {
            $0.fakeBar = nil
            $0.fakeBarOwn = nil
        }
        fakeBarPages = []
    }

    // MARK: Transitions

    /// `animate(alongsideTransition:completion:)` runs the animations with the transition's and the
    /// completion "after the transition finishes"; it returns whether they were queued (not without a
    /// transition). `notifyWhenInteractionChanges(_:)` calls its handler "when an interactive transition
    /// changes from interactive to non-interactive", with `isCancelled` saying where it heads.
    package func followTransition(
        alongside: @escaping () -> Void, interactionEnded: @escaping (Bool) -> Void,
        completion: @escaping (Bool) -> Void
    ) -> Bool {
        guard transition != nil, transition?.completion == nil else { return false }
        guard coordinatorReportsEnd else { return false }
        transition?.alongside = alongside
        transition?.interactionEnded = interactionEnded
        transition?.completion = completion
        alongside()
        return true
    }

    package func beginLibraryTransition(_ plan: TransitionPlan) {
        callCount += 1
        libraryTransitionPending = true
    }

    /// The library's interaction moves the transition only when UIKit runs the library's animator (it
    /// asked the delegate for it); otherwise UIKit's own animation runs on its own.
    package func updateLibraryTransition(_ progress: Double) {
        callCount += 1
        guard transition?.library == true else { return }
        transition?.progress = progress
    }

    /// `UIPercentDrivenInteractiveTransition.finish()` / `cancel()`, when UIKit runs the library's animator.
    package func releaseLibraryTransition(finish: Bool) {
        callCount += 1
        guard transition?.library == true else { return }
        letGo(finishing: finish)
    }

    package func endLibraryTransition() {}

    /// UIKit's own swipe decides for itself; this platform follows the engine's decision, so that
    /// scenarios run by the design's release rule.
    package func releaseSystemSwipe(finish: Bool) { letGo(finishing: finish) }

    /// UIKit's own swipe moves its transition with the finger.
    package func followSystemSwipe(_ progress: Double) { transition?.progress = progress }

    // MARK: Swipes

    package var isTransitioning: Bool { transition != nil }

    /// Runs after the transition's completion and the delegate's `didShow`, as the main queue's next
    /// turn does in UIKit.
    package func afterTransition(_ body: @escaping () -> Void) { afterTransitionBodies.append(body) }

    /// After the coordinator's completion of the transition in flight, as the main queue's next turn.
    package func whenTransitionEnds(_ body: @escaping () -> Void) { afterTransitionBodies.append(body) }

    package func isActive(_ recognizer: VirtualRecognizer) -> Bool { recognizer.isActive }

    package func isEnabled(_ recognizer: VirtualRecognizer) -> Bool { recognizer.isEnabled }

    package func appDelegateAnswer(for recognizer: VirtualRecognizer) -> Bool? {
        recognizer.role == .edge ? appEdgeDelegateAnswer : nil
    }

    package var activeSystemSwipe: SwipeRole? {
        [edge, content].first { $0.isActive }?.role
    }

    /// Setting `isEnabled` to false cancels a recognizer's gesture; UIKit's swipe then cancels its pop.
    package func cancelSystemSwipes() {
        for recognizer in [edge, content] where recognizer.isActive {
            recognizer.isActive = false
            letGo(finishing: false)
        }
    }

    package func contentScroll(at point: TouchPoint, on page: VirtualPage) -> ContentScroll { page.contentScroll }

    /// The page's modelled content, whichever way the swipe goes.
    package func contentGestures(at point: TouchPoint, on page: VirtualPage, towardBack: Bool) -> Set<ContentGesture> {
        page.content
    }

    package var screen: (width: Double, direction: LayoutDirection) { (width, direction) }

    package var hasSystemContentSwipe: Bool { hasContentSwipe }

    package func loadViewIfNeeded(_ page: VirtualPage) {
        if page.loadIfNeeded() { pageViewDidLoad?(page) }
    }

    package func isViewLoaded(_ page: VirtualPage) -> Bool { page.isLoaded }

    /// UIKit's own delegate refuses its swipe-back recognizers when the bar is hidden or the top page has
    /// a left item of its own or hides its back button.
    package var systemSwipeRefusalIsKnown: Bool {
        guard let top = pages.last else { return isBarHidden }
        return isBarHidden || top.hasOwnLeftItem || top.leftItemsReplaceBackButton || top.hidesBackButton
    }

    package func reclaimSwipeRecognizers() { appReplacedEdgeDelegate = false }

    // MARK: The controller's delegate

    /// Setting `delegate`: UIKit asks the new delegate `responds(to:)` now and keeps the answers.
    package func setDelegate(offering methods: AnimatorMethods) {
        callCount += 1
        delegateSetCount += 1
        delegateOfferedAnimatorMethods = methods
    }

    /// The app sets the controller's `delegate` to its own object, which implements the animator
    /// methods or not; the controller tells the host.
    public func setAppDelegate(implementsAnimators: Bool) {
        setAppDelegate(implementing: implementsAnimators ? .both : [])
    }

    /// The app sets the controller's `delegate` to its own object, which implements these animator
    /// methods; the controller tells the host.
    package func setAppDelegate(implementing methods: AnimatorMethods) {
        appDelegateAnimatorMethods = methods
        host?.appDelegateChanged()
    }

    // MARK: Back, web views, events

    /// The simulator's confirmations are answered by ``NavigationSimulator/answer(_:settle:)``.
    /// The page's confirmation is asking (the simulator answers with ``NavigationSimulator/answer(_:settle:)``).
    package func askToLeave(_ page: VirtualPage, answer: @escaping (Bool) -> Void) { page.isAsking = true }

    /// The page's `ask()` Task is cancelled: its question goes away.
    package func stopAsking(_ page: VirtualPage) {
        callCount += 1
        if page.isAsking { page.cancelledQuestions += 1 }
        page.isAsking = false
    }

    package func observeWebHistory(of page: VirtualPage, report: @escaping (Bool) -> Void) -> AnyObject? {
        guard page.core.settings.back == .webHistory else { return nil }
        let observation = VirtualWebObservation(report: report)
        page.webObservation = observation
        report(page.webHistory > 0)
        return observation
    }

    package func goBackInWebView(of page: VirtualPage) {
        callCount += 1
        page.webHistory = max(page.webHistory - 1, 0)
        page.webObservation?.report(page.webHistory > 0)
    }

    package func runSwipeCallback(_ phase: SwipePhase, of kind: TransitionKind, on page: VirtualPage) {
        guard recordsGestureCallbacks else { return }
        let direction = kind == .pop ? "back" : "forward"
        let name =
            switch phase {
            case .began: "began"
            case .progressed(let progress): "progress \((progress * 100).rounded() / 100)"
            case .cancelled: "cancelled"
            case .finished: "finished"
            }
        gestureCallbacks.append("\(page.name) \(direction) \(name)")
    }

    package func complete(_ completion: String) { record(completion, nil) }

    package func fail(_ failure: Never, _ error: NavigationError) {}

    package func deliver(_ event: NavigationEvent) { record(nil, event) }
}
