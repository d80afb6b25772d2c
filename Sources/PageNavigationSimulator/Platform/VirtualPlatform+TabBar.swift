import PageNavigationCore
import PageNavigationHost

/// The tab bar of a tab bar controller the virtual stack is in, as UIKit moves it by itself.
///
/// Two values, as in UIKit from iOS 18 (LNPopupController #570, quoting Apple): the app's setting
/// (``tabBarHiddenSetting``, `isTabBarHidden`), which only `setTabBarHidden(_:animated:)` changes, and
/// what is shown (``tabBarHidden``, `tabBar.isHidden`). A call of `setTabBarHidden(_:animated:)` sets
/// both. UIKit hides the tab bar along a transition whose new stack has a page with
/// `hidesBottomBarWhenPushed` (``TabBarVisibility/systemRule(for:)``), and along one whose new stack has
/// none shows it again unless the app's setting hides it; it moves it only when its own rule changes,
/// whatever the library wrote, and never changes the app's setting. A cancelled transition puts the
/// tab bar back as it was when it began, in a custom interactive pop too: UIKit animates the tab bar
/// by itself there (Apple Developer Forums thread 828318).
extension VirtualPlatform {
    /// Puts the stack in a tab bar controller: the tab bar shows as UIKit's rule and the app's setting
    /// say for the stack now, and the host shows the top page's own choice, if it has one.
    public func embedInTabBar() {
        let rule = TabBarVisibility.systemRule(for: pages.map(\.core.settings))
        tabBarHidden = rule == .hidden || appTabBarHidden
        host?.tabBarContainerChanged()
    }

    /// The app calls `setTabBarHidden(_:animated:)` itself: its setting and what is shown are `hidden`.
    /// Nothing while the stack is in no tab bar controller.
    public func appSetsTabBarHidden(_ hidden: Bool) {
        guard tabBarHidden != nil else { return }
        appTabBarHidden = hidden
        tabBarHidden = hidden
    }

    /// The library shows or hides the tab bar (`setTabBarHidden(_:animated:)`): the app's setting too.
    package func setTabBarHidden(_ hidden: Bool, animated: Bool) {
        callCount += 1
        guard tabBarHidden != nil else { return }
        appTabBarHidden = hidden
        tabBarHidden = hidden
    }

    /// The tab bar controller's own hidden setting (`isTabBarHidden`), `nil` in no tab bar controller.
    public var tabBarHiddenSetting: Bool? { tabBarHidden == nil ? nil : appTabBarHidden }

    /// The tab bar's minimize behaviour (iOS 26), `nil` in no tab bar controller.
    package var tabBarMinimizing: TabBarMinimizing? { tabBarHidden == nil ? nil : tabBarMinimizeBehavior }

    package func setTabBarMinimizing(_ minimizing: TabBarMinimizing) {
        callCount += 1
        tabBarMinimizeBehavior = minimizing
    }

    /// UIKit moves the tab bar for the new stack when its own rule changed from `previous`'s.
    func systemMovesTabBar(from previous: [VirtualPage]) {
        guard tabBarHidden != nil else { return }
        let before = TabBarVisibility.systemRule(for: previous.map(\.core.settings))
        let after = TabBarVisibility.systemRule(for: pages.map(\.core.settings))
        if before != after { tabBarHidden = after == .hidden || appTabBarHidden }
    }
}
