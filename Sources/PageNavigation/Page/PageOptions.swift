#if canImport(UIKit)
import PageNavigationCore
import PageNavigationHost
import UIKit

/// Everything one page declares about its bar and its back behaviour: `viewController.pageNavigation`.
///
/// Set the options before pushing the page or at any time while it lives; changes reach the
/// navigation engine at once (use ``update(animated:_:)`` to change several at a time). Each view
/// controller has exactly one `PageOptions`, created on first access; it is the only object PageNavigation
/// associates with a view controller, and it carries the page's identity (``id``). Objective-C reaches
/// the same object as `self.pageNavigation`, of class `PageNavigationOptions` (<doc:UsingFromObjectiveC>).
///
/// ```swift
/// final class ProfileViewController: UIViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         pageNavigation.bar = PartialBarStyle(backgroundColor: .systemIndigo, tintColor: .white, titleColor: .white)
///         pageNavigation.popGesture = .fullScreen
///         pageNavigation.back = .confirm { [weak self] in await self?.askToDiscardChanges() ?? true }
///     }
/// }
/// ```
@MainActor
@objc(PageNavigationOptions)
public final class PageOptions: NSObject {
    /// The page's identity in the navigation engine; stable for the life of the view controller.
    public let id: PageID

    // The getters and setters of the options stored in `stored` are out of line: each property's
    // `modify` accessor (`pageNavigation.bar.tint = …`) would otherwise carry a copy of both. A setter
    // writes its field and tells the engine (`settingsChanged()`: once, after a batch).

    /// The page's own bar fields; unset fields come from the app default, or — when the app chose
    /// ``/PageNavigationCore/InheritancePolicy/inherit`` — from the page it was pushed from. `hidden` and `alpha` never inherit.
    public var bar: PartialBarStyle {
        @inline(never) get { stored.bar }
        @inline(never) set {
            stored.bar = newValue
            settingsChanged()
        }
    }

    /// Where a swipe-back may start on this page; `nil` uses the app default
    /// (``PageNavigationConfiguration/popGesture``). ``/PageNavigationCore/PopGestureMode/fullScreen(maximumStartDistance:)``
    /// takes an optional maximum distance, in points, from the back edge.
    ///
    /// A maximum start distance must be above 0: for no limit, write `.fullScreen` (in
    /// FDFullscreenPopGesture a 0 meant "no limit"; here it would refuse every swipe). Debug builds stop
    /// at an assertion that says so.
    public var popGesture: PopGestureMode? {
        @inline(never) get { stored.popGesture }
        @inline(never) set {
            if let maximum = newValue?.unusableMaximumStartDistance {
                assertionFailure(
                    "pageNavigation.popGesture: a maximumStartDistance of \(maximum) refuses every swipe; write .fullScreen for no limit"
                )
            }
            stored.popGesture = newValue
            settingsChanged()
        }
    }

    /// The progress (0…1 of the width) at or beyond which a slow release finishes a swipe on this page;
    /// `nil` uses ``PageNavigationConfiguration/finishProgress``. It applies to the swipes the library
    /// drives (full-screen swipe-back before iOS 26, interactive push); UIKit's own edge swipe-back and iOS 26's
    /// content swipe-back decide their release themselves. A value outside 0…1 is stored clamped (it reads
    /// back clamped); a NaN is stored as `nil`.
    public var finishProgress: Double? {
        @inline(never) get { stored.finishProgress }
        @inline(never) set {
            stored.finishProgress = newValue
            settingsChanged()
        }
    }

    /// The progress at or beyond which a slow release finishes an interactive push from this page (to
    /// its ``nextPage``); `nil` uses ``finishProgress``, then
    /// ``PageNavigationConfiguration/pushFinishProgress``, then
    /// ``PageNavigationConfiguration/finishProgress``. ``finishProgress`` alone still decides the
    /// swipe-back.
    public var pushFinishProgress: Double? {
        @inline(never) get { stored.pushFinishProgress }
        @inline(never) set {
            stored.pushFinishProgress = newValue
            settingsChanged()
        }
    }

    /// Where a swipe toward the leading edge may start to push ``nextPage``: ``/PageNavigationCore/PushGestureMode/edge``
    /// (the trailing edge) or ``/PageNavigationCore/PushGestureMode/fullScreen`` (anywhere on the page, as
    /// GKNavigationBarSwift's left-swipe push); `nil` uses ``PageNavigationConfiguration/pushGesture``.
    public var pushGesture: PushGestureMode? {
        @inline(never) get { stored.pushGesture }
        @inline(never) set {
            stored.pushGesture = newValue
            settingsChanged()
        }
    }

