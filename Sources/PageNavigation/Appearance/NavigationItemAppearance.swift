#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// A page's look as `UINavigationBarAppearance`s on its own navigation item — standard, compact, scroll
/// edge and compact scroll edge alike, so the bar never turns transparent at a scroll edge unless the
/// page asks for a clear background. Large titles and search controllers keep working: only the
/// appearances are set.
@MainActor
enum NavigationItemAppearance {
    /// Shows `style` when the item's page is on top; without its background and shadow while fake bars
    /// carry them.
    static func apply(_ style: BarStyle, to item: UINavigationItem, backIndicator: UIImage?, withBackground: Bool) {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        let title = style.title.uiColor
        appearance.titleTextAttributes[.foregroundColor] = title
        appearance.largeTitleTextAttributes[.foregroundColor] = title
        backIndicator.map { appearance.setBackIndicatorImage($0, transitionMaskImage: $0) }
        setBackground(of: appearance, to: style, opacity: withBackground ? style.alpha : 0)
        set(appearance, on: item)
    }

    /// Changes only the opacity of the background and shadow the item shows (scroll-driven fades):
    /// the item's current appearance is copied with a new background opacity.
    static func applyAlpha(_ style: BarStyle, to item: UINavigationItem) {
        guard let current = item.standardAppearance?.copy() else { return }
        setBackground(of: current, to: style, opacity: style.alpha)
        set(current, on: item)
    }

    private static func setBackground(of appearance: UINavigationBarAppearance, to style: BarStyle, opacity: Double) {
        appearance.backgroundColor = style.background.uiColor(multiplyingAlphaBy: opacity)
        let hairline = UINavigationBarAppearance().shadowColor ?? UIColor(white: 0, alpha: 0.3)
        appearance.shadowColor = style.shadow ? hairline.withAlphaComponent(hairline.cgColor.alpha * opacity) : nil
    }

    private static func set(_ appearance: UINavigationBarAppearance, on item: UINavigationItem) {
        item.standardAppearance = appearance
        item.compactAppearance = appearance
        item.scrollEdgeAppearance = appearance
        item.compactScrollEdgeAppearance = appearance
    }
}
#endif
