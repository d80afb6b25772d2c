#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// The UIKit objects behind the core's ``BarResource`` identities: fonts by name and size (two equal
/// fonts are one resource), images and blur effects by object. Kept while the app runs, so that a look
/// can be drawn again when its page comes back (exact restore).
@MainActor
enum BarResources {
    private static var fonts: [String: UIFont] = [:]
    private static var objects: [String: AnyObject] = [:]
    private static var identities: [ObjectIdentifier: String] = [:]

    /// The resource of a font.
    static func resource(_ font: UIFont) -> BarResource {
        let identity = "\(font.fontName)|\(font.pointSize)"
        fonts[identity] = font
        return BarResource(.font, identity: identity)
    }

    /// The resource of an image or a blur effect.
    static func resource(_ object: AnyObject, kind: BarResource.Kind) -> BarResource {
        let key = ObjectIdentifier(object)
        let identity = identities[key] ?? "\(kind.rawValue)#\(identities.count + 1)"
        identities[key] = identity
        objects[identity] = object
        return BarResource(kind, identity: identity)
    }

    static func font(_ resource: BarResource?) -> UIFont? { resource.flatMap { fonts[$0.identity] } }
    static func image(_ resource: BarResource?) -> UIImage? { resource.flatMap { objects[$0.identity] as? UIImage } }
    static func effect(_ resource: BarResource?) -> UIBlurEffect? { resource.flatMap { objects[$0.identity] as? UIBlurEffect } }
}

@MainActor
extension PartialBarStyle {
    /// The title's font (standard titles); `nil` for the system's.
    public var titleFont: UIFont? {
        get { BarResources.font(extras.titleFont) }
        set { extras.titleFont = newValue.map { BarResources.resource($0) } }
    }

    /// The large title's colour; `nil` uses ``titleColor`` (or the system's).
    public var largeTitleColor: UIColor? {
        get { extras.largeTitleColor?.uiColor ?? nil }
        set { extras.largeTitleColor = newValue.map { BarColor($0) } }
    }

    /// The large title's font; `nil` for the system's.
    public var largeTitleFont: UIFont? {
        get { BarResources.font(extras.largeTitleFont) }
        set { extras.largeTitleFont = newValue.map { BarResources.resource($0) } }
    }

    /// An image drawn as the bar's background (over its colour). Looks with different images get fake
    /// bars in transitions.
    public var backgroundImage: UIImage? {
        get { BarResources.image(extras.backgroundImage) }
        set { extras.backgroundImage = newValue.map { BarResources.resource($0, kind: .image) } }
    }

    /// A blur drawn as the bar's background, for example `UIBlurEffect(style: .systemUltraThinMaterial)`.
    public var backgroundEffect: UIBlurEffect? {
        get { BarResources.effect(extras.backgroundEffect) }
        set { extras.backgroundEffect = newValue.map { BarResources.resource($0, kind: .material) } }
    }

    /// The status bar's style on this page, instead of the one read from the bar's background;
    /// `.default` or `nil` leaves it to the library and the system.
    public var statusBarStyle: UIStatusBarStyle? {
        get { extras.statusBar.map(\.statusBarStyle) }
        set {
            switch newValue {
            case .lightContent?: extras.statusBar = .light
            case .darkContent?: extras.statusBar = .dark
            default: extras.statusBar = nil
            }
        }
    }
}
#endif