    /// The release velocity, in points per second, beyond which a swipe on this page finishes (or, the
    /// other way, cancels); `nil` uses ``PageNavigationConfiguration/finishVelocity``. Same scope as
    /// ``finishProgress``. A negative value is stored as 0; a NaN as `nil`.
    public var finishVelocity: Double? {
        @inline(never) get { stored.finishVelocity }
        @inline(never) set {
            stored.finishVelocity = newValue
            settingsChanged()
        }
    }

    /// Whether the tab bar of the tab bar controller the stack is in shows while this page is on top;
    /// `nil` (the default) leaves it to UIKit's rule for `hidesBottomBarWhenPushed` (hidden while any page
    /// of the stack has it). The choice shows as the page arrives, follows a swipe away from it that
    /// cancels, and is given back to UIKit's rule when the page leaves, or when its stack leaves the
    /// screen (another tab is selected). The choice wins over UIKit's rule: `.shown` asks for the tab bar
    /// also above a page with `hidesBottomBarWhenPushed` (a report, LNPopupController #570, says iOS 18 may
    /// keep it hidden there; the device check of <doc:TabBarsAndSplitViews> settles it). iOS 18 and later
    /// (`setTabBarHidden(_:animated:)`); earlier versions ignore it, since their only switch,
    /// `tabBar.isHidden`, leaves the tab bar's space behind. See <doc:TabBarsAndSplitViews>.
    public var tabBar: TabBarVisibility? {
        @inline(never) get { stored.tabBar }
        @inline(never) set {
            stored.tabBar = newValue
            settingsChanged()
        }
    }

    /// When the iOS 26 tab bar minimizes while this page is on top (`UITabBarController`'s
    /// `tabBarMinimizeBehavior`); `nil` (the default) leaves the tab bar controller's own setting, which
    /// comes back when the page leaves or its stack leaves the screen. Earlier versions ignore it.
    public var tabBarMinimizing: TabBarMinimizing? {
        @inline(never) get { stored.tabBarMinimizing }
        @inline(never) set {
            stored.tabBarMinimizing = newValue
            settingsChanged()
        }
    }

    /// What the back button and the swipes do on this page. Programmatic pops bypass it.
    public var back: BackHandler = .pop {
        didSet {
            settingsChanged()
            if let owner { controller?.host.backHandlerChanged(of: owner) }
        }
    }

    /// A tag that ``PageTarget/tag(_:)`` matches. Read when the page enters a stack: set it before pushing.
    public var tag: String?

    /// The type name ``/PageNavigationCore/PageMatcher/type(_:)`` matches instead of the class name: a SwiftUI page, whose
    /// class is always its hosting controller's, is matched by the type of the value it shows. Read when
    /// the page enters a stack.
    package var typeName: String?

    /// The page a swipe from the trailing edge pushes interactively, made on demand; `nil` for none.
    public var nextPage: (@MainActor () -> UIViewController)? { didSet { settingsChanged() } }

    /// A bar of the page's own. When set, the system navigation bar hides for this page and this view
    /// is pinned to the top, leading and trailing edges of the page's view (give it a height; put its
    /// content below its `safeAreaLayoutGuide` top). It travels with the page during transitions, and
    /// stays above the cells of a page whose view is a table or collection view.
    ///
    /// The bar does not change the page's safe area (its own content sits below the status bar through
    /// it): lay the page's content out below the bar's bottom anchor, or, on a table or collection view
    /// controller, inset the content by the bar's height (`contentInset.top` or the page's
    /// `additionalSafeAreaInsets`).
    public var customBar: UIView? {
        didSet {
            settingsChanged()
            guard controller != nil, let owner else { return }
            CustomBarInstaller.remove(oldValue, from: owner)
            installCustomBar(in: owner)
        }
    }

    /// Keeps ``customBar`` in front of a scroll view page's cells while it is installed.
    private var customBarKeeper: NSKeyValueObservation?

    /// Puts ``customBar`` in `owner`'s view (once).
    func installCustomBar(in owner: UIViewController) {
        if let keeper = CustomBarInstaller.install(customBar, in: owner) {
            customBarKeeper = keeper
        } else if customBar == nil {
            customBarKeeper = nil
        }
    }

    /// Views of the page whose rightward (in right-to-left layouts, leftward) swipes are their own in a
    /// way UIKit does not let the library see: above all a `UICollectionView` with a list layout whose
    /// `UICollectionLayoutListConfiguration.leadingSwipeActionsConfigurationProvider` is set — neither
    /// the layout, its sections, the cells nor the collection view's delegate tell it back. A full-screen
    /// swipe-back (or a trackpad's) that starts on one of them beyond the edge region is theirs
    /// (``/PageNavigationCore/SwipeRefusal/content``), as on table rows with leading swipe actions, which the library finds
    /// by itself; the edge region stays swipe-back's. Held weakly; read when a swipe starts.
    ///
    /// ```swift
    /// pageNavigation.swipeActionViews = [collectionView]
    /// ```
    public var swipeActionViews: [UIView] {
        get { swipeActionViewReferences.compactMap(\.view) }
        set { swipeActionViewReferences = newValue.map(WeakViewReference.init) }
    }
    private var swipeActionViewReferences: [WeakViewReference] = []

