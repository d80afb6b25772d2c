/// The rules by which a look lands on a page's navigation item appearances (its standard, compact and
/// scroll-edge `UINavigationBarAppearance`s). The UIKit layer carries them out with UIKit calls; they
/// live here so they are tested on every platform.
extension BarStyle {
    /// Whether the item keeps the page's own appearances untouched: the look customises nothing (item
    /// margins, the scroll edge effect and the items' shared background aside: they are the bar's, the
    /// scroll view's and the items', not the item appearances'), the item draws its own background (no
    /// fake bar carries it) and there is no custom back indicator.
    public func keepsOwnItemAppearances(withBackground: Bool, hasBackIndicator: Bool) -> Bool {
        var itemLook = self
        itemLook.itemMargins = .system
        itemLook.extras.edgeEffect = nil
        itemLook.extras.itemsHideSharedBackground = nil
        return itemLook.isSystem && withBackground && !hasBackIndicator
    }

    /// Whether the item's scroll-edge appearance keeps the bar's scroll-edge look (transparent at the top
    /// of the content on iOS 15–25) under the look's other fields: while the background is the system's,
    /// with no background image and no material. Any background of the page's own shows at the edge too.
    public var scrollEdgeKeepsBarLook: Bool { hasSystemBackground }

    /// As ``scrollEdgeKeepsBarLook``, when the bar's scroll-edge look may be `themed`: an opaque
    /// colour of the app's theme (`UINavigationBar.appearance().scrollEdgeAppearance`) or of the page's
    /// own scroll-edge appearance. Below full opacity such a look is faded like the standard one instead
    /// of kept, so that the bar at the top of the content fades too.
    public func scrollEdgeKeepsBarLook(themed: Bool) -> Bool {
        scrollEdgeKeepsBarLook && !fadesThemedScrollEdge(themed: themed)
    }

    /// Whether a scroll-driven fade only changes the opacity of the appearances the item shows (below full
    /// opacity). At full opacity the look is rebuilt, so that a fade returns exactly to it.
    public var fadesByOpacityOnly: Bool { alpha < 1 }

    /// Whether a fade reaches the scroll-edge appearance too: for a background of the page's own — a
    /// colour, an image, a material — which the scroll edge shows as well (the system's scroll-edge look
    /// has no background to fade).
    public var fadeReachesScrollEdge: Bool { !scrollEdgeKeepsBarLook }

    /// Whether a fade reaches the scroll-edge appearance when that appearance may be `themed` (an opaque
    /// colour of the app's or the page's own): for a background of the page's own, and for the system's
    /// background over a themed scroll-edge look, whose colour fades.
    public func fadeReachesScrollEdge(themed: Bool) -> Bool {
        fadeReachesScrollEdge || fadesThemedScrollEdge(themed: themed)
    }

    /// Whether the fade of a system background reaches a `themed` scroll-edge look (below full opacity):
    /// the scroll edge then fades from that look's own colour and line.
    public func fadesThemedScrollEdge(themed: Bool) -> Bool {
        themed && alpha < 1 && scrollEdgeKeepsBarLook
    }

    /// Whether, at `opacity`, the system's background blur gives way to a colour: a blur cannot fade, so
    /// below full opacity the system background fades as a colour (iOS 15–25) or is clear (iOS 26's
    /// glass). A page's own colour or material fades itself.
    public func replacesSystemBlur(atOpacity opacity: Double) -> Bool {
        background.isSystem && opacity < 1 && extras.backgroundEffect == nil
    }

    /// Whether the item's hairline is written at `opacity`: for a shadow of the page's own, or to fade
    /// the system's hairline with the bar. At full opacity a system shadow is left to UIKit.
    public func writesHairline(atOpacity opacity: Double) -> Bool { shownShadow != .system || opacity < 1 }

    /// Whether the item's hairline is written at `opacity` on `generation`'s bar: as
    /// ``writesHairline(atOpacity:)``, except that fading Liquid Glass's system background writes none
    /// (that bar draws no hairline to fade).
    public func writesHairline(atOpacity opacity: Double, on generation: BarGeneration) -> Bool {
        writesHairline(atOpacity: opacity, on: generation, themed: false)
    }

    /// As ``writesHairline(atOpacity:on:)``, when the bar's look may be `themed` (an opaque colour of the
    /// app's theme or of the page's own appearance, with its own line): a themed Liquid Glass bar has a
    /// line to fade with its colour.
    public func writesHairline(atOpacity opacity: Double, on generation: BarGeneration, themed: Bool) -> Bool {
        guard writesHairline(atOpacity: opacity) else { return false }
        return !(generation == .liquidGlass && shownShadow == .system && hasSystemBackground && !themed)
    }

    /// The shadow the bar shows: a hairline colour of the page's own (``BarExtras/shadowColor``) shows the
    /// hairline unless the look hides it.
    public var shownShadow: BarShadow { shadow == .system && extras.shadowColor != nil ? .shown : shadow }
}
