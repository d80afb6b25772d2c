import PageNavigationCore

/// The bar visibility UIKit gave a page by itself (`hidesBarsOnSwipe`, `hidesBarsOnTap`, a search
/// controller's `hidesNavigationBarDuringPresentation`, SwiftUI's `.toolbar(.hidden)`, the app's own
/// `setNavigationBarHidden`): the page's `hidden` until it changes, whatever the page's settings say,
/// until the page sets `hidden` itself (through the library, which then wins).
struct PlatformHidden {
    /// Whether UIKit hid the bar.
    var hidden: Bool
    /// The page's own `hidden` setting when UIKit changed the bar: a different one is a newer choice.
    var pageSetting: Bool?
}

extension NavigationHost {
    /// UIKit (or the app through UIKit) hid or showed the bar by itself, not through the library: that
    /// becomes the `hidden` of the page on screen (the arriving page during a transition, the leaving one
    /// once a finger let go of a swipe that cancels), kept until it changes and restored exactly when the
    /// page shows again.
    package func barHiddenByPlatform(_ hidden: Bool) {
        guard engine != nil else {
            // Before the host has a stack (a subclass's `viewDidLoad`, a storyboard): the first top page's.
            looks.platformHiddenBeforeStack = hidden
            return
        }
        guard let id = displayedPage, let page = registeredPage(id), let look = resolvedLook(of: id),
            look.hidden != hidden
        else { return }
        let kept = PlatformHidden(hidden: hidden, pageSetting: platform.corePage(of: page).settings.bar.hidden)
        record(of: id).platformHidden = kept
        if looks.bar.holdsValue { looks.bar?.hidden = hidden }  // the bar shows it already
        send(.updateBar(id, PartialBarStyle(hidden: hidden)))
    }

    /// The page on screen now: the arriving page while a transition runs (the leaving page once a finger
    /// let go of a swipe that cancels), else the top page.
    var displayedPage: PageID? {
        if let plan = transitions.followed?.plan { return transitions.followed!.cancelling ? plan.from : plan.to }
        if let plan = engineTransitionPlan { return plan.to }
        return engineTop?.id
    }

    /// A page's new settings with the visibility UIKit gave it, unless the page changed its own `hidden`
    /// since (then its own wins and UIKit's is forgotten).
    func keepingPlatformHidden(_ settings: PageSettings, of id: PageID) -> PageSettings {
        guard let kept = existingRecord(of: id)?.platformHidden else { return settings }
        guard settings.bar.hidden == kept.pageSetting else {
            existingRecord(of: id)?.platformHidden = nil
            return settings
        }
        var settings = settings
        settings.bar.hidden = kept.hidden
        return settings
    }
}

extension NavigationHost {
    /// Shows or hides the platform's bar, only when that changes it. On iOS 26 a
    /// `setNavigationBarHidden(_:animated:)` that changes nothing makes the bar's items flicker or appear
    /// late (nova-wallet-ios PR #1804, react-native-screens PR #3422, HBDNavigationBar #211).
    func setBarHidden(_ hidden: Bool, animated: Bool) {
        guard platform.isBarHidden != hidden else { return }
        platform.setBarHidden(hidden, animated: animated)
    }
}
