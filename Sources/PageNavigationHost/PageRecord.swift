import PageNavigationCore

/// What the host keeps of one page it holds, besides the page itself (``PageRegistry``): the look its
/// item shows, its item appearances, the iOS 26 fields the library set on its scroll view and items, the
/// bar visibility UIKit gave it, its web-history observer and its iOS 15 back item.
///
/// One record per page, not one dictionary per kind of record: each dictionary of another value type
/// compiled its own hash table code (~2 KB). A field the host forgets is `nil`; the record goes when the
/// page leaves the host. A class: only the host holds it, and it changes each field in place.
final class PageRecord<Platform: NavigationPlatform> {
    /// The look the page's item shows, as last applied.
    var appliedLook: BarStyle?
    /// The page's own item appearances and the ones the library last wrote on its item.
    var items: OverriddenValue<Platform.ItemAppearances>?
    /// The page's scroll view and the top edge effect the library set on it (iOS 26), with the app's.
    var edgeEffect: EdgeEffectRecord<Platform.ScrollView, Platform.EdgeEffect>?
    /// The page's bar button items and the shared background the library set on them (iOS 26), with
    /// the app's: one record per item (``ItemBackgroundRecord/key``). An array, not a dictionary keyed
    /// by item: a page has a few items, and a dictionary of a generic value runs the hash table's
    /// generic code at each use.
    var itemBackgrounds: [ItemBackgroundRecord<Platform.BarItem>]?
    /// The bar visibility UIKit (or the app, through UIKit) gave the page, kept as its `hidden`.
    var platformHidden: PlatformHidden?
    /// The observer of the page's web history, while its back handler is web history.
    var webObserver: AnyObject?
    /// iOS 15's back item of the page, with the app's supplement flag.
    var leftBackItem: LeftBackItemRecord?
}

extension NavigationHost {
    /// The host's record of a page, if it has one. Never inlined: at each site, a lookup in a dictionary
    /// of a generic value sets up the value's metadata and the key's conformance; here it is done once.
    @inline(never)
    func existingRecord(of id: PageID) -> PageRecord<Platform>? {
        pageRecords[id]
    }

    /// Forgets the host's record of a page (never inlined, as ``existingRecord(of:)``).
    @inline(never)
    func forgetRecord(of id: PageID) {
        pageRecords[id] = nil
    }

    /// The host's record of a page, made when first needed.
    func record(of id: PageID) -> PageRecord<Platform> {
        if let record = existingRecord(of: id) { return record }
        let record = PageRecord<Platform>()
        pageRecords[id] = record
        return record
    }
}
