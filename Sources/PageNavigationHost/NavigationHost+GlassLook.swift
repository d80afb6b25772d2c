import PageNavigationCore

/// iOS 26's look fields on the platform: the top scroll edge effect of a page's scroll view and the
/// shared background of its bar button items. The rules are the core's
/// (``BarGeneration/edgeEffect(under:fakeBar:themed:)``, ``BarGeneration/hidesSharedItemBackground(under:)``);
/// the host keeps what the app had, gives it back exactly when a page stops asking or leaves, and
/// never writes to a page that asks for nothing.
extension NavigationHost {
    /// Shows `style`'s iOS 26 fields on a page, with a fake bar in the page or not.
    func showGlassLook(_ style: BarStyle, for id: PageID, fakeBar: Bool) {
        guard let page = registeredPage(id) else { return }
        let generation = platform.barGeneration
        // A fake bar draws the colour the app's theme (or the page's own item appearance) gives the bar.
        let themed = fakeBar && platform.fakeBarIsThemed(on: page, own: ownAppearances(of: id, page))
        showEdgeEffect(generation.edgeEffect(under: style, fakeBar: fakeBar, themed: themed), on: page, id)
        showItemBackgrounds(hidden: generation.hidesSharedItemBackground(under: style), on: page, id)
    }

    /// Shows a page's iOS 26 fields again as its look is now: the page may have changed its scroll view
    /// or its bar button items since they were last shown.
    package func refreshGlassLook(of page: Platform.Page) {
        let id = id(of: page)
        guard registeredPage(id) === page, let style = resolvedLook(of: id) else { return }
        showGlassLook(style, for: id, fakeBar: transitions.fakeBarPages?.contains(id) == true)
    }

    /// A page left the host: its scroll view and its items get back what the app gave them.
    func forgetGlassLook(of id: PageID) {
        let pageRecord = existingRecord(of: id)
        let edgeEffect = pageRecord?.edgeEffect
        pageRecord?.edgeEffect = nil
        if let edgeEffect { restore(edgeEffect) }
        let itemBackgrounds = pageRecord?.itemBackgrounds
        pageRecord?.itemBackgrounds = nil
        for record in itemBackgrounds ?? [] { restore(record) }
    }

    // MARK: Edge effect

    private func showEdgeEffect(_ choice: ScrollEdgeEffect, on page: Platform.Page, _ id: PageID) {
        // A page that asks for nothing and never asked costs no platform call (a fade calls this per frame).
        guard choice != .system || existingRecord(of: id)?.edgeEffect != nil else { return }
        let scrollView = platform.topScrollView(of: page)
        if let record = existingRecord(of: id)?.edgeEffect, choice == .system || record.scrollView !== scrollView {
            // The page stopped asking, or its scroll view changed: the old one gets the app's back.
            existingRecord(of: id)?.edgeEffect = nil
            restore(record)
        }
        guard choice != .system, let scrollView else { return }
        let current = platform.topEdgeEffect(of: scrollView)
        let record =
            existingRecord(of: id)?.edgeEffect
            ?? EdgeEffectRecord(scrollView: scrollView, value: OverriddenValue(own: current, written: nil))
        guard record.choice != choice || !record.value.isWritten(current) else { return }
        record.value.take(current)
        platform.setTopEdgeEffect(choice, over: record.value.own, on: scrollView)
        record.value.written = platform.topEdgeEffect(of: scrollView)
        record.choice = choice
        self.record(of: id).edgeEffect = record
    }

    private func restore(_ record: EdgeEffectRecord<Platform.ScrollView, Platform.EdgeEffect>) {
        guard let scrollView = record.scrollView,
            let own = record.value.restoring(from: platform.topEdgeEffect(of: scrollView))
        else { return }
        platform.restoreTopEdgeEffect(own, on: scrollView)
    }

    // MARK: Items' shared background

    private func showItemBackgrounds(hidden: Bool, on page: Platform.Page, _ id: PageID) {
        guard hidden || existingRecord(of: id)?.itemBackgrounds != nil else { return }
        let items = hidden ? platform.barItems(of: page) : []
        // Items the page no longer shows, or all of them when it stopped asking, get the app's value back.
        // (Loops: a page has a few items, and `map` or `contains(where:)` over the platform's items
        // compiles the standard library's generic code.)
        var records: [ItemBackgroundRecord<Platform.BarItem>] = []
        for record in existingRecord(of: id)?.itemBackgrounds ?? [] {
            var shown = false
            for item in items where ObjectIdentifier(item) == record.key { shown = true }
            if shown { records.append(record) } else { restore(record) }
        }
        for item in items {
            let key = ObjectIdentifier(item)
            let current = platform.hidesSharedBackground(item)
            // A record is this item's only while it holds this item: a freed item's address may be reused.
            let index = records.firstIndex { $0.key == key }
            let existing =
                if let index, records[index].item === item { records[index] } else {
                    ItemBackgroundRecord<Platform.BarItem>?.none
                }
            let record =
                existing ?? ItemBackgroundRecord(item: item, value: OverriddenValue(own: current, written: nil))
            record.value.take(current)
            if !current { platform.setHidesSharedBackground(true, on: item) }
            record.value.written = true
            if let index { records[index] = record } else { records.append(record) }
        }
        self.record(of: id).itemBackgrounds = records.isEmpty ? nil : records
    }

    private func restore(_ record: ItemBackgroundRecord<Platform.BarItem>) {
        guard let item = record.item, let own = record.value.restoring(from: platform.hidesSharedBackground(item))
        else { return }
        platform.setHidesSharedBackground(own, on: item)
    }
}
