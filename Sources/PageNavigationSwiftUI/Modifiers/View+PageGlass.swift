#if canImport(SwiftUI) && canImport(UIKit)
import PageNavigation
import PageNavigationCore
import SwiftUI

extension View {
    /// Sets the scroll edge effect under the bar on the page this view is in (iOS 26; earlier versions
    /// ignore it): `pageNavigation.bar.edgeEffect` in UIKit. Going back restores exactly what the
    /// scroll view had.
    ///
    /// The library writes it to the scroll view UIKit knows for the page (the one named with
    /// `setContentScrollView(_:for:)`); for a SwiftUI `ScrollView`, SwiftUI's own
    /// `scrollEdgeEffectStyle(_:for:)` reaches it directly.
    public func pageBarEdgeEffect(_ effect: ScrollEdgeEffect) -> some View {
        pagePreferences { $0.bar.edgeEffect = effect }
    }

    /// Takes the shared glass background from the page's own bar button items, or leaves it to the
    /// system with `false` (iOS 26; earlier versions ignore it): `pageNavigation.bar.itemsHideSharedBackground`
    /// in UIKit. It reaches the page's left and right `UIBarButtonItem`s; for SwiftUI toolbar items,
    /// SwiftUI's `sharedBackgroundVisibility(_:)` is the direct way.
    public func pageBarItemsHideSharedBackground(_ hides: Bool = true) -> some View {
        pagePreferences { $0.bar.itemsHideSharedBackground = hides }
    }
}
#endif
