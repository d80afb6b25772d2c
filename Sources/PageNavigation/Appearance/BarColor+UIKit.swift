#if canImport(UIKit)
import PageNavigationCore
import UIKit

extension BarColor {
    /// Creates a bar colour from a `UIColor`. A dynamic colour such as `.systemBackground` is captured in
    /// one variant: the one for `traits` (pass a view controller's `traitCollection`), or, without
    /// traits, for `UITraitCollection.current`, which UIKit sets reliably only inside layout, drawing
    /// and trait-change callbacks. Channels outside 0…1 (extended sRGB) are clamped.
    public init(_ color: UIColor, traits: UITraitCollection? = nil) {
        let color = traits.map { color.resolvedColor(with: $0) } ?? color
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        if !color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) {
            var white: CGFloat = 0
            _ = color.getWhite(&white, alpha: &alpha)
            (red, green, blue) = (white, white, white)
        }
        self.init(
            red: Self.byte(red), green: Self.byte(green), blue: Self.byte(blue), alpha: Self.byte(alpha)
        )
    }

    /// The colour as a `UIColor` (sRGB).
    public var uiColor: UIColor {
        UIColor(
            red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255,
            alpha: CGFloat(alpha) / 255
        )
    }

    /// The colour with its alpha multiplied by `factor` (0…1), as a `UIColor`.
    func uiColor(multiplyingAlphaBy factor: Double) -> UIColor {
        uiColor.withAlphaComponent(CGFloat(Double(alpha) / 255 * min(max(factor, 0), 1)))
    }

    private static func byte(_ component: CGFloat) -> UInt8 {
        UInt8((min(max(component, 0), 1) * 255).rounded())
    }
}
#endif
