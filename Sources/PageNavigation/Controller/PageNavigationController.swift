#if canImport(UIKit)
import PageNavigationCore
import PageNavigationHost
import UIKit

/// A `UINavigationController` whose pages own their bar look and their back behaviour, whose
/// swipe-back works wherever the page allows it, and whose stack can be edited safely.
///
/// The standard hierarchy stays: ``viewControllers`` holds your own view controllers and
/// `viewController.navigationController` is this controller. Configure each page through
/// `viewController.page` (``PageOptions``). The usual UIKit calls — `pushViewController(_:animated:)`,
/// `popViewController(animated:)`, `setViewControllers(_:animated:)`, … — keep working and go through the
/// same engine as the methods with completions (``push(_:animated:removing:removingCurrent:completion:failure:)``
/// and friends); operations asked for during a transition run, in order, after it.
///
/// The controller is its own `delegate`. Setting ``delegate`` (or ``navigationDelegate``) stores your
/// object, and every `UINavigationControllerDelegate` call is forwarded to it; reading ``delegate``
/// returns the controller itself, which is UIKit's real delegate.
///
/// Swipe-back: the edge swipe is the system's `interactivePopGestureRecognizer`, gated by the engine
/// (so it also works with a custom back button or a hidden bar, and never starts on the root page or
/// during a transition). Full-screen swipe-back uses, on iOS 26 and later, the system's
/// `interactiveContentPopGestureRecognizer` (gated the same way) and, before iOS 26, a pan recognizer of
/// the library's own with an animation like the system's. A swipe from the trailing edge pushes the top
/// page's ``PageOptions/nextPage``. The back button goes through `navigationItem.backAction` on iOS 16 and
/// later, and through a back item of the library's own on iOS 15. Every refused swipe is reported as
/// ``NavigationEvent/swipeRefused(_:)`` with its reason (see ``onEvent`` and ``swipeBackStatus``).
@MainActor
open class PageNavigationController: UINavigationController {
    /// The app-wide settings this controller was made with.
    public let configuration: PageNavigationConfiguration
    /// Your navigation controller delegate; every delegate call is forwarded to it. Weak.
    public weak var navigationDelegate: (any UINavigationControllerDelegate)? {
        didSet {
            forwardedOrientationSelectors = DelegateForwarding.orientationSelectors.filter {
                navigationDelegate?.responds(to: $0) ?? false
            }
            refreshDelegate()
        }
    }
    /// Called for every navigation event (pages shown and removed, swipes begun and refused, back
    /// requests, completions, refusals), after the controller handled it. Use ``viewController(for:)``
    /// to turn a ``PageID`` into a view controller.
    public var onEvent: (@MainActor (NavigationEvent) -> Void)?

    /// The shared host of the engine, over this controller as its platform.
    lazy var host: NavigationHost<UIKitPlatform> = {
        let platform = UIKitPlatform(controller: self)
        let engineConfiguration = configuration.engineConfiguration(
            width: SwipeGeometry().screenWidth, direction: .leftToRight, hasContentSwipe: platform.hasSystemContentSwipe
        )
        return NavigationHost(platform: platform, configuration: engineConfiguration)
    }()
    /// The delegate of the swipe recognizers.
    lazy var gate = SwipeGate(controller: self)
    /// The library's pan: full-screen swipe-back before iOS 26, and interactive push.
    let panRecognizer = UIPanGestureRecognizer()
    /// The orientation methods ``navigationDelegate`` implements. Read by `responds(to:)`, which is not
    /// main-actor isolated; written on the main actor only.
    nonisolated(unsafe) var forwardedOrientationSelectors: Set<Selector> = []

    /// Creates a controller whose stack holds `rootViewController`.
    ///
    /// - Parameters:
    ///   - rootViewController: the root page.
    ///   - configuration: app-wide settings; ``PageNavigationConfiguration/shared`` by default.
    public init(rootViewController: UIViewController, configuration: PageNavigationConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
        super.delegate = self
        host.start(with: [rootViewController], completion: nil)
    }

