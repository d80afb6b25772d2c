/// The complete look of the navigation bar for one page: every field has a value.
///
/// A page declares a ``PartialBarStyle``; the engine resolves it into a `BarStyle` by the app's
/// ``InheritancePolicy`` (see ``BarStyle/resolved(own:inheritedFrom:defaultStyle:policy:hasCustomBar:)``).
public struct BarStyle: Hashable, Sendable {
    /// The bar's background colour; ``BarColor/clear`` for a transparent bar, ``BarColor/system`` for the
    /// system's (Liquid Glass on iOS 26, the transparent scroll-edge bar on iOS 15–25).
    public var background: BarColor
    /// The colour of bar button items and the back chevron.
    public var tint: BarColor
    /// The colour of the title text.
    public var title: BarColor
    /// The hairline under the bar.
    public var shadow: BarShadow
    /// Whether the bar is hidden on this page. Never inherited.
    public var hidden: Bool
    /// The bar's opacity, 0…1, for scroll-driven fades. Never inherited.
    public var alpha: Double
    /// Fonts, the large title's colour, a background image or material, the status bar (each `nil`: the
    /// system's). Inherited like the colours.
    public var extras: BarExtras = .none
    /// How far the first and last bar button items sit from the bar's edges; ``BarItemMargins/system``
    /// keeps the system's margins. Inherited like the colours.
    public var itemMargins: BarItemMargins = .system

    // The iOS 26 fields are kept in ``extras`` (few pages set them) and inherited like the colours.
    /// The scroll edge effect under the bar the look asks for; ``ScrollEdgeEffect/system`` when it asks
    /// for none.
    public var edgeEffect: ScrollEdgeEffect {
        get { extras.edgeEffect ?? .system }
        set { extras.edgeEffect = newValue == .system ? nil : newValue }
    }

    /// Whether the page's own bar button items drop their shared glass background.
    public var itemsHideSharedBackground: Bool {
        get { extras.itemsHideSharedBackground ?? false }
        set { extras.itemsHideSharedBackground = newValue ? true : nil }
    }

    /// Creates a complete bar style.
    public init(background: BarColor, tint: BarColor, title: BarColor, shadow: BarShadow, hidden: Bool, alpha: Double) {
        self.background = background
        self.tint = tint
        self.title = title
        self.shadow = shadow
        self.hidden = hidden
        self.alpha = min(max(alpha, 0), 1)
    }

    /// Hashes every field. Written out, and never inlined, so that `hashValue` and the looks that hold
    /// this one call it instead of carrying a copy of it.
    @inline(never)
    public func hash(into hasher: inout Hasher) {
        hasher.combine(background)
        hasher.combine(tint)
        hasher.combine(title)
        hasher.combine(shadow)
        hasher.combine(hidden)
        hasher.combine(alpha)
        hasher.combine(extras)
        hasher.combine(itemMargins)
    }

    /// The system's bar: every colour and the shadow ``BarColor/system``/``BarShadow/system``, shown,
    /// opaque — exactly what a plain `UINavigationController` shows on that iOS version and appearance
    /// (Liquid Glass on iOS 26, the app's tint, Dark Mode).
    public static let standard = BarStyle(
        background: .system, tint: .system, title: .system, shadow: .system, hidden: false, alpha: 1
    )

    /// Whether the look is the system's: nothing customised (every colour and the shadow system, shown,
    /// opaque, the system's item margins). The UIKit layer writes no appearance for it.
    public var isSystem: Bool {
        background.isSystem && tint.isSystem && title.isSystem && shadow == .system && !hidden && alpha == 1
            && extras == .none && itemMargins.isSystem
    }

    /// The look with each colour as shown in `scheme` (a dynamic colour's light or dark value).
    public func resolved(in scheme: ColorScheme) -> BarStyle {
        var style = self
        style.background = background.resolved(in: scheme)
        style.tint = tint.resolved(in: scheme)
        style.title = title.resolved(in: scheme)
        return style
    }

    /// Returns this style with every field that `partial` sets replaced by its value.
    public func applying(_ partial: PartialBarStyle) -> BarStyle {
        var style = BarStyle(
            background: partial.background ?? background,
            tint: partial.tint ?? tint,
            title: partial.title ?? title,
            shadow: partial.shadow ?? shadow,
            hidden: partial.hidden ?? hidden,
            alpha: partial.alpha ?? alpha
        ).with(extras: extras.merging(partial.extras))
        style.itemMargins = partial.itemMargins ?? itemMargins
        return style
    }

    /// Whether `set`, when set, shows as `own` in `scheme` (unset matches anything). Not inlined: the
    /// four colours of ``matches(_:in:)`` share it (binary size).
    @inline(never)
    private static func shows(_ set: BarColor?, as own: BarColor?, in scheme: ColorScheme) -> Bool {
        guard let set else { return true }
        return set.resolved(in: scheme) == own?.resolved(in: scheme)
    }

    /// This look with `extras`.
    public func with(extras: BarExtras) -> BarStyle {
        var style = self
        style.extras = extras
        return style
    }

    /// Whether every field that `partial` sets shows the same here in `scheme`: colours are compared as
    /// shown in that appearance. Unset fields match anything.
    public func matches(_ partial: PartialBarStyle, in scheme: ColorScheme = .light) -> Bool {
        // The four colours through one helper, where each had its own closure (binary size).
        Self.shows(partial.background, as: background, in: scheme)
            && Self.shows(partial.tint, as: tint, in: scheme)
            && Self.shows(partial.title, as: title, in: scheme)
            && (partial.shadow.map { $0 == shadow } ?? true)
            && (partial.hidden.map { $0 == hidden } ?? true)
            && (partial.alpha.map { abs($0 - alpha) < 0.0005 } ?? true)
            && (partial.itemMargins.map { $0 == itemMargins } ?? true)
            && (partial.edgeEffect.map { $0 == edgeEffect } ?? true)
            && (partial.itemsHideSharedBackground.map { $0 == itemsHideSharedBackground } ?? true)
            && Self.shows(partial.extras.shadowColor, as: extras.shadowColor, in: scheme)
    }
}
