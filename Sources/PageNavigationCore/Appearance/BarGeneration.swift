/// Which navigation bar the system draws: the classic bar of iOS 15–25, or iOS 26's Liquid Glass bar.
///
/// The same look is carried out differently on each: these are the rules, so that the UIKit layer
/// only asks which one applies and makes the UIKit calls.
public enum BarGeneration: String, Hashable, Sendable, CaseIterable {
    /// iOS 15–25: the bar draws a background (transparent at the scroll edge), the bar's tint colours
    /// every item and the back chevron.
    case classic
    /// iOS 26 and later: the bar has no background of its own, items sit on shared glass, the content
    /// under the bar fades through the scroll view's edge effect. The bar's tint still colours the
    /// plain items (titles and images) and the back chevron, and it also fills `.prominent` items (see
    /// ``prominentLabel(for:)``).
    case liquidGlass

    /// The generation of iOS `majorVersion`. An app that opts out of the new design
    /// (`UIDesignRequiresCompatibility` in its Info.plist, `requiresCompatibility`) keeps the classic bar
    /// on iOS 26 too.
    public init(iOSMajorVersion majorVersion: Int, requiresCompatibility: Bool = false) {
        self = majorVersion >= 26 && !requiresCompatibility ? .liquidGlass : .classic
    }

    /// Whether `style`'s `alpha` fades nothing: on Liquid Glass a bar whose background is the system's
    /// draws no background (the glass is on the items), so an alpha below 1 has nothing to fade.
    public func alphaFadesNothing(_ style: BarStyle) -> Bool {
        self == .liquidGlass && style.alpha < 1 && !style.hidden && style.hasSystemBackground
    }

    /// Whether the page's scroll view's top edge effect is hidden under `style`: on Liquid Glass the
    /// edge effect already blurs or dims the content under the bar, so a material of the look's own
    /// would draw a second band over it. While a fake bar that draws a background travels inside the
    /// page's scroll view (`fakeBar`), the effect is hidden too: it would fade the fake bar, which is
    /// not content but the bar. A fake bar draws a background when the look has one of its own, or when
    /// the look leaves it to the system and the bar is `themed`: the app's theme
    /// (`UINavigationBar.appearance()`) or the page's own item appearance gives it a colour.
    public func hidesEdgeEffect(under style: BarStyle, fakeBar: Bool = false, themed: Bool = false) -> Bool {
        self == .liquidGlass && !style.hidden
            && (style.extras.backgroundEffect != nil || (fakeBar && fakeBarDrawsBackground(style, themed: themed)))
    }

    /// Whether a fake bar for `style` draws a background: one of the look's own, or a `themed` colour
    /// where the look leaves it to the system.
    private func fakeBarDrawsBackground(_ style: BarStyle, themed: Bool) -> Bool {
        !style.hasSystemBackground || themed
    }

    /// The top scroll edge effect the page's scroll view shows under `style`, with a fake bar of that
    /// look in it or not; ``ScrollEdgeEffect/system`` when the library writes nothing (the scroll view
    /// keeps, or gets back, the app's own setting). `themed`: the app's theme or the page's own item
    /// appearance gives the bar a colour, which a fake bar draws where the look leaves the background
    /// to the system.
    ///
    /// On Liquid Glass only, in this order:
    /// 1. while a fake bar that draws a background (the look's own, or the theme's colour) travels in
    ///    the page, the effect is hidden: it would fade the fake bar, which is the bar, not content (the
    ///    page's own choice comes back when the transition ends);
    /// 2. the page's own choice (``BarStyle/edgeEffect``), if it made one: it wins over rule 3, so a
    ///    page with a material that asks for a soft or hard edge gets it;
    /// 3. a material of the look's own hides it (``hidesEdgeEffect(under:fakeBar:themed:)``), so that two
    ///    bands are never drawn;
    /// 4. else the system's.
    public func edgeEffect(under style: BarStyle, fakeBar: Bool = false, themed: Bool = false) -> ScrollEdgeEffect {
        guard self == .liquidGlass else { return .system }
        if fakeBar, !style.hidden, fakeBarDrawsBackground(style, themed: themed) { return .hidden }
        if style.edgeEffect != .system { return style.edgeEffect }
        return hidesEdgeEffect(under: style, fakeBar: fakeBar, themed: themed) ? .hidden : .system
    }

    /// Whether the page's own bar button items drop their shared glass background under `style`: on
    /// Liquid Glass, when the look asks for it. The classic bar has no shared background.
    public func hidesSharedItemBackground(under style: BarStyle) -> Bool {
        self == .liquidGlass && style.itemsHideSharedBackground
    }

    /// Whether a fake bar for `style` draws the system's hairline where the look leaves the shadow to
    /// the system: as the real bar does — on Liquid Glass only under a background of the look's own
    /// (its appearance keeps the base's `shadowColor`), never over the system's glass.
    public func fakeBarDrawsSystemHairline(for style: BarStyle) -> Bool {
        style.shadow == .system && (self == .classic || !style.hasSystemBackground)
    }
}

extension BarStyle {
    /// Whether the background is the system's: no colour, image or material of the look's own.
    public var hasSystemBackground: Bool {
        background.isSystem && extras.backgroundImage == nil && extras.backgroundEffect == nil
    }
}
