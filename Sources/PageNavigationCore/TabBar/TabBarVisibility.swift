/// Whether the tab bar of the tab bar controller a stack is in shows.
public enum TabBarVisibility: String, Hashable, Sendable, CaseIterable {
    /// The tab bar shows.
    case shown
    /// The tab bar is hidden.
    case hidden
}

extension TabBarVisibility {
    /// The tab bar while `stack` (root first) is on screen with its last page on top.
    ///
    /// The top page's own choice (``PageSettings/tabBar``) wins where UIKit can show it
    /// (``effectiveChoice(for:)``). Without one, UIKit's rule for
    /// `hidesBottomBarWhenPushed` decides: the tab bar is hidden while any page of the stack, the root
    /// included, has the flag — a page pushed above a flagged page cannot bring the tab bar back by
    /// clearing its own flag. UIKit documents only "the value of this property on the topmost view
    /// controller"; the whole-stack rule is what apps report (qiita.com/satorun/items/bc86606a0bd40275ac97,
    /// iOS 10.3: every page above a flagged one hides it; e-com-net.com/article/1644261768064720896.htm:
    /// UIKit walks the stack from the top and hides on the first flag; 3sidedcube/ThunderCloud PR #297).
    /// A page's own choice applies only while it is on top: it is given back when the page leaves.
    public static func resolved(for stack: [PageSettings]) -> TabBarVisibility {
        effectiveChoice(for: stack) ?? systemRule(for: stack)
    }

    /// The top page's own choice as UIKit can show it, or `nil` to leave the tab bar to UIKit's rule.
    ///
    /// `.hidden` always shows. `.shown` shows only where UIKit's rule shows the tab bar anyway (the app's
    /// own setting may hide it): from iOS 18, where a page's choice is written, UIKit keeps the tab bar
    /// hidden while its `hidesBottomBarWhenPushed` rule hides it, whatever `setTabBarHidden(false,
    /// animated:)` says — the call sets only the app's preference (LNPopupController #570: Apple's answer
    /// that `isTabBarHidden` is the developer's preference, which the rule leaves alone, and its reporter's
    /// note that from iOS 18 beta 5 the bottom bar can no longer be brought back after such a push).
    /// UIKit's rule then wins, and ``overruledChoice(for:)`` says so.
    public static func effectiveChoice(for stack: [PageSettings]) -> TabBarVisibility? {
        guard let own = stack.last?.tabBar else { return nil }
        return overruledChoice(for: stack) ? nil : own
    }

    /// Whether the top page chose `.shown` over a stack whose `hidesBottomBarWhenPushed` rule hides the
    /// tab bar, a choice UIKit does not carry out (``effectiveChoice(for:)``).
    public static func overruledChoice(for stack: [PageSettings]) -> Bool {
        stack.last?.tabBar == .shown && systemRule(for: stack) == .hidden
    }

    /// UIKit's own rule alone (`hidesBottomBarWhenPushed` anywhere in the stack hides the tab bar): what
    /// UIKit shows when no page chose.
    public static func systemRule(for stack: [PageSettings]) -> TabBarVisibility {
        stack.contains(where: \.hidesBottomBar) ? .hidden : .shown
    }
}
