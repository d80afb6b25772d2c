import PageNavigationCore
import PageNavigationHost

/// A navigation controller without a screen: the platform the simulator runs the shared host on.
///
/// It follows UIKit's documented order, so that the host code a device runs is the code the simulator
/// tests. Each modelled behaviour names the documentation it follows. What it shows (its stack, the bar,
/// each page's item look and fake bar) is recorded for tests; ``callCount`` counts the calls the host
/// made that change something on screen.
public final class VirtualPlatform {
    /// The pages of the platform's stack, root first (`UINavigationController.viewControllers`).
    public internal(set) var pages: [VirtualPage] = []
    /// Whether the bar is hidden (`isNavigationBarHidden`).
    public internal(set) var isBarHidden = false
    /// The bar the app themed with `UINavigationBar.appearance()`: what the fields a look leaves to the
    /// system show in this app (at rest and in fake bars).
    public var appTheme: PartialBarStyle = .empty
    /// The tab bar controller the stack is a tab of (``embedInTabBar()``, ``embed(in:)``), or `nil`.
    public internal(set) var tabBarController: VirtualTabBarController?
    /// Whether the tab bar of the tab bar controller the stack is in is hidden (`tabBar.isHidden`, what
    /// is shown); `nil` while the stack is in no tab bar controller (``embedInTabBar()``).
    public internal(set) var tabBarHidden: Bool? {
        get { tabBarController?.tabBarHidden }
        set { if let newValue { tabBarController?.tabBarHidden = newValue } }
    }
    /// The minimize behaviour set before the stack is in a tab bar controller: the one
    /// ``embedInTabBar()`` gives the controller it makes.
    private var ownMinimizeBehavior: TabBarMinimizing = .automatic
    /// The tab bar controller's minimize behaviour (iOS 26): the app's own setting (set it to model one),
    /// or a page's choice while that page is on top.
    public var tabBarMinimizeBehavior: TabBarMinimizing {
        get { tabBarController?.minimizeBehavior ?? ownMinimizeBehavior }
        set {
            if let tabBarController {
                tabBarController.minimizeBehavior = newValue
            } else {
                ownMinimizeBehavior = newValue
            }
        }
    }
    /// The look whose tint and item margins the bar shows and from which the status bar reads.
    public internal(set) var barLook: BarStyle?
    /// The bar's own tint (`tintColor`): the one the app gave it in code (set it to model that), or the
    /// top page's while a page's tint is on the bar; `nil`: none, the window's.
    public var barTint: BarColor?
    /// The tint the app gave the bar, kept while a page's tint is on it (the UIKit layer's bookkeeping).
    var appTint = AppTintKeeper<BarColor>()
    /// How many fake bars are installed — in pages on screen or not.
    public var fakeBarCount: Int { fakeBarPages.count }
    /// Whether a transition runs on the platform (its coordinator exists), a finger holding it or not.
    public var isInTransition: Bool { transition != nil }
    /// Calls of the host that change something on screen, since the platform was made.
    public internal(set) var callCount = 0
    /// The gesture callbacks pages ran, in order, as apps set them on `pageNavigation.onPopGesture` and
    /// `pageNavigation.onPushGesture`: "PAGE back|forward began|progress P|cancelled|finished", with the
    /// progress rounded to hundredths.
    public internal(set) var gestureCallbacks: [String] = []
    /// Whether ``gestureCallbacks`` records the callbacks (on by default). A benchmark of the engine and
    /// the host turns it off: the record is the simulator's, for tests; a device runs the page's closure.
    public var recordsGestureCallbacks = true
    /// The former name of ``gestureCallbacks``.
    @available(*, deprecated, renamed: "gestureCallbacks")
    public var swipeCallbacks: [String] { gestureCallbacks }
    /// The former name of ``recordsGestureCallbacks``.
    @available(*, deprecated, renamed: "recordsGestureCallbacks")
    public var recordsSwipeCallbacks: Bool {
        get { recordsGestureCallbacks }
        set { recordsGestureCallbacks = newValue }
    }
    /// Which bar the platform draws: iOS 26's Liquid Glass (the default), or the classic bar of iOS 15–25
    /// (set it to model an earlier iOS version, where the iOS 26 look fields do nothing).
    public var barGeneration: BarGeneration = .liquidGlass
    /// The calls of the app's overridable stack methods (a subclass's `pushViewController(_:animated:)`,
    /// `popViewController(animated:)`, …) the library made for changes the user started, in order:
    /// `pushViewController:NAME`, `popViewController`, `popToViewController:NAME`,
    /// `popToRootViewController`, `setViewControllers`. (An app's own call of these methods runs its
    /// override at the call, outside the simulator.)
    public internal(set) var appOverrideCalls: [String] = []
    /// Whether the app's overrides of the stack methods decline the change (do not call `super`), as a
    /// double-push guard does.
    public var appOverridesDecline = false
    /// Whether the back button routed to the engine is a left item of the library's own, as on iOS 15,
    /// which has no `navigationItem.backAction` (set it to model iOS 15; see ``VirtualPage/leftItems``).
    public var backButtonIsLeftItem = false
    /// Whether the bar is in a window (true from the start; a test sets it to model a controller whose
    /// view is not on screen yet, as a storyboard's or one made in `init`).
    public var isBarInWindow = true
    /// Whether the transition coordinator reports the end of its transitions (`animate(alongsideTransition:)`
    /// returns `true`). When `false`, only the delegate's `didShow` tells that a transition ended.
    public var coordinatorReportsEnd = true
    /// Whether the app replaced the edge swipe recognizer's delegate with its own, which lets every
    /// swipe begin (a legacy snippet). The host takes it back at the next `willShow` or `didShow`.
    public var appReplacedEdgeDelegate = false
    /// The answer of a delegate the app installed on the edge swipe recognizer
    /// (`interactivePopGestureRecognizer.delegate = self`, returning `false` on some pages), or `nil`
    /// while UIKit's own delegate decides. The app's delegate replaces UIKit's rules (a hidden bar or a
    /// page's own left item refuse the swipe): its answer alone lets the recognizer begin.
    public var appEdgeDelegateAnswer: Bool?
    /// Whether UIKit's own delegate of its swipe-back recognizers refuses the touch for a reason of its
    /// own (a text selection handle, a row's swipe actions, a control under the finger): a model of
    /// UIKit's rules the library cannot see. The library's pan does not take such a swipe over.
    public var systemRefusesTouch = false
    /// Whether UIKit's edge swipe takes a trackpad's two-finger scroll by itself (a plain
    /// `UINavigationController` goes back on one), without the library's stand-in, which sees no scroll
    /// events, being asked. Unconfirmed on a device; `false` models the other possibility, in which only
    /// the library's pan takes scrolls.
    public var systemTakesTrackpadSwipes = false
    /// Whether pages make their bar button items and scroll view in `viewDidLoad`, as most apps do:
    /// until a page's view loads, it has none.
    public var pagesMakeContentInViewDidLoad = false
    /// The width of the region UIKit's edge swipe begins in, when it differs from the library's edge
    /// width (`nil`: the same). UIKit does not document it.
    public var systemEdgeWidth: Double?
    /// Whether the stand-in in front of iOS 26's content swipe sees a touch before the edge swipe's
    /// (UIKit does not document the order).
    public var contentStandInAskedFirst = false
    /// What the app does in a page's `viewDidLoad` (which runs as the page first appears), such as
    /// setting its `pageNavigation.bar`.
    public var pageViewDidLoad: ((VirtualPage) -> Void)?
    /// Which animator methods the controller's delegate offered
    /// (`navigationController(_:animationControllerFor:from:to:)`, `…interactionControllerFor:`) when it
    /// was last set: UIKit asks `responds(to:)` then and keeps the answers until the delegate is set
    /// again (UIKitBehavior rows 1 and 2). While it offered the animation method, UIKit's swipe-back
    /// recognizers never begin, and UIKit asks the delegate for the animator of every transition. Both
    /// until the host sets the delegate: a controller that is its own delegate and implements them, as
    /// the library's was.
    package internal(set) var delegateOfferedAnimatorMethods: AnimatorMethods = .both
    /// Whether the controller's delegate offered the animation method when it was last set (see
    /// `delegateOfferedAnimatorMethods`): UIKit's swipe-back recognizers never begin while it did.
    public var delegateOffersAnimators: Bool { delegateOfferedAnimatorMethods.contains(.animation) }
    /// The window the stack is in (its first responder, its focus system) and what is presented over
    /// the stack (key presses).
    package var keyboardState = VirtualKeyboard()
    /// How many times the controller's delegate was set (each time, UIKit asked again what it answers).
    public internal(set) var delegateSetCount = 0
    /// Which animator methods the app's own delegate of the controller implements (it brings custom
    /// transitions). Set them with ``setAppDelegate(implementsAnimators:)``, as the app sets `delegate`.
    package internal(set) var appDelegateAnimatorMethods: AnimatorMethods = []
    /// Whether the app's own delegate of the controller implements an animator method.
    public var appDelegateImplementsAnimators: Bool { !appDelegateAnimatorMethods.isEmpty }
    /// Whether the latest animated stack change ran the app's own animator (UIKit asked the delegate,
    /// which forwarded to the app's).
    public internal(set) var lastTransitionUsedAppAnimator = false
    /// How many times one of UIKit's swipe-back recognizers (edge or content) began.
    public internal(set) var systemSwipesBegan = 0
    /// Whether the controller is stuck: one of UIKit's swipe-back recognizers began, and the pop it asked
    /// for started no transition — it was refused after the recognizer began, or it began on the root page
    /// (UIKitBehavior rows 5 and 11: the next push does not appear, the back button stops working). Every
    /// stack change is dropped from then on.
    public internal(set) var isStuck = false
    /// Stack changes the host asked for while a transition ran, which UIKit drops ("… while an existing
    /// transition or presentation is occurring; the navigation stack will not be updated"), and those it
    /// asked for once the controller was stuck (``isStuck``).
    public internal(set) var droppedStackChanges = 0
    /// Whether the delegate's `didShow` runs before the transition coordinator's completion (else
    /// after it). UIKit does not document the order.
    public var didShowBeforeCompletion = true
    /// Stack changes the host made inside the delegate's `didShow` ("nested push animation can result
    /// in corrupted navigation bar", HeroTransitions/Hero #638): a transition started in UIKit's callback.
    public internal(set) var stackChangesInsideDidShow = 0
    /// How deep the platform is in calls of the delegate's `didShow`.
    var isInDidShow = 0
    /// Calls of `setNavigationBarHidden(_:animated:)` the host made that changed nothing, which make the
    /// bar's items flicker or appear late on iOS 26.
    public internal(set) var unchangedBarHiddenCalls = 0
    /// How the stack is presented now (`presentingViewController` and the presentation style): a sheet
    /// the user can pull down, full screen, or not at all.
    package internal(set) var presentation: StackPresentation = .none
    /// The presented controller's `isModalInPresentation`: set it to model the app's own value.
    package var isModalInPresentation = false
    /// Whether a page of the stack set `isModalInPresentation` itself (the app's own, on a page inside the
    /// navigation controller): set it to model that. UIKit keeps the sheet and calls only
    /// `presentationControllerDidAttemptToDismiss(_:)`.
    package var pageKeepsSheet = false
    /// The app's own presentation-controller delegate (`presentationController?.delegate`), which the
    /// library's relay forwards to; `nil` when the app set none.
    package var appPresentationDelegate: VirtualPresentationDelegate?
    /// The pages whose `pageNavigation.dismissed` callback ran, in order (instance names).
    package internal(set) var dismissedCallbacks: [String] = []
    /// How many times the host dismissed the stack itself (`dismiss(animated:)`).
    package internal(set) var dismissCalls = 0
    /// Whether a dismissal the host started is under way (UIKit: the presenting controller has a
    /// transition coordinator for it).
    var dismissalInFlight = false
    /// The platform transition in flight, if any.
    var transition: VirtualTransition?
    /// The virtual time, in seconds: the simulator's clock, and within a step the moment a transition ended.
    var now: Double = 0
    /// What the host asked to run at a later virtual time (the debugging tools' grace periods).
    var timers: [VirtualTimer] = []
    /// What the debugging tools reported (pages not freed, swipe-back recognizers taken over), in order.
    public internal(set) var diagnostics: [NavigationDiagnostic] = []
    /// What the host asked to run once the transition that just completed is over.
    var afterTransitionBodies: [() -> Void] = []
    /// The pages that carry a fake bar, as the UIKit layer keeps its fake bar views: a page that
    /// left the stack keeps its bar until the host removes the fake bars.
    var fakeBarPages: [VirtualPage] = []
    /// Pages that left the stack in the transition in flight and are still on screen.
    var leavingPages: [VirtualPage] = []
    /// Whether the library set up its own animator for the next transition.
    var libraryTransitionPending = false
    /// Whether the system has a content swipe-back (iOS 26). UIKit makes its recognizer with the
    /// controller's view: a test may set it later to model a view that loads after `init`.
    public internal(set) var hasContentSwipe: Bool
    /// The screen.
    var width: Double
    var direction: LayoutDirection
    let duration: Double
    /// The recognizers: the system's edge swipe, the system's content swipe (iOS 26) and the library's pan.
    let edge = VirtualRecognizer(role: .edge)
    let content = VirtualRecognizer(role: .content)
    let pan = VirtualRecognizer(role: .pan)

