#if canImport(UIKit)
import PageNavigationCore
import PageNavigationHost
import UIKit

/// iOS 26's look fields on a device: the page's scroll view's `topEdgeEffect` and its bar button
/// items' `hidesSharedBackground`. The host decides what each shows and keeps what the app had.
extension UIKitPlatform {
    typealias ScrollView = UIScrollView
    typealias EdgeEffect = TopEdgeEffect
    typealias BarItem = UIBarButtonItem

    var barGeneration: BarGeneration { .running }

    func topScrollView(of page: UIViewController) -> UIScrollView? { TopEdgeEffect.scrollView(of: page) }

    func topEdgeEffect(of scrollView: UIScrollView) -> TopEdgeEffect { TopEdgeEffect(of: scrollView) }

    func setTopEdgeEffect(_ choice: ScrollEdgeEffect, over own: TopEdgeEffect, on scrollView: UIScrollView) {
        own.showing(choice).write(to: scrollView)
    }

    func restoreTopEdgeEffect(_ own: TopEdgeEffect, on scrollView: UIScrollView) { own.write(to: scrollView) }

    /// The page's own leading and trailing items — its left and right items, or the items of the
    /// groups it set instead (`leadingItemGroups`, `trailingItemGroups`, `pinnedTrailingGroup`) — not
    /// the back button, which is the system's; none before iOS 26, which has no shared background.
    func barItems(of page: UIViewController) -> [UIBarButtonItem] {
        guard #available(iOS 26.0, *) else { return [] }
        return PageBarItems.all(of: page.navigationItem)
    }

    func hidesSharedBackground(_ item: UIBarButtonItem) -> Bool {
        guard #available(iOS 26.0, *) else { return false }
        return item.hidesSharedBackground
    }

    func setHidesSharedBackground(_ hides: Bool, on item: UIBarButtonItem) {
        guard #available(iOS 26.0, *) else { return }
        item.hidesSharedBackground = hides
    }
}
#endif
