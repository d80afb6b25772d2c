/// The tint the app gave the bar, kept while a page's own tint is on it, and given back when a page
/// without a tint comes to the top. A flow whose pages never set a tint never touches the bar's tint,
/// so the app's tint (in code or through `UINavigationBar.appearance()`) stays as it was.
///
/// A class, not a struct: a generic struct's value witnesses (copy, assign, enum tags: ~2 KB) are code
/// for copies nobody makes; each platform holds its one keeper.
package final class AppTintKeeper<Color> {
    /// Whether a page's tint is on the bar now (the app's is kept aside in ``saved``).
    package private(set) var isCoveringAppTint = false
    /// While a page's tint is on the bar: the tint the app had given it (`nil`: none, the window's).
    /// Two fields, not a `Color??`: a double optional of a generic type costs kilobytes of value
    /// witnesses.
    private var saved: Color?

    /// A keeper for a bar that shows the app's own tint.
    package init() {}

    /// What the bar's tint becomes when a page whose tint is `pageTint` (`nil`: it sets none) comes to
    /// the top: `nil` to leave the bar's tint alone, else the tint to write (`.some(nil)`: none, the
    /// window's). `appTint` reads the tint the app gave the bar (`nil`: none); it is read only when a
    /// page's tint first covers it.
    package func barTint(forPage pageTint: Color?, appTint: () -> Color?) -> Color?? {
        guard pageTint != nil || isCoveringAppTint else { return nil }
        let kept = isCoveringAppTint ? saved : appTint()
        isCoveringAppTint = pageTint != nil
        saved = isCoveringAppTint ? kept : nil
        return .some(pageTint ?? kept)
    }
}
