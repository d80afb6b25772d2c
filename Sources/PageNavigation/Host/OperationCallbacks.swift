#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// The completion and failure closures of the operations the app asked for, by operation, and the
/// pages each operation brought with it (released when it is refused).
@MainActor
struct OperationCallbacks {
    private struct Entry {
        var completion: (@MainActor () -> Void)?
        var failure: (@MainActor (NavigationError) -> Void)?
        var pages: [PageID]
    }

    private var entries: [OperationID: Entry] = [:]

    /// Remembers what to call when `operation` completes or is refused.
    mutating func add(
        _ operation: OperationID, pages: [PageID], completion: (@MainActor () -> Void)?,
        failure: (@MainActor (NavigationError) -> Void)?
    ) {
        entries[operation] = Entry(completion: completion, failure: failure, pages: pages)
    }

    /// Forgets `operation` and returns its completion.
    mutating func takeCompletion(_ operation: OperationID) -> (@MainActor () -> Void)? {
        entries.removeValue(forKey: operation)?.completion
    }

    /// Forgets `operation` and returns its failure closure.
    mutating func takeFailure(_ operation: OperationID) -> (@MainActor (NavigationError) -> Void)? {
        entries.removeValue(forKey: operation)?.failure
    }

    /// The pages that operations still waiting to run brought with them.
    var waitingPages: Set<PageID> {
        Set(entries.values.flatMap(\.pages))
    }
}
#endif