    /// Closures run while the pop gesture swipes the page away: began, progress, cancelled, finished.
    public var onPopGesture = GestureCallbacks()

    /// Closures run while the push gesture swipes the page's ``nextPage`` in (interactive push): began,
    /// progress, cancelled, finished. They belong to the page that pushes, not to the page pushed.
    public var onPushGesture = GestureCallbacks()

    /// The former name of ``onPopGesture``.
    @available(*, deprecated, renamed: "onPopGesture")
    public var swipeBack: GestureCallbacks {
        get { onPopGesture }
        set { onPopGesture = newValue }
    }

    /// The former name of ``onPushGesture``.
    @available(*, deprecated, renamed: "onPushGesture")
    public var swipeForward: GestureCallbacks {
        get { onPushGesture }
        set { onPushGesture = newValue }
    }

    /// Runs when the user dismissed the presented stack this page is in: pulled the sheet down (and the
    /// top page's back handler let it go, or its confirmation said yes), or swiped back on the root with
    /// ``PageNavigationConfiguration/rootSwipeDismisses``. Every page of the stack hears it, the top page
    /// first: save a draft here. It does not run when the app dismisses the stack in code. The controller
    /// reports ``/PageNavigationCore/NavigationEvent/dismissed(_:)`` too.
    public var dismissed: (@MainActor () -> Void)?

    /// The page's look as the engine resolved it (its own fields over what it inherited), or `nil`
    /// while the page is in no ``PageNavigationController``.
    public var resolvedBar: BarStyle? { controller?.host.resolvedLook(of: id) }

    /// Reads the page's item again for iOS 15's back item, run when the page is about to show, after
    /// its `viewDidLoad` set its own items (`nil` on iOS 16 and later).
    var reinstallBackButton: (@MainActor () -> Void)?

    /// What the page inherited in the stack of a controller that let go of it without popping it (a
    /// collapsing split view), until the next controller took it.
    var carriedInheritance: BarStyle??

    /// The controller whose stack holds the page (or is bringing it in), if any.
    private(set) weak var controller: PageNavigationController?
    /// The view controller these options belong to.
    private weak var owner: UIViewController?
    private var batching = false

    init(id: PageID, owner: UIViewController) {
        self.id = id
        self.owner = owner
        super.init()
    }

    /// The page entered `controller`'s stack (or is being brought in).
    func link(to controller: PageNavigationController, as owner: UIViewController) {
        self.controller = controller
        self.owner = owner
    }

    /// The page left `controller`'s stack.
    func unlink(from controller: PageNavigationController) {
        if self.controller === controller { self.controller = nil }
    }

    /// Changes several options at once ("batch update"): the engine hears about them once, after
    /// `changes` returns, and the new look shows at once when the page is on top.
    ///
    /// - Parameters:
    ///   - animated: whether a change of the bar's visibility animates.
    ///   - changes: sets options on the page.
    public func update(animated: Bool = false, _ changes: (PageOptions) -> Void) {
        batching = true
        changes(self)
        batching = false
        notify(animated: animated)
    }

    /// The page's settings as the core sees them: the stored value, with what the page's handler, next
    /// page, custom bar and view controller decide. ``replaceSettings(with:)`` sets them.
    package var settings: PageSettings {
        @inline(never) get {
            var settings = stored
            settings.back = back.behavior
            settings.hasNextPage = nextPage != nil
            settings.hasCustomBar = customBar != nil
            settings.hidesBottomBar = owner?.hidesBottomBarWhenPushed ?? false
            return settings
        }
    }

    /// Replaces the stored fields with `settings`' (the back kind and the derived fields stay what the
    /// page's handler and views say). A method, not a setter of ``settings``: a package setter would
    /// bring a `modify` accessor nothing uses.
    func replaceSettings(with settings: PageSettings) {
        stored = settings
        settingsChanged()
    }

    /// The page's own settings: the one value the public properties above read and write.
    private var stored = PageSettings()

    @inline(never)
    private func settingsChanged() {
        guard !batching else { return }
        notify(animated: false)
    }

    @inline(never)
    private func notify(animated: Bool) {
        guard let controller, let owner else { return }
        controller.host.settingsChanged(of: owner, animated: animated)
    }
}

/// A view the options refer to without keeping it.
private struct WeakViewReference {
    weak var view: UIView?
}
#endif
