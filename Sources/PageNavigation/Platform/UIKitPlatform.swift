#if canImport(UIKit)
import PageNavigationCore
import PageNavigationHost
import UIKit

/// The shared host's platform on a device: a few lines of UIKit per call, no bookkeeping.
///
/// It keeps only UIKit objects the calls need (the fake bar views, the library's animator for the
/// transition in flight); when to make or drop them is the host's decision.
@MainActor
final class UIKitPlatform: @MainActor NavigationPlatform {
    typealias Page = UIViewController
    typealias Recognizer = UIGestureRecognizer
    typealias Completion = @MainActor () -> Void
    typealias Failure = @MainActor (NavigationError) -> Void
    typealias ItemAppearances = NavigationItemAppearance.Original

    unowned let controller: PageNavigationController
    let fakeBars: FakeBarViews
    /// The top page's item margins on the bar.
    let itemMargins = BarItemMarginsWriter()
    /// The view that holds the first responder for ⌘[ inside the top page (``KeyboardAnchorView``).
    let keyboardAnchor = KeyboardAnchorView()
    /// The tint the app gave the bar, kept while a page's tint is on it.
    private var appTint = AppTintKeeper<UIColor>()
    /// The debug messages for fades that show nothing (iOS 26, system background).
    #if DEBUG
    private var fadelessAlpha = FadelessAlphaNotices()
    #endif
    /// The confirmation Task of each page that asks now, at most one per page (a list, not a dictionary:
    /// rarely more than one page asks, and each generic dictionary type brings its own code).
    private var asking: [(page: ObjectIdentifier, task: Task<Void, Never>)] = []
    /// The library's animator and interaction for the transition its pan drives, if it drives one.
    private(set) var libraryTransition: InteractiveTransitionDriver?

    init(controller: PageNavigationController) {
        self.controller = controller
        fakeBars = FakeBarViews()
    }

    // MARK: Pages

    func corePage(of page: UIViewController) -> PageNavigationCore.Page { page.corePage }

    func prepare(_ page: UIViewController) {
        page.pageNavigation.link(to: controller, as: page)
        BackButtonInstaller.applyTitle(controller.configuration.backButton.title, to: page.navigationItem)
        page.pageNavigation.installCustomBar(in: page)
    }

    func release(_ page: UIViewController) { page.pageNavigation.unlink(from: controller) }

    func carry(_ inheritance: BarStyle??, for page: UIViewController) {
        page.pageNavigation.carriedInheritance = inheritance
    }

    func makeNextPage(of page: UIViewController) -> UIViewController? { page.pageNavigation.nextPage?() }

    // MARK: Stack

    var stack: [UIViewController] { controller.systemViewControllers }

    func setStack(_ pages: [UIViewController], animated: Bool) {
        controller.systemSetViewControllers(pages, animated: animated)
    }

    /// Through the app's overridable method UIKit would call (`PageNavigationController+AppOverrides.swift`).
    func setStack(_ pages: [UIViewController], animated: Bool, through selector: AppStackSelector) {
        controller.setStackThroughOverride(pages, animated: animated, selector: selector)
    }

    func setBackButton(shown: Bool, on page: UIViewController, below: UIViewController?) {
        guard #available(iOS 16.0, *) else { return }  // iOS 15: the host shows the left back item
        BackButtonInstaller.install(on: page, shown: shown)
    }

    /// iOS 15 has no `navigationItem.backAction` (UINavigationItem.h: `API_AVAILABLE(ios(16.0))`).
    var backButtonIsLeftItem: Bool {
        if #available(iOS 16.0, *) { false } else { true }
    }

    func leftBackItemReading(of page: UIViewController) -> LeftBackItemReading {
        BackButtonInstaller.reading(of: page.navigationItem)
    }

    func backTitle(goingBackTo page: UIViewController) -> String? {
        BackButtonInstaller.title(of: page, style: controller.configuration.backButton.title)
    }

    func showLeftBackItem(_ item: LeftBackItem?, supplementing: Bool, on page: UIViewController) {
        BackButtonInstaller.show(item, supplementing: supplementing, on: page, controller: controller)
    }

