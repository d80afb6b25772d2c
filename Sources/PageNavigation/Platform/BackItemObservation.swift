#if canImport(UIKit)
import UIKit

/// Watches what iOS 15's back item depends on, by key-value observation: the page's item
/// (`hidesBackButton`, `leftItemsSupplementBackButton`, `leftBarButtonItems`) and what gives the title
/// of the page below (its `title`, and its item's `title`, `backButtonTitle`, `backBarButtonItem` and
/// `backButtonDisplayMode`). Releasing it stops watching (an `NSKeyValueObservation` invalidates itself
/// when released).
///
/// UIKit does not document these properties as observable. Objective-C's automatic notifications wrap
/// each property's setter, so `item.hidesBackButton = true` notifies; `setHidesBackButton(_:animated:)`
/// and `setLeftBarButton(_:animated:)` are other methods and are not expected to (the catalogue's
/// "iOS 15 back item" row): the host reads the item again at other times too. The same holds for
/// `backBarButtonItem` and `backButtonDisplayMode` (plain `UINavigationItem.h` properties with setters):
/// a write notifies, a change inside the back item (its `title`) does not and is read at the next
/// layout or transition. The library's own routed back-menu item notifies too; the host reads the item
/// again and writes nothing when nothing changed.
@MainActor
final class BackItemObservation {
    private var observations: [NSKeyValueObservation] = []

    init(page: UIViewController, below: UIViewController?, report: @escaping () -> Void) {
        let item = page.navigationItem
        nonisolated(unsafe) let report = report  // called on the main thread only, where UIKit writes items
        let run: @Sendable () -> Void = { MainActor.assumeIsolated { report() } }
        observations = [
            Self.observe(item, \.hidesBackButton, run),
            Self.observe(item, \.leftItemsSupplementBackButton, run),
            Self.observe(item, \.leftBarButtonItems, run),
        ]
        if let below {
            // Appended one by one, in the same order: no second list to concatenate.
            observations.append(Self.observe(below, \.title, run))
            observations.append(Self.observe(below.navigationItem, \.title, run))
            observations.append(Self.observe(below.navigationItem, \.backButtonTitle, run))
            observations.append(Self.observe(below.navigationItem, \.backBarButtonItem, run))
            observations.append(Self.observe(below.navigationItem, \.backButtonDisplayMode, run))
        }
    }

    /// `object.observe(keyPath) { _, _ in run() }` (no options), one helper for every property: written
    /// out at each, the observation and its handler were a copy per property type.
    @inline(never)
    private static func observe<Root: NSObject, Value>(
        _ object: Root, _ keyPath: KeyPath<Root, Value>, _ run: @escaping @Sendable () -> Void
    ) -> NSKeyValueObservation {
        object.observe(keyPath) { _, _ in run() }
    }
}
#endif
