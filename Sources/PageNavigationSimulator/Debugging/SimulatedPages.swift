import PageNavigationCore

/// The pages a simulator made, by id, held weakly as an app holds nothing it does not keep: a page lives
/// while the platform, the host or the app (``NavigationSimulator/holdPage(_:)``) holds it. Names
/// outlive their pages, so events about a freed page still name it.
struct SimulatedPages {
    private struct Entry {
        weak var page: VirtualPage?
        let name: String
    }

    private var entries: [PageID: Entry] = [:]

    /// The page of an id while it is alive; setting one remembers it (weakly) and its name.
    subscript(id: PageID) -> VirtualPage? {
        get { entries[id]?.page }
        set {
            guard let newValue else { return }
            entries[id] = Entry(page: newValue, name: newValue.name)
        }
    }

    /// The name of the page an id stood for, alive or not.
    func name(of id: PageID) -> String? { entries[id]?.name }

    /// The pages still alive.
    var values: [VirtualPage] { entries.values.compactMap(\.page) }
}