    /// Key-value observation of the page's item (`hidesBackButton`, `leftItemsSupplementBackButton`,
    /// `leftBarButtonItems`) and of the titles of the page below (`title`, its item's `title`,
    /// `backButtonTitle`, `backBarButtonItem` and `backButtonDisplayMode`). UIKit does not promise these
    /// notifications, and the animated setters post
    /// none: the host also reads the item again at each layout, each transition and as the page shows
    /// (``PageOptions/reinstallBackButton``).
    func observeBackItemInputs(
        of page: UIViewController, below: UIViewController?, report: @escaping () -> Void
    ) -> AnyObject? {
        nonisolated(unsafe) let report = report  // the host's, on the main thread
        page.pageNavigation.reinstallBackButton = { report() }
        return BackItemObservation(page: page, below: below, report: { report() })
    }

    func setBackMenu(routed: Bool, on page: UIViewController) {
        BackButtonInstaller.installMenu(on: page, routed: routed, controller: controller)
    }

    // MARK: The keyboard

    /// On screen (`window`); something presented over the controller (`presentedViewController`) or over
    /// its top page: an active `navigationItem.searchController`, presented by the page
    /// (UINavigationController.h, `visibleViewController`: "Return modal view controller if it exists.
    /// Otherwise the top view controller"; UIViewController.h, `presentedViewController`: "presented by
    /// this view controller or its nearest ancestor"). A focus system (`UIFocusSystem.focusSystem(for:)`,
    /// UIFocusSystem.h, iOS 12+: `nil` where none runs; one on every iPad from iOS 15, keyboard or not, as
    /// douglashill/KeyboardKit `Features.md` reports; Full Keyboard Access) moves the first responder itself (douglashill/KeyboardKit CHANGELOG 5.0.0: "First responder
    /// management should no longer be necessary when a focus system is available").
    var keyboard: KeyboardSituation {
        let view = controller.viewIfLoaded
        let top = controller.topViewController
        return KeyboardSituation(
            onScreen: view?.window != nil,
            presentedOverStack: controller.presentedViewController != nil,
            presentedOverTopPage: controller.visibleViewController !== top || top?.presentedViewController != nil,
            hasFocusSystem: view.map { UIFocusSystem.focusSystem(for: $0) != nil } ?? false
        )
    }

    var keyboardFirstResponder: KeyboardSituation.FirstResponder {
        controller.keyboardFirstResponder(anchor: keyboardAnchor)
    }

    /// The library's anchor, moved into the top page's view and made the first responder
    /// (``KeyboardAnchorView``).
    func keyboardTargetCanBecomeFirstResponder(in page: UIViewController) -> Bool {
        KeyboardAnchorView.keyboardTarget(in: page).canBecomeFirstResponder  // UIResponder.h
    }

    func claimKeyboard(_ claim: KeyboardClaim, on page: UIViewController) { keyboardAnchor.claim(claim, in: page) }

    // MARK: Looks

    func itemAppearances(of page: UIViewController) -> NavigationItemAppearance.Original {
        NavigationItemAppearance.Original(page.navigationItem)
    }

    func applyLook(
        _ style: BarStyle, to page: UIViewController, withBackground: Bool, own: NavigationItemAppearance.Original
    ) {
        NavigationItemAppearance.apply(
            style, to: page, over: own, bar: controller.navigationBar,
            backIndicator: controller.configuration.backButton.image,
            withBackground: withBackground
        )
    }

    func restoreItemAppearances(_ own: NavigationItemAppearance.Original, of page: UIViewController) {
        NavigationItemAppearance.set(own, on: page.navigationItem)
    }

    func applyBarAlpha(_ style: BarStyle, to page: UIViewController, own: NavigationItemAppearance.Original) {
        #if DEBUG
        let name = String(describing: type(of: page))
        let themed = NavigationItemAppearance.themedColor(
            of: own.standard ?? controller.navigationBar.standardAppearance)
        if let message = fadelessAlpha.message(for: style, on: .running, page: name, themed: themed != nil) {
            print(message)
        }
        #endif
        NavigationItemAppearance.applyAlpha(
            style, to: page, over: own, bar: controller.navigationBar,
            backIndicator: controller.configuration.backButton.image
        )
    }

    func setBarHidden(_ hidden: Bool, animated: Bool) {
        asLibrary { controller.setNavigationBarHidden(hidden, animated: animated) }
    }

    /// UINavigationController.h: `navigationBarHidden` (getter `isNavigationBarHidden`), the visibility
    /// last set through `setNavigationBarHidden(_:animated:)` or the property.
    var isBarHidden: Bool { controller.isNavigationBarHidden }

