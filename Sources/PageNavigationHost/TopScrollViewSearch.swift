/// Where UIKit looks for the scroll view whose position decides a page's bar (its scroll-edge look):
/// the one the page names for the top edge (`setContentScrollView(_:for:)`, `contentScrollView(for:)`,
/// iOS 15), else the page's view when it is a scroll view (a table or collection view controller), else
/// down the chain of first subviews (the view's first subview, that one's first subview, …): UIKit's
/// search is not public, and a scroll view elsewhere (behind another subview, the second of two) is
/// reported not found — the bar then keeps its scroll-edge look ("the scroll view must be the
/// bottommost subview"; UIKIT.md row 20, Shellbee #50).
///
/// A search that stops at the view's direct subviews misses a scroll view wrapped in a container (a
/// SwiftUI list, a child view controller's view); the fake bar of a scrolled page then went see-through.
package enum TopScrollViewSearch {
    /// How deep the first-subview chain is followed.
    package static let depth = 8

    /// The scroll view found for a page, given its named one, its view, and how to read a view.
    package static func find<View>(
        named: View?, view: View?, isScrollView: (View) -> Bool, firstSubview: (View) -> View?
    ) -> View? {
        if let named { return named }
        var current = view
        for _ in 0...depth {
            guard let candidate = current else { return nil }
            if isScrollView(candidate) { return candidate }
            current = firstSubview(candidate)
        }
        return nil
    }
}
