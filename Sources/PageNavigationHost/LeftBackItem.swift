import PageNavigationCore

/// iOS 15's back button: a left item of the library's own (iOS 15 has no `navigationItem.backAction`,
/// through which later versions route the system's back button to the engine).
///
/// What the library's back item shows: a chevron and the title of the page it goes back to, like the
/// system's back button.
package struct LeftBackItem: Equatable, Sendable {
    /// The page it goes back to.
    package var target: PageID
    /// The title it shows (the platform's back title of the target page); `nil`: the chevron alone.
    package var title: String?
    /// The back button image of the page's look (`pageNavigation.bar.backButtonImage`); `nil`: the
    /// app's (its configuration, else its theme's back indicator), else the system's chevron.
    package var image: BarResource?

    package init(target: PageID, title: String?, image: BarResource?) {
        self.target = target
        self.title = title
        self.image = image
    }
}

/// What a page's item holds that decides the library's iOS 15 back item, as the platform reads it.
package struct LeftBackItemReading: Sendable {
    /// Whether the item has left items of the page's own (the library's back item is not one).
    package var hasOwnLeftItems: Bool
    /// The item's `leftItemsSupplementBackButton` now: the app's, or the library's last write.
    package var supplementsBackButton: Bool
    /// The item's `hidesBackButton`.
    package var hidesBackButton: Bool
    /// What the library's back item shows, when one leads the left items (the app may have replaced
    /// the left items since, and the library's item with them).
    package var shownItem: LeftBackItem?

    package init(
        hasOwnLeftItems: Bool, supplementsBackButton: Bool, hidesBackButton: Bool, shownItem: LeftBackItem?
    ) {
        self.hasOwnLeftItems = hasOwnLeftItems
        self.supplementsBackButton = supplementsBackButton
        self.hidesBackButton = hidesBackButton
        self.shownItem = shownItem
    }
}

/// The host's record of one page's iOS 15 back item.
///
/// A class, not a struct: only the page's ``PageRecord`` holds it, and a struct's value witnesses (copy,
/// assign, destroy, enum tags of its optional) cost code for what the host changes in place.
final class LeftBackItemRecord {
    /// Whether the page shows a back button at all (it is not the root), and the page it goes back to.
    var shown: Bool
    var below: PageID?
    /// The page's `leftItemsSupplementBackButton`: the app's intent, and the library's last write. The
    /// library turns the flag off while its own item leads the page's left items (else UIKit shows its
    /// back button too, whose tap pops without asking the back handler); what the item holds is then
    /// the library's write, not the app's intent.
    var supplements: OverriddenValue<Bool>
    /// Watches the page's item and the page below's titles.
    var observation: AnyObject?

    init(shown: Bool, below: PageID?, supplements: OverriddenValue<Bool>) {
        self.shown = shown
        self.below = below
        self.supplements = supplements
    }
}

extension LeftBackItemReading {
    /// What the library shows on a page, given the app's supplement intent and whether the page shows a
    /// back button: its back item and the supplement flag its item must hold.
    ///
    /// - A page with left items of its own that do not supplement the back button replaces it: no back
    ///   item, and the flag stays as the app set it.
    /// - A page that hides its back button hides the library's too; the flag goes back to the app's.
    /// - Otherwise the library's item leads the page's own items, and the flag is off.
    func decision(shown: Bool, supplementIntent: Bool) -> (showsItem: Bool, supplements: Bool) {
        let replaced = hasOwnLeftItems && !supplementIntent
        let showsItem = shown && !hidesBackButton && !replaced
        return (showsItem, showsItem ? false : supplementIntent)
    }
}