    /// Creates a controller whose stack holds `rootViewController`, with the shared configuration.
    public override convenience init(rootViewController: UIViewController) {
        self.init(rootViewController: rootViewController, configuration: .shared)
    }

    /// Creates a controller with an empty stack and the shared configuration; the first page pushed or
    /// set becomes the root.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.configuration = .shared
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        super.delegate = self
    }

    /// Creates a controller with custom bar classes and the shared configuration.
    public override init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        self.configuration = .shared
        super.init(navigationBarClass: navigationBarClass, toolbarClass: toolbarClass)
        super.delegate = self
    }

    /// Creates a controller from a storyboard or nib, with the shared configuration.
    public required init?(coder: NSCoder) {
        self.configuration = .shared
        super.init(coder: coder)
        super.delegate = self
    }

    /// Adopts the stack a storyboard gave the controller, before anything else can push onto it.
    /// (UIKit declares `awakeFromNib()` nonisolated; nibs and storyboards load on the main thread.)
    open override func awakeFromNib() {
        super.awakeFromNib()
        MainActor.assumeIsolated { host.adoptPlatformStack() }
    }

    /// Installs the swipe recognizers and adopts a stack that UIKit loaded on its own (storyboards).
    open override func viewDidLoad() {
        super.viewDidLoad()
        installGestures()
        host.adoptPlatformStack()
    }

    /// Keeps the engine's screen geometry and the fake bars in step with the view.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        host.syncScreen()
        host.platform.layoutFakeBars()
    }

    /// Installs the library's pan and becomes the gate of the system's swipe-back recognizers.
    private func installGestures() {
        panRecognizer.maximumNumberOfTouches = 1
        view.addGestureRecognizer(panRecognizer)
        gate.attach(panRecognizer, as: .pan)
        interactivePopGestureRecognizer.map { gate.attach($0, as: .edge) }
        if #available(iOS 26.0, *) {
            interactiveContentPopGestureRecognizer.map { gate.attach($0, as: .content) }
        }
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
    /// ``SwipeDecision/pop`` when it would start; ``SwipeDecision/refused(_:)`` with the reason when it
    /// would not; or what the top page's back handler would do instead (``SwipeDecision/denied``,
    /// ``SwipeDecision/confirmation``, ``SwipeDecision/webBack``). `nil` while the stack has no page.
    public var swipeBackStatus: SwipeDecision? {
        host.syncScreen()
        return host.engine?.popGestureStatus
    }

    /// Asks to go back as the back button does: the top page's back handler decides (pop, deny, confirm,
    /// web history). Use it for back buttons of your own, for example in a custom bar.
    public func requestBack() {
        host.send(.tapBack)
    }

    /// Asks to go back to `viewController`, a page below the top, as choosing it in the back button's
    /// long-press menu does: the top page's back handler decides (a web page leaves even when its web
    /// view could go back, because a page was chosen). Refused (``NavigationError/notFound``, reported
    /// to ``onEvent``) when the page is not below the top.
    public func requestBack(to viewController: UIViewController) {
        host.requestBack(.page(viewController.page.id))
    }

    /// VoiceOver's escape gesture (two-finger Z) goes back one page through the top page's back handler,
    /// like the back button. Returns `false` on the root, so that the system can try another escape
    /// (for example dismissing the screen this controller is presented in).
    open override func accessibilityPerformEscape() -> Bool {
        host.requestBack(.onePage)
    }

    /// Adds ⌘[ — "Back" in the iPad shortcut overlay — which goes back one page through the top page's
    /// back handler, taking priority over the system's own back shortcut (iOS 15+).
    open override var keyCommands: [UIKeyCommand]? {
        let commands = super.keyCommands ?? []
        guard host.backMenuPages.count > 0 else { return commands }
        let back = UIKeyCommand(
            title: configuration.backKeyCommandTitle, action: #selector(goBackFromKeyboard), input: "[", modifierFlags: .command
        )
        back.wantsPriorityOverSystemBehavior = true
        return commands + [back]
    }

    @objc private func goBackFromKeyboard() {
        host.requestBack(.onePage)
    }
}
#endif