    /// A page's own tab-bar choice, or the app's setting given back. iOS 18 and later:
    /// `setTabBarHidden(_:animated:)` (UITabBarController.h, iOS 18), which animates with the transition
    /// in flight and sets `isTabBarHidden`, the app's preference. What is shown is read from
    /// `tabBar.isHidden`, not `isTabBarHidden` (LNPopupController #570, quoting Apple: UIKit's
    /// `hidesBottomBarWhenPushed` handling hides the bar without changing the app's preference).
    func setTabBarHidden(_ hidden: Bool, animated: Bool) {
        // Before iOS 18 the only public switch is `tabBar.isHidden`, which neither animates nor changes the
        // tab bar's frame or the safe area (UIKitBehavior row 22): content pinned to the safe area would
        // keep a strip the tab bar's height, and the bar would appear at once over a page being swiped.
        // A page's own choice is therefore an iOS 18 feature; UIKit's `hidesBottomBarWhenPushed` stays.
        guard #available(iOS 18, *), let tabs = controller.tabBarController else { return }
        guard tabs.isTabBarHidden != hidden || tabs.tabBar.isHidden != hidden else { return }
        tabs.setTabBarHidden(hidden, animated: animated)
    }

    /// `isTabBarHidden` (UITabBarController.h, iOS 18: "Determines if the active tab bar is currently
    /// hidden"; it is the app's preference, not what is shown: LNPopupController #570, quoting Apple);
    /// `nil` before iOS 18, where the host writes no tab-bar choice, and in no tab bar controller.
    var tabBarHiddenSetting: Bool? {
        guard #available(iOS 18, *), let tabs = controller.tabBarController else { return nil }
        return tabs.isTabBarHidden
    }

    /// The tab bar controller's `tabBarMinimizeBehavior` (UITabBarController.h, iOS 26); `nil` before
    /// iOS 26 and in no tab bar controller.
    var tabBarMinimizing: TabBarMinimizing? {
        guard #available(iOS 26.0, *), let tabs = controller.tabBarController else { return nil }
        return TabBarMinimizing(tabs.tabBarMinimizeBehavior)
    }

    func setTabBarMinimizing(_ minimizing: TabBarMinimizing) {
        guard #available(iOS 26.0, *), let tabs = controller.tabBarController else { return }
        tabs.tabBarMinimizeBehavior = minimizing.uiKit
    }

    /// Whether the library itself is writing the bar now.
    private(set) var isWritingBar = false

    /// The tint of a page that sets one, on the bar: the bar's `tintColor` colours plain items' titles
    /// and images and the back chevron on every iOS (on iOS 26 it also fills `.prominent` items, whose
    /// label the page's appearances keep readable, see ``GlassItemAppearance``); for a page that does
    /// not, the bar's tint is left alone — or, if a page had set one, given back: the tint the app gave
    /// the bar (in code or through `UINavigationBar.appearance()`), else the window's. The item margins
    /// of the look, where iOS lets them move the items.
    func showBarLook(_ style: BarStyle) {
        itemMargins.show(style.itemMargins, on: controller.navigationBar, system: controller.systemMinimumLayoutMargins)
        let pageTint = style.tint.uiColor
        let bar = controller.navigationBar
        let appTintOnBar = { [controller] in bar.tintColor == controller.viewIfLoaded?.tintColor ? nil : bar.tintColor }
        if let tint = appTint.barTint(forPage: pageTint, appTint: appTintOnBar) {
            asLibrary { bar.tintColor = tint }
        }
        controller.setNeedsStatusBarAppearanceUpdate()
    }

    var isBarInWindow: Bool { controller.navigationBar.window != nil }

    /// Writes to the bar that the debug diagnostics of ``PageNavigationBar`` do not report.
    @inline(never)
    private func asLibrary(_ body: () -> Void) {
        isWritingBar = true
        defer { isWritingBar = false }
        guard let bar = controller.navigationBar as? PageNavigationBar else { return body() }
        bar.libraryWrites(body)
    }

    // MARK: Fake bars

    func installFakeBars(_ bars: [(page: UIViewController, style: BarStyle, own: NavigationItemAppearance.Original)]) {
        fakeBars.install(bars, in: controller)
    }

