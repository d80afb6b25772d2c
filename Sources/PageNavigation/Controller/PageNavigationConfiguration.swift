#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// App-wide settings of a ``PageNavigationController``: the default look, how pushed pages inherit
/// looks, the default swipe-back mode, the back button, and the gesture geometry.
///
/// Set ``shared`` once at launch (before creating controllers), or pass a configuration to
/// ``PageNavigationController/init(rootViewController:configuration:)``.
@MainActor
public struct PageNavigationConfiguration {
    /// The look of a page that declares nothing, and the start of every look under ``/PageNavigationCore/InheritancePolicy/default``.
    public var defaultBar: BarStyle
    /// Whether a pushed page starts from ``defaultBar`` (``/PageNavigationCore/InheritancePolicy/default``, the default) or
    /// from the look of the page it was pushed from (``/PageNavigationCore/InheritancePolicy/inherit``).
    public var inheritance: InheritancePolicy
    /// The swipe-back mode of pages that do not choose one (`viewController.pageNavigation.popGesture == nil`);
    /// `nil` (the default) keeps the system's: from anywhere in the content on iOS 26 and later, where
    /// a plain `UINavigationController` has a content swipe-back, and from the back edge before.
    public var popGesture: PopGestureMode?
    /// The back button's image and title.
    public var backButton: BackButtonStyle
    /// The width, in points, of the back-edge region (and of the trailing-edge region for interactive push).
    public var edgeWidth: Double
    /// How long the library's own interactive transitions take when they run without a finger, in seconds.
    public var transitionDuration: Double
    /// The title of the keyboard's back shortcut (⌘[) in the iPad shortcut overlay; by default UIKit's own
    /// generic back title in the user's language ("Back"), which is also the back menu's fallback title.
    public var backKeyCommandTitle = SystemStrings.back
    /// The progress (0…1 of the width) at or beyond which a slow release finishes a swipe the library
    /// drives (full-screen swipe-back before iOS 26, interactive push); pages may choose their own
    /// (``PageOptions/finishProgress``). FSPNavigationController-style apps use 0.33.
    public var finishProgress = 0.5
    /// The progress at or beyond which a slow release finishes an interactive push, or `nil` for
    /// ``finishProgress``; pages may choose their own (``PageOptions/pushFinishProgress``).
    /// GKNavigationBarSwift-style apps use 0.3 here and keep 0.5 for the swipe-back.
    public var pushFinishProgress: Double?
    /// Where the interactive push of pages that do not choose starts (``PageOptions/pushGesture``):
    /// ``/PageNavigationCore/PushGestureMode/edge`` by default.
    public var pushGesture = PushGestureMode.edge
    /// The release velocity, in points per second, beyond which such a swipe finishes (or, the other
    /// way, cancels) whatever its progress; pages may choose their own (``PageOptions/finishVelocity``).
    public var finishVelocity = 500.0
    /// Whether a swipe-back on the root page of a presented stack (a sheet or full screen) dismisses the
    /// presentation, through the root page's back handler (`deny` keeps it, `confirm` asks first). Off by
    /// default: the swipe is refused on the root, as UIKit does. UIKit shows no back button on a root
    /// page, so the swipe is the way back this setting adds. The sheet's pull-down always goes through
    /// the top page's back handler, whatever this says.
    public var rootSwipeDismisses = false

    /// Creates a configuration; every parameter defaults to the design's values.
    public init(
        defaultBar: BarStyle = .standard, inheritance: InheritancePolicy = .default, popGesture: PopGestureMode? = nil,
        backButton: BackButtonStyle = BackButtonStyle(), edgeWidth: Double = 20, transitionDuration: Double = 0.35
    ) {
        self.defaultBar = defaultBar
        self.inheritance = inheritance
        self.popGesture = popGesture
        self.backButton = backButton
        self.edgeWidth = edgeWidth
        self.transitionDuration = transitionDuration
    }

    /// The configuration controllers created without one use (including those from storyboards).
    public static var shared = PageNavigationConfiguration()

    /// The engine's configuration for a screen of `width` points laid out in `direction`, on a platform
    /// that has (or has not) a system content swipe-back.
    func engineConfiguration(width: Double, direction: LayoutDirection, hasContentSwipe: Bool)
        -> NavigationConfiguration
    {
        var configuration = NavigationConfiguration(
            inheritance: inheritance, defaultBar: defaultBar,
            popGesture: popGesture ?? .system(hasContentSwipe: hasContentSwipe),
            geometry: SwipeGeometry(
                screenWidth: width, edgeWidth: edgeWidth, direction: direction, velocityThreshold: finishVelocity,
                progressThreshold: finishProgress, pushProgressThreshold: pushFinishProgress
            ),
            transitionDuration: transitionDuration
        )
        configuration.pushGesture = pushGesture
        configuration.rootSwipeDismisses = rootSwipeDismisses
        return configuration
    }
}

extension PageNavigationConfiguration {
    /// The engine's configuration that a controller with these settings runs, for a screen of
    /// `screenWidth` points laid out in `layoutDirection`: hand it to `NavigationSimulator` so that an
    /// app's tests run its pages under the app's own settings.
    ///
    /// ```swift
    /// let simulator = try NavigationSimulator(
    ///     configuration: AppNavigation.configuration.navigationConfiguration(),
    ///     pages: [LoginViewController.self, HomeViewController.self], root: LoginViewController.self
    /// )
    /// ```
    ///
    /// - Parameters:
    ///   - screenWidth: the width swipes are measured in (the default is an iPhone's, 390 points).
    ///   - layoutDirection: the layout direction.
    ///   - systemContentSwipe: whether the platform has iOS 26's swipe-back from anywhere in the content;
    ///     it decides the swipe mode when ``popGesture`` is `nil`.
    public func navigationConfiguration(
        screenWidth: Double = 390, layoutDirection: LayoutDirection = .leftToRight, systemContentSwipe: Bool = false
    ) -> NavigationConfiguration {
        engineConfiguration(width: screenWidth, direction: layoutDirection, hasContentSwipe: systemContentSwipe)
    }
}

/// The look of the back button, app-wide.
@MainActor
public struct BackButtonStyle {
    /// The back indicator image (the chevron); `nil` keeps the system's. On iOS 26 it sits inside the
    /// button's glass circle, which cannot be removed: use a glyph-only template image (an SF Symbol, or
    /// `withRenderingMode(.alwaysTemplate)`) about the system chevron's size, 17–24 points tall with no
    /// padding; a debug build prints a message once per image drawn as it is.
    public var image: UIImage?
    /// What the back button says.
    public var title: BackButtonTitle

    /// Creates a back button style; the defaults keep the system's look.
    public init(image: UIImage? = nil, title: BackButtonTitle = .system) {
        self.image = image
        self.title = title
    }
}

/// What the back button says.
public enum BackButtonTitle: Hashable, Sendable {
    /// The system's choice: the previous page's title, a generic "Back", or nothing, as space allows.
    case system
    /// Only the back indicator (chevron), no text.
    case minimal
    /// This text.
    case text(String)
}
#endif
