#if canImport(UIKit)
import PageNavigationCore
import PageNavigationHost
import UIKit

/// A `UINavigationController` whose pages own their bar look and their back behaviour, whose
/// swipe-back works wherever the page allows it, and whose stack can be edited safely.
///
/// The standard hierarchy stays: ``viewControllers`` holds your own view controllers and
/// `viewController.navigationController` is this controller. Configure each page through
/// `viewController.pageNavigation` (``PageOptions``). The usual UIKit calls — `pushViewController(_:animated:)`,
/// `popViewController(animated:)`, `setViewControllers(_:animated:)`, … — keep working and go through the
/// same engine as the methods with completions (``push(_:animated:removing:removingCurrent:completion:failure:)``
/// and friends); operations asked for during a transition run, in order, after it.
///
/// ``delegate`` is your own delegate, as on a plain `UINavigationController`: reading it returns what you
/// set, and your delegate (or a subclass that sets `delegate = self`) is called as UIKit calls its
/// delegate. UIKit's real delegate is an object of the library's, which follows each transition first;
/// nothing you implement or leave out can skip that.
///
/// Swipe-back: the edge swipe-back is the system's `interactivePopGestureRecognizer`, tied to the engine by a
/// failure requirement only, as its header asks (so it also works with a custom back button or a hidden
/// bar, never starts on the root page or during a transition, and keeps UIKit's own delegate). Full-screen
/// swipe-back uses, on iOS 26 and later, the system's
/// `interactiveContentPopGestureRecognizer` (tied the same way) and, before iOS 26, a pan recognizer of
/// the library's own with an animation like the system's. A swipe from the trailing edge pushes the top
/// page's ``PageOptions/nextPage``. The back button goes through `navigationItem.backAction` on iOS 16 and
/// later, and through a back item of the library's own on iOS 15. Every refused swipe is reported as
/// ``/PageNavigationCore/NavigationEvent/swipeRefused(_:)`` with its reason (see ``onEvent`` and ``popGestureStatus``).
@MainActor
open class PageNavigationController: UINavigationController {
    /// The app-wide settings of this controller. A change applies from the next gesture and the next
    /// page: pages in the stack keep the looks they resolved (turn full-screen swipe-back on and off
    /// app-wide by setting ``PageNavigationConfiguration/popGesture``).
    ///
    /// A controller made without a configuration (from a storyboard, or with
    /// ``init(rootViewController:)``) reads ``PageNavigationConfiguration/shared`` when it first needs it:
    /// when its view loads or its first operation runs, whichever comes first. So settings made in
    /// `scene(_:willConnectTo:options:)` reach a controller that a scene storyboard created before.
    public var configuration: PageNavigationConfiguration {
        @inline(never) get { chosenConfiguration ?? .shared }  // one copy for its many readers
        set {
            chosenConfiguration = newValue
            guard hostIsMade else { return }
            host.popGestureFollowsSystem = newValue.popGesture == nil
            host.updateConfiguration(engineConfiguration(width: SwipeGeometry().screenWidth))
        }
    }
    /// The configuration set for this controller; `nil` until it is set or first needed.
    private var chosenConfiguration: PageNavigationConfiguration?
    /// Whether ``host`` exists (it is made, and the configuration settled, on first use).
    private(set) var hostIsMade = false
    /// Your navigation controller delegate: the same as ``delegate``.
    @available(*, deprecated, renamed: "delegate", message: "delegate is your own delegate now")
    public var navigationDelegate: (any UINavigationControllerDelegate)? {
        get { delegate }
        set { delegate = newValue }
    }
    /// UIKit's delegate of the controller, which calls your ``delegate``. Lazy, as ``panRecognizer``.
    lazy var relay = NavigationDelegateRelay(controller: self)
    /// The callbacks of a library call waiting for the library's override of the overridable method it
    /// called (see `PageNavigationController+AppOverrides.swift`).
    var parkedCall: ParkedCall?
    /// Whether the library carries out a change the user started through the app's overridable methods.
    var carryingOutUserChange = false
    /// Whether a library call is inside the overridable method it called.
    var insideOverride = false
    /// Called for every navigation event (pages shown and removed, swipes begun and refused, back
    /// requests, completions, refusals), after the controller handled it. Use ``viewController(for:)``
    /// to turn a ``/PageNavigationCore/PageID`` into a view controller.
    public var onEvent: (@MainActor (NavigationEvent) -> Void)?
    /// The debug overlay of where a swipe-back may start, while ``showsSwipeOverlay`` is on.
    var swipeOverlay: SwipeOverlayView?

