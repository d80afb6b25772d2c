import PageNavigationCore

/// The tab bar controller's own settings that the host keeps while a page's choice shows instead, to
/// give exactly them back. A final class, held by `let`: a struct stored in the generic host is laid
/// out at run time, through its value witnesses.
final class TabBarRecord {
    /// The app's own hidden setting (UIKit, iOS 18: `isTabBarHidden`, the app's preference, which UIKit's
    /// `hidesBottomBarWhenPushed` handling leaves alone), read before the library's first write; `nil`
    /// while the tab bar controller holds the app's value.
    var appHidden: Bool?
    /// The tab bar controller's own minimize behaviour while a page's choice shows instead.
    var appMinimizing: TabBarMinimizing?
    /// Whether the stack is off screen (its navigation controller disappeared: another tab is shown),
    /// where the tab bar controller's settings are the shown stack's, not this one's.
    var offScreen = false
}
