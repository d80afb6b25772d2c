#if canImport(SwiftUI) && canImport(UIKit)
import PageNavigation
import PageNavigationCore
import SwiftUI
import UIKit

extension View {
    /// Sets the navigation-bar look of the page this view is in — the fields of `pageNavigation.bar` in UIKit, with
    /// SwiftUI colours. Unset fields (`nil`) come from the app's default look (or, under
    /// ``/PageNavigationCore/InheritancePolicy/inherit``, from the page pushed from); going back restores the look exactly,
    /// also after a cancelled swipe. Colours made from a dynamic `UIColor` (`Color(uiColor: .systemBackground)`)
    /// keep every variant; on iOS 17 and later, asset colours and SwiftUI's semantic colours (`.primary`)
    /// keep their light and dark values too. On iOS 15 and 16 those take one value (SwiftUI cannot
    /// resolve a colour there): pass `Color(uiColor:)` of a dynamic `UIColor` for a bar that follows
    /// Dark Mode on every version.
    ///
    /// ```swift
    /// ArticleView()
    ///     .pageBar(background: .black, tint: .yellow, title: .white, shadow: false)
    /// ```
    ///
    /// - Parameters:
    ///   - background: the bar background; `.clear` for a transparent bar.
    ///   - tint: bar button items and the back chevron.
    ///   - title: the title (standard and large).
    ///   - largeTitle: the large title, when it differs from `title`.
    ///   - shadow: whether the hairline under the bar shows.
    ///   - hidden: whether the bar is hidden on this page (never inherited); swipe-back keeps working.
    ///   - alpha: the bar's opacity 0…1, for scroll-driven fades (never inherited).
    public func pageBar(
        background: Color? = nil, tint: Color? = nil, title: Color? = nil, largeTitle: Color? = nil,
        shadow: Bool? = nil, hidden: Bool? = nil, alpha: Double? = nil
    ) -> some View {
        var bar = PartialBarStyle(
            backgroundColor: background.map(DynamicBarColor.uiColor), tintColor: tint.map(DynamicBarColor.uiColor),
            titleColor: title.map(DynamicBarColor.uiColor), shadow: shadow, hidden: hidden, alpha: alpha
        )
        if let largeTitle { bar.largeTitleColor = DynamicBarColor.uiColor(largeTitle) }
        return pageBar(bar)
    }

    /// Sets the navigation-bar look of the page this view is in from a ``/PageNavigationCore/PartialBarStyle`` — for the
    /// fields without a SwiftUI form: title fonts, a background image or blur, the status-bar style.
    public func pageBar(_ bar: PartialBarStyle) -> some View {
        pagePreferences { $0.bar = bar }
    }

    /// Hides or shows the navigation bar on the page this view is in; swipe-back keeps working either way.
    /// The same as `pageBar(hidden:)`; prefer it to `.toolbar(.hidden)`, whose change UIKit animates
    /// without the page during an interactive swipe.
    public func pageBarHidden(_ hidden: Bool = true) -> some View {
        pageBar(hidden: hidden)
    }
}
#endif