    /// The colour the fake bar draws for a system background (``FakeBarView/show(_:base:)``): that of
    /// the appearance the real bar shows for the page, without a material.
    func fakeBarIsThemed(on page: UIViewController, own: NavigationItemAppearance.Original) -> Bool {
        let here = FakeBarViews.base(of: page, own: own, bar: controller.navigationBar).here
        return here.flatMap(NavigationItemAppearance.themedColor(of:)) != nil
    }

    func restyleFakeBar(of page: UIViewController, _ style: BarStyle, own: NavigationItemAppearance.Original) {
        fakeBars.restyle(page, style, own: own, in: controller)
    }

    func layoutFakeBars() { fakeBars.layout(in: controller) }

    /// Lays the item margins on the bar again, after the controller's layout.
    func layoutItemMargins() {
        itemMargins.refresh(controller.navigationBar, system: controller.systemMinimumLayoutMargins)
    }

    func removeFakeBars() { fakeBars.removeAll() }

    // MARK: Transitions

    /// `animateAlongsideTransition(in:animation:completion:)` with the bar as the view, so that the bar's
    /// changes follow a percent-driven interaction too (the bar is outside the container view), and
    /// `notifyWhenInteractionChanges(_:)`, whose handler runs before the appearance calls of a cancel
    /// (and again whenever an interruptible transition changes hands); what it asks for animates over
    /// what is left of the transition.
    func followTransition(
        alongside: @escaping () -> Void, interactionEnded: @escaping (Bool) -> Void,
        completion: @escaping (Bool) -> Void
    ) -> Bool {
        guard let coordinator = controller.transitionCoordinator else { return false }
        coordinator.notifyWhenInteractionChanges { context in
            let remaining =
                context.transitionDuration
                * Double(context.isCancelled ? context.percentComplete : 1 - context.percentComplete)
            UIView.animate(withDuration: remaining) { interactionEnded(context.isCancelled) }
        }
        return coordinator.animateAlongsideTransition(
            in: controller.navigationBar, animation: { _ in alongside() },
            completion: { context in completion(context.isCancelled) }
        )
    }

    func beginLibraryTransition(_ plan: TransitionPlan) {
        libraryTransition = InteractiveTransitionDriver(
            plan: plan, duration: controller.configuration.transitionDuration)
    }

    func updateLibraryTransition(_ progress: Double) { libraryTransition?.update(progress) }

    func releaseLibraryTransition(finish: Bool) { libraryTransition?.release(finish: finish) }

    func endLibraryTransition() { libraryTransition = nil }

    /// UIKit's swipe decides its own release; the coordinator's completion reports it.
    func releaseSystemSwipe(finish: Bool) {}

    /// UIKit's swipe moves its own transition.
    func followSystemSwipe(_ progress: Double) {}

    // MARK: Swipes

    var isTransitioning: Bool { controller.transitionCoordinator != nil }

    /// The main queue's next turn: after the coordinator's completions and the delegate's `didShow`.
    func afterTransition(_ body: @escaping () -> Void) { Self.onNextTurn(body) }

    /// `body` in a main-actor Task: one Task for ``afterTransition(_:)`` and ``whenTransitionEnds(_:)``.
    @inline(never)  // its three callers each inlined the Task's creation
    private static func onNextTurn(_ body: @escaping () -> Void) {
        Task { @MainActor in body() }
    }

    /// UIViewControllerTransitionCoordinator.h: the completion of `animateAlongsideTransition:completion:`
    /// "is invoked after the transition completes"; it returns NO when the animations were not queued,
    /// and "the completions may be run even if the animations are not": then the host also checks again
    /// on the next turn (it ignores a second call).
    func whenTransitionEnds(_ body: @escaping () -> Void) {
        let queued = controller.transitionCoordinator?.animate(
            alongsideTransition: nil, completion: { _ in Self.onNextTurn(body) })
        if queued != true { afterTransition(body) }
    }

    func isEnabled(_ recognizer: UIGestureRecognizer) -> Bool { recognizer.isEnabled }

    /// A delegate that is not UIKit's own (its class is not from UIKit's bundle) is the app's: its answer
    /// is asked as UIKit would ask it. No delegate at all refuses nothing.
    func appDelegateAnswer(for recognizer: UIGestureRecognizer) -> Bool? {
        guard let delegate = recognizer.delegate else { return true }
        guard let delegateClass = object_getClass(delegate),
            Bundle(for: delegateClass) != Bundle(for: UINavigationController.self)
        else { return nil }
        return delegate.gestureRecognizerShouldBegin?(recognizer) ?? true
    }

