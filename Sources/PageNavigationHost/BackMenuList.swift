/// The pages a back button's long-press menu offers, from the stack of the navigation controller that
/// holds the page when the menu opens: those below the top, nearest first (as UIKit's own back menu
/// lists them). The same for a controller of the library (its engine's pages) and a plain
/// `UINavigationController` (its `viewControllers`, where a collapsing split view may have moved the
/// page; UIKitBehavior row 23).
package enum BackMenuList {
    /// The pages below the top of `stack` (root first), nearest first; none for a stack of one page.
    package static func pages<Page>(below stack: [Page]) -> [Page] {
        stack.dropLast().reversed()
    }
}
