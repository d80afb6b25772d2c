/// The rules by which a look is resolved, shown and carried out: how a page's look comes from its own
/// fields and the page below, how it combines with what the app did to the bar through UIKit, what the
/// status bar shows under it, and how it lands on a page's navigation item appearances. The host and
/// the UIKit layer only ask them and make the calls; they live here so they are tested on every
/// platform.
///
/// The look's resolution, what a person sees and the status bar are public: the articles show them to
/// apps, and the `pagenav` tool (a package of its own) draws looks with ``shown(own:theme:)``. The
/// rules for the item appearances serve the UIKit layer only, within this package.
extension BarStyle {
    // MARK: Resolution

    /// Resolves a page's look.
    ///
    /// - Parameters:
    ///   - own: the fields the page declares.
    ///   - parent: the resolved look of the page it was pushed from, at push time; `nil` for a root page.
    ///   - defaultStyle: the app default look.
    ///   - policy: the app's inheritance policy.
    ///   - hasCustomBar: whether the page brings a bar of its own; the system bar is then hidden.
    /// - Returns: under ``InheritancePolicy/inherit``, the parent's background, tint, title, shadow,
    ///   extras and item margins overlaid with `own`; otherwise the default overlaid with `own`. `hidden`
    ///   and `alpha` come from `own` or the default, never from the parent.
    public static func resolved(
        own: PartialBarStyle,
        inheritedFrom parent: BarStyle?,
        defaultStyle: BarStyle,
        policy: InheritancePolicy,
        hasCustomBar: Bool = false
    ) -> BarStyle {
        var base = defaultStyle
        if policy == .inherit, let parent {
            base.background = parent.background
            base.tint = parent.tint
            base.title = parent.title
            base.shadow = parent.shadow
            base.extras = parent.extras
            base.itemMargins = parent.itemMargins
        }
        var style = base.applying(own)
        if hasCustomBar { style.hidden = true }
        return style
    }

    // MARK: What a person sees

    /// This resolved look as shown on a page whose item has its own appearance `own`, in an app whose
    /// bar is themed with `theme` (each `.empty` when the app did nothing): the look a person sees, the
    /// library's look combined with what the app did to the bar through UIKit.
    ///
    /// Apps theme every bar (`UINavigationBar.appearance()`) and set a page's own item appearances in
    /// `viewDidLoad`. Both are the page's own look for the fields the library leaves ``BarColor/system``:
    /// a field set through the library (on the page, inherited, or the app-wide default) wins; a system
    /// field shows the page's own item appearance, else the app's theme, else the system's.
    ///
    /// Only the background, tint, title and shadow come from `own` and `theme`: `hidden`, `alpha`, the
    /// extras and the item margins are the library's. A background the library draws as an image or a
    /// material is not system, so it wins too.
    public func shown(own: PartialBarStyle = .empty, theme: PartialBarStyle = .empty) -> BarStyle {
        var style = self
        let systemBackground = extras.backgroundImage == nil && extras.backgroundEffect == nil
        if background.isSystem, systemBackground { style.background = own.background ?? theme.background ?? background }
        if tint.isSystem { style.tint = own.tint ?? theme.tint ?? tint }
        if title.isSystem { style.title = own.title ?? theme.title ?? title }
        if shadow == .system { style.shadow = own.shadow ?? theme.shadow ?? shadow }
        return style
    }

    // MARK: Status bar

    /// The status-bar content that reads on this bar, or `nil` when the bar does not decide it.
    ///
    /// - Returns: `nil` when the bar is hidden, or when its background is mostly see-through (the
    ///   background's alpha times the bar's ``alpha`` is below 0.5): the page's content shows under the
    ///   status bar and the page decides. Otherwise ``StatusBarContent/light`` when the background is
    ///   dark enough for white content to keep a contrast ratio of at least 3:1 (WCAG's minimum for large
    ///   text and interface components) — its relative luminance is at most 0.3, so system blue, red and
    ///   mid grey get light content — and ``StatusBarContent/dark`` when it is lighter.
    public var statusBarContent: StatusBarContent? { statusBarContent(in: .light) }

    /// The status-bar content for this bar in `scheme`: the page's choice (``BarExtras/statusBar``), else
    /// what reads on the background shown in that appearance, or `nil` when the bar does not decide it —
    /// also for the system background, on which the system picks the content itself.
    public func statusBarContent(in scheme: ColorScheme) -> StatusBarContent? {
        if let chosen = extras.statusBar { return chosen }
        let background = background.resolved(in: scheme)
        guard !hidden, !background.isSystem, Double(background.alpha) / 255 * alpha >= 0.5 else { return nil }
        return background.relativeLuminance <= 0.3 ? .light : .dark
    }

    /// Who decides the status bar's content under this look in `scheme`: what reads on a coloured
    /// background (``statusBarContent(in:)``), the bar itself for a visible system background (plain
    /// UIKit ignores the top page's preference there), else the top page.
    public func statusBarDecider(in scheme: ColorScheme) -> StatusBarDecider {
        if let content = statusBarContent(in: scheme) { return .content(content) }
        let systemBackground = background.isSystem && extras.backgroundImage == nil && extras.backgroundEffect == nil
        return !hidden && systemBackground && alpha >= 0.5 ? .bar : .page
    }