    @inline(never)
    func isActive(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.state == .began || recognizer.state == .changed
    }

    var activeSystemSwipe: SwipeRole? {
        for (recognizer, role) in controller.gate.systemRecognizers where isActive(recognizer) { return role }
        return nil
    }

    /// Turning a recognizer off cancels its gesture, and UIKit's swipe then cancels its pop. The one use
    /// of `isEnabled` on UIKit's recognizers, because nothing else can work here: the swipe already
    /// began without the engine's decision (its failure requirement could not stop it), and UIKit offers
    /// no other public way to cancel a gesture in flight. It is switched back on at once.
    func cancelSystemSwipes() {
        for (recognizer, _) in controller.gate.systemRecognizers where isActive(recognizer) {
            recognizer.isEnabled = false
            recognizer.isEnabled = true
        }
    }

    func contentScroll(at point: TouchPoint, on page: UIViewController) -> ContentScroll {
        guard page.isViewLoaded, let view = controller.viewIfLoaded else { return .none }
        return ContentScrollProbe.state(
            at: CGPoint(x: point.x, y: point.y), in: view, page: page.view, direction: screen.direction)
    }

    func loadViewIfNeeded(_ page: UIViewController) { page.loadViewIfNeeded() }

    func isViewLoaded(_ page: UIViewController) -> Bool { page.isViewLoaded }

    /// The bar is hidden, or the top page hides its back button or has left items of its own that
    /// replace it.
    var systemSwipeRefusalIsKnown: Bool {
        if controller.isNavigationBarHidden { return true }
        guard let item = controller.topViewController?.navigationItem else { return false }
        return item.hidesBackButton || (!(item.leftBarButtonItems ?? []).isEmpty && !item.leftItemsSupplementBackButton)
    }

    func contentGestures(at point: TouchPoint, on page: UIViewController, towardBack: Bool) -> Set<ContentGesture> {
        guard page.isViewLoaded, let view = controller.viewIfLoaded else { return [] }
        // The bar and the toolbar (if any) that show, read in that order, without intermediate lists.
        let (navigationBar, toolbar): (UIView, UIView?) = (controller.navigationBar, controller.toolbar)
        var bars: [UIView] = []
        if !navigationBar.isHidden { bars.append(navigationBar) }
        if let toolbar, !toolbar.isHidden { bars.append(toolbar) }
        return ContentGestureProbe.gestures(
            at: CGPoint(x: point.x, y: point.y), in: view, page: page.view, bars: bars,
            declared: page.pageNavigation.swipeActionViews, towardBack: towardBack)
    }

    var screen: (width: Double, direction: LayoutDirection) {
        let view = controller.viewIfLoaded
        return (
            Double(view?.bounds.width ?? 0),
            LayoutDirection(view?.effectiveUserInterfaceLayoutDirection ?? .leftToRight)
        )
    }

    var hasSystemContentSwipe: Bool { controller.hasSystemContentSwipe }

    func reclaimSwipeRecognizers() { controller.gate.reclaim() }

    // MARK: The controller's delegate

    var appDelegateAnimatorMethods: AnimatorMethods { controller.relay.appDelegateAnimatorMethods }

    var delegateOfferedAnimatorMethods: AnimatorMethods { controller.relay.offeredAnimatorMethods }

    func setDelegate(offering methods: AnimatorMethods) { controller.relay.install(offering: methods) }

    // MARK: Back, web views, events

    /// The confirmation runs in a Task of its page's, which ``stopAsking(_:)`` cancels.
    func askToLeave(_ page: UIViewController, answer: @escaping (Bool) -> Void) {
        guard let ask = page.pageNavigation.back.confirmation else { return answer(false) }
        let key = ObjectIdentifier(page)
        // The page's earlier confirmation, if it still asks: taken out and cancelled (the list is only
        // searched by page, so the new one may go at the end).
        forget(key)?.cancel()
        let task = Task { @MainActor [weak self] in
            let leave = await ask()
            if !Task.isCancelled { self?.forget(key) }  // a cancelled one was taken out already
            answer(leave)  // also when cancelled: the engine owes the answer and ignores it
        }
        asking.append((key, task))
    }