    weak var host: NavigationHost<VirtualPlatform>?
    /// Makes the page a page declares as next.
    var nextPage: (VirtualPage) -> VirtualPage? = { _ in nil }
    /// Receives every event after the host handled it, and every completion label.
    var record: (String?, NavigationEvent?) -> Void = { _, _ in }

    init(configuration: NavigationConfiguration, hasContentSwipe: Bool) {
        width = configuration.geometry.screenWidth
        direction = configuration.geometry.direction
        duration = configuration.transitionDuration
        self.hasContentSwipe = hasContentSwipe
    }
}

/// A transition of the virtual platform, as `UIViewControllerTransitionCoordinator` describes one.
struct VirtualTransition {
    /// The stack before the transition: a cancel brings it back.
    var previous: [VirtualPage]
    /// Whether a finger drives it (`isInteractive`).
    var interactive: Bool
    /// Whether the library's pan and animator drive it (else UIKit's own animation or swipe).
    var library: Bool
    /// How far it has gone toward its end, 0…1 (`percentComplete`).
    var progress: Double
    /// Where it heads once no finger holds it: `true` to its end, `false` back to its start; `nil` while
    /// a finger holds it.
    var finishing: Bool?
    /// What the host asked to run alongside, when the finger lets go, and at the end.
    var alongside: (() -> Void)?
    var interactionEnded: ((Bool) -> Void)?
    var completion: ((Bool) -> Void)?
    /// Whether the platform runs it on its own (a presentation, a rotation): not a stack change.
    var platformOwn = false
    /// Whether the tab bar was hidden when the transition began: a cancel puts it back.
    var tabBarHiddenAtStart: Bool?
}
