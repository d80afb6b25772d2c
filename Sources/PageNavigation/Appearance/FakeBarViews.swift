#if canImport(UIKit)
import PageNavigationCore
import PageNavigationHost
import UIKit

/// The fake bar views of the transition in flight: each page's bar background, added to the page's own
/// view so that it travels with the page. When to install, restyle and remove them is the host's
/// decision; this type only holds and places the views.
@MainActor
final class FakeBarViews {
    private struct Bar {
        let view: FakeBarView
        weak var page: UIViewController?
        /// The page view's `clipsToBounds` before the transition (a table view clips; the bar must not be).
        let clipped: Bool
        /// The bar's bottom for the leaving page, fixed when installed; `nil` for the arriving page, whose
        /// fake bar follows the real bar's frame (large titles, search bars).
        let fixedBottom: CGFloat?
    }

    private var bars: [Bar] = []

    /// The fake bar views installed now, in the order of ``install(_:in:)``.
    var views: [UIView] { bars.map(\.view) }

    /// Installs a fake bar with each look in each page, over the page's own item appearances; the first
    /// page is the one leaving the top.
    func install(
        _ looks: [(page: UIViewController, style: BarStyle, own: NavigationItemAppearance.Original)],
        in controller: UINavigationController
    ) {
        removeAll()
        for (index, look) in looks.enumerated() {
            let view = FakeBarView()
            view.show(look.style, base: Self.base(of: look.page, own: look.own, bar: controller.navigationBar))
            let pageView: UIView = look.page.view
            bars.append(
                Bar(
                    view: view, page: look.page, clipped: pageView.clipsToBounds,
                    fixedBottom: index == 0 ? Self.barBottom(of: controller) : nil))
            pageView.clipsToBounds = false
            pageView.addSubview(view)
        }
        layout(in: controller)
    }

    /// Redraws a page's fake bar with a new look.
    func restyle(
        _ page: UIViewController, _ style: BarStyle, own: NavigationItemAppearance.Original,
        in controller: UINavigationController
    ) {
        for bar in bars where bar.page === page {
            return bar.view.show(style, base: Self.base(of: page, own: own, bar: controller.navigationBar))
        }
    }

    /// The appearances the real bar shows for a page that leaves its background to the system: its own
    /// item appearances, else the bar's (the app's theme through `UINavigationBar.appearance()`, or the
    /// system's default) — the standard one, and the one where the page's content is: at the scroll edge,
    /// the scroll-edge appearance, or none (UIKit's see-through bar) when neither the item nor the bar has one.
    static func base(
        of page: UIViewController, own: NavigationItemAppearance.Original, bar: UINavigationBar
    ) -> (standard: UINavigationBarAppearance, here: UINavigationBarAppearance?) {
        let standard = own.standard ?? bar.standardAppearance
        return (standard, atScrollEdge(page) ? own.scrollEdge ?? bar.scrollEdgeAppearance : standard)
    }

    /// Places each fake bar where the real bar's background is (for the leaving page, where it was), in
    /// its page's coordinates, above the page's content.
    func layout(in controller: UINavigationController) {
        let hairline = 1 / max(controller.traitCollection.displayScale, 1)
        for bar in bars {
            guard let pageView = bar.page?.viewIfLoaded else { continue }
            let bottom = bar.fixedBottom ?? Self.barBottom(of: controller)
            let visibleTop =
                pageView.isDescendant(of: controller.view)
                ? pageView.convert(pageView.bounds.origin, to: controller.view).y : 0
            bar.view.place(
                CGRect(
                    x: pageView.bounds.minX, y: pageView.bounds.minY - visibleTop, width: pageView.bounds.width,
                    height: bottom),
                hairline: hairline
            )
            pageView.bringSubviewToFront(bar.view)
        }
    }

    /// Takes every fake bar away and gives each page view back its clipping.
    func removeAll() {
        for bar in bars {
            bar.view.removeFromSuperview()
            bar.page?.viewIfLoaded?.clipsToBounds = bar.clipped
        }
        bars = []
    }

    /// Whether a page shows the bar's scroll-edge look: it has no scroll view at the top edge, or that
    /// scroll view rests at its top.
    private static func atScrollEdge(_ page: UIViewController) -> Bool {
        guard let scrollView = topScrollView(of: page) else { return true }
        return scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 0.5
    }

    /// The scroll view whose position decides the page's bar, found where UIKit looks for it
    /// (``TopScrollViewSearch``): the one the page named (`contentScrollView(for:)`, iOS 15), else its
    /// view when that is a scroll view, else down the chain of first subviews.
    private static func topScrollView(of page: UIViewController) -> UIScrollView? {
        let found = TopScrollViewSearch.find(
            named: page.contentScrollView(for: .top), view: page.viewIfLoaded,
            isScrollView: { $0 is UIScrollView }, firstSubview: { $0.subviews.first })
        return found as? UIScrollView
    }

    /// From the top of the screen to the real bar's bottom, in the controller's view.
    @inline(never)
    private static func barBottom(of controller: UINavigationController) -> CGFloat {
        let bar = controller.navigationBar
        return controller.isNavigationBarHidden
            ? controller.view.safeAreaInsets.top : bar.convert(bar.bounds, to: controller.view).maxY
    }
}
#endif
