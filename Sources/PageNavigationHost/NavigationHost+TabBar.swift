import PageNavigationCore

extension NavigationHost {
    /// Shows the tab bar as it is while `id` is on top: the page's own choice (``PageSettings/tabBar``),
    /// written on the platform; for a page without one, UIKit's own rule, which UIKit carries out by
    /// itself (`hidesBottomBarWhenPushed`) on top of the app's own setting (`isTabBarHidden`, iOS 18).
    /// Before its first write the host reads the app's setting; it gives exactly that back once no page's
    /// choice shows, and writes nothing for pages without a choice otherwise. Where UIKit's rule hides
    /// the tab bar over an app setting that shows it, the host keeps it hidden and gives the app's setting
    /// back when the rule no longer hides it (a write of the app's value would show the bar over a
    /// flagged page). A page's own choice wins over UIKit's rule, `.shown` over a flagged stack included
    /// (UIKitBehavior row 22: a report says iOS 18 may refuse that; a device check settles it). Called as
    /// a transition starts (the arriving page), as a finger lets go of a swipe that cancels (the staying
    /// page), when the screen settles and when the stack appears again; nothing while the stack is off
    /// screen (another tab is shown), where the tab bar controller's settings are another stack's.
    func showTabBar(for id: PageID, animated: Bool) {
        guard !tabBar.offScreen, let page = registeredPage(id) else { return }
        showTabBarMinimizing(platform.corePage(of: page).settings.tabBarMinimizing)
        let own = platform.corePage(of: page).settings.tabBar
        if let own {
            if tabBar.appHidden == nil {
                // No tab bar controller, or no switch of its own before iOS 18: nothing to show.
                guard let setting = platform.tabBarHiddenSetting else { return }
                tabBar.appHidden = setting
            }
            platform.setTabBarHidden(own == .hidden, animated: animated)
        } else if let appHidden = tabBar.appHidden {
            let rule = TabBarVisibility.systemRule(for: stackSettings(through: id))
            let hidden = appHidden || rule == .hidden
            platform.setTabBarHidden(hidden, animated: animated)
            if hidden == appHidden { tabBar.appHidden = nil }
        }
    }

    /// Shows a page's choice of the tab bar's minimize behaviour, keeping the tab bar controller's own
    /// setting; without a choice, gives that setting back.
    private func showTabBarMinimizing(_ choice: TabBarMinimizing?) {
        guard let current = platform.tabBarMinimizing else { return }
        if let choice {
            if tabBar.appMinimizing == nil { tabBar.appMinimizing = current }
            if current != choice { platform.setTabBarMinimizing(choice) }
        } else if let own = tabBar.appMinimizing {
            tabBar.appMinimizing = nil
            if current != own { platform.setTabBarMinimizing(own) }
        }
    }

    /// The settings of the stack as it is while `id` is on top: the pages up to it when it is in the
    /// engine's stack (a pop's target), else the stack with it pushed.
    private func stackSettings(through id: PageID) -> [PageSettings] {
        guard var ids = enginePageIDs else { return [] }
        if let index = ids.firstIndex(of: id) { ids = Array(ids[...index]) } else { ids.append(id) }
        // The pages' settings now (an app may change a page's choice while it is in the stack).
        // A loop, as every other over the platform's pages: no generic `map` and closure.
        var settings: [PageSettings] = []
        for page in registeredPages(ids) { settings.append(platform.corePage(of: page).settings) }
        return settings
    }
}

extension NavigationHost {
    /// The stack moved into (or out of) a tab bar controller: the top page's own choice shows on its
    /// tab bar now.
    package func tabBarContainerChanged() {
        tabBar.appHidden = nil
        tabBar.offScreen = false
        guard let top = settledPages?.last else { return }
        showTabBar(for: top.id, animated: false)
    }

    /// The stack leaves the screen without being popped or dismissed (UIKit: the navigation
    /// controller's `viewWillDisappear(_:)`; another tab is selected, or something covers it): the
    /// tab bar controller's own settings, which every tab shares, are given back, so the tab shown next
    /// finds the app's, and nothing is written until the stack appears again. A stack covered by a
    /// presentation (a full-screen cover: a photo viewer, a player, the camera) keeps its page's choices:
    /// no other tab shows, and giving them back would show the tab bar under the cover as it slides in.
    package func stackWillDisappear(coveredByPresentation: Bool = false) {
        guard !tabBar.offScreen, !coveredByPresentation else { return }
        if let appHidden = tabBar.appHidden {
            tabBar.appHidden = nil
            if platform.tabBarHiddenSetting != appHidden { platform.setTabBarHidden(appHidden, animated: false) }
        }
        if let appMinimizing = tabBar.appMinimizing {
            tabBar.appMinimizing = nil
            if platform.tabBarMinimizing != appMinimizing { platform.setTabBarMinimizing(appMinimizing) }
        }
        tabBar.offScreen = true
    }

    /// The stack appears (UIKit: the navigation controller's `viewWillAppear(_:)`; its tab is selected
    /// again, or it appears for the first time): the top page's own choices show again. The record of
    /// the app's settings is kept: after a disappearance it is empty, and the settings are read anew; on a
    /// first appearance after a page's choice was written it still holds the app's values.
    package func stackWillAppear() {
        tabBar.offScreen = false
        guard let top = settledPages?.last else { return }
        showTabBar(for: top.id, animated: false)
    }
}
