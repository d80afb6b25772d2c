#if canImport(UIKit)
@_spi(DeviceChecks) import PageNavigation
import UIKit

/// The tab bar a stack sits on: a page's own choice (`pageNavigation.tabBar`) shows while it is on top
/// and is given back when it leaves; UIKit's `hidesBottomBarWhenPushed` rule holds for the whole stack;
/// the library's animator carries the tab bar through cancelled pops without a flash or a blank bar.
enum TabBarChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck(
            "Tab bars",
            "A page's own tabBar choice shows while it is on top and is given back when it leaves; a page above a "
                + "hidesBottomBarWhenPushed page keeps the tab bar hidden, unless it chose .shown: then the tab bar "
                + "shows, and isTabBarHidden is false again at the root (tabBar.isHidden, what is shown)"
        ) { stage in
            let (nav, tabs) = try await showInTabBar(CheckPage("Root"), on: stage)
            let tabBar = tabs.tabBar
            try expect(!tabBar.isHidden, "the root shows the tab bar")

            let player = CheckPage("Player")
            player.pageNavigation.tabBar = .hidden
            nav.push(player, animated: true, completion: nil)
            try await stage.wait("the page's own choice hides the tab bar") { !nav.isTransitioning && tabBar.isHidden }
            nav.pop(animated: true, completion: nil)
            try await stage.wait("the tab bar is given back as the page leaves") {
                !nav.isTransitioning && !tabBar.isHidden
            }

            let detail = CheckPage("Detail")
            detail.hidesBottomBarWhenPushed = true
            nav.push(detail, animated: true, completion: nil)
            try await stage.wait("hidesBottomBarWhenPushed hides the tab bar") {
                !nav.isTransitioning && tabBar.isHidden
            }
            nav.push(CheckPage("More"), animated: true, completion: nil)
            try await stage.wait("the push above it ends") { !nav.isTransitioning }
            await stage.settle()
            try expect(tabBar.isHidden, "UIKit's rule: a page above a hidesBottomBarWhenPushed page keeps it hidden")
            let shop = CheckPage("Shop")
            shop.pageNavigation.tabBar = .shown
            nav.push(shop, animated: true, completion: nil)
            // The library's promise: the page's own choice wins over UIKit's rule. A report says iOS 18 may
            // refuse to bring the bar back after such a push (LNPopupController #570, iOS 18 beta 5;
            // UIKitBehavior row 22): if so, this wait fails, and the report is settled.
            try await stage.wait("the page's own choice shows the tab bar over UIKit's rule") {
                !nav.isTransitioning && !tabBar.isHidden
            }
            if #available(iOS 18, *) { try expect(!tabs.isTabBarHidden, "the library wrote isTabBarHidden = false") }
            nav.pop(animated: true, completion: nil)
            try await stage.wait("UIKit's rule is back as the page leaves") { !nav.isTransitioning && tabBar.isHidden }
            nav.popToRoot(animated: false, completion: nil)
            await stage.settle()
            try expect(!tabBar.isHidden, "back on the root the tab bar shows")
            if #available(iOS 18, *) { try expect(!tabs.isTabBarHidden, "the app's setting (false) is given back") }
        },
        DeviceCheck(
            "Tab bars",
            "iOS 18+: the app's own isTabBarHidden survives pages with a choice of their own — after a choice above "
                + "a hidesBottomBarWhenPushed page the root shows the tab bar and isTabBarHidden is false again; an app "
                + "that hid the tab bar itself gets it hidden back after a page that shows it"
        ) { stage in
            guard #available(iOS 18, *) else { return }
            let (nav, tabs) = try await showInTabBar(CheckPage("Root"), on: stage)
            let tabBar = tabs.tabBar
            let detail = CheckPage("Detail")
            detail.hidesBottomBarWhenPushed = true
            nav.push(detail, animated: false, completion: nil)
            let player = CheckPage("Player")
            player.pageNavigation.tabBar = .hidden
            nav.push(player, animated: true, completion: nil)
            try await stage.wait("the page's own choice hides the tab bar") { !nav.isTransitioning && tabBar.isHidden }
            nav.pop(animated: true, completion: nil)
            try await stage.wait("the pop to the flagged page ends") { !nav.isTransitioning }
            await stage.settle()
            try expect(tabBar.isHidden, "UIKit's rule for the flagged page hides the tab bar")
            nav.pop(animated: true, completion: nil)
            try await stage.wait("the root shows the tab bar") { !nav.isTransitioning && !tabBar.isHidden }
            try expect(!tabs.isTabBarHidden, "the app's setting (isTabBarHidden) is false again, as the app had it")

            tabs.setTabBarHidden(true, animated: false)  // the app hides the tab bar itself
            await stage.settle()
            let shop = CheckPage("Shop")
            shop.pageNavigation.tabBar = .shown
            nav.push(shop, animated: true, completion: nil)
            try await stage.wait("the page's own choice shows the tab bar") { !nav.isTransitioning && !tabBar.isHidden }
            nav.pop(animated: true, completion: nil)
            try await stage.wait("the app's hidden tab bar is back") { !nav.isTransitioning && tabBar.isHidden }
            try expect(tabs.isTabBarHidden, "the app's setting (isTabBarHidden) is true again, as the app had it")
            tabs.setTabBarHidden(false, animated: false)
        },
        DeviceCheck(
            "Tab bars",
            "The library's animator cancels a pop from a hidesBottomBarWhenPushed page three times: before iOS 26 a "
                + "snapshot of the tab bar rides on the page below, the real bar stays transparent until "
                + "completeTransition returned (no flash), and it is left exactly as before (opacity, visibility, "
                + "frame, buttons); on iOS 26 the animator leaves the tab bar alone"
        ) { stage in
            let root = CheckPage("Root")
            let (nav, tabs) = try await showInTabBar(root, on: stage)
            let detail = CheckPage("Detail")
            detail.hidesBottomBarWhenPushed = true
            nav.push(detail, animated: false, completion: nil)
            await stage.settle()
            let tabBar = tabs.tabBar
            let before = (tabBar.frame, tabBar.alpha, tabBar.isHidden, tabBar.items?.count)
            let carries = !TransitionChecks.isLiquidGlass

            for round in 1...3 {
                let rootSubviews = root.view.subviews.count
                let context = CheckTransitionContext(from: detail, to: root, over: nav.view)
                defer { context.containerView.removeFromSuperview() }
                var alphaWhileCompleting: CGFloat?
                context.whileCompleting = { _ in alphaWhileCompleting = tabBar.alpha }
                let animator = nav.libraryAnimator(.pop, from: detail, to: root)
                guard let running = animator.interruptibleAnimator?(using: context) else {
                    throw CheckFailure("expected an interruptible animator")
                }
                running.pauseAnimation()
                running.fractionComplete = 0.4
                await stage.settle(turns: 1)
                if carries {
                    let riders = root.view.subviews.dropFirst(rootSubviews)
                    try expectEqual(riders.count, 1, "round \(round): one snapshot of the tab bar rides on the root")
                    try expectEqual(
                        riders.first?.bounds.size, tabBar.bounds.size,
                        "round \(round): the snapshot is the tab bar's size")
                    try expectEqual(tabBar.alpha, 0, "round \(round): the real tab bar is transparent under it")
                } else {
                    try expectEqual(
                        root.view.subviews.count, rootSubviews, "round \(round): iOS 26 carries no tab-bar snapshot")
                }
                context.cancelled = true
                running.isReversed = true
                running.continueAnimation?(withTimingParameters: nil, durationFactor: 0.2)
                try await stage.wait("round \(round): the cancelled pop completes") { context.completed != nil }
                try expectEqual(context.completed, false, "round \(round): the pop was cancelled")
                if carries {
                    try expectEqual(
                        alphaWhileCompleting, 0,
                        "round \(round): the tab bar stays transparent until completeTransition(false) returned (a flash)"
                    )
                }
                await stage.settle()
                try expectEqual(root.view.subviews.count, rootSubviews, "round \(round): no snapshot is left behind")
                try expect(
                    tabBar.frame == before.0 && tabBar.alpha == before.1 && tabBar.isHidden == before.2
                        && tabBar.items?.count == before.3,
                    "round \(round): the tab bar is exactly as before: \(tabBar.frame) \(tabBar.alpha) \(tabBar.isHidden)"
                )
            }
        },
        DeviceCheck(
            "Tab bars",
            "iOS 18+: selecting another tab (selectedIndex, as a deep link does) while a page hides the tab bar "
                + "gives the app's isTabBarHidden back, so the other tab shows the tab bar; selecting the tab again "
                + "hides it again. iOS 26: a page's tabBarMinimizeBehavior does not carry over to the other tab"
        ) { stage in
            guard #available(iOS 18, *) else { return }
            let (nav, tabs) = try await showInTabBar(CheckPage("Root"), on: stage, otherTab: true)
            let tabBar = tabs.tabBar
            let player = CheckPage("Player")
            player.pageNavigation.tabBar = .hidden
            player.pageNavigation.tabBarMinimizing = .never
            if #available(iOS 26, *) { tabs.tabBarMinimizeBehavior = .onScrollDown }  // the app's own
            nav.push(player, animated: true, completion: nil)
            try await stage.wait("the page's own choice hides the tab bar") { !nav.isTransitioning && tabBar.isHidden }
            tabs.selectedIndex = 1
            try await stage.wait("the other tab shows the tab bar") { !tabBar.isHidden }
            try expect(!tabs.isTabBarHidden, "the app's setting (isTabBarHidden) is false again")
            if #available(iOS 26, *) {
                try expect(tabs.tabBarMinimizeBehavior == .onScrollDown, "the app's minimize behaviour")
            }
            tabs.selectedIndex = 0
            try await stage.wait("the page's own choice hides the tab bar again") { tabBar.isHidden }
            if #available(iOS 26, *) {
                try expect(tabs.tabBarMinimizeBehavior == .never, "the page's minimize behaviour")
            }
            nav.pop(animated: true, completion: nil)
            try await stage.wait("the tab bar is given back as the page leaves") {
                !nav.isTransitioning && !tabBar.isHidden
            }
            try expect(!tabs.isTabBarHidden, "the app's setting (isTabBarHidden) is false")
            if #available(iOS 26, *) { tabs.tabBarMinimizeBehavior = .automatic }
        },
        DeviceCheck(
            "Tab bars",
            "iOS 18+: a page's .shown above a hidesBottomBarWhenPushed page shows the tab bar, gives isTabBarHidden "
                + "back when another tab is selected, and shows the tab bar again when its tab is selected again "
                + "(UIKitBehavior rows 22 and 45)"
        ) { stage in
            guard #available(iOS 18, *) else { return }
            let (nav, tabs) = try await showInTabBar(CheckPage("Root"), on: stage, otherTab: true)
            let tabBar = tabs.tabBar
            let detail = CheckPage("Detail")
            detail.hidesBottomBarWhenPushed = true
            nav.push(detail, animated: false, completion: nil)
            let shop = CheckPage("Shop")
            shop.pageNavigation.tabBar = .shown
            nav.push(shop, animated: true, completion: nil)
            // Fails if UIKit refuses to bring the bar back over a flagged page (LNPopupController #570).
            try await stage.wait("the page's own choice shows the tab bar") { !nav.isTransitioning && !tabBar.isHidden }
            tabs.selectedIndex = 1
            try await stage.wait("the other tab shows the tab bar") { !tabBar.isHidden }
            try expect(!tabs.isTabBarHidden, "the app's setting (isTabBarHidden) is false")
            tabs.selectedIndex = 0
            await stage.settle()
            // The library writes the page's choice in viewWillAppear(_:); UIKit's layout for the tab must not
            // override it (assumed, UIKitBehavior row 45).
            try expect(!tabBar.isHidden, "the page's own choice shows the tab bar again")
            nav.popToRoot(animated: false, completion: nil)
            await stage.settle()
            try expect(!tabBar.isHidden, "back on the root the tab bar shows")
            try expect(!tabs.isTabBarHidden, "the app's setting (isTabBarHidden) is false")
        },
    ]

    /// Shows `root` in a `PageNavigationController` that is the tab (with a titled item) of a tab bar
    /// controller, the first of two with `otherTab` (the second holds a plain page).
    @MainActor
    private static func showInTabBar(
        _ root: UIViewController, on stage: CheckStage, otherTab: Bool = false
    ) async throws -> (PageNavigationController, UITabBarController) {
        let nav = PageNavigationController(rootViewController: root, configuration: PageNavigationConfiguration())
        nav.tabBarItem = UITabBarItem(title: "Tab", image: nil, tag: 0)
        let other = CheckPage("Other")
        other.tabBarItem = UITabBarItem(title: "Other", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = otherTab ? [nav, other] : [nav]
        _ = try await stage.show(containing: tabs)
        return (nav, tabs)
    }
}
#endif
