/// When the iOS 26 tab bar minimizes as the content scrolls (UIKit's `UITabBarController.MinimizeBehavior`).
/// Earlier versions have no minimizing tab bar and ignore it.
public enum TabBarMinimizing: String, Hashable, Sendable, CaseIterable {
    /// The system's default.
    case automatic
    /// The tab bar does not minimize.
    case never
    /// It minimizes as the content scrolls down and expands as it scrolls back up.
    case onScrollDown
    /// It minimizes as the content scrolls up (content aligned to the bottom, a chat).
    case onScrollUp
}

extension TabBarMinimizing {
    /// Equal when the same case. Compares the cases, where the raw-value default compares the
    /// raw strings.
    public static func == (lhs: TabBarMinimizing, rhs: TabBarMinimizing) -> Bool { lhs.ordinal == rhs.ordinal }

    /// Hashes the case. Hashes the case's position, where the raw-value default builds and hashes the
    /// raw string.
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// The case's position in the declaration.
    private var ordinal: Int {
        switch self {
        case .automatic: 0
        case .never: 1
        case .onScrollDown: 2
        case .onScrollUp: 3
        }
    }
}