    // MARK: Item appearances (UIKit layer)

    /// Whether the background is the system's: no colour, image or material of the look's own.
    package var hasSystemBackground: Bool {
        background.isSystem && extras.backgroundImage == nil && extras.backgroundEffect == nil
    }

    /// Whether the item keeps the page's own appearances untouched: the look customises nothing (item
    /// margins, the scroll edge effect and the items' shared background aside: they are the bar's, the
    /// scroll view's and the items', not the item appearances'), the item draws its own background (no
    /// fake bar carries it) and there is no custom back indicator.
    package func keepsOwnItemAppearances(withBackground: Bool, hasBackIndicator: Bool) -> Bool {
        var itemLook = self
        itemLook.itemMargins = .system
        itemLook.extras.edgeEffect = nil
        itemLook.extras.itemsHideSharedBackground = nil
        return itemLook.isSystem && withBackground && !hasBackIndicator
    }

    /// Whether the item's scroll-edge appearance keeps the bar's scroll-edge look (transparent at the top
    /// of the content on iOS 15–25) under the look's other fields: while the background is the system's,
    /// with no background image and no material. Any background of the page's own shows at the edge too.
    package var scrollEdgeKeepsBarLook: Bool { hasSystemBackground }

    /// As ``scrollEdgeKeepsBarLook``, when the bar's scroll-edge look may be `themed`: an opaque
    /// colour of the app's theme (`UINavigationBar.appearance().scrollEdgeAppearance`) or of the page's
    /// own scroll-edge appearance. Below full opacity such a look is faded like the standard one instead
    /// of kept, so that the bar at the top of the content fades too.
    package func scrollEdgeKeepsBarLook(themed: Bool) -> Bool {
        scrollEdgeKeepsBarLook && !fadesThemedScrollEdge(themed: themed)
    }

    /// Whether a scroll-driven fade only changes the opacity of the appearances the item shows (below full
    /// opacity). At full opacity the look is rebuilt, so that a fade returns exactly to it.
    package var fadesByOpacityOnly: Bool { alpha < 1 }

    /// Whether a fade reaches the scroll-edge appearance too: for a background of the page's own — a
    /// colour, an image, a material — which the scroll edge shows as well (the system's scroll-edge look
    /// has no background to fade).
    package var fadeReachesScrollEdge: Bool { !scrollEdgeKeepsBarLook }

    /// Whether a fade reaches the scroll-edge appearance when that appearance may be `themed` (an opaque
    /// colour of the app's or the page's own): for a background of the page's own, and for the system's
    /// background over a themed scroll-edge look, whose colour fades.
    package func fadeReachesScrollEdge(themed: Bool) -> Bool {
        fadeReachesScrollEdge || fadesThemedScrollEdge(themed: themed)
    }

    /// Whether the fade of a system background reaches a `themed` scroll-edge look (below full opacity):
    /// the scroll edge then fades from that look's own colour and line.
    package func fadesThemedScrollEdge(themed: Bool) -> Bool {
        themed && alpha < 1 && scrollEdgeKeepsBarLook
    }

    /// Whether, at `opacity`, the system's background blur gives way to a colour: a blur cannot fade, so
    /// below full opacity the system background fades as a colour (iOS 15–25) or is clear (iOS 26's
    /// glass). A page's own colour or material fades itself.
    package func replacesSystemBlur(atOpacity opacity: Double) -> Bool {
        background.isSystem && opacity < 1 && extras.backgroundEffect == nil
    }

    /// Whether the item's hairline is written at `opacity`: for a shadow of the page's own, or to fade
    /// the system's hairline with the bar. At full opacity a system shadow is left to UIKit.
    package func writesHairline(atOpacity opacity: Double) -> Bool { shownShadow != .system || opacity < 1 }

    /// Whether the item's hairline is written at `opacity` on `generation`'s bar: as
    /// ``writesHairline(atOpacity:)``, except that fading Liquid Glass's system background writes none
    /// (that bar draws no hairline to fade).
    package func writesHairline(atOpacity opacity: Double, on generation: BarGeneration) -> Bool {
        writesHairline(atOpacity: opacity, on: generation, themed: false)
    }

    /// As ``writesHairline(atOpacity:on:)``, when the bar's look may be `themed` (an opaque colour of the
    /// app's theme or of the page's own appearance, with its own line): a themed Liquid Glass bar has a
    /// line to fade with its colour.
    package func writesHairline(atOpacity opacity: Double, on generation: BarGeneration, themed: Bool) -> Bool {
        guard writesHairline(atOpacity: opacity) else { return false }
        return !(generation == .liquidGlass && shownShadow == .system && hasSystemBackground && !themed)
    }

    /// The shadow the bar shows: a hairline colour of the page's own (``BarExtras/shadowColor``) shows the
    /// hairline unless the look hides it.
    package var shownShadow: BarShadow { shadow == .system && extras.shadowColor != nil ? .shown : shadow }
}
