#if canImport(UIKit)
import PageNavigationCore
import UIKit

extension NavigationHost {
    /// Carries out one effect of the engine.
    func carryOut(_ effect: NavigationEffect) {
        switch effect {
        case .changeStack(let change, let plan):
            apply(change, plan: plan)
        case .updateInteraction(let progress):
            interactiveTransition?.update(progress)
        case .finishInteraction:
            interactiveTransition?.finish()
        case .cancelInteraction:
            interactiveTransition?.cancel()
        case .applyBar(let id, let style):
            show(style, for: id)
        case .goBackInWebView(let id):
            goBackInWebView(of: id)
        case .event(let event):
            handle(event)
            onEvent?(event)
        }
    }

    /// Shows a page's resolved look: on its navigation item always, and on the bar itself when the page
    /// is the settled top page (the bar's tint and visibility belong to whichever page is on top).
    func show(_ style: BarStyle, for id: PageID) {
        guard let viewController = registry[id] else { return }
        viewController.page.resolvedBar = style
        if fakeBars?.restyle(id, style) == true { return }
        NavigationItemAppearance.apply(style, to: viewController.navigationItem, backIndicator: configuration.backButton.image)
        guard let engine, engine.transition == nil, engine.top.id == id else { return }
        controller.navigationBar.tintColor = style.tint.uiColor
        controller.setNavigationBarHidden(style.hidden, animated: animatesSettledLook)
        controller.setNeedsStatusBarAppearanceUpdate()
    }

    /// The look on screen now: the incoming page's during a transition, else the top page's.
    var displayedStyle: BarStyle? {
        engine?.transition?.plan.toStyle ?? engine?.top.style
    }
}
#endif
