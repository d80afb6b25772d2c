import PageNavigationCore
import PageNavigationHost

/// The tab bar of a tab bar controller the virtual stack is in, as UIKit moves it by itself.
///
/// UIKit hides the tab bar along a transition whose new stack has a page with
/// `hidesBottomBarWhenPushed` (``TabBarVisibility/systemRule(for:)``), and shows it again along one whose
/// new stack has none; it moves it only when its own rule changes, whatever the library wrote. A
/// cancelled transition puts the tab bar back as it was when it began, in a custom interactive pop
/// too: UIKit animates the tab bar by itself there (Apple Developer Forums thread 828318).
extension VirtualPlatform {
    /// Puts the stack in a tab bar controller: the tab bar shows as UIKit's rule says for the stack now,
    /// and the host shows the top page's own choice, if it has one.
    public func embedInTabBar() {
        tabBarHidden = TabBarVisibility.systemRule(for: pages.map(\.core.settings)) == .hidden
        host?.tabBarContainerChanged()
    }

    /// The library shows or hides the tab bar (`setTabBarHidden(_:animated:)`).
    package func setTabBarHidden(_ hidden: Bool, animated: Bool) {
        callCount += 1
        guard tabBarHidden != nil else { return }
        tabBarHidden = hidden
    }

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
        if before != after { tabBarHidden = after == .hidden }
    }
}
