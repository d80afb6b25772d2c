#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// Hides the top scroll edge effect of a page's scroll view while its look has a material of its own
/// (iOS 26), so that the material and the edge effect never draw two bands; gives the scroll view back
/// its own setting as soon as the look has none. Which looks hide it is the core's rule
/// (``BarGeneration/hidesEdgeEffect(under:)``).
@MainActor
final class EdgeEffectWriter {
    /// The scroll views whose edge effect the library hides, with the `isHidden` each had before.
    private let hiddenByLibrary = NSMapTable<UIScrollView, NSNumber>.weakToStrongObjects()

    /// Shows `style`'s rule on `page`'s scroll view (the one it names for the top edge, else its view
    /// when that is a scroll view), with a fake bar of that look in it or not.
    func show(_ style: BarStyle, on page: UIViewController, underFakeBar: Bool = false) {
        guard #available(iOS 26.0, *), let scrollView = Self.scrollView(of: page) else { return }
        let hides = BarGeneration.running.hidesEdgeEffect(under: style, fakeBar: underFakeBar)
        let own = hiddenByLibrary.object(forKey: scrollView)
        if hides, own == nil {
            hiddenByLibrary.setObject(NSNumber(value: scrollView.topEdgeEffect.isHidden), forKey: scrollView)
            scrollView.topEdgeEffect.isHidden = true
        } else if !hides, let own {
            scrollView.topEdgeEffect.isHidden = own.boolValue
            hiddenByLibrary.removeObject(forKey: scrollView)
        }
    }

    private static func scrollView(of page: UIViewController) -> UIScrollView? {
        page.contentScrollView(for: .top) ?? (page.isViewLoaded ? page.view as? UIScrollView : nil)
    }
}
#endif
