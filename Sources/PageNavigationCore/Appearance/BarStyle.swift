/// The complete look of the navigation bar for one page: every field has a value.
///
/// A page declares a ``PartialBarStyle``; the engine resolves it into a `BarStyle` by the app's
/// ``InheritancePolicy`` (see ``BarStyle/resolved(own:inheritedFrom:defaultStyle:policy:hasCustomBar:)``).
public struct BarStyle: Hashable, Sendable {
    /// The bar's background colour; ``BarColor/clear`` for a transparent bar.
    public var background: BarColor
    /// The colour of bar button items and the back chevron.
    public var tint: BarColor
    /// The colour of the title text.
    public var title: BarColor
    /// Whether the hairline under the bar is shown.
    public var shadow: Bool
    /// Whether the bar is hidden on this page. Never inherited.
    public var hidden: Bool
    /// The bar's opacity, 0…1, for scroll-driven fades. Never inherited.
    public var alpha: Double

    /// Creates a complete bar style.
    public init(background: BarColor, tint: BarColor, title: BarColor, shadow: Bool, hidden: Bool, alpha: Double) {
        self.background = background
        self.tint = tint
        self.title = title
        self.shadow = shadow
        self.hidden = hidden
        self.alpha = min(max(alpha, 0), 1)
    }

    /// The design's default bar: white background, `#007AFF` tint, black title, shadow on, shown, opaque.
    public static let standard = BarStyle(
        background: .white, tint: .systemBlue, title: .black, shadow: true, hidden: false, alpha: 1
    )

    /// Returns this style with every field that `partial` sets replaced by its value.
    public func applying(_ partial: PartialBarStyle) -> BarStyle {
        BarStyle(
            background: partial.background ?? background,
            tint: partial.tint ?? tint,
            title: partial.title ?? title,
            shadow: partial.shadow ?? shadow,
            hidden: partial.hidden ?? hidden,
            alpha: partial.alpha ?? alpha
        )
    }

    /// Whether every field that `partial` sets has the same value here. Unset fields match anything.
    public func matches(_ partial: PartialBarStyle) -> Bool {
        (partial.background.map { $0 == background } ?? true)
            && (partial.tint.map { $0 == tint } ?? true)
            && (partial.title.map { $0 == title } ?? true)
            && (partial.shadow.map { $0 == shadow } ?? true)
            && (partial.hidden.map { $0 == hidden } ?? true)
            && (partial.alpha.map { abs($0 - alpha) < 0.0005 } ?? true)
    }
}
