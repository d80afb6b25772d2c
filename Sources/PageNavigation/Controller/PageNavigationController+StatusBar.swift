#if canImport(UIKit)
import PageNavigationCore
import PageNavigationHost
import UIKit

extension PageNavigationController {
    /// The status-bar style that reads on the bar on screen (``BarStyle/statusBarContent``); when the
    /// bar does not decide (hidden, or mostly see-through), the top page's preference.
    open override var preferredStatusBarStyle: UIStatusBarStyle {
        host.displayedStyle?.statusBarContent(in: ColorScheme(traitCollection))?.statusBarStyle
            ?? topViewController?.preferredStatusBarStyle ?? .default
    }

    /// The top page decides whether the status bar hides.
    open override var childForStatusBarHidden: UIViewController? {
        topViewController
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
