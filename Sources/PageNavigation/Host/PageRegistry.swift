#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// The view controllers the engine's pages stand for. Holds them strongly while they are in the stack,
/// are being brought in, or wait in a queued operation; the engine only knows their ``PageID``s.
@MainActor
struct PageRegistry {
    private var controllers: [PageID: UIViewController] = [:]

    /// Remembers `viewController` under its page id.
    mutating func register(_ viewController: UIViewController) {
        controllers[viewController.page.id] = viewController
    }

    /// The view controller of a page, if registered.
    subscript(id: PageID) -> UIViewController? { controllers[id] }

    /// The view controllers of these pages, in order, skipping unknown ones.
    func controllers(for ids: [PageID]) -> [UIViewController] {
        ids.compactMap { controllers[$0] }
    }

    /// Forgets every page not in `keep`.
    mutating func retainOnly(_ keep: Set<PageID>) {
        controllers = controllers.filter { keep.contains($0.key) }
    }
}
#endif
