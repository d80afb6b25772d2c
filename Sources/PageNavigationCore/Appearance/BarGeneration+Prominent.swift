/// Where a page's tint lands on the Liquid Glass bar, and how `.prominent` items stay readable there.
///
/// On both generations a page's tint is the bar's `tintColor`: it is what colours plain items' titles
/// *and images* and the back chevron (title text attributes colour text only). On Liquid Glass the same
/// tint also fills `.prominent` items, whose label the system draws light; a light tint (white on a
/// dark page) would make a light capsule with a light label. Their label colour is the one part of the
/// tint's reach the library writes itself, in the page's `prominentButtonAppearance`.
extension BarGeneration {
    /// The smallest contrast ratio (WCAG 2) at which the system's light label stays readable on a
    /// prominent item's fill. Below it the library writes a darker label.
    public static let prominentLabelMinimumContrast = 3.0

    /// The contrast ratio (WCAG 2) a label of the page's own background colour needs on the fill to be
    /// used instead of black.
    public static let prominentLabelBackgroundContrast = 4.5

    /// The colour `.prominent` items' labels take under `style`, filled with the page's tint; `nil` to
    /// leave the system's label (nothing is written).
    ///
    /// `nil` on the classic bar (the tint colours a Done item's text, it fills nothing) and for the
    /// system's tint. On Liquid Glass, for each appearance (light, dark): where the system's white label
    /// keeps ``prominentLabelMinimumContrast`` on the tint, white; otherwise the page's own opaque
    /// background colour when it contrasts with the tint by ``prominentLabelBackgroundContrast`` (navy
    /// on a white capsule on a navy page), else black. `nil` when white is readable in both.
    public func prominentLabel(for style: BarStyle) -> BarColor? {
        guard self == .liquidGlass, !style.tint.isSystem else { return nil }
        let labels = ColorScheme.allCases.map { scheme in
            Self.label(onFill: style.tint.resolved(in: scheme), background: style.background.resolved(in: scheme))
        }
        guard labels.contains(where: { $0 != nil }) else { return nil }
        return BarColor(light: labels[0] ?? .white, dark: labels[1] ?? .white)
    }

    /// The label on a fill of `fill`, on a page whose background is `background`; `nil`: the system's.
    private static func label(onFill fill: BarColor, background: BarColor) -> BarColor? {
        guard fill.alpha > 0, fill.contrastRatio(with: .white) < prominentLabelMinimumContrast else { return nil }
        if !background.isSystem, background.alpha == 255,
            background.contrastRatio(with: fill) >= prominentLabelBackgroundContrast
        {
            return background
        }
        return .black
    }
}

extension BarColor {
    /// The WCAG 2 contrast ratio of the two colours' (light) values, 1…21; alpha is ignored.
    public func contrastRatio(with other: BarColor) -> Double {
        let (first, second) = (relativeLuminance, other.relativeLuminance)
        return (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }
}
