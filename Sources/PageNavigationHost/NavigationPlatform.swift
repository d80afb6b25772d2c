import PageNavigationCore

/// What the shared host needs from the platform that shows the stack: UIKit's navigation controller on a
/// device (`PageNavigation`), a virtual one in the simulator (`PageNavigationSimulator`).
///
/// Every requirement is one platform call or one platform fact. None of them decides anything about
/// navigation: the engine decides, ``NavigationHost`` keeps the books (effects in order, registry,
/// completions, swipes, fake-bar sessions, web-history observation, reconciling the stacks), and a
/// platform only carries out. A UIKit implementation is a few lines of UIKit per requirement.
package protocol NavigationPlatform: AnyObject {
    /// A page on the platform (a view controller).
    associatedtype Page: AnyObject
    /// A swipe recognizer on the platform.
    associatedtype Recognizer: AnyObject
    /// What the app gave to run when an operation completes.
    associatedtype Completion
    /// What the app gave to run when an operation is refused.
    associatedtype Failure
    /// The appearances a page's item holds (UIKit: its four `UINavigationBarAppearance` objects), equal
    /// when they are the same objects (or, in UIKit, equal ones): the host tells the library's last write
    /// from the page's own by this.
    associatedtype ItemAppearances: Equatable

    // MARK: Pages

    /// The engine's view of a page: identity, type, tag and current settings.
    func corePage(of page: Page) -> PageNavigationCore.Page
    /// Gets a page ready to enter the stack: links it to this controller, applies the app-wide back title,
    /// installs its custom bar.
    func prepare(_ page: Page)
    /// A page left the stack: unlink it from this controller.
    func release(_ page: Page)
    /// Keeps on a page what it inherited in this controller's stack, for the controller that takes it
    /// next (``PageNavigationCore/Page/carriedInheritance``); `nil` clears it.
    func carry(_ inheritance: BarStyle??, for page: Page)
    /// The page the top page declares as next (interactive push), made now.
    func makeNextPage(of page: Page) -> Page?

    // MARK: Stack

    /// The pages the platform's stack holds now, root first.
    var stack: [Page] { get }
    /// Makes the platform's stack exactly `pages`; with `animated`, as a push (new top) or a pop (top was
    /// in the stack). The platform calls ``NavigationHost/willShow(_:animated:interactive:)`` when it
    /// starts a transition.
    func setStack(_ pages: [Page], animated: Bool)
    /// Makes the platform's stack exactly `pages`, as ``setStack(_:animated:)``, through the app's
    /// overridable method UIKit would call for the change (`selector`): a change the user started (a back
    /// tap, a swipe, the back button's menu), which a subclass's `popViewController(animated:)` override
    /// expects to see. The app's override may decline (not call `super`): the stack then stays, and
    /// the host cancels the change.
    func setStack(_ pages: [Page], animated: Bool, through selector: AppStackSelector)
    /// Shows or hides the back button routed to the engine on a page; `below` is the page it goes back
    /// to (the system's back button shows its title). Not called while ``backButtonIsLeftItem``.
    func setBackButton(shown: Bool, on page: Page, below: Page?)
    /// Whether the back button routed to the engine is a left item of the library's own (iOS 15, which
    /// has no `navigationItem.backAction`): the host then decides what each page's item holds
    /// (``LeftBackItemReading/decision(shown:supplementIntent:)``) and follows the page's changes.
    var backButtonIsLeftItem: Bool { get }
    /// What a page's item holds that decides the library's iOS 15 back item.
    func leftBackItemReading(of page: Page) -> LeftBackItemReading
    /// The title the system's back button would show for going back to `page` (UIKit: its
    /// `backButtonTitle`, else its title, as the app's back button style asks).
    func backTitle(goingBackTo page: Page) -> String?
    /// Shows the library's iOS 15 back item on a page (`nil`: none), leading the page's own left items,
    /// and sets the item's `leftItemsSupplementBackButton`. Writes only what differs.
    func showLeftBackItem(_ item: LeftBackItem?, supplementing: Bool, on page: Page)
    /// Watches what the iOS 15 back item depends on: the page's left items, `hidesBackButton` and
    /// `leftItemsSupplementBackButton`, and the titles of `below`. `report` runs on every change the
    /// platform notifies (UIKit: key-value observing, which not every write posts). Watching stops when
    /// the returned token is released.
    func observeBackItemInputs(of page: Page, below: Page?, report: @escaping () -> Void) -> AnyObject?
    /// Routes (or stops routing) the back button's long-press menu through the engine: `page` is the
    /// page directly below the top, whose item gives the back button (UIKit: its `backBarButtonItem`
    /// with a menu whose entries call ``NavigationHost/requestBack(_:)``; the entries come from
    /// ``NavigationHost/backMenuPages``).
    func setBackMenu(routed: Bool, on page: Page)

    // MARK: The keyboard

    /// The keyboard's facts now (UIKit: the controller's window, what is presented over the controller and
    /// its top page, `UIFocusSystem`).
    var keyboard: KeyboardSituation { get }
    /// Where the app's first responder is (UIKit: where a nil-target action goes).
    var keyboardFirstResponder: KeyboardSituation.FirstResponder { get }
    /// Whether the controller the library would claim the first responder in, inside `page` (the top
    /// page), can become the first responder itself (UIKit: `canBecomeFirstResponder` of the deepest
    /// single shown child of `page`; a chat page with an input bar, a page with a PIN pad).
    func keyboardTargetCanBecomeFirstResponder(in page: Page) -> Bool
    /// Makes the first responder inside `page` (the top page) as `claim` says: the controller there
    /// itself, or the library's anchor, moved there from the page it was on (UIKit: an invisible
    /// zero-size view in the controller's view, `becomeFirstResponder()`).
    func claimKeyboard(_ claim: KeyboardClaim, on page: Page)

    // MARK: Looks

    /// The appearances a page's item holds now: the library's last write, or the page's own (set in
    /// `viewDidLoad`, outside the library) when they are not that.
    func itemAppearances(of page: Page) -> ItemAppearances
    /// Shows a page's look on its own item (`UINavigationItem` appearances), over `own`, the page's own
    /// appearances (for the fields the look leaves to the system): with its background, or without it
    /// while fake bars carry the background.
    func applyLook(_ style: BarStyle, to page: Page, withBackground: Bool, own: ItemAppearances)
    /// Gives a page's item back its own appearances (the page leaves the stack).
    func restoreItemAppearances(_ own: ItemAppearances, of page: Page)
    /// Changes only the opacity of the bar background a page's item shows (scroll-driven fades); `own` as
    /// for ``applyLook(_:to:withBackground:own:)`` when the look is built again.
    func applyBarAlpha(_ style: BarStyle, to page: Page, own: ItemAppearances)
    /// Shows or hides the bar itself, animated along the transition when there is one. (When UIKit or the
    /// app hides or shows the bar by itself, the platform tells ``NavigationHost/barHiddenByPlatform(_:)``.)
    /// The host calls it only for a change: on iOS 26 a call that changes nothing makes the bar's items
    /// flicker, and one made before they exist makes them appear late.
    func setBarHidden(_ hidden: Bool, animated: Bool)
    /// Whether the bar is hidden now (UIKit: `isNavigationBarHidden`).
    var isBarHidden: Bool { get }
    /// The bar-wide parts of a look: the bar's tint, the margins of its bar button items and the status bar
    /// (which asks ``NavigationHost/displayedStyle``). Called only while ``isBarInWindow``.
    func showBarLook(_ style: BarStyle)
    /// Whether the bar is in a window. Before, UIKit has not applied `UINavigationBar.appearance()` to it:
    /// the app's tint cannot be read, and a write would stop the proxy's value from ever applying.
    var isBarInWindow: Bool { get }

    // MARK: Tab bar

    /// Shows or hides the tab bar of the tab bar controller the stack is in, animated along the
    /// transition when there is one (UIKit: `setTabBarHidden(_:animated:)`, iOS 18, which also sets the
    /// app's setting, ``tabBarHiddenSetting``). Nothing when the stack is in no tab bar controller. The
    /// host calls it only for a page's own choice and to give the app's setting back afterwards.
    func setTabBarHidden(_ hidden: Bool, animated: Bool)
    /// The tab bar controller's own hidden setting, the app's preference (UIKit, iOS 18:
    /// `isTabBarHidden`, which UIKit's `hidesBottomBarWhenPushed` handling does not change; what is shown
    /// is `tabBar.isHidden`); `nil` when the stack is in no tab bar controller or before iOS 18.
    var tabBarHiddenSetting: Bool? { get }
    /// The tab bar's minimize behaviour now (UIKit, iOS 26: `tabBarMinimizeBehavior`); `nil` when the
    /// stack is in no tab bar controller or the platform has no minimizing tab bar.
    var tabBarMinimizing: TabBarMinimizing? { get }
    /// Sets the tab bar's minimize behaviour (nothing where ``tabBarMinimizing`` is `nil`).
    func setTabBarMinimizing(_ minimizing: TabBarMinimizing)

    // MARK: iOS 26 look fields

    /// A scroll view whose top edge effect shows under the bar.
    associatedtype ScrollView: AnyObject
    /// A scroll view's top edge effect settings (UIKit: its style object and `isHidden`), equal when
    /// they are the same.
    associatedtype EdgeEffect: Equatable
    /// A bar button item.
    associatedtype BarItem: AnyObject

    /// Which bar the platform draws: the rules of the iOS 26 fields depend on it.
    var barGeneration: BarGeneration { get }
    /// The page's scroll view whose top edge effect shows under the bar (UIKit: the one it names for the
    /// top edge, else its view when that is a scroll view); `nil` when it has none, its view has not
    /// loaded, or the platform has no edge effects (before iOS 26).
    func topScrollView(of page: Page) -> ScrollView?
    /// A scroll view's top edge effect now.
    func topEdgeEffect(of scrollView: ScrollView) -> EdgeEffect
    /// Shows a page's choice (soft, hard or hidden) on a scroll view's top edge effect, over `own`, the
    /// app's setting (a hidden effect keeps its style).
    func setTopEdgeEffect(_ choice: ScrollEdgeEffect, over own: EdgeEffect, on scrollView: ScrollView)
    /// Gives a scroll view's top edge effect back the app's setting.
    func restoreTopEdgeEffect(_ own: EdgeEffect, on scrollView: ScrollView)
    /// The page's own bar button items (UIKit: its left and right items and those of its item groups);
    /// none before iOS 26.
    func barItems(of page: Page) -> [BarItem]
    /// Whether an item hides the glass background it shares with its neighbours.
    func hidesSharedBackground(_ item: BarItem) -> Bool
    /// Hides (or shows again) an item's shared glass background.
    func setHidesSharedBackground(_ hides: Bool, on item: BarItem)

    // MARK: Fake bars

    /// Puts a fake bar with each look into each page, travelling with it; a field the look leaves to the
    /// system is drawn as the page's own appearances (`own`) show it, else as the app themed the bar.
    func installFakeBars(_ bars: [(page: Page, style: BarStyle, own: ItemAppearances)])
    /// Whether a fake bar on `page` draws a colour where its look leaves the background to the system:
    /// the page's own appearances (`own`) give the bar one, else the app's theme does (UIKit: a colour
    /// without a material in the appearance the real bar shows for the page).
    func fakeBarIsThemed(on page: Page, own: ItemAppearances) -> Bool
    /// Redraws one page's fake bar with a new look.
    func restyleFakeBar(of page: Page, _ style: BarStyle, own: ItemAppearances)
    /// Places the fake bars where the real bar's background is.
    func layoutFakeBars()
    /// Takes every fake bar away.
    func removeFakeBars()

    // MARK: Transitions

    /// Follows the transition the platform just started: `alongside` runs with its animation,
    /// `interactionEnded` when a finger lets go or takes hold again (with whether it is heading back),
    /// `completion` when it ends (with whether it was cancelled). Returns `false` when the animations
    /// could not be queued (no transition); `completion` may still come (UIKit: "the completions may be
    /// run even if the animations are not"), and the host ignores a completion of a transition it
    /// already ended.
    func followTransition(
        alongside: @escaping () -> Void, interactionEnded: @escaping (_ cancelled: Bool) -> Void,
        completion: @escaping (_ cancelled: Bool) -> Void
    ) -> Bool
    /// Sets up the library's own animator and interaction for an interactive transition the library's
    /// pan drives (the platform's next transition uses them).
    func beginLibraryTransition(_ plan: TransitionPlan)
    /// Moves the library's interactive transition to `progress` (0…1).
    func updateLibraryTransition(_ progress: Double)
    /// Lets the library's interactive transition run to its end (`finish`) or back to its start.
    func releaseLibraryTransition(finish: Bool)
    /// Drops the library's animator and interaction.
    func endLibraryTransition()
    /// The engine's release decision for a swipe a system recognizer drives. UIKit's recognizer decides
    /// on its own; a virtual platform follows the engine. Either way the host learns the outcome from
    /// the `completion` of ``followTransition(alongside:interactionEnded:completion:)``.
    func releaseSystemSwipe(finish: Bool)
    /// The system swipe moved to `progress`; UIKit's recognizer moves its own transition.
    func followSystemSwipe(_ progress: Double)

    // MARK: Swipes

    /// Whether the platform runs a transition now (UIKit: `transitionCoordinator` is set — a push, a
    /// pop, a rotation, a presentation).
    var isTransitioning: Bool { get }
    /// Runs `body` once the transition that just completed is wholly over (UIKit: on the main queue's
    /// next turn, after the coordinator's completions), so that the next stack change does not start
    /// inside the previous one's completion.
    func afterTransition(_ body: @escaping () -> Void)
    /// Runs `body` once the transition the platform runs now — one the host did not start: a
    /// presentation, a dismissal, a rotation — is over, on the turn after its end (UIKit: the
    /// `transitionCoordinator`'s completion, then the main queue's next turn). A stack change asked for
    /// during such a transition is dropped (radar 44091459), so the host waits with it. The host may hear
    /// `body` more than once and while the platform is still busy: it checks again.
    func whenTransitionEnds(_ body: @escaping () -> Void)
    /// Whether a recognizer is beginning or moving (its state is `.began` or `.changed`).
    func isActive(_ recognizer: Recognizer) -> Bool
    /// Whether the app left a recognizer enabled (an app turns a system swipe-back off with `isEnabled`).
    func isEnabled(_ recognizer: Recognizer) -> Bool
    /// For a system recognizer whose delegate the app replaced (`interactivePopGestureRecognizer.delegate =
    /// self`, a common snippet): that delegate's answer to `gestureRecognizerShouldBegin(_:)` now (`true`
    /// when it has no delegate or the method is not implemented). `nil` while UIKit's own delegate decides.
    func appDelegateAnswer(for recognizer: Recognizer) -> Bool?
    /// Whether UIKit's own delegate of its swipe-back recognizers refuses them on the top page for a
    /// reason the library knows and makes up for: the bar is hidden, the page hides its back button, or
    /// it has a left item of its own without `leftItemsSupplementBackButton` (the library's iOS 15 back
    /// item is one). Any other refusal is UIKit's own decision about the touch (a text selection, a row's
    /// swipe actions, a control), which the library's pan respects.
    var systemSwipeRefusalIsKnown: Bool { get }
    /// Loads a page's view if it has not loaded (UIKit: `loadViewIfNeeded()`, which runs the page's
    /// `viewDidLoad`, where apps make their bar button items and scroll views).
    func loadViewIfNeeded(_ page: Page)
    /// Whether a page's view has loaded (its `viewDidLoad` ran).
    func isViewLoaded(_ page: Page) -> Bool
    /// The system swipe recognizer that is beginning or moving now, if one is.
    var activeSystemSwipe: SwipeRole? { get }
    /// Cancels the system's swipe recognizers' gestures (and with them the pop they started).
    func cancelSystemSwipes()
    /// The horizontal scroll state of the content under `point` on a page.
    func contentScroll(at point: TouchPoint, on page: Page) -> ContentScroll
    /// The gestures of the content under `point` on a page that a full-screen swipe must leave alone
    /// (UIKit: a row with swipe actions on the side the swipe reveals, a control, a map, a web view with
    /// its own swipe). `towardBack`: the swipe moves toward the back edge (a swipe-back, which reveals
    /// a row's leading actions); else toward the trailing edge (an interactive push, which reveals its
    /// trailing actions and swipe-to-delete).
    func contentGestures(at point: TouchPoint, on page: Page, towardBack: Bool) -> Set<ContentGesture>
    /// The width swipes are measured on, and the layout direction.
    var screen: (width: Double, direction: LayoutDirection) { get }
    /// Whether the platform has a system swipe-back from anywhere in the content (iOS 26).
    var hasSystemContentSwipe: Bool { get }
    /// Becomes the swipe recognizers' gate again if the app replaced it.
    func reclaimSwipeRecognizers()

    // MARK: The controller's delegate

    /// Which animator methods the app's own delegate of the controller implements (UIKit:
    /// `navigationController(_:animationControllerFor:from:to:)`, `…interactionControllerFor:`): the app
    /// brings custom transitions. Read from the app's delegate alone, never from the host (the host
    /// may be in the middle of being made when the platform answers).
    var appDelegateAnimatorMethods: AnimatorMethods { get }
    /// Which animator methods the platform's delegate offered when it was last set. UIKit asks
    /// `responds(to:)` then and keeps the answers; while its delegate offers the animation method, its
    /// swipe-back recognizers never begin, and it asks the delegate for the animator of every transition.
    var delegateOfferedAnimatorMethods: AnimatorMethods { get }
    /// Sets the platform's delegate again (UIKit: `nil`, then the library's delegate), offering these
    /// animator methods; the platform asks it again everything it offers (the app's delegate's
    /// orientation methods too).
    func setDelegate(offering methods: AnimatorMethods)

    // MARK: Back, web views, events

    /// Runs a page's confirmation and calls `answer` with its answer.
    func askToLeave(_ page: Page, answer: @escaping (Bool) -> Void)
    /// Cancels a page's confirmation that is still asking (its page left the stack): UIKit cancels the
    /// `ask()` Task, which the built-in alert answers by dismissing itself. `answer` still runs once.
    func stopAsking(_ page: Page)
    /// Watches whether a page's web view can go back; `nil` when the page has no web view to watch.
    /// Watching stops when the returned token is released.
    func observeWebHistory(of page: Page, report: @escaping (Bool) -> Void) -> AnyObject?
    /// Goes back one page in a page's web view.
    func goBackInWebView(of page: Page)
    /// Runs a page's swipe callback: its swipe-back callbacks for a `.pop`, its swipe-forward (interactive
    /// push) callbacks for a `.push`.
    func runSwipeCallback(_ phase: SwipePhase, of kind: TransitionKind, on page: Page)
    /// Runs an operation's completion.
    func complete(_ completion: Completion)
    /// Runs an operation's failure with the reason.
    func fail(_ failure: Failure, _ error: NavigationError)
    /// Tells the app about an event, after the host handled it.
    func deliver(_ event: NavigationEvent)

    // MARK: Presentation

    /// Whether the presented controller that holds the stack refuses a pull-down before the sheet moves
    /// (UIKit: its `isModalInPresentation`); `false` when the stack is not presented.
    var isModalInPresentation: Bool { get }
    /// Sets it (UIKit: on `presentationController.presentedViewController`).
    func setModalInPresentation(_ modal: Bool)
    /// Whether a page of the stack set `isModalInPresentation` itself (apps set it on the page inside the
    /// navigation controller: "the presentation hosting the view controller" is forced modal): the app
    /// keeps the sheet then, and no back handler decides the pull-down.
    var pageKeepsSheet: Bool { get }
    /// Dismisses the presented stack (UIKit: `presentingViewController.dismiss(animated: true)`), runs
    /// `began` once the dismissal has started (UIKit: right after `dismiss(animated:)` returns, when the
    /// presenting controller's `transitionCoordinator` exists) and `completion` once the stack is gone.
    func dismissPresentation(began: @escaping () -> Void, completion: @escaping () -> Void)
    /// Tells the app's own presentation-controller delegate what happens to the stack (UIKit:
    /// `presentationControllerWillDismiss(_:)`, `presentationControllerDidDismiss(_:)`); nothing when it
    /// has none, does not implement the method, or is not the app's (SwiftUI's own, whose state the
    /// dismissal already changes).
    func tellAppPresentationDelegate(_ call: PresentationDelegateCall)
    /// Runs a page's callback for a stack the user dismissed (UIKit: `pageNavigation.dismissed`).
    func runDismissedCallback(of page: Page)
}

/// A point on the platform's screen, in the controller's coordinates.
package struct TouchPoint: Sendable {
    package var x: Double
    package var y: Double

    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// Which swipe callback of a page runs.
package enum SwipePhase: Sendable {
    case began
    /// The finger moved: the progress, 0…1 of the width.
    case progressed(Double)
    case cancelled, finished
}
