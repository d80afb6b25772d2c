import PageNavigationCore

/// The completion and failure the app gave each operation, and the pages each operation brought with
/// it (held until the operation runs or is refused).
struct OperationCallbacks<Completion, Failure> {
    /// A class, not a struct: a generic struct's value witnesses cost kilobytes, and an entry is
    /// never changed, only added and taken.
    private final class Entry {
        let completion: Completion?
        let failure: Failure?
        let pages: [PageID]

        init(completion: Completion?, failure: Failure?, pages: [PageID]) {
            self.completion = completion
            self.failure = failure
            self.pages = pages
        }
    }

    private var entries: [OperationID: Entry] = .init()

    /// Remembers what to call when `operation` completes or is refused. Operations without callbacks
    /// or pages are not remembered.
    mutating func add(_ operation: OperationID, pages: [PageID], completion: Completion?, failure: Failure?) {
        guard completion != nil || failure != nil || !pages.isEmpty else { return }
        entries[operation] = Entry(completion: completion, failure: failure, pages: pages)
    }

    /// Forgets `operation` and returns its completion.
    mutating func takeCompletion(_ operation: OperationID) -> Completion? {
        entries.removeValue(forKey: operation)?.completion
    }

    /// Forgets `operation` and returns its failure.
    mutating func takeFailure(_ operation: OperationID) -> Failure? {
        entries.removeValue(forKey: operation)?.failure
    }

    /// The pages that operations still waiting to end brought with them.
    var waitingPages: [PageID] {
        // A loop, not `flatMap(\.pages)`: its key path and closure cost code of their own.
        var pages: [PageID] = []
        for entry in entries.values { pages += entry.pages }
        return pages
    }
}
