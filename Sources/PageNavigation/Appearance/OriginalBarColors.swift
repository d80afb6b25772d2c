#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// The app's own `UIColor`s behind bar colours whose look a ``/PageNavigationCore/BarColor`` cannot hold: a colour with
/// variants for an elevated level (sheets, popovers, form sheets) or for Increase Contrast, such as
/// `.systemBackground`, and a wide-gamut (Display P3) colour. A ``/PageNavigationCore/BarColor`` keeps the light and dark
/// sRGB values (what the engine compares and the status bar follows); the bar draws the app's colour.
///
/// Only such colours are remembered — the system's semantic colours and an app's asset colours — never a
/// plain sRGB colour, each once at full opacity: the same colour at another opacity
/// (`.systemBackground.withAlphaComponent(progress)`, made for every scroll frame) is that entry drawn at
/// its own opacity, so a fade adds nothing. Two colours with the same light and dark values (opacity
/// aside) share one entry: the latest one made draws. At most ``limit`` are kept. Colours are remembered
/// when made on the main thread, where an app makes its pages' looks.
final class OriginalBarColors: @unchecked Sendable {  // guarded by `lock`
    static let shared = OriginalBarColors()

    /// How many colours are remembered; the oldest is forgotten first.
    static let limit = 64

    private let lock = NSLock()
    /// The remembered colours by entry, oldest first (at most ``limit``: a list searched in order costs
    /// no more than a dictionary here, and brings no dictionary code of its own into the binary).
    private var colors: [(key: BarColor, color: UIColor)] = []

    /// Remembers `color` as what `value` draws, if `value` cannot hold its look (on the main actor,
    /// where trait collections are made; a colour made elsewhere draws its light and dark values).
    @MainActor
    func remember(_ color: UIColor, as value: BarColor) {
        guard Self.needsOriginal(color, value) else { return }
        let key = Self.key(value)
        lock.lock()
        defer { lock.unlock() }
        let opaque = color.withAlphaComponent(1)
        var index = 0  // the key's entry, by a loop (no firstIndex(where:) closure)
        while index < colors.count, colors[index].key != key { index += 1 }
        if index < colors.count {
            colors[index].color = opaque
        } else {
            colors.append((key, opaque))
        }
        if colors.count > Self.limit { colors.remove(at: 0) }  // the oldest (less code than removeFirst())
    }

    /// The app's colour that `value` was made from, at `value`'s opacity, if `value` cannot hold its look.
    func original(of value: BarColor) -> UIColor? {
        lock.lock()
        let key = Self.key(value)
        let original = colors.first { $0.key == key }?.color
        lock.unlock()
        guard let original else { return nil }
        return UIColor { traits in
            let opacity = CGFloat(value.resolved(in: ColorScheme(traits)).alpha) / 255
            return original.resolvedColor(with: traits).withAlphaComponent(opacity)
        }
    }

    /// The entry of `value`: its light and dark channels at full opacity.
    private static func key(_ value: BarColor) -> BarColor {
        func opaque(_ scheme: ColorScheme) -> BarColor {
            var color = value.resolved(in: scheme)
            color.alpha = 255
            return color
        }
        return BarColor(light: opaque(.light), dark: opaque(.dark))
    }

    /// Whether `color` looks different from `value` somewhere: an elevated level or high contrast, in
    /// light or dark, or a channel outside sRGB.
    @MainActor
    private static func needsOriginal(_ color: UIColor, _ value: BarColor) -> Bool {
        // Light, then dark: the plain colour, then both variants made and compared in turn (written out,
        // not looped over small lists).
        func variantDiffers(in style: UIUserInterfaceStyle) -> Bool {
            let plain = BarColor(color, traits: traits(style))
            let (elevated, highContrast) = (traits(style, level: .elevated), traits(style, contrast: .high))
            return BarColor(color, traits: elevated) != plain || BarColor(color, traits: highContrast) != plain
        }
        if variantDiffers(in: .light) || variantDiffers(in: .dark) { return true }
        return outsideSRGB(color.resolvedColor(with: traits(.light)))
            || outsideSRGB(color.resolvedColor(with: traits(.dark)))
    }

    private static func outsideSRGB(_ color: UIColor) -> Bool {
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return false }
        return [red, green, blue].contains { $0 < -0.001 || $0 > 1.001 }
    }

    @MainActor
    private static func traits(
        _ style: UIUserInterfaceStyle, level: UIUserInterfaceLevel = .base, contrast: UIAccessibilityContrast = .normal
    ) -> UITraitCollection {
        if #available(iOS 17.0, *) {
            return UITraitCollection { traits in
                traits.userInterfaceStyle = style
                traits.userInterfaceLevel = level
                traits.accessibilityContrast = contrast
            }
        }
        return UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: style), UITraitCollection(userInterfaceLevel: level),
            UITraitCollection(accessibilityContrast: contrast),
        ])
    }
}
#endif
