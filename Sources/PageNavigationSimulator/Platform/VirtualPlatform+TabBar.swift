import PageNavigationCore
import PageNavigationHost

/// The tab bar of a tab bar controller the virtual stack is in, as UIKit moves it by itself.
///
/// Two values, as in UIKit from iOS 18 (LNPopupController #570, quoting Apple): the app's setting
/// (``tabBarHiddenSetting``, `isTabBarHidden`), which only `setTabBarHidden(_:animated:)` changes, and
/// what is shown (``tabBarHidden``, `tabBar.isHidden`). UIKit hides the tab bar along a transition whose
/// new stack has a page with `hidesBottomBarWhenPushed` (``TabBarVisibility/systemRule(for:)``), and
/// along one whose new stack has none shows it again unless the app's setting hides it; it moves it only
/// when its own rule changes, whatever the library wrote, and never changes the app's setting. A call of
/// `setTabBarHidden(_:animated:)` sets both, over a flagged stack too. (A report says that from iOS 18
/// beta 5 the bottom bar can no longer be brought back after such a push, LNPopupController #570; it is
/// unconfirmed and not modelled: the device check of UIKitBehavior row 22 decides.) A cancelled
/// transition puts the tab bar back as it was when it began, in a custom interactive pop too: UIKit
/// animates the tab bar by itself there (Apple Developer Forums thread 828318). Both settings belong to
/// the whole tab bar controller (``VirtualTabBarController``), shared by every tab's stack.
extension VirtualPlatform {
    /// Puts the stack in a tab bar controller of its own, as its only tab: the tab bar shows as UIKit's
    /// rule and the app's setting say for the stack now, and the host shows the top page's own choice, if
    /// it has one.
    public func embedInTabBar() {
        let controller = VirtualTabBarController()
        controller.minimizeBehavior = tabBarMinimizeBehavior
        embed(in: controller)
    }

    /// Adds the stack as the next tab of `controller`, which may hold other stacks' tabs: the stack shares
    /// its tab bar and settings. The first tab added is the one shown; the host shows the top page's own
    /// choice only while its tab is shown.
    public func embed(in controller: VirtualTabBarController) {
        tabBarController = controller
        _ = controller.add(self)
        if controller.isSelected(self) { host?.tabBarContainerChanged() }
    }

    /// The app calls `setTabBarHidden(_:animated:)` itself: its setting and what is shown are `hidden`.
    /// Nothing while the stack is in no tab bar controller.
    public func appSetsTabBarHidden(_ hidden: Bool) {
        guard let tabBarController else { return }
        tabBarController.tabBarHiddenSetting = hidden
        tabBarController.tabBarHidden = hidden
    }

    /// The library shows or hides the tab bar (`setTabBarHidden(_:animated:)`): the app's setting too.
    package func setTabBarHidden(_ hidden: Bool, animated: Bool) {
        callCount += 1
        appSetsTabBarHidden(hidden)
    }

    /// The tab bar controller's own hidden setting (`isTabBarHidden`), `nil` in no tab bar controller.
    public var tabBarHiddenSetting: Bool? { tabBarController?.tabBarHiddenSetting }

    /// The tab bar's minimize behaviour (iOS 26), `nil` in no tab bar controller.
    package var tabBarMinimizing: TabBarMinimizing? { tabBarController?.minimizeBehavior }

    package func setTabBarMinimizing(_ minimizing: TabBarMinimizing) {
        callCount += 1
        tabBarMinimizeBehavior = minimizing
    }

    /// UIKit moves the tab bar for the new stack when its own rule changed from `previous`'s; a stack in
    /// a tab not shown moves nothing.
    func systemMovesTabBar(from previous: [VirtualPage]) {
        guard let tabBarController, tabBarController.isSelected(self) else { return }
        let before = TabBarVisibility.systemRule(for: previous.map(\.core.settings))
        let after = TabBarVisibility.systemRule(for: pages.map(\.core.settings))
        if before != after { tabBarController.tabBarHidden = after == .hidden || tabBarController.tabBarHiddenSetting }
    }
}
