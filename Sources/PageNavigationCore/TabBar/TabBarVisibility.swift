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
    /// The top page's own choice (``PageSettings/tabBar``) wins. Without one, UIKit's rule for
    /// `hidesBottomBarWhenPushed` decides: the tab bar is hidden while any page of the stack, the root
    /// included, has the flag — a page pushed above a flagged page cannot bring the tab bar back by
    /// clearing its own flag. UIKit documents only "the value of this property on the topmost view
    /// controller"; the whole-stack rule is what apps report (qiita.com/satorun/items/bc86606a0bd40275ac97,
    /// iOS 10.3: every page above a flagged one hides it; e-com-net.com/article/1644261768064720896.htm:
    /// UIKit walks the stack from the top and hides on the first flag; 3sidedcube/ThunderCloud PR #297).
    /// A page's own choice applies only while it is on top: it is given back when the page leaves.
    public static func resolved(for stack: [PageSettings]) -> TabBarVisibility {
        guard let top = stack.last else { return .shown }
        if let own = top.tabBar { return own }
        return systemRule(for: stack)
    }

    /// UIKit's own rule alone (`hidesBottomBarWhenPushed` anywhere in the stack hides the tab bar): what
    /// UIKit shows when no page chose.
    public static func systemRule(for stack: [PageSettings]) -> TabBarVisibility {
        stack.contains(where: \.hidesBottomBar) ? .hidden : .shown
    }
}

extension TabBarVisibility {
    /// Equal when the same case. Compares the cases, where the raw-value default compares the
    /// raw strings.
    public static func == (lhs: TabBarVisibility, rhs: TabBarVisibility) -> Bool { lhs.ordinal == rhs.ordinal }

    /// Hashes the case. Hashes the case's position, where the raw-value default builds and hashes the
    /// raw string.
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// The case's position in the declaration.
    private var ordinal: Int {
        switch self {
        case .shown: 0
        case .hidden: 1
        }
    }
}
