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
            item.observe(\.hidesBackButton) { _, _ in run() },
            item.observe(\.leftItemsSupplementBackButton) { _, _ in run() },
            item.observe(\.leftBarButtonItems) { _, _ in run() },
        ]
        if let below {
            observations += [
                below.observe(\.title) { _, _ in run() },
                below.navigationItem.observe(\.title) { _, _ in run() },
                below.navigationItem.observe(\.backButtonTitle) { _, _ in run() },
                below.navigationItem.observe(\.backBarButtonItem) { _, _ in run() },
                below.navigationItem.observe(\.backButtonDisplayMode) { _, _ in run() },
            ]
        }
    }
}
#endif
