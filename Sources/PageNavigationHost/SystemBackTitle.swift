/// The title UIKit's own back button shows for going back to a page, as `UINavigationItem.h` describes
/// it; iOS 15's back item of the library's shows the same (both hosts read it through this one rule).
///
/// The inputs are the page's own: its item's `backButtonDisplayMode` (iOS 14+), a `backBarButtonItem`
/// of its own (the library's routed back-menu item is not one), its `backButtonTitle`, its item's title
/// and its title. `UINavigationItem.h`: `backBarButtonItem` "takes precedence" over `backButtonTitle`;
/// the generic mode "ignores .title and .backButtonTitle (but *not* .backBarButtonItem.title)"; minimal
/// shows no title at all. The empty-title back item shows the chevron alone.
package struct SystemBackTitle: Sendable {
    /// `UINavigationItem.BackButtonDisplayMode`.
    package enum DisplayMode: Hashable, Sendable {
        /// The page's titles, as they fit.
        case `default`
        /// The generic "Back".
        case generic
        /// No title: the chevron alone.
        case minimal
    }

    package var displayMode: DisplayMode
    /// A `backBarButtonItem` of the page's own: `nil` when it has none; its title otherwise (`nil` or
    /// empty: the chevron alone).
    package var ownBackItem: String??
    package var backButtonTitle: String?
    package var itemTitle: String?
    package var pageTitle: String?

    package init(
        displayMode: DisplayMode = .default, ownBackItem: String?? = nil, backButtonTitle: String? = nil,
        itemTitle: String? = nil, pageTitle: String? = nil
    ) {
        self.displayMode = displayMode
        self.ownBackItem = ownBackItem
        self.backButtonTitle = backButtonTitle
        self.itemTitle = itemTitle
        self.pageTitle = pageTitle
    }

    /// The title, `genericBack` being UIKit's localized "Back"; `nil`: the chevron alone.
    package func title(genericBack: String) -> String? {
        if displayMode == .minimal { return nil }
        if let own = ownBackItem { return own.flatMap { $0.isEmpty ? nil : $0 } }
        if displayMode == .generic { return genericBack }
        return backButtonTitle ?? itemTitle ?? pageTitle ?? genericBack
    }
}
