import PageNavigationCore

/// A tab bar controller without a screen: the tabs it holds, the one selected, and the settings of the
/// whole controller that every tab's stack shares.
///
/// UIKit keeps `isTabBarHidden` and `tabBarMinimizeBehavior` on the `UITabBarController`
/// (UITabBarController.h, iOS 18 and iOS 26), not on a tab: what one tab's stack writes is what the next
/// selected tab finds. Selecting a tab (``select(_:)``) tells the leaving tab's stack it disappears
/// (`viewWillDisappear(_:)`), lays the tab bar out for the arriving tab (hidden when its stack's
/// `hidesBottomBarWhenPushed` rule or the app's setting hides it), then tells the arriving stack that it
/// appears (`viewWillAppear(_:)`): a write of the arriving stack's there wins over that layout (assumed,
/// UIKitBehavior row 45). A tab without a stack (a plain page) shows the tab bar as the app's setting says.
public final class VirtualTabBarController {
    /// Whether the tab bar is hidden (`tabBar.isHidden`, what is shown).
    public internal(set) var tabBarHidden = false
    /// The app's setting (`isTabBarHidden`, iOS 18): only `setTabBarHidden(_:animated:)` changes it.
    public internal(set) var tabBarHiddenSetting = false
    /// The tab bar's minimize behaviour (`tabBarMinimizeBehavior`, iOS 26): the app's own setting (set it
    /// to model one), or a page's choice while that page is on top.
    public var minimizeBehavior: TabBarMinimizing = .automatic
    /// The index of the tab shown (`selectedIndex`).
    public private(set) var selectedIndex = 0
    /// The tabs, in order; a tab without a platform is a plain page.
    private var tabs: [Tab] = []

    /// A tab: a stack's platform (held weakly: the platform holds its tab bar controller), or a plain page.
    private struct Tab {
        weak var platform: VirtualPlatform?
    }

    /// Makes a tab bar controller without tabs.
    public init() {}

    /// How many tabs the controller holds.
    public var tabCount: Int { tabs.count }

    /// Adds a tab holding a plain page (no navigation controller); returns its index.
    @discardableResult
    public func addPlainTab() -> Int {
        tabs.append(Tab(platform: nil))
        return tabs.count - 1
    }

    /// Adds `platform`'s stack as a tab (``VirtualPlatform/embed(in:)``); returns its index.
    func add(_ platform: VirtualPlatform) -> Int {
        tabs.append(Tab(platform: platform))
        if tabs.count == 1 { layOut() }
        return tabs.count - 1
    }

    /// Whether `platform`'s stack is the tab shown.
    func isSelected(_ platform: VirtualPlatform) -> Bool {
        tabs.indices.contains(selectedIndex) && tabs[selectedIndex].platform === platform
    }

    /// Whether UIKit's `hidesBottomBarWhenPushed` rule hides the tab bar for the tab shown now.
    var systemHides: Bool {
        guard tabs.indices.contains(selectedIndex), let platform = tabs[selectedIndex].platform else { return false }
        return TabBarVisibility.systemRule(for: platform.pages.map(\.core.settings)) == .hidden
    }

    /// The user taps a tab, or the app sets `selectedIndex` (a deep link): the leaving tab's stack
    /// disappears, UIKit lays the tab bar out for the arriving tab, and the arriving stack appears, so
    /// what it writes then (a page's own choice, `.shown` over a flagged stack included) is what shows.
    /// An index out of range, or the tab shown, changes nothing.
    public func select(_ index: Int) {
        guard tabs.indices.contains(index), index != selectedIndex else { return }
        let leaving = tabs.indices.contains(selectedIndex) ? tabs[selectedIndex].platform : nil
        let arriving = tabs[index].platform
        leaving?.host?.stackWillDisappear()
        selectedIndex = index
        layOut()
        arriving?.host?.stackWillAppear()
    }

    /// UIKit shows the tab bar as the tab shown and the app's setting say.
    func layOut() {
        tabBarHidden = systemHides || tabBarHiddenSetting
    }
}
