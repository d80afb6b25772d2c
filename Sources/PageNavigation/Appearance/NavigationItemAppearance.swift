#if canImport(UIKit)
import PageNavigationCore
import PageNavigationHost
import UIKit

/// A page's look as `UINavigationBarAppearance`s on its own navigation item. Large titles and search
/// controllers keep working: only the appearances are set.
///
/// A page that customises nothing gets back its own item appearances — those it set itself, usually in
/// `viewDidLoad`, or none — so it looks exactly as in a plain `UINavigationController` (Liquid Glass on
/// iOS 26, the transparent scroll-edge bar on iOS 15–25, Dark Mode) or as the app themed the bar. A
/// page that sets some fields starts from its own appearances, else the bar's (the app's theme, or the
/// system's default background when the app did not theme the bar), and overrides only those; while
/// its background is the system's, its scroll-edge appearance keeps the bar's scroll-edge look.
@MainActor
enum NavigationItemAppearance {
    /// The four appearances of an item: the page's own, or what the library wrote. Equal when each
    /// appearance is equal (the same object, or one equal to it).
    @MainActor
    struct Original: Equatable {
        var standard, compact, scrollEdge, compactScrollEdge: UINavigationBarAppearance?

        @inline(never)
        init(_ item: UINavigationItem) {
            (standard, compact, scrollEdge, compactScrollEdge) =
                (
                    item.standardAppearance, item.compactAppearance, item.scrollEdgeAppearance,
                    item.compactScrollEdgeAppearance
                )
        }

        nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.standard == rhs.standard && lhs.compact == rhs.compact && lhs.scrollEdge == rhs.scrollEdge
                && lhs.compactScrollEdge == rhs.compactScrollEdge
        }
    }

    /// Shows `style` over the page's own appearances (`original`) when the item's page is on top;
    /// without its background and shadow while fake bars carry them.
    @inline(never)  // one copy for its two callers (a full write and a fade's fallback)
    static func apply(
        _ style: BarStyle, to page: UIViewController, over original: Original, bar: UINavigationBar,
        backIndicator appIndicator: UIImage?,
        withBackground: Bool
    ) {
        let item = page.navigationItem
        // The page's own back button image wins over the app's.
        let backIndicator = BarResources.image(style.extras.backButtonImage) ?? appIndicator
        #if DEBUG
        if let backIndicator { reportBackImage(backIndicator) }
        #endif
        if style.keepsOwnItemAppearances(withBackground: withBackground, hasBackIndicator: backIndicator != nil) {
            set(original, on: item)
            return
        }
        let standardBase = original.standard ?? bar.standardAppearance
        let edgeBase = original.scrollEdge ?? bar.scrollEdgeAppearance ?? transparent(standardBase)
        let labels = labelsProminentItems(of: item)
        let standard = appearance(
            for: style, base: standardBase, backIndicator: backIndicator, withBackground: withBackground,
            labelsProminent: labels)
        // A themed scroll-edge look (the app's theme, the page's own) fades with the bar, from its own colour.
        let edgeThemed = themedColor(of: edgeBase) != nil
        let edgeKeepsBar = style.scrollEdgeKeepsBarLook(themed: edgeThemed)
        let edgeFadesTheme = style.fadesThemedScrollEdge(themed: edgeThemed)
        let edge = appearance(
            for: style, base: edgeKeepsBar || edgeFadesTheme ? edgeBase : standardBase, backIndicator: backIndicator,
            withBackground: withBackground, labelsProminent: labels, keepsBackground: edgeKeepsBar
        )
        var look = Original(standard: standard, scrollEdge: edge)
        // The page's own compact appearances (landscape iPhone) stay its own under the look's fields.
        if let compact = original.compact {
            look.compact = appearance(
                for: style, base: compact, backIndicator: backIndicator, withBackground: withBackground,
                labelsProminent: labels)
        }
        if let compactEdge = original.compactScrollEdge {
            look.compactScrollEdge = appearance(
                for: style, base: edgeKeepsBar || edgeFadesTheme ? compactEdge : (original.compact ?? standardBase),
                backIndicator: backIndicator,
                withBackground: withBackground, labelsProminent: labels, keepsBackground: edgeKeepsBar
            )
        }
        set(look, on: item)
    }

    /// A scroll-driven fade: only the opacity of the background and shadow changes. At full opacity the
    /// look is rebuilt, so that a fade returns exactly to it (to the system's look too).
    static func applyAlpha(
        _ style: BarStyle, to page: UIViewController, over original: Original, bar: UINavigationBar,
        backIndicator: UIImage?
    ) {
        let item = page.navigationItem
        // A fade starts from what the last full write left; if that kept the page's own appearances,
        // it is a full write (the scroll edge the system derives is not on the item to fade).
        guard style.fadesByOpacityOnly, Original(item) != original, let standard = item.standardAppearance?.copy()
        else {
            return apply(style, to: page, over: original, bar: bar, backIndicator: backIndicator, withBackground: true)
        }
        // Each appearance fades what the last full write put on the item (the look's title, fonts,
        // labels and back image with it); its colour and line come from the unfaded base that write
        // started from (the app's theme, the page's own), as in `apply`.
        let standardBase = original.standard ?? bar.standardAppearance
        setBackground(of: standard, to: style, over: standardBase)
        let edge = item.scrollEdgeAppearance?.copy() ?? standard
        let edgeSource = original.scrollEdge ?? bar.scrollEdgeAppearance
        let edgeTheme = edgeSource.flatMap(themedColor(of:))
        let edgeKeepsBar = style.scrollEdgeKeepsBarLook(themed: edgeTheme != nil)
        let edgeFadesTheme = style.fadesThemedScrollEdge(themed: edgeTheme != nil)
        if style.fadeReachesScrollEdge(themed: edgeTheme != nil) {
            let edgeBase = edgeFadesTheme ? edgeSource : standardBase
            setBackground(of: edge, to: style, over: edgeBase)
        }
        var faded = Original(standard: standard, scrollEdge: edge)
        // Landscape (the page's own compact appearances): the same, from the same bases as `apply`.
        if let ownCompact = original.compact, let compact = item.compactAppearance?.copy() {
            setBackground(of: compact, to: style, over: ownCompact)
            faded.compact = compact
        }
        if let ownCompactEdge = original.compactScrollEdge, let compactEdge = item.compactScrollEdgeAppearance?.copy() {
            if !edgeKeepsBar {
                let base = edgeFadesTheme ? ownCompactEdge : (original.compact ?? standardBase)
                setBackground(of: compactEdge, to: style, over: base)
            }
            faded.compactScrollEdge = compactEdge
        }
        set(faded, on: item)
    }

    @inline(never)  // called four times: inlined, it would be four copies
    private static func appearance(
        for style: BarStyle, base: UINavigationBarAppearance, backIndicator: UIImage?, withBackground: Bool,
        labelsProminent: Bool = true, keepsBackground: Bool = false
    ) -> UINavigationBarAppearance {
        let appearance = base.copy()  // all of it: the app's title attributes, button looks and back indicator too
        if !withBackground {
            appearance.configureWithTransparentBackground()
        } else if !keepsBackground {
            setBackground(of: appearance, to: style, over: base)
        } else if style.writesHairline(atOpacity: 1) {
            appearance.shadowColor = hairline(
                for: style.shownShadow, opacity: 1, color: style.extras.shadowColor?.uiColor)
        }
        if let title = style.title.uiColor {
            write(title, for: .foregroundColor, in: .title, of: appearance)
            write(title, for: .foregroundColor, in: .largeTitle, of: appearance)
        }
        let extras = style.extras
        if let largeTitle = extras.largeTitleColor?.uiColor {
            write(largeTitle, for: .foregroundColor, in: .largeTitle, of: appearance)
        }
        if let font = BarResources.font(extras.titleFont) {
            write(font, for: .font, in: .title, of: appearance)
        }
        if let font = BarResources.font(extras.largeTitleFont) {
            write(font, for: .font, in: .largeTitle, of: appearance)
        }
        if #available(iOS 26.0, *) {
            GlassItemAppearance.apply(style, to: appearance, labelsProminentItems: labelsProminent)
        }
        backIndicator.map { appearance.setBackIndicatorImage($0, transitionMaskImage: $0) }
        return appearance
    }

    /// `attributes[key] = value`, in one place: each write of a text attribute inline would carry its own
    /// copy of the dictionary code.
    @inline(never)
    static func write(_ value: Any, for key: NSAttributedString.Key, in attributes: inout [NSAttributedString.Key: Any])
    {
        _ = attributes.updateValue(value, forKey: key)  // `attributes[key] = value`, without the setter's nil path
    }

    /// The text attributes of a `UINavigationBarAppearance` that a look writes.
    enum TextAttributes {
        case title, largeTitle
        /// iOS 26 and later (`subtitleTextAttributes`, `largeSubtitleTextAttributes`; UINavigationBarAppearance.h).
        case subtitle, largeSubtitle
    }

    /// `appearance.<attributes>[key] = value` — the property read, the dictionary written, the property set
    /// — in one place: inline, each write carried its own copy of the bridging code (about 200 B).
    @inline(never)
    static func write(
        _ value: Any, for key: NSAttributedString.Key, in attributes: TextAttributes,
        of appearance: UINavigationBarAppearance
    ) {
        switch attributes {
        case .title: write(value, for: key, in: &appearance.titleTextAttributes)
        case .largeTitle: write(value, for: key, in: &appearance.largeTitleTextAttributes)
        case .subtitle:
            if #available(iOS 26.0, *) { write(value, for: key, in: &appearance.subtitleTextAttributes) }
        case .largeSubtitle:
            if #available(iOS 26.0, *) { write(value, for: key, in: &appearance.largeSubtitleTextAttributes) }
        }
    }

    /// Whether the page's `.prominent` items take the label the page's tint needs (iOS 26): not when
    /// every one of them has a tint of its own, which fills it instead of the bar's.
    private static func labelsProminentItems(of item: UINavigationItem) -> Bool {
        guard #available(iOS 26.0, *) else { return false }
        // No prominent item, or one without a tint of its own (one pass, no filtered list).
        var hasProminent = false
        for barItem in PageBarItems.all(of: item) where barItem.style == .prominent {
            if barItem.tintColor == nil { return true }
            hasProminent = true
        }
        return !hasProminent
    }

    /// The opaque colour an appearance gives the bar without a material (an app's theme, a page's own
    /// appearance), if it gives one.
    @inline(never)  // asked seven times
    static func themedColor(of appearance: UINavigationBarAppearance) -> UIColor? {
        guard appearance.backgroundEffect == nil, let color = appearance.backgroundColor, color.cgColor.alpha > 0
        else { return nil }
        return color
    }

    /// The background (colour, image, material) and shadow of `style` at its opacity (`style.alpha`), over
    /// `base`, the unfaded appearance this one comes from (the app's theme, the page's own; `nil`: none):
    /// a system background fades `themed`, the colour `base` gives the bar, when there is one.
    ///
    /// `baseLine`: the hairline of `base` (the app's theme may have none, `.clear`, or a colour of its
    /// own); a system shadow fades that line rather than the system's.
    ///
    /// The opacity, `themed` and `baseLine` are worked out here rather than by the five callers, in the
    /// order they did: one copy of that code.
    @inline(never)  // called five times: inlined, it would be five copies
    private static func setBackground(
        of appearance: UINavigationBarAppearance, to style: BarStyle, over base: UINavigationBarAppearance?
    ) {
        let opacity = style.alpha
        let themed = base.flatMap(themedColor(of:))
        let baseLine: UIColor?? = .some(base?.shadowColor ?? nil)
        let extras = style.extras
        if let color = style.background.uiColor(multiplyingAlphaBy: opacity) {
            appearance.backgroundEffect = nil
            appearance.backgroundColor = color
        } else if style.replacesSystemBlur(atOpacity: opacity), let themed {
            appearance.backgroundEffect = nil
            appearance.backgroundColor = themed.multiplyingAlpha(by: opacity)
        } else if style.replacesSystemBlur(atOpacity: opacity) {
            // A blur cannot fade: the system's background fades as a colour (classic bars, iOS 26 in an
            // app that keeps the classic design too), or not at all (Liquid Glass: transparent until
            // fully opaque again).
            appearance.backgroundEffect = nil
            appearance.backgroundColor =
                BarGeneration.running == .liquidGlass
                ? .clear : UIColor.systemBackground.withAlphaComponent(CGFloat(opacity))
        }
        // An image has no opacity of its own in an appearance: a faded copy; a material cannot fade.
        if let image = BarResources.image(extras.backgroundImage) {
            appearance.backgroundImage = FadedBarImage.image(image, opacity: opacity)
            appearance.backgroundImageContentMode = .scaleToFill  // as the fake bar draws it, whatever the theme's
        }
        if let effect = BarResources.effect(extras.backgroundEffect) { appearance.backgroundEffect = effect }
        if style.writesHairline(atOpacity: opacity, on: .running, themed: themed != nil) {
            if style.shownShadow == .system, let baseLine {
                appearance.shadowColor = faded(baseLine, opacity: opacity)
            } else {
                appearance.shadowColor = hairline(
                    for: style.shownShadow, opacity: opacity, color: style.extras.shadowColor?.uiColor)
            }
        }
    }

    /// `line` at `opacity` of its own alpha, in every appearance; `nil` stays `nil` (no line).
    @inline(never)
    static func faded(_ line: UIColor?, opacity: Double) -> UIColor? {
        guard let line, opacity < 1 else { return line }
        return line.multiplyingAlpha(by: opacity)
    }

    /// The hairline for a shadow at `opacity`: none when hidden; `color` (a page's own) or the system's
    /// hairline (per appearance) otherwise, faded.
    static func hairline(for shadow: BarShadow, opacity: Double, color: UIColor? = nil) -> UIColor? {
        guard shadow != .hidden else { return nil }
        let system = UINavigationBarAppearance().shadowColor
        let line = color ?? ((system.map { $0.cgColor.alpha > 0 } ?? false) ? system! : UIColor.separator)
        return faded(line, opacity: opacity)
    }

    #if DEBUG
    /// Back images already reported as drawn as they are (iOS 26).
    private static var backImageNotices = BackImageNotices()

    /// Prints, once per image, that an image drawn as it is sits in the back button's glass circle (iOS 26).
    private static func reportBackImage(_ image: UIImage) {
        let identity = String(describing: ObjectIdentifier(image))
        let isTemplate = image.renderingMode != .alwaysOriginal  // the back indicator is tinted unless original
        if let message = backImageNotices.message(forImage: identity, isTemplate: isTemplate, on: .running) {
            print(message)
        }
    }
    #endif

    private static func transparent(_ base: UINavigationBarAppearance) -> UINavigationBarAppearance {
        let appearance = base.copy()
        appearance.configureWithTransparentBackground()
        return appearance
    }

    /// Sets exactly these appearances on the item (the page's own ones are given back as they were).
    static func set(_ appearances: Original, on item: UINavigationItem) {
        item.standardAppearance = appearances.standard
        item.compactAppearance = appearances.compact
        item.scrollEdgeAppearance = appearances.scrollEdge
        item.compactScrollEdgeAppearance = appearances.compactScrollEdge
    }
}

@MainActor
extension NavigationItemAppearance.Original {
    /// The library's look: the compact appearances are the standard and scroll-edge ones.
    init(standard: UINavigationBarAppearance?, scrollEdge: UINavigationBarAppearance?) {
        (self.standard, compact, self.scrollEdge, compactScrollEdge) = (standard, standard, scrollEdge, scrollEdge)
    }
}
#endif
