import PageNavigationCore

// A page's own item appearances and the ones the library last wrote on its item are an
// ``OverriddenValue``: the page (or the app) may set its item's appearances at any time outside the
// library — usually in `viewDidLoad`, after the library first wrote them. Whatever the item holds that is
// not the library's last write is the page's own, taken again each time.
extension NavigationHost {
    /// The page's own item appearances now (what its item holds, unless the library wrote that).
    func ownAppearances(of id: PageID, _ page: Platform.Page) -> Platform.ItemAppearances {
        let current = platform.itemAppearances(of: page)
        let record = self.record(of: id)
        let items = record.items ?? OverriddenValue(own: current, written: nil)
        items.take(current)
        record.items = items
        return items.own
    }

    /// Whether the page set its own item appearances since the library last wrote them.
    func pageWroteItem(_ id: PageID, _ page: Platform.Page) -> Bool {
        guard let record = existingRecord(of: id)?.items else { return true }
        return !record.isWritten(platform.itemAppearances(of: page))
    }

    /// Shows a look on a page's item over its own appearances, and remembers what the library wrote.
    func writeItemLook(_ style: BarStyle, to id: PageID, withBackground: Bool) {
        guard let page = registeredPage(id) else { return }
        let own = ownAppearances(of: id, page)
        platform.applyLook(style, to: page, withBackground: withBackground, own: own)
        looks.forgetWrittenBeforeViewLoaded(id)
        if !platform.isViewLoaded(page) { looks.writtenBeforeViewLoaded.append(id) }
        existingRecord(of: id)?.items?.written = platform.itemAppearances(of: page)
        showGlassLook(style, for: id, fakeBar: !withBackground)  // without: a fake bar carries it
        refreshLeftBackItem(of: id)  // iOS 15: the look's back button image
    }

    /// Fades the background a page's item shows, and remembers what the library wrote; a full write when
    /// the page set its own appearances since the library's last write.
    func writeItemAlpha(_ style: BarStyle, to id: PageID) {
        guard let page = registeredPage(id) else { return }
        guard !pageWroteItem(id, page) else { return writeItemLook(style, to: id, withBackground: true) }
        platform.applyBarAlpha(style, to: page, own: ownAppearances(of: id, page))
        existingRecord(of: id)?.items?.written = platform.itemAppearances(of: page)
    }

    /// A page left the host: its item gets its own appearances back, exactly, and the host forgets it.
    func forgetLooks(of id: PageID) {
        let pageRecord = existingRecord(of: id)
        pageRecord?.appliedLook = nil
        looks.forgetWrittenBeforeViewLoaded(id)
        pageRecord?.platformHidden = nil
        forgetGlassLook(of: id)
        let items = pageRecord?.items
        pageRecord?.items = nil
        guard let record = items, let page = registeredPage(id) else { return }
        if record.written.holdsValue, record.isWritten(platform.itemAppearances(of: page)) {
            platform.restoreItemAppearances(record.own, of: page)
        }
    }
}
