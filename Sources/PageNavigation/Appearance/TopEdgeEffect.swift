#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// A scroll view's top edge effect settings (iOS 26): its style object and whether it is hidden, as
/// the host keeps them to give the app's own back exactly. Which effect a page shows, and when, is the
/// core's rule and the host's bookkeeping; this type only reads and writes `UIScrollView.topEdgeEffect`.
struct TopEdgeEffect: Equatable {
    /// The `UIScrollEdgeEffect.Style` object (a class of iOS 26); `nil` before iOS 26.
    private let style: AnyObject?
    private let isHidden: Bool

    private init(style: AnyObject?, isHidden: Bool) {
        self.style = style
        self.isHidden = isHidden
    }

    /// The same style object and the same visibility.
    static func == (lhs: TopEdgeEffect, rhs: TopEdgeEffect) -> Bool {
        lhs.style === rhs.style && lhs.isHidden == rhs.isHidden
    }

    /// The scroll view whose top edge effect shows under the bar on `page`: the one it names for the top
    /// edge (`setContentScrollView(_:for:)`), else its view when that is a scroll view (a table or
    /// collection view controller); `nil` before iOS 26, which has no edge effects.
    @MainActor
    static func scrollView(of page: UIViewController) -> UIScrollView? {
        guard #available(iOS 26.0, *) else { return nil }
        return page.contentScrollView(for: .top) ?? (page.isViewLoaded ? page.view as? UIScrollView : nil)
    }

    /// The top edge effect `scrollView` has now.
    @MainActor
    init(of scrollView: UIScrollView) {
        if #available(iOS 26.0, *) {
            self.init(style: scrollView.topEdgeEffect.style, isHidden: scrollView.topEdgeEffect.isHidden)
        } else {
            self.init(style: nil, isHidden: false)
        }
    }

    /// These settings with a page's choice over them: a soft or hard edge shows that style, a hidden
    /// effect keeps this style.
    @MainActor
    func showing(_ choice: ScrollEdgeEffect) -> TopEdgeEffect {
        guard #available(iOS 26.0, *) else { return self }
        switch choice {
        case .system: return self
        case .soft: return TopEdgeEffect(style: UIScrollEdgeEffect.Style.soft, isHidden: false)
        case .hard: return TopEdgeEffect(style: UIScrollEdgeEffect.Style.hard, isHidden: false)
        case .hidden: return TopEdgeEffect(style: style, isHidden: true)
        }
    }

    /// Writes these settings to `scrollView`'s top edge effect.
    @MainActor
    func write(to scrollView: UIScrollView) {
        guard #available(iOS 26.0, *) else { return }
        let effect = scrollView.topEdgeEffect
        if let style = style as? UIScrollEdgeEffect.Style, effect.style !== style { effect.style = style }
        if effect.isHidden != isHidden { effect.isHidden = isHidden }
    }
}
#endif
