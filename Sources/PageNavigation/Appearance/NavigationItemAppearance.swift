#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// A page's look as `UINavigationBarAppearance`s on its own navigation item — standard, compact, scroll
/// edge and compact scroll edge alike, so the bar never turns transparent at a scroll edge unless the
/// page asks for a clear background. Large titles and search controllers keep working: only the
/// appearances are set.
@MainActor
enum NavigationItemAppearance {
    /// Shows `style` when the item's page is on top.
    static func apply(_ style: BarStyle, to item: UINavigationItem, backIndicator: UIImage?) {
        set(appearance(for: style, backIndicator: backIndicator, withBackground: true), on: item)
    }

    /// Shows `style` without its background and shadow, while fake bars carry them.
    static func applyWithoutBackground(_ style: BarStyle, to item: UINavigationItem, backIndicator: UIImage?) {
        set(appearance(for: style, backIndicator: backIndicator, withBackground: false), on: item)
    }

    private static func appearance(for style: BarStyle, backIndicator: UIImage?, withBackground: Bool) -> UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        let hairline = appearance.shadowColor
        let opacity = withBackground ? style.alpha : 0
        appearance.backgroundColor = style.background.uiColor(multiplyingAlphaBy: opacity)
        appearance.shadowColor = style.shadow ? hairline?.withAlphaComponent((hairline?.cgColor.alpha ?? 1) * opacity) : nil
        let title = style.title.uiColor
        appearance.titleTextAttributes[.foregroundColor] = title
        appearance.largeTitleTextAttributes[.foregroundColor] = title
        backIndicator.map { appearance.setBackIndicatorImage($0, transitionMaskImage: $0) }
        return appearance
    }

    private static func set(_ appearance: UINavigationBarAppearance, on item: UINavigationItem) {
        item.standardAppearance = appearance
        item.compactAppearance = appearance
        item.scrollEdgeAppearance = appearance
        item.compactScrollEdgeAppearance = appearance
    }
}
#endif
