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

    /// The platform page of an id, if there is one and it is registered (`flatMap` over the id would
    /// compile the standard library's generic `flatMap` and a closure).
    func page(_ id: PageID?) -> Page? {
        guard let id else { return nil }
        return pages[id]
    }

    /// The platform pages of these ids, in order, skipping unknown ones.
    func pages(for ids: [PageID]) -> [Page] {
        // A loop: `compactMap` over the generic pages compiles its closure and thunks.
        var found: [Page] = []
        for id in ids {
            if let page = pages[id] { found.append(page) }
        }
        return found
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
