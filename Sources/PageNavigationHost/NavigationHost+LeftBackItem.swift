import PageNavigationCore

/// iOS 15's back button, a left item of the library's own (``LeftBackItem``): the host decides what
/// each page's item holds, and follows the page's changes — its left items, `hidesBackButton`,
/// `leftItemsSupplementBackButton`, its look's back button image, the title of the page below.
///
/// UIKit does not promise key-value observing for `UINavigationItem`: writes through
/// `setHidesBackButton(_:animated:)` or `setLeftBarButton(_:animated:)`, for one, post no notification.
/// The host reads the item again whenever it gets control anyway — a notification, the platform's
/// layout, a page about to show, a touch, the page's look written — and writes only what changed.
extension NavigationHost {
    /// Shows (or hides) the back button routed to the engine on a page: UIKit's own, through
    /// ``NavigationPlatform/setBackButton(shown:on:below:)``, or iOS 15's left item.
    func showBackButton(_ shown: Bool, on id: PageID, below: PageID?) {
        guard let page = registeredPage(id) else { return }
        guard platform.backButtonIsLeftItem else {
            return platform.setBackButton(shown: shown, on: page, below: registry.page(below))
        }
        let reading = platform.leftBackItemReading(of: page)
        let record =
            existingRecord(of: id)?.leftBackItem
            ?? LeftBackItemRecord(
                shown: shown, below: below,
                supplements: OverriddenValue(own: reading.supplementsBackButton, written: nil))
        let belowChanged = record.below != below || record.observation == nil
        (record.shown, record.below) = (shown, below)
        // A record without an observer is new or was just released: only then is it stored.
        if belowChanged {
            record.observation = nil
            self.record(of: id).leftBackItem = record
            record.observation = platform.observeBackItemInputs(
                of: page, below: registry.page(below), report: callback(.refreshLeftBackItem(id)))
        }
        refreshLeftBackItem(of: id)
    }

    /// Reads a page's item again and shows the library's back item as it must be now; writes nothing
    /// when nothing changed (so following the item's notifications never loops).
    package func refreshLeftBackItem(of id: PageID) {
        // The platform notifies the library's own writes too: the outer call reads the item again.
        guard !refreshingLeftBackItem, let record = existingRecord(of: id)?.leftBackItem, let page = registeredPage(id)
        else {
            return
        }
        refreshingLeftBackItem = true
        defer { refreshingLeftBackItem = false }
        let reading = platform.leftBackItemReading(of: page)
        record.supplements.take(reading.supplementsBackButton)
        let decision = reading.decision(shown: record.shown, supplementIntent: record.supplements.own)
        let item: LeftBackItem? =
            if decision.showsItem, let below = record.below, let belowPage = registeredPage(below) {
                LeftBackItem(
                    target: below, title: platform.backTitle(goingBackTo: belowPage),
                    image: resolvedLook(of: id)?.extras.backButtonImage)
            } else { nil }
        let writesFlag = decision.supplements != reading.supplementsBackButton
        if writesFlag { record.supplements.written = decision.supplements }
        let changed = writesFlag || item != reading.shownItem
        if changed { platform.showLeftBackItem(item, supplementing: decision.supplements, on: page) }
    }

    /// Reads every page's item again: the platform laid out, a page is about to show, a touch began.
    package func refreshLeftBackItems() {
        guard platform.backButtonIsLeftItem else { return }
        var ids: [PageID] = []
        for (id, record) in pageRecords where record.leftBackItem.holdsValue { ids.append(id) }
        for id in ids { refreshLeftBackItem(of: id) }
    }

    /// A page left the host: its item gets back the app's supplement flag and its own left items alone.
    func forgetLeftBackItem(of id: PageID) {
        guard let record = existingRecord(of: id)?.leftBackItem else { return }
        existingRecord(of: id)?.leftBackItem = nil
        guard let page = registeredPage(id) else { return }
        record.observation = nil  // the only copy left: the observer is gone before the item is written
        let reading = platform.leftBackItemReading(of: page)
        let flag = record.supplements.restoring(from: reading.supplementsBackButton) ?? reading.supplementsBackButton
        if reading.shownItem.holdsValue || flag != reading.supplementsBackButton {
            platform.showLeftBackItem(nil, supplementing: flag, on: page)
        }
    }
}
