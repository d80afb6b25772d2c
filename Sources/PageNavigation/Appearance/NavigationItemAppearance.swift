#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// A page's look as `UINavigationBarAppearance`s on its own navigation item. Large titles and search
/// controllers keep working: only the appearances are set.
///
/// A page that customises nothing gets no item appearance at all, so it looks exactly as in a plain
/// `UINavigationController` (Liquid Glass on iOS 26, the transparent scroll-edge bar on iOS 15–25, Dark
/// Mode). A page that sets some fields starts from `configureWithDefaultBackground()` and overrides only
/// those; while its background is the system's, its scroll-edge appearances keep the system's
/// transparent background. A page with a background of its own shows it at the scroll edge too.
@MainActor
enum NavigationItemAppearance {
    /// Shows `style` when the item's page is on top; without its background and shadow while fake bars
    /// carry them.
    static func apply(_ style: BarStyle, to item: UINavigationItem, backIndicator: UIImage?, withBackground: Bool) {
        guard !style.isSystem || !withBackground || backIndicator != nil else {
            set(nil, scrollEdge: nil, on: item)
            return
        }
        let standard = appearance(for: style, backIndicator: backIndicator, withBackground: withBackground, scrollEdge: false)
        let edge = appearance(for: style, backIndicator: backIndicator, withBackground: withBackground, scrollEdge: true)
        set(standard, scrollEdge: edge, on: item)
    }

    /// Changes only the opacity of the background and shadow the item shows (scroll-driven fades): the
    /// item's current appearances are copied with a new background opacity.
    static func applyAlpha(_ style: BarStyle, to item: UINavigationItem, backIndicator: UIImage?) {
        guard let standard = item.standardAppearance?.copy() else {
            return apply(style, to: item, backIndicator: backIndicator, withBackground: true)
        }
        setBackground(of: standard, to: style, opacity: style.alpha)
        let edge = item.scrollEdgeAppearance?.copy()
        if let edge, !style.background.isSystem { setBackground(of: edge, to: style, opacity: style.alpha) }
        set(standard, scrollEdge: edge ?? standard, on: item)
    }

    private static func appearance(
        for style: BarStyle, backIndicator: UIImage?, withBackground: Bool, scrollEdge: Bool
    ) -> UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        if !withBackground || (scrollEdge && style.background.isSystem) {
            appearance.configureWithTransparentBackground()
        } else {
            appearance.configureWithDefaultBackground()
            setBackground(of: appearance, to: style, opacity: style.alpha)
        }
        if let title = style.title.uiColor {
            appearance.titleTextAttributes[.foregroundColor] = title
            appearance.largeTitleTextAttributes[.foregroundColor] = title
        }
        let extras = style.extras
        if let largeTitle = extras.largeTitleColor?.uiColor { appearance.largeTitleTextAttributes[.foregroundColor] = largeTitle }
        if let font = BarResources.font(extras.titleFont) { appearance.titleTextAttributes[.font] = font }
        if let font = BarResources.font(extras.largeTitleFont) { appearance.largeTitleTextAttributes[.font] = font }
        if withBackground, !(scrollEdge && style.background.isSystem) {
            if let image = BarResources.image(extras.backgroundImage) { appearance.backgroundImage = image }
            if let effect = BarResources.effect(extras.backgroundEffect) { appearance.backgroundEffect = effect }
        }
        backIndicator.map { appearance.setBackIndicatorImage($0, transitionMaskImage: $0) }
        return appearance
    }

    /// The background and shadow of a default-background appearance for `style`, at `opacity`.
    private static func setBackground(of appearance: UINavigationBarAppearance, to style: BarStyle, opacity: Double) {
        if let color = style.background.uiColor(multiplyingAlphaBy: opacity) {
            appearance.backgroundEffect = nil
            appearance.backgroundColor = color
        } else if opacity < 1 {
            // The system's background, faded: its blur cannot fade, so a faded system background colour.
            appearance.backgroundEffect = nil
            appearance.backgroundColor = UIColor.systemBackground.withAlphaComponent(CGFloat(opacity))
        }
        let hairline = UINavigationBarAppearance().shadowColor ?? .separator
        switch style.shadow {
        case .hidden: appearance.shadowColor = nil
        case .shown: appearance.shadowColor = hairline.withAlphaComponent(hairline.cgColor.alpha * CGFloat(opacity))
        case .system: if opacity < 1 { appearance.shadowColor = hairline.withAlphaComponent(hairline.cgColor.alpha * CGFloat(opacity)) }
        }
    }

    private static func set(_ appearance: UINavigationBarAppearance?, scrollEdge: UINavigationBarAppearance?, on item: UINavigationItem) {
        item.standardAppearance = appearance
        item.compactAppearance = appearance
        item.scrollEdgeAppearance = scrollEdge
        item.compactScrollEdgeAppearance = scrollEdge
    }
}
#endif
