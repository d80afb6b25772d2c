#if canImport(UIKit)
import UIKit

/// A page's own bar button items, wherever it set them.
@MainActor
enum PageBarItems {
    /// The leading and trailing items of `item`: its left and right items, or the items of the groups it
    /// set instead (`leadingItemGroups`, `trailingItemGroups`, `pinnedTrailingGroup`, iOS 16+) — not
    /// the back button, which is the system's.
    static func all(of item: UINavigationItem) -> [UIBarButtonItem] {
        var items = (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? [])
        guard #available(iOS 16.0, *) else { return items }
        var groups = item.leadingItemGroups + item.trailingItemGroups
        if let pinned = item.pinnedTrailingGroup { groups.append(pinned) }  // no one-element list to compact
        for group in groups {
            for barItem in group.barButtonItems {
                // Already listed? (A loop, not contains(where:): the same identity checks, in order.)
                var known = false
                for item in items where item === barItem {
                    known = true
                    break
                }
                if !known { items.append(barItem) }
            }
        }
        return items
    }
}
#endif
