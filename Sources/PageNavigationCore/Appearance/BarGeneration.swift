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

/// How the back button is carried out on each bar: the item that carries the routed long-press menu,
/// and a custom back indicator image.
extension BarGeneration {
    /// Whether the back item the library gives the page below a page whose back handler decides (it
    /// carries the routed long-press menu) repeats the title the system would derive for it.
    ///
    /// On the classic bar it does, so that the button reads as the system's. On Liquid Glass it carries
    /// no title: UIKit then derives the title — and whether there is room for one — exactly as for its own
    /// back button, so the button keeps the system's chevron circle instead of a titled capsule.
    public var routedBackItemRepeatsTitle: Bool { self == .classic }

    /// Whether the routed back item must carry a title in every display mode, on an iPad (`onPad`): on
    /// Liquid Glass iPads a `backBarButtonItem` with no title and no image makes the back button
    /// invisible (wix/react-native-navigation PR #8277). It then carries the title the system would
    /// derive, else the generic one (a minimal display mode still shows only the chevron).
    public func routedBackItemNeedsTitle(onPad: Bool) -> Bool { self == .liquidGlass && onPad }

    /// Whether a custom back indicator image is drawn inside the system's glass circle, which the app
    /// cannot remove: only a glyph-only template image (tinted like the system's chevron) reads as a back
    /// button there.
    public var drawsBackImageInGlass: Bool { self == .liquidGlass }
}

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
        func label(in scheme: ColorScheme) -> BarColor? {
            Self.label(onFill: style.tint.resolved(in: scheme), background: style.background.resolved(in: scheme))
        }
        let (light, dark) = (label(in: .light), label(in: .dark))
        guard light != nil || dark != nil else { return nil }
        return BarColor(light: light ?? .white, dark: dark ?? .white)
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

extension BarGeneration {
    /// The SDK an app falls back to when its Info.plist names none that can be read: the first SDK
    /// with Liquid Glass, which every app that links the library's UIKit layer is built with at least
    /// (that layer uses iOS 26 API), and the only one on which `UIDesignRequiresCompatibility` counts.
    public static let fallbackSDKMajorVersion = 26

    /// The bar an app draws, from the iOS it runs on, the SDK it was built with and its
    /// `UIDesignRequiresCompatibility` Info.plist key.
    ///
    /// - Before iOS 26 the classic bar, always.
    /// - An app built with an SDK older than iOS 26's keeps the design of its SDK: the classic bar
    ///   (Apple's frameworks engineers, developer forums threads 788573 and 832710).
    /// - Built with the iOS 26 SDK: Liquid Glass unless the app sets `UIDesignRequiresCompatibility` to
    ///   true.
    /// - Built with the iOS 27 SDK or later: Liquid Glass, whatever the key says — the system ignores
    ///   it (Apple's page for the key).
    /// - No SDK that can be read (`sdkMajorVersion` nil): as with ``fallbackSDKMajorVersion``, so the
    ///   key keeps the meaning it had when the app set it.
    ///
    /// Read the SDK with ``sdkMajorVersion(sdkName:platformVersion:)``.
    public init(iOSMajorVersion majorVersion: Int, sdkMajorVersion: Int?, requiresCompatibility: Bool) {
        let sdk = sdkMajorVersion ?? Self.fallbackSDKMajorVersion
        switch sdk {
        case ..<26: self = .classic
        case 26: self.init(iOSMajorVersion: majorVersion, requiresCompatibility: requiresCompatibility)
        default: self.init(iOSMajorVersion: majorVersion, requiresCompatibility: false)
        }
    }

    /// The major version of the SDK an app was built with, from its Info.plist: `DTSDKName` (the SDK's
    /// name, `"iphoneos26.2"`, `"iphonesimulator26.0"`), else `DTPlatformVersion` (`"26.2"`); nil when
    /// neither is a name followed by a version, or a version, of whole numbers separated by dots.
    public static func sdkMajorVersion(sdkName: String?, platformVersion: String?) -> Int? {
        if let sdkName, let major = majorVersion(of: sdkName.drop(while: \.isLetter).utf8) { return major }
        if let platformVersion, let major = majorVersion(of: Substring(platformVersion).utf8) { return major }
        return nil
    }

    /// The first number of `version` when it is one or more whole numbers (ASCII digits) separated by
    /// dots; nil when that number does not fit an `Int`.
    private static func majorVersion(of version: Substring.UTF8View) -> Int? {
        var major = 0
        var inMajor = true
        var digits = 0
        for byte in version {
            if byte == UInt8(ascii: ".") {
                guard digits > 0 else { return nil }
                (inMajor, digits) = (false, 0)
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            digits += 1
            guard inMajor else { continue }
            let (times10, overflow) = major.multipliedReportingOverflow(by: 10)
            let (sum, overflowed) = times10.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            guard !overflow, !overflowed else { return nil }
            major = sum
        }
        return digits > 0 ? major : nil
    }
}

extension BarGeneration {
    /// Equal when the same case. Compares the cases, where the raw-value default compares the
    /// raw strings.
    public static func == (lhs: BarGeneration, rhs: BarGeneration) -> Bool { lhs.ordinal == rhs.ordinal }

    /// Hashes the case. Hashes the case's position, where the raw-value default builds and hashes the
    /// raw string.
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// The case's position in the declaration.
    private var ordinal: Int {
        switch self {
        case .classic: 0
        case .liquidGlass: 1
        }
    }
}
