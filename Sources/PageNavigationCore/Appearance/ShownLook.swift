/// The look a person sees: the library's look combined with what the app did to the bar through UIKit.
///
/// Apps theme every bar (`UINavigationBar.appearance()`) and set a page's own item appearances in
/// `viewDidLoad`. Both are the page's own look for the fields the library leaves ``BarColor/system``:
/// a field set through the library (on the page, inherited, or the app-wide default) wins; a system
/// field shows the page's own item appearance, else the app's theme, else the system's.
extension BarStyle {
    /// This resolved look as shown on a page whose item has its own appearance `own`, in an app whose
    /// bar is themed with `theme` (each `.empty` when the app did nothing).
    ///
    /// Only the background, tint, title and shadow come from `own` and `theme`: `hidden`, `alpha`, the
    /// extras and the item margins are the library's. A background the library draws as an image or a
    /// material is not system, so it wins too.
    public func shown(own: PartialBarStyle = .empty, theme: PartialBarStyle = .empty) -> BarStyle {
        var style = self
        let systemBackground = extras.backgroundImage == nil && extras.backgroundEffect == nil
        if background.isSystem, systemBackground { style.background = own.background ?? theme.background ?? background }
        if tint.isSystem { style.tint = own.tint ?? theme.tint ?? tint }
        if title.isSystem { style.title = own.title ?? theme.title ?? title }
        if shadow == .system { style.shadow = own.shadow ?? theme.shadow ?? shadow }
        return style
    }
}
