#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// Shows a look's item margins on the navigation bar with public API only: the leading and trailing
/// parts of the bar's `directionalLayoutMargins` (top and bottom stay the bar's own).
///
/// The bar's own margins are kept while the library's are on it, and given back when a look has the
/// system's margins again. When UIKit gives the bar margins of its own meanwhile (a rotation, a size
/// class change), those become the system's and the look's are laid over them at the next layout.
@MainActor
final class BarItemMarginsWriter {
    /// The margins of the look on the bar.
    private var margins = BarItemMargins.system
    /// The bar's own margins, while the library's are on it.
    private var system: NSDirectionalEdgeInsets?
    /// What the library last wrote.
    private var written: NSDirectionalEdgeInsets?

    /// Shows `margins` on `bar`, where this iOS version lets bar button items move (else nothing, and a
    /// debug build says so once).
    func show(_ margins: BarItemMargins, on bar: UINavigationBar) {
        self.margins = margins
        guard BarItemMargins.isSupported else { return BarItemMargins.noteUnsupported(margins) }
        refresh(bar)
    }

    /// Lays the margins over the bar's own again, for its current width (after a layout).
    func refresh(_ bar: UINavigationBar) {
        guard BarItemMargins.isSupported else { return }
        let current = bar.directionalLayoutMargins
        if let written, current != written { system = current }   // UIKit set margins of its own since
        guard !margins.isSystem else {
            if written != nil, let system, current != system { bar.directionalLayoutMargins = system }
            (system, written) = (nil, nil)
            return
        }
        let width = Double(bar.bounds.width - bar.safeAreaInsets.left - bar.safeAreaInsets.right)
        guard width > 0 else { return }   // not laid out yet: the controller's next layout shows them
        let base = system ?? current
        let points = margins.points(inWidth: width, system: (Double(base.leading), Double(base.trailing)))
        var insets = base
        insets.leading = CGFloat(points.leading)
        insets.trailing = CGFloat(points.trailing)
        if insets != current { bar.directionalLayoutMargins = insets }
        (system, written) = (base, insets)
    }
}

extension BarItemMargins {
    /// Whether ``PartialBarStyle/itemMargins`` moves bar button items on this iOS version.
    ///
    /// `true` before iOS 26: the library sets the navigation bar's `directionalLayoutMargins`, which
    /// UIKit's bar lays its leading and trailing items against (long observed by apps, though not spelled
    /// out by Apple). `false` on iOS 26 and later: Apple documents no public way to move the Liquid Glass
    /// item groups from the bar's edges, so margins do nothing there and the system's stay. See
    /// "Bar-button edge margins" in <doc:StylingPages>.
    @MainActor
    public static var isSupported: Bool {
        if #available(iOS 26.0, *) { return false }
        return true
    }

    /// Whether a debug build has said that margins do nothing on this iOS version.
    @MainActor private static var reportedUnsupported = false

    /// In debug builds, says once per process that margins do nothing on this iOS version.
    @MainActor
    static func noteUnsupported(_ margins: BarItemMargins) {
        #if DEBUG
        guard !margins.isSystem, !reportedUnsupported else { return }
        reportedUnsupported = true
        print(
            "PageNavigation: page.bar.itemMargins (\(margins)) has no effect on iOS \(UIDevice.current.systemVersion): "
                + "UIKit offers no public way to move bar button items from the bar's edges there, and PageNavigation "
                + "uses no private one. The system's margins stay. (Said once.)"
        )
        #endif
    }
}
#endif
