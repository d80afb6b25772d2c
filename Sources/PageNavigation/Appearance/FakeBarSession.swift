#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// The fake bars of one transition whose plan uses ``TransitionStrategy/fakeBars``: each page's bar
/// background is added to the page's own view, so it travels with the page, while the real bar shows
/// only titles and buttons. Removed when the transition ends, finished or cancelled.
@MainActor
final class FakeBarSession {
    private struct Bar {
        let view: FakeBarView
        weak var page: UIViewController?
        var style: BarStyle
    }

    private unowned let host: NavigationHost
    private var bars: [PageID: Bar] = [:]

    init(plan: TransitionPlan, host: NavigationHost) {
        self.host = host
        for (id, style) in [(plan.from, plan.fromStyle), (plan.to, plan.toStyle)] {
            guard let page = host.registry[id] else { continue }
            let view = FakeBarView()
            view.show(style)
            page.view.addSubview(view)
            bars[id] = Bar(view: view, page: page, style: style)
            NavigationItemAppearance.applyWithoutBackground(
                style, to: page.navigationItem, backIndicator: host.configuration.backButton.image
            )
        }
        layout()
    }

    /// Follows a look change of one of the two pages during the transition; `false` for other pages.
    func restyle(_ id: PageID, _ style: BarStyle) -> Bool {
        guard var bar = bars[id], let page = bar.page else { return false }
        bar.style = style
        bars[id] = bar
        bar.view.show(style)
        NavigationItemAppearance.applyWithoutBackground(
            style, to: page.navigationItem, backIndicator: host.configuration.backButton.image
        )
        return true
    }

    /// Places each fake bar where the real bar's background is, in its page's coordinates.
    func layout() {
        for bar in bars.values {
            guard let page = bar.page else { continue }
            bar.view.place(frame(in: page.view), hairline: 1 / max(host.controller.traitCollection.displayScale, 1))
        }
    }

    /// Removes the fake bars and gives both pages back their bar backgrounds.
    func remove() {
        for bar in bars.values {
            bar.view.removeFromSuperview()
            guard let page = bar.page else { continue }
            NavigationItemAppearance.apply(
                page.page.resolvedBar ?? bar.style, to: page.navigationItem,
                backIndicator: host.configuration.backButton.image
            )
        }
        bars = [:]
    }

    /// The real bar's background area — from the top of the screen to the bar's bottom — in the
    /// coordinates of `page`, a page's view (which may be a scroll view, or not yet on screen).
    private func frame(in page: UIView) -> CGRect {
        let navigationView: UIView = host.controller.view
        let barBottom = navigationView.safeAreaInsets.top + host.controller.navigationBar.bounds.height
        let visibleTop = page.isDescendant(of: navigationView) ? page.convert(page.bounds.origin, to: navigationView).y : 0
        return CGRect(x: page.bounds.minX, y: page.bounds.minY - visibleTop, width: page.bounds.width, height: barBottom)
    }
}
#endif
