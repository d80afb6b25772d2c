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
