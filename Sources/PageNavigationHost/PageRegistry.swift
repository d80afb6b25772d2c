import PageNavigationCore

/// The platform pages the engine's pages stand for. Holds them strongly while they are in the stack,
/// are being brought in, or wait in a queued operation; the engine only knows their ``PageID``s.
package struct PageRegistry<Page: AnyObject> {
    private var pages: [PageID: Page] = .init()

    /// Remembers `page` under its id.
    mutating func register(_ page: Page, as id: PageID) {
        pages[id] = page
    }

    /// The platform page of an id, if registered.
    package subscript(id: PageID) -> Page? { pages[id] }

    /// The platform pages of these ids, in order, skipping unknown ones.
    func pages(for ids: [PageID]) -> [Page] {
        ids.compactMap { pages[$0] }
    }

    /// How many pages are registered.
    package var count: Int { pages.count }

    /// The registered ids.
    var ids: [PageID] { Array(pages.keys) }

    /// Forgets every page not in `keep`.
    mutating func retainOnly(_ keep: [PageID]) {
        pages = pages.filter { keep.contains($0.key) }
    }
}
