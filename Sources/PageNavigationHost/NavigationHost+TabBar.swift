import PageNavigationCore

extension NavigationHost {
    /// Shows the tab bar as it is while `id` is on top (``TabBarVisibility/resolved(for:)``): the page's
    /// own choice, written on the platform; for a page without one, UIKit's own rule, which UIKit
    /// carries out by itself (`hidesBottomBarWhenPushed`) — the host writes it only once, to give the
    /// tab bar back after a page's own choice. Called as a transition starts (the arriving page), as a
    /// finger lets go of a swipe that cancels (the staying page) and when the screen settles.
    func showTabBar(for id: PageID, animated: Bool) {
        guard let page = registry[id] else { return }
        showTabBarMinimizing(platform.corePage(of: page).settings.tabBarMinimizing)
        let own = platform.corePage(of: page).settings.tabBar
        guard own != nil || tabBarShowsChoice else { return }
        let stack = stackSettings(through: id)
        platform.setTabBarHidden(TabBarVisibility.resolved(for: stack) == .hidden, animated: animated)
        tabBarShowsChoice = own != nil
    }

    /// Shows a page's choice of the tab bar's minimize behaviour, keeping the tab bar controller's own
    /// setting; without a choice, gives that setting back.
    private func showTabBarMinimizing(_ choice: TabBarMinimizing?) {
        guard let current = platform.tabBarMinimizing else { return }
        if let choice {
            if ownTabBarMinimizing == nil { ownTabBarMinimizing = current }
            if current != choice { platform.setTabBarMinimizing(choice) }
        } else if let own = ownTabBarMinimizing {
            ownTabBarMinimizing = nil
            if current != own { platform.setTabBarMinimizing(own) }
        }
    }

    /// The settings of the stack as it is while `id` is on top: the pages up to it when it is in the
    /// engine's stack (a pop's target), else the stack with it pushed.
    private func stackSettings(through id: PageID) -> [PageSettings] {
        guard let engine else { return [] }
        var ids = engine.pages.map(\.id)
        if let index = ids.firstIndex(of: id) { ids = Array(ids[...index]) } else { ids.append(id) }
        // The pages' settings now (an app may change a page's choice while it is in the stack).
        return registry.pages(for: ids).map { platform.corePage(of: $0).settings }
    }
}

extension NavigationHost {
    /// The stack moved into (or out of) a tab bar controller: the top page's own choice shows on its
    /// tab bar now.
    package func tabBarContainerChanged() {
        tabBarShowsChoice = false
        guard let engine, engine.transition == nil else { return }
        showTabBar(for: engine.top.id, animated: false)
    }
}
