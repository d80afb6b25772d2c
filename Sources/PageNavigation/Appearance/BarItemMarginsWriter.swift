#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// Shows a look's item margins on the navigation bar with public API only: the leading and trailing
/// parts of the bar's `directionalLayoutMargins` (top and bottom stay the bar's own).
///
/// The system's margins are the controller's `systemMinimumLayoutMargins`, read at every layout (so a
/// rotation or a size-class change is followed). Public API can widen the bar's margins but not narrow
/// them below the system's — narrowing needs the bar's private views — so a look's margins never go
/// below them (a debug build says so once). A page without margins of its own gets back the bar's own
/// margins, as UIKit had laid them out before the library first wrote them (kept as their distance from
/// the system's, so that a rotation or a size-class change is followed).
@MainActor
final class BarItemMarginsWriter {
    /// The margins of the look on the bar.
    private var margins = BarItemMargins.system
    /// Whether the library has written the bar's margins: from then on UIKit no longer sets them, so the
    /// library writes the bar's own at every layout for pages that want them.
    private var written = false
    /// The bar's own leading and trailing margins, as UIKit laid them out before the library wrote any,
    /// less the system's at the time.
    private var barOwn: (leading: CGFloat, trailing: CGFloat)?

    /// Shows `margins` on `bar`, where this iOS version lets bar button items move (else nothing, and a
    /// debug build says so once).
    func show(_ margins: BarItemMargins, on bar: UINavigationBar, system: NSDirectionalEdgeInsets) {
        self.margins = margins
        guard BarItemMargins.isSupported else { return BarItemMargins.noteUnsupported(margins) }
        refresh(bar, system: system)
    }

    /// Lays the margins on the bar again for its current width and the system's current margins
    /// (after a layout).
    func refresh(_ bar: UINavigationBar, system: NSDirectionalEdgeInsets) {
        guard BarItemMargins.isSupported else { return }
        var insets = bar.directionalLayoutMargins
        if !written { barOwn = (insets.leading - system.leading, insets.trailing - system.trailing) }
        if margins.isSystem {
            guard written, let barOwn else { return }  // never written: the bar's margins are UIKit's own
            insets.leading = system.leading + barOwn.leading
            insets.trailing = system.trailing + barOwn.trailing
        } else {
            let width = Double(bar.bounds.width - bar.safeAreaInsets.left - bar.safeAreaInsets.right)
            guard width > 0 else { return }  // not laid out yet: the controller's next layout shows them
            let points = margins.widenedPoints(
                inWidth: width, system: (Double(system.leading), Double(system.trailing)))
            if points.narrowed { BarItemMargins.noteNarrowing(margins, system: system) }
            insets.leading = CGFloat(points.leading)
            insets.trailing = CGFloat(points.trailing)
            written = true
        }
        if insets != bar.directionalLayoutMargins { bar.directionalLayoutMargins = insets }
    }
}

extension BarItemMargins {
    /// Whether ``/PageNavigationCore/PartialBarStyle/itemMargins`` moves bar button items on this iOS version.
    ///
    /// `true` before iOS 26: the library sets the navigation bar's `directionalLayoutMargins`, which
    /// UIKit's bar lays its leading and trailing items against (long observed by apps, though not spelled
    /// out by Apple); margins can widen the system's, not narrow them. `false` on iOS 26 and later: Apple
    /// documents no public way to move the Liquid Glass item groups from the bar's edges, so margins do
    /// nothing there and the system's stay. See "Bar-button edge margins" in <doc:StylingPages>.
    @MainActor
    public static var isSupported: Bool {
        if #available(iOS 26.0, *) { return false }
        return true
    }

    /// Whether a debug build has said that margins do nothing on this iOS version.
    @MainActor private static var reportedUnsupported = false
    /// Whether a debug build has said that margins cannot go below the system's.
    @MainActor private static var reportedNarrowing = false

    /// In debug builds, says once per process that margins do nothing on this iOS version.
    @MainActor
    static func noteUnsupported(_ margins: BarItemMargins) {
        #if DEBUG
        guard !margins.isSystem, !reportedUnsupported else { return }
        reportedUnsupported = true
        print(
            "PageNavigation: pageNavigation.bar.itemMargins (\(margins)) is not applied on iOS \(UIDevice.current.systemVersion): "
                + "Apple documents no public way to move bar button items from the bar's edges there, and PageNavigation "
                + "uses no private one. The system's margins stay. (Said once.)"
        )
        #endif
    }

    /// In debug builds, says once per process that margins below the system's stay at the system's.
    @MainActor
    static func noteNarrowing(_ margins: BarItemMargins, system: NSDirectionalEdgeInsets) {
        #if DEBUG
        guard !reportedNarrowing else { return }
        reportedNarrowing = true
        print(
            "PageNavigation: pageNavigation.bar.itemMargins (\(margins)) asks for less than the system's margins "
                + "(leading \(system.leading), trailing \(system.trailing)); public API cannot narrow them, so they stay "
                + "at the system's. (Said once.)"
        )
        #endif
    }
}
#endif
