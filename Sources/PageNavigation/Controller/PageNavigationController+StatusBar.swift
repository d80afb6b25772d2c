#if canImport(UIKit)
import PageNavigationCore
import PageNavigationHost
import UIKit

extension PageNavigationController {
    /// The status-bar style that reads on the bar on screen (``/PageNavigationCore/BarStyle/statusBarContent``); under a
    /// visible system bar, the bar's own (`barStyle`), as a plain `UINavigationController` does, which does
    /// not ask the top page there; when the bar does not decide (hidden, or mostly see-through), the top
    /// page's preference. See ``/PageNavigationCore/BarStyle/statusBarDecider(in:)``.
    open override var preferredStatusBarStyle: UIStatusBarStyle {
        switch host.displayedStyle?.statusBarDecider(in: ColorScheme(traitCollection)) ?? .page {
        case .content(let content): content.statusBarStyle
        case .bar: navigationBar.barStyle == .black ? .lightContent : .default
        case .page: Self.statusBarDecider(from: topViewController)?.preferredStatusBarStyle ?? .default
        }
    }

    /// Before iOS 17 (where the controller registers for appearance changes instead): a dynamic bar
    /// background reads differently in light and dark, so the status bar follows an appearance change.
    @available(iOS, deprecated: 17.0, message: "iOS 17 and later use registerForTraitChanges")
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if #unavailable(iOS 17.0), traitCollection.userInterfaceStyle != previousTraitCollection?.userInterfaceStyle {
            setNeedsStatusBarAppearanceUpdate()
        }
    }

    /// The top page decides whether the status bar hides.
    open override var childForStatusBarHidden: UIViewController? {
        topViewController
    }
}

extension PageNavigationController {
    /// The view controller whose preference decides: `page`, or the child it delegates to
    /// (`childForStatusBarStyle`), to the end of the chain.
    static func statusBarDecider(from page: UIViewController?) -> UIViewController? {
        var decider = page
        while let child = decider?.childForStatusBarStyle, child !== decider { decider = child }
        return decider
    }
}

extension StatusBarContent {
    /// The UIKit status-bar style for this content colour.
    var statusBarStyle: UIStatusBarStyle {
        switch self {
        case .dark: .darkContent
        case .light: .lightContent
        }
    }
}
#endif
