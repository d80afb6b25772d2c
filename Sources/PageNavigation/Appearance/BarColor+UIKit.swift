#if canImport(UIKit)
import PageNavigationCore
import UIKit

extension BarColor {
    /// Creates a bar colour from a `UIColor`. A dynamic colour such as `.systemBackground` keeps both its
    /// light and its dark value (resolved with each `userInterfaceStyle`), so it follows Dark Mode;
    /// with `traits`, only the value for those traits is kept.
    ///
    /// The value holds light and dark sRGB channels (what pages are compared by). The bar still draws
    /// your colour where it looks different elsewhere — its elevated variant in a sheet or popover, its
    /// Increase Contrast variant, its Display P3 value — because ``uiColor`` gives the colour back.
    @inline(never)  // one copy for its callers
    public init(_ color: UIColor, traits: UITraitCollection? = nil) {
        if let traits {
            self = Self.fixed(color.resolvedColor(with: traits))
            return
        }
        let light = Self.fixed(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)))
        let dark = Self.fixed(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
        self.init(light: light, dark: dark)
        guard Thread.isMainThread else { return }
        let value = self
        MainActor.assumeIsolated { OriginalBarColors.shared.remember(color, as: value) }
    }

    /// The colour as a `UIColor`: the app's own colour it was made from when that colour has variants a
    /// bar colour cannot hold (elevated, high contrast, wide gamut), else sRGB (a dynamic colour when it
    /// has a dark value); `nil` for ``/PageNavigationCore/BarColor/system``, which UIKit shows by itself.
    public var uiColor: UIColor? {
        guard !isSystem else { return nil }
        if let original = OriginalBarColors.shared.original(of: self) { return original }
        let light = Self.uiColor(channels)
        guard let dark = darkVariant.map(Self.uiColor) else { return light }
        return UIColor { traits in traits.userInterfaceStyle == .dark ? dark : light }
    }

    /// The colour with its alpha multiplied by `factor` (0…1), as a `UIColor`; `nil` for the system colour.
    @inline(never)
    func uiColor(multiplyingAlphaBy factor: Double) -> UIColor? {
        uiColor?.multiplyingAlpha(by: factor)
    }

    private static func fixed(_ color: UIColor) -> BarColor {
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        if color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) {
            return BarColor(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha))
        }
        var white: CGFloat = 0
        if color.getWhite(&white, alpha: &alpha) {
            return BarColor(red: byte(white), green: byte(white), blue: byte(white), alpha: byte(alpha))
        }
        // Other colour spaces (Display P3, CMYK, Lab) convert to sRGB; a pattern colour cannot.
        if let sRGB = CGColorSpace(name: CGColorSpace.sRGB),
            let converted = color.cgColor.converted(to: sRGB, intent: .defaultIntent, options: nil),
            let parts = converted.components, parts.count >= 4
        {
            return BarColor(red: byte(parts[0]), green: byte(parts[1]), blue: byte(parts[2]), alpha: byte(parts[3]))
        }
        assertionFailure(
            "PageNavigation: a pattern colour cannot be a bar colour; set pageNavigation.bar.backgroundImage instead")
        return BarColor(red: 128, green: 128, blue: 128)
    }

    private static func uiColor(_ channels: Channels) -> UIColor {
        UIColor(
            red: CGFloat(channels.red) / 255, green: CGFloat(channels.green) / 255, blue: CGFloat(channels.blue) / 255,
            alpha: CGFloat(channels.alpha) / 255
        )
    }

    @inline(never)  // ten uses in `fixed(_:)`: inlined, ten copies
    private static func byte(_ component: CGFloat) -> UInt8 {
        UInt8((min(max(component, 0), 1) * 255).rounded())
    }
}

extension ColorScheme {
    /// The appearance of a trait collection.
    init(_ traits: UITraitCollection) {
        self = traits.userInterfaceStyle == .dark ? .dark : .light
    }
}
#endif
