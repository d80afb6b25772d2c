import PageNavigationCore

/// What the host last showed of the looks, on the bar and on the pages' items, what waits to be shown,
/// and what the app had where the library wrote over it. What it keeps of each page (the look last
/// applied to its item, its item appearances, its iOS 26 fields, the bar visibility UIKit gave it) is in
/// the page's ``PageRecord``.
///
/// A class, not a struct: only the host holds it, and a generic struct of this many fields cost ~2.4 KB
/// of value witnesses. Not generic: none of its fields depends on the platform, and a generic class's
/// fields are found through its metadata at run time.
final class LookRecords {
    /// The bar-wide look (visibility, tint, status bar) as last shown.
    var bar: BarStyle?
    /// The bar-wide look asked for while the platform's bar was in no window, shown once it is.
    var deferredBar: BarStyle?
    /// Whether the platform's bar has been in a window (where UIKit applied the app's appearance proxy).
    var barWasInWindow = false
    /// Whether settled looks applied while the current effects run animate the bar's visibility.
    var animatesSettled = false
    /// Pages whose item look was last written before their view loaded: it did not see what the page
    /// made in `viewDidLoad` (its bar button items). An array, as the host's other page lists: a set of
    /// ids costs its own specialised hash table code.
    var writtenBeforeViewLoaded: [PageID] = []
    /// The bar visibility UIKit set before the host had a stack: the top page's once it has one.
    var platformHiddenBeforeStack: Bool?

    /// Forgets that a page's item look was written before its view loaded; returns whether it was. A page
    /// is in the list once at most (``NavigationHost/writeItemLook(_:to:withBackground:)`` takes it out
    /// before it adds it), so the first match is the only one. One method for the three sites: the
    /// array's search and removal cost their own code at each.
    @discardableResult
    func forgetWrittenBeforeViewLoaded(_ id: PageID) -> Bool {
        guard let index = writtenBeforeViewLoaded.firstIndex(of: id) else { return false }
        writtenBeforeViewLoaded.remove(at: index)
        return true
    }
}
