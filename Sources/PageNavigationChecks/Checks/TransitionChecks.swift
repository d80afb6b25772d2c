#if canImport(UIKit)
@_spi(DeviceChecks) import PageNavigation
import PageNavigationCore
import UIKit

/// Transitions per generation: the library's own animator draws what UIKit's push and pop draw (on
/// iOS 26 no dimming, no edge shadow, the tab bar left in place), and on iOS 26 a back request during a
/// push is carried out once the push is over instead of being lost.
enum TransitionChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck(
            "Transitions",
            "The library's animator, in a transition context of the check's own: on iOS 26 no dimming, shadow or "
                + "tab-bar snapshot, and it leaves the tab bar alone (what UIKit then does with the tab bar is not seen)"
        ) { stage in
            let root = CheckPage("Root")
            let nav = PageNavigationController(rootViewController: root, configuration: PageNavigationConfiguration())
            let tabs = UITabBarController()
            tabs.viewControllers = [nav]
            _ = try await stage.show(containing: tabs)
            let next = CheckPage("Next")
            next.hidesBottomBarWhenPushed = true  // before iOS 26 the tab bar would ride on the root page
            let tabBar = tabs.tabBar
            let (tabFrame, tabAlpha, tabHidden) = (tabBar.frame, tabBar.alpha, tabBar.isHidden)
            let rootSubviews = root.view.subviews.count
            let context = CheckTransitionContext(from: root, to: next, over: nav.view)
            defer { context.containerView.removeFromSuperview() }
            let animator = nav.libraryAnimator(.push, from: root, to: next)
            let running = try unwrap(animator.interruptibleAnimator?(using: context), "an interruptible animator")
            running.pauseAnimation()
            running.fractionComplete = 0.5
            await stage.settle(turns: 1)

            let extras = context.containerView.subviews.filter { $0 !== root.view && $0 !== next.view }
            if isLiquidGlass {
                try expect(extras.isEmpty, "halfway the container holds the two pages only, no dimming view: \(extras)")
                try expect(next.view.layer.shadowOpacity == 0, "the page moving in casts no edge shadow")
                try expect(
                    root.view.subviews.count == rootSubviews, "no snapshot of the tab bar rides on the root page")
                try expect(
                    tabBar.alpha == tabAlpha && tabBar.isHidden == tabHidden && tabBar.frame == tabFrame,
                    "the floating tab bar is left to UIKit: not faded, hidden or moved by the animator")
            } else {
                try expectEqual(
                    extras.count, 2,
                    "before iOS 26 a dimming view lies over the lower page, and a shadow's view under the upper")
                try expect(
                    extras.contains { $0.layer.shadowOpacity > 0 },
                    "before iOS 26 the page moving in casts an edge shadow")
            }
            try expect(next.view.transform.tx != 0, "the page moving in is on its way: \(next.view.transform)")

            running.stopAnimation(false)
            running.finishAnimation(at: .end)
            try await stage.wait("the animator completes the transition") { context.completed != nil }
            try expectEqual(context.completed, true, "the transition completed")
            try expect(
                root.view.transform == .identity && next.view.transform == .identity, "no transform is left behind")
            try expectEqual(next.view.frame, context.finalFrame(for: next), "the pushed page's final frame")
            try expect(
                context.containerView.subviews.allSatisfy { $0 === root.view || $0 === next.view },
                "no dimming view is left behind")
            try expect(next.view.layer.shadowOpacity == 0, "the page's own shadow settings are back")
            try expect(root.view.subviews.count == rootSubviews, "no snapshot is left on the root page")
            try expectEqual(tabBar.alpha, tabAlpha, "the tab bar's opacity is back")
        },
        DeviceCheck(
            "Transitions",
            "A back request (requestBack, as VoiceOver's escape and ⌘[ make) during a push: carried out after it on "
                + "iOS 26, ignored before; a tap on UIKit's back button mid-push is a manual check"
        ) {
            stage in
            let nav = await stage.show(CheckPage("Root"))
            var completions = 0
            nav.push(CheckPage("Pushed"), animated: true, completion: { completions += 1 })
            try expect(nav.isTransitioning, "the push animates")
            let result = nav.requestBack()
            if isLiquidGlass {
                try expectEqual(result, .queued, "the request waits for the push")
                try await stage.wait("the pushed page goes back once the push is over") {
                    !nav.isTransitioning && nav.viewControllers.count == 1
                }
            } else {
                try expectEqual(result, .ignored, "before iOS 26 a request during a transition is ignored")
                try await stage.wait("the push ends") { !nav.isTransitioning }
                try expectEqual(nav.viewControllers.count, 2, "the pushed page stays")
            }
            await stage.settle()
            try expectEqual(completions, 1, "the push's completion ran once")
        },
    ]

    /// Whether this app draws iOS 26's design here: the library's own answer (the running iOS, the SDK the
    /// app was built with, `UIDesignRequiresCompatibility`).
    static var isLiquidGlass: Bool { BarGeneration.running == .liquidGlass }

    private static func unwrap<Value>(_ value: Value?, _ what: String) throws -> Value {
        guard let value else { throw CheckFailure("expected \(what)") }
        return value
    }
}
#endif
