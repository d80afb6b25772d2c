#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// The UIKit objects behind the core's ``/PageNavigationCore/BarResource`` identities: fonts by descriptor (two equal fonts
/// are one resource), blur materials by style, images by object. Fonts and images are kept while the
/// app runs, so that a look can be drawn again when its page comes back (exact restore): give bars a few
/// images that you reuse, not a new image per page.
@MainActor
enum BarResources {
    /// Fonts by their descriptor's description, images by `kind#n`: the two never collide (a font
    /// descriptor's description is not of that form). One dictionary, not one per kind: each generic
    /// dictionary type brings its own code into the binary.
    private static var objects: [String: AnyObject] = [:]
    /// How many images have an identity (`n` of the next is one more).
    private static var numbered = 0

    /// The resource of a font: fonts with the same descriptor (name, size, traits, features) are one.
    static func resource(_ font: UIFont) -> BarResource {
        let identity = "\(font.fontDescriptor)"
        objects[identity] = font
        return BarResource(.font, identity: identity)
    }

    /// The resource of an image or a blur effect: the identity it already has (objects are kept, so no
    /// other object can take its place), else the next number.
    static func resource(_ object: AnyObject, kind: BarResource.Kind) -> BarResource {
        let identity: String
        var known: String?  // the identity it already has: the first entry holding it, by a loop
        for (key, value) in objects where value === object {
            known = key
            break
        }
        if let known {
            identity = known
        } else {
            numbered += 1
            identity = "\(kind.rawValue)#\(numbered)"
        }
        objects[identity] = object
        return BarResource(kind, identity: identity)
    }

    @inline(never)  // each caller inlining it would carry its own lookup
    static func font(_ resource: BarResource?) -> UIFont? { resource.flatMap { objects[$0.identity] as? UIFont } }
    @inline(never)
    static func image(_ resource: BarResource?) -> UIImage? { resource.flatMap { objects[$0.identity] as? UIImage } }
    /// The resource of a blur style: equal styles are one.
    static func resource(_ style: UIBlurEffect.Style) -> BarResource {
        BarResource(.material, identity: "blur|\(style.rawValue)")
    }

    @inline(never)  // inlined, its callers would each carry the parsing
    static func effect(_ resource: BarResource?) -> UIBlurEffect? {
        blurStyle(resource).map { UIBlurEffect(style: $0) }
    }

    /// The blur style a material resource names (`blur|` and the style's raw value), if it names one: one
    /// copy of the parsing for ``effect(_:)`` and ``/PageNavigationCore/PartialBarStyle/backgroundEffect``.
    static func blurStyle(_ resource: BarResource?) -> UIBlurEffect.Style? {
        guard let identity = resource?.identity, identity.hasPrefix("blur|"), let raw = Int(identity.dropFirst(5))
        else { return nil }
        return UIBlurEffect.Style(rawValue: raw)
    }
}

// The setters are out of line: each property's `modify` accessor (`style.titleFont = …` on a stored
// style) would otherwise carry a copy of its setter.
@MainActor
extension PartialBarStyle {
    /// The title's font (standard titles); `nil` for the system's.
    public var titleFont: UIFont? {
        get { BarResources.font(extras.titleFont) }
        @inline(never) set { extras.titleFont = newValue.map { BarResources.resource($0) } }
    }

    /// The large title's colour; `nil` uses ``titleColor`` (or the system's).
    public var largeTitleColor: UIColor? {
        get { extras.largeTitleColor?.uiColor ?? nil }
        @inline(never) set { extras.largeTitleColor = newValue.map { BarColor($0) } }
    }

    /// The large title's font; `nil` for the system's.
    public var largeTitleFont: UIFont? {
        get { BarResources.font(extras.largeTitleFont) }
        @inline(never) set { extras.largeTitleFont = newValue.map { BarResources.resource($0) } }
    }

    /// An image drawn as the bar's background (over its colour). Looks with different images get fake
    /// bars in transitions.
    public var backgroundImage: UIImage? {
        get { BarResources.image(extras.backgroundImage) }
        @inline(never) set { extras.backgroundImage = newValue.map { BarResources.resource($0, kind: .image) } }
    }

    /// The colour of the hairline under the bar; setting one shows the hairline unless the look hides
    /// it. `nil` for the system's. A different colour gets fake bars in transitions.
    public var shadowColor: UIColor? {
        get { extras.shadowColor?.uiColor ?? nil }
        @inline(never) set { extras.shadowColor = newValue.map { BarColor($0) } }
    }

    /// This page's back button image (its chevron), over the app-wide
    /// ``PageNavigationConfiguration/backButton``; `nil` for the app's or the system's. On iOS 26 it sits
    /// inside the button's glass circle, which cannot be removed: use a glyph-only template image (an SF
    /// Symbol, or `withRenderingMode(.alwaysTemplate)`) about the system chevron's size, 17–24 points
    /// tall with no padding; a debug build prints a message once per image drawn as it is.
    public var backButtonImage: UIImage? {
        get { BarResources.image(extras.backButtonImage) }
        @inline(never) set { extras.backButtonImage = newValue.map { BarResources.resource($0, kind: .image) } }
    }

    /// A blur material drawn as the bar's background, for example `.systemUltraThinMaterial`. Looks with
    /// the same style are the same background.
    public var backgroundEffect: UIBlurEffect.Style? {
        get { BarResources.blurStyle(extras.backgroundEffect) }
        @inline(never) set { extras.backgroundEffect = newValue.map { BarResources.resource($0) } }
    }

    /// The status bar's style on this page, instead of the one read from the bar's background;
    /// `.default` or `nil` leaves it to the library and the system.
    public var statusBarStyle: UIStatusBarStyle? {
        get { extras.statusBar.map(\.statusBarStyle) }
        @inline(never) set {
            switch newValue {
            case .lightContent?: extras.statusBar = .light
            case .darkContent?: extras.statusBar = .dark
            default: extras.statusBar = nil
            }
        }
    }
}
#endif