    /// The shared host of the engine, over this controller as its platform. Made on first use, which
    /// settles the configuration.
    lazy var host: NavigationHost<UIKitPlatform> = {
        chosenConfiguration = configuration
        hostIsMade = true
        let host = NavigationHost(
            platform: UIKitPlatform(controller: self),
            configuration: engineConfiguration(width: SwipeGeometry().screenWidth)
        )
        // A bar hidden before the host existed (a storyboard's "Shows Navigation Bar" unchecked) is the
        // first top page's.
        if isNavigationBarHidden { host.barHiddenByPlatform(true) }
        // UIKit makes iOS 26's content swipe recognizer with the view, after `init`: the host decides
        // the system's default mode again whenever it syncs the screen.
        host.popGestureFollowsSystem = configuration.popGesture == nil
        #if DEBUG || DebuggingToolsInRelease
        host.startDebugging()  // pages not freed, swipe-back recognizers taken over (Debugging.md)
        #endif
        return host
    }()

    /// The engine's configuration for the app-wide settings (the host keeps the screen in step).
    private func engineConfiguration(width: Double) -> NavigationConfiguration {
        var engine = configuration.engineConfiguration(
            width: width, direction: .leftToRight, hasContentSwipe: hasSystemContentSwipe)
        // iOS 26 lets the user interrupt a transition: a back tap during a push is carried out, not lost.
        engine.interruptibleTransitions = BarGeneration.running.interruptibleTransitions
        return engine
    }

    /// Whether UIKit has its own full-screen content swipe-back (iOS 26 and later).
    /// Before the view loads this is `false` without asking UIKit (whose getter might load the view while
    /// the host is being made); the host decides again when it syncs the screen.
    var hasSystemContentSwipe: Bool {
        guard isViewLoaded else { return false }
        if #available(iOS 26.0, *) { return interactiveContentPopGestureRecognizer != nil }
        return false
    }
    /// Ties the swipe recognizers to the engine: the delegate of the library's pan, the blockers of the
    /// system's recognizers.
    lazy var gate = SwipeGate(controller: self)
    /// The library's delegate of the presentation controller when the stack is presented: it asks the
    /// top page's back handler about a pull-down and forwards every call to the app's own delegate.
    lazy var presentationRelay = PresentationRelay(controller: self)
    /// How the controller dismisses the presentation it is in (a yes to a pull-down's confirmation, a
    /// swipe on the root with `rootSwipeDismisses`); `nil`: UIKit's `dismiss(animated:)` on the presented
    /// controller. A SwiftUI stack inside `.sheet` sets SwiftUI's own dismiss action, so that the sheet's
    /// binding follows.
    package var dismissesPresentation: (@MainActor () -> Void)?
    /// The library's pan: full-screen swipe-back before iOS 26, and interactive push. Lazy: UIKit's
    /// initializers may enter this class's initializers twice, and a stored recognizer made by the
    /// first entry would leak.
    lazy var panRecognizer = UIPanGestureRecognizer()

    /// Creates a controller whose stack holds `rootViewController`, with its own configuration.
    ///
    /// - Parameters:
    ///   - rootViewController: the root page.
    ///   - configuration: app-wide settings for this controller.
    public init(rootViewController: UIViewController, configuration: PageNavigationConfiguration) {
        chosenConfiguration = configuration
        super.init(nibName: nil, bundle: nil)
        start(with: rootViewController, configuration: configuration)
    }