    func stopAsking(_ page: UIViewController) { forget(ObjectIdentifier(page))?.cancel() }

    /// Takes the confirmation Task of the page out, if it asks.
    @discardableResult
    private func forget(_ page: ObjectIdentifier) -> Task<Void, Never>? {
        for index in asking.indices where asking[index].page == page { return asking.remove(at: index).task }
        return nil
    }

    func observeWebHistory(of page: UIViewController, report: @escaping (Bool) -> Void) -> AnyObject? {
        #if canImport(WebKit)
        return page.pageNavigation.back.webView.map { WebHistoryObserver(webView: $0, report: report) }
        #else
        return nil
        #endif
    }

    func goBackInWebView(of page: UIViewController) {
        #if canImport(WebKit)
        _ = page.pageNavigation.back.webView?.goBack()
        #endif
    }

    func runSwipeCallback(_ phase: SwipePhase, of kind: TransitionKind, on page: UIViewController) {
        // The one callback the phase runs, read from the options (no copy of all four).
        let options = page.pageNavigation
        let pop = kind == .pop
        switch phase {
        case .began: (pop ? options.onPopGesture.began : options.onPushGesture.began)?()
        case .progressed(let value): (pop ? options.onPopGesture.progress : options.onPushGesture.progress)?(value)
        case .cancelled: (pop ? options.onPopGesture.cancelled : options.onPushGesture.cancelled)?()
        case .finished: (pop ? options.onPopGesture.finished : options.onPushGesture.finished)?()
        }
    }

    func complete(_ completion: @MainActor () -> Void) { completion() }

    func fail(_ failure: @MainActor (NavigationError) -> Void, _ error: NavigationError) { failure(error) }

    func deliver(_ event: NavigationEvent) {
        controller.swipeOverlay?.saw(event, controller: controller)  // the debug overlay, when shown
        controller.onEvent?(event)
    }

    // MARK: Presentation

    var isModalInPresentation: Bool { controller.presentationRelay.presented?.isModalInPresentation ?? false }

    /// `UIViewController.h`: `modalInPresentation` forces "the presentation hosting the view controller"
    /// into modal behaviour, and apps set it on a page inside the navigation controller.
    var pageKeepsSheet: Bool {
        guard let presented = controller.presentationRelay.presented else { return false }
        for page in controller.viewControllers where page !== presented && page.isModalInPresentation { return true }
        return false
    }

    func setModalInPresentation(_ modal: Bool) {
        // `UIViewController.h`: `modalInPresentation` "is set on the view controller when you wish to force
        // the presentation hosting the view controller into modal behavior" — the presented one.
        controller.presentationRelay.presented?.isModalInPresentation = modal
    }

    func dismissPresentation(began: @escaping () -> Void, completion: @escaping () -> Void) {
        // `dismiss(animated:completion:)` on the presented controller: "UIKit asks the presenting view
        // controller to handle the dismissal"; the completion "is called after the view controller is
        // dismissed" (UIViewController.h). UIKit calls no presentation-controller delegate method for it
        // (`UIPresentationController.h`: "not called if the presentation is dismissed programatically").
        // A SwiftUI stack dismisses through SwiftUI's own state (`DismissAction`, which has no completion).
        if let dismiss = controller.dismissesPresentation {
            dismiss()
            began()
            return completion()
        }
        guard let presented = controller.presentationRelay.presented else {
            began()
            return completion()
        }
        // Once `dismiss(animated:)` returns, the dismissal has begun and the presenting controller's
        // `transitionCoordinator` exists: the app's `presentationControllerWillDismiss(_:)` uses it.
        // `willDismiss` goes with the dismissal's `transitionCoordinator` ("When a presentation or
        // dismissal is in progress, the coordinator for that transition", UIViewController.h), there once
        // `dismiss(animated:)` has started one; without it, just before `didDismiss`. UIKit ignores a
        // dismissal asked for while another transition runs: then neither is told.
        var told = false
        presented.dismiss(animated: true) {
            if !told { began() }
            completion()
        }
        if presented.transitionCoordinator != nil {
            told = true
            began()
        }
    }

    func tellAppPresentationDelegate(_ call: PresentationDelegateCall) {
        controller.presentationRelay.tellAppDelegate(call)
    }

    func runDismissedCallback(of page: UIViewController) { page.pageNavigation.dismissed?() }
}
#endif