    /// Creates a controller whose stack holds `rootViewController`, with the shared configuration.
    ///
    /// A designated initializer, as in `UINavigationController`: a subclass overrides it the usual way,
    /// calling `super.init(rootViewController:)`.
    public override init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        start(with: rootViewController, configuration: nil)
    }

    /// Creates a controller with an empty stack and the shared configuration; the first page pushed or
    /// set becomes the root.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        reinstallRelay()
    }

    /// Creates a controller with custom bar classes and the shared configuration. Pass
    /// ``PageNavigationBar`` to have debug builds name the code that writes the bar's look directly.
    public override init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(navigationBarClass: navigationBarClass, toolbarClass: toolbarClass)
        reinstallRelay()
    }

    /// Creates a controller from a storyboard or nib. Its configuration is
    /// ``PageNavigationConfiguration/shared`` as it is when the view loads (see ``configuration``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        reinstallRelay()
    }

    /// Finishes the initializers that take a root page. UIKit's initializers may re-enter
    /// `init(nibName:bundle:)`, which resets the stored properties: the configuration is set again here.
    private func start(with rootViewController: UIViewController, configuration: PageNavigationConfiguration?) {
        if let configuration { chosenConfiguration = configuration }
        reinstallRelay()
        host.start(with: [rootViewController], completion: nil)
    }

    /// Makes the delegate relay UIKit's delegate again (``NavigationDelegateRelay/reinstall()``): one copy
    /// of the lazy relay's creation for the initializers and the delegate setter.
    @inline(never)
    func reinstallRelay() { relay.reinstall() }

    /// Installs the swipe recognizers and adopts a stack that UIKit loaded on its own (storyboards).
    open override func viewDidLoad() {
        super.viewDidLoad()
        installGestures()
        observeTextEditingEnds()
        host.adoptPlatformStack()
        if #available(iOS 17.0, *) {
            // A dynamic bar background reads differently in light and dark: the status bar follows.
            registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
                (controller: PageNavigationController, _: UITraitCollection) in
                controller.setNeedsStatusBarAppearanceUpdate()
            }
        }
    }

    /// Tells the host how the stack is presented, and puts the library's relay in front of the app's own
    /// presentation-controller delegate. In a tab bar controller, the top page's own tab-bar choices show
    /// again (its tab was selected again).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presentationRelay.stackAppearing()
        host.stackWillAppear()
    }

    /// UIViewController.h: called when the view "is about to be dismissed, covered, or otherwise hidden",
    /// another tab being selected included. `isTabBarHidden` and `tabBarMinimizeBehavior` belong to the
    /// whole tab bar controller (UITabBarController.h, iOS 18 and iOS 26): the host gives the app's values
    /// back, so the tab shown next does not inherit this stack's page's choice.
    /// A full-screen presentation covering the stack calls it too, and the host keeps the page's choices
    /// under the cover: the cover is `presentedViewController` ("presented by this view controller or its
    /// nearest ancestor", UIViewController.h) and `isBeingPresented`. A sheet or alert already up (presented
    /// from the tab bar controller, so every tab's `presentedViewController`) while another tab is
    /// selected is not being presented: that tab switch gives back as any other.
    /// It also lets the stack below claim the first responder for ⌘[ once this stack's dismissal completes.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        host.stackWillDisappear(coveredByPresentation: presentedViewController?.isBeingPresented == true)
        reclaimKeyboardBelowIfDismissed()
    }

    /// Makes the top page's keyboard anchor the first responder when nothing in the window is (on the
    /// next turn), so that ⌘[ reaches the controller.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        host.claimKeyboardIfUnclaimed()
    }

    /// Tells the host the stack is no longer presented when it was dismissed (by the app or the user).
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        presentationRelay.stackDisappeared()
    }

    /// Keeps the engine's screen geometry, the fake bars and the item margins in step with the view.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        host.syncScreen()
        host.platformLaidOut()
        host.platform.layoutFakeBars()
        host.platform.layoutItemMargins()
    }

    /// Installs the library's pan and ties the system's swipe-back recognizers to the engine by failure
    /// requirements.
    private func installGestures() {
        panRecognizer.maximumNumberOfTouches = 1
        view.addGestureRecognizer(panRecognizer)
        gate.install(pan: panRecognizer)
    }

    /// The view controller of a page in (or entering) this controller's stack.
    public func viewController(for id: PageID) -> UIViewController? {
        host.registry[id]
    }

    /// Whether a transition is running or operations wait for one.
    public var isTransitioning: Bool { host.engine?.isBusy ?? false }

    /// How many operations wait for the transition in flight; they run in the order they were asked for.
    public var queuedOperationCount: Int { host.engine?.queuedOperations.count ?? 0 }

    /// What a typical swipe-back (from the back edge, in the back direction) would do now:
    /// ``/PageNavigationCore/SwipeDecision/pop`` when it would start; ``/PageNavigationCore/SwipeDecision/refused(_:)`` with the reason when it
    /// would not; or what the top page's back handler would do instead (``/PageNavigationCore/SwipeDecision/denied``,
    /// ``/PageNavigationCore/SwipeDecision/confirmation``, ``/PageNavigationCore/SwipeDecision/webBack``). `nil` while the stack has no page.
    public var popGestureStatus: SwipeDecision? {
        @inline(never) get {
            host.syncScreen()
            return host.engine?.popGestureStatus
        }
    }

    /// The former name of ``popGestureStatus``.
    @available(*, deprecated, renamed: "popGestureStatus")
    public var swipeBackStatus: SwipeDecision? { popGestureStatus }

    // MARK: Stack operations
    //
    // The stack operations with completions.
    //
    // Every accepted operation calls `completion` exactly once, when its transition ends (at once when
    // not animated). A refused operation calls `failure` with the reason, never `completion`, and changes
    // nothing. Operations asked for while a transition runs wait and run in order after it.

    /// Pushes a page; in the same transition, removes the pages that `removing` matches and, when
    /// `removingCurrent` is true, the page it is pushed from — "replace the login page with the
    /// bind-phone page" without flicker.
    ///
    /// - Parameters:
    ///   - viewController: the page to push. Refused with ``/PageNavigationCore/NavigationError/alreadyInStack`` when it is in the stack.
    ///   - animated: whether the transition animates.
    ///   - removing: pages to remove as the new page arrives; each target must match a page below the top,
    ///     never the root (``/PageNavigationCore/NavigationError/notFound``, ``/PageNavigationCore/NavigationError/cannotRemoveRoot``).
    ///   - removingCurrent: whether the page on top now leaves as well.
    ///   - completion: called once the page is on top.
    ///   - failure: called instead when the push is refused.
    open func push(
        _ viewController: UIViewController, animated: Bool = true, removing: [PageTarget] = [],
        removingCurrent: Bool = false, completion: (@MainActor () -> Void)? = nil,
        failure: (@MainActor (NavigationError) -> Void)? = nil
    ) {
        // Through `pushViewController(_:animated:)`, so that a subclass's override of it runs.
        let parked = ParkedCall(
            removing: removing, removingCurrent: removingCurrent, completion: completion, failure: failure)
        throughOverride(parked) {
            pushViewController(viewController, animated: animated)
        } direct: { call in
            enginePush(viewController, animated: animated, call)
        }
    }

    /// The library's push, with the options and callbacks its override took.
    func enginePush(_ viewController: UIViewController, animated: Bool, _ call: ParkedCall) {
        let command = NavigationCommand.push(
            viewController.corePage, animated: animated, removing: call.removing.map(\.matcher),
            removingCurrent: call.removingCurrent
        )
        perform(command, bringing: [viewController], completion: call.completion, failure: call.failure)
    }

    /// Pops the top page. Programmatic: the page's back handler is not asked.
    /// Refused with ``/PageNavigationCore/NavigationError/cannotPopRoot`` on the root page.
    open func pop(
        animated: Bool = true, completion: (@MainActor () -> Void)? = nil,
        failure: (@MainActor (NavigationError) -> Void)? = nil
    ) {
        // Through `popViewController(animated:)`, so that a subclass's override of it runs.
        throughOverride(ParkedCall(completion: completion, failure: failure)) {
            _ = popViewController(animated: animated)
        } direct: { call in
            perform(.pop(animated: animated), bringing: [], completion: call.completion, failure: call.failure)
        }
    }

    /// Pops every page above the root. Refused with ``/PageNavigationCore/NavigationError/cannotPopRoot`` when the root is on top.
    open func popToRoot(
        animated: Bool = true, completion: (@MainActor () -> Void)? = nil,
        failure: (@MainActor (NavigationError) -> Void)? = nil
    ) {
        throughOverride(ParkedCall(completion: completion, failure: failure)) {
            _ = popToRootViewController(animated: animated)
        } direct: { call in
            perform(
                .popToRoot(animated: animated), bringing: [], completion: call.completion, failure: call.failure)
        }
    }

    /// Pops to the nearest page below the top that `target` matches.
    ///
    /// - Parameters:
    ///   - target: the page, class or tag to pop to.
    ///   - fallback: what to do when no page matches: ``/PageNavigationCore/PopFallback/none`` refuses with
    ///     ``/PageNavigationCore/NavigationError/notFound``; ``/PageNavigationCore/PopFallback/pop`` pops one page instead.
    ///   - animated: whether the transition animates.
    ///   - completion: called once the target is on top.
    ///   - failure: called instead when the pop is refused.
    open func popTo(
        _ target: PageTarget, fallback: PopFallback = .none, animated: Bool = true,
        completion: (@MainActor () -> Void)? = nil, failure: (@MainActor (NavigationError) -> Void)? = nil
    ) {
        // A page: through `popToViewController(_:animated:)`, so that a subclass's override of it runs.
        guard case .page(let page) = target, fallback == .none else {
            perform(
                .popTo(target.matcher, fallback: fallback, animated: animated), bringing: [],
                completion: completion, failure: failure
            )
            return
        }
        throughOverride(ParkedCall(completion: completion, failure: failure)) {
            _ = popToViewController(page, animated: animated)
        } direct: { call in
            perform(
                .popTo(target.matcher, fallback: fallback, animated: animated), bringing: [],
                completion: call.completion, failure: call.failure)
        }
    }

    /// Removes every page `target` matches, at once and without animation. Removing the top page shows
    /// the new top at once. Refused with ``/PageNavigationCore/NavigationError/cannotRemoveRoot`` when the root matches and
    /// ``/PageNavigationCore/NavigationError/notFound`` when nothing does.
    open func remove(
        _ target: PageTarget, completion: (@MainActor () -> Void)? = nil,
        failure: (@MainActor (NavigationError) -> Void)? = nil
    ) {
        perform(.remove(target.matcher), bringing: [], completion: completion, failure: failure)
    }

    /// Removes, at once and without animation, every page any of `targets` matches — "remove the
    /// verification pages and the checkout" in one call. Refused with ``/PageNavigationCore/NavigationError/notFound`` when a
    /// target matches nothing (or `targets` is empty) and ``/PageNavigationCore/NavigationError/cannotRemoveRoot`` when one
    /// matches the root; a refusal removes nothing.
    open func remove(
        _ targets: [PageTarget], completion: (@MainActor () -> Void)? = nil,
        failure: (@MainActor (NavigationError) -> Void)? = nil
    ) {
        perform(.removeAll(targets.map(\.matcher)), bringing: [], completion: completion, failure: failure)
    }

    /// Replaces the whole stack. Pages already in the stack keep their state (and their looks); the
    /// transition is a push when the new top is new, a pop when it was in the stack. Refused with
    /// ``/PageNavigationCore/NavigationError/emptyStack`` for no pages and ``/PageNavigationCore/NavigationError/alreadyInStack`` for a page given twice.
    open func setStack(
        _ viewControllers: [UIViewController], animated: Bool = true,
        completion: (@MainActor () -> Void)? = nil, failure: (@MainActor (NavigationError) -> Void)? = nil
    ) {
        // Through `setViewControllers(_:animated:)`, so that a subclass's override of it runs.
        throughOverride(ParkedCall(completion: completion, failure: failure)) {
            setViewControllers(viewControllers, animated: animated)
        } direct: { call in
            engineSetStack(viewControllers, animated: animated, call)
        }
    }

    /// The library's stack replacement, with the callbacks its override took.
    func engineSetStack(_ viewControllers: [UIViewController], animated: Bool, _ call: ParkedCall) {
        perform(
            .setStack(viewControllers.map(\.corePage), animated: animated), bringing: viewControllers,
            completion: call.completion, failure: call.failure
        )
    }
}
#endif
