/// Something of the bar's look that only the platform can draw — a font, a background image, a blur
/// material — known to the core by an identity, so that looks holding it still compare: for the
/// transition strategy and for exact restore. The UIKit layer keeps the object itself.
public struct BarResource: Hashable, Sendable, CustomStringConvertible {
    /// What kind of resource it is.
    public var kind: Kind
    /// Equal identities draw the same.
    public var identity: String

    /// The kinds of resources.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case font, image, material
    }

    /// Creates a resource reference.
    public init(_ kind: Kind, identity: String) {
        self.kind = kind
        self.identity = identity
    }

    /// `kind:identity`.
    public var description: String { "\(kind.rawValue):\(identity)" }
}

/// The parts of a look that go beyond colours and the shadow: fonts, the large title's colour, a
/// background image or material, and the status bar. Every field `nil` is the system's.
///
/// Few pages set any of these, and every look holds them (a page's own fields, its resolved look, the
/// look it inherited), so they are stored out of line: a look without extras pays one word for them,
/// and copying a look never copies them (copy on write).
public struct BarExtras: Hashable, Sendable {
    /// The fields, shared between copies; `nil` when every field is the system's.
    private var storage: Storage?

    /// The title's font.
    public var titleFont: BarResource? {
        get { fields.titleFont }
        set { update { $0.titleFont = newValue } }
    }
    /// The large title's colour; `nil` uses the title colour.
    public var largeTitleColor: BarColor? {
        get { fields.largeTitleColor }
        set { update { $0.largeTitleColor = newValue } }
    }
    /// The large title's font.
    public var largeTitleFont: BarResource? {
        get { fields.largeTitleFont }
        set { update { $0.largeTitleFont = newValue } }
    }
    /// An image drawn as the bar's background, over its colour.
    public var backgroundImage: BarResource? {
        get { fields.backgroundImage }
        set { update { $0.backgroundImage = newValue } }
    }
    /// A blur material drawn as the bar's background.
    public var backgroundEffect: BarResource? {
        get { fields.backgroundEffect }
        set { update { $0.backgroundEffect = newValue } }
    }
    /// The status bar's content, chosen by the page instead of read from the background.
    public var statusBar: StatusBarContent? {
        get { fields.statusBar }
        set { update { $0.statusBar = newValue } }
    }
    /// The colour of the hairline under the bar (when the look shows one); `nil` for the system's.
    public var shadowColor: BarColor? {
        get { fields.shadowColor }
        set { update { $0.shadowColor = newValue } }
    }
    /// The back button's image on this page (the chevron); `nil` for the app's or the system's.
    public var backButtonImage: BarResource? {
        get { fields.backButtonImage }
        set { update { $0.backButtonImage = newValue } }
    }

    /// The scroll edge effect under the bar (iOS 26); `nil` for the system's.
    public var edgeEffect: ScrollEdgeEffect? {
        get { fields.edgeEffect }
        set { update { $0.edgeEffect = newValue } }
    }
    /// Whether the page's own bar button items hide their shared glass background (iOS 26); `nil` for
    /// the system's.
    public var itemsHideSharedBackground: Bool? {
        get { fields.itemsHideSharedBackground }
        set { update { $0.itemsHideSharedBackground = newValue } }
    }

    /// Creates extras; every field defaults to the system's.
    public init(
        titleFont: BarResource? = nil, largeTitleColor: BarColor? = nil, largeTitleFont: BarResource? = nil,
        backgroundImage: BarResource? = nil, backgroundEffect: BarResource? = nil, statusBar: StatusBarContent? = nil,
        shadowColor: BarColor? = nil, backButtonImage: BarResource? = nil
    ) {
        self.init(
            fields: Fields(
                titleFont: titleFont, largeTitleColor: largeTitleColor, largeTitleFont: largeTitleFont,
                backgroundImage: backgroundImage, backgroundEffect: backgroundEffect, statusBar: statusBar,
                shadowColor: shadowColor, backButtonImage: backButtonImage
            ))
    }

    private init(fields: Fields) {
        storage = fields == Fields() ? nil : .boxed(fields)
    }

    /// No extras: the system's.
    public static let none = BarExtras()

    /// These extras with every field `update` sets replaced.
    public func merging(_ update: BarExtras) -> BarExtras {
        guard let changes = update.storage else { return self }
        guard let current = storage else { return update }
        let old = current.fields
        let new = changes.fields
        var merged = BarExtras(
            fields: Fields(
                titleFont: new.titleFont ?? old.titleFont, largeTitleColor: new.largeTitleColor ?? old.largeTitleColor,
                largeTitleFont: new.largeTitleFont ?? old.largeTitleFont,
                backgroundImage: new.backgroundImage ?? old.backgroundImage,
                backgroundEffect: new.backgroundEffect ?? old.backgroundEffect,
                statusBar: new.statusBar ?? old.statusBar, shadowColor: new.shadowColor ?? old.shadowColor,
                backButtonImage: new.backButtonImage ?? old.backButtonImage
            ))
        merged.edgeEffect = new.edgeEffect ?? old.edgeEffect
        merged.itemsHideSharedBackground = new.itemsHideSharedBackground ?? old.itemsHideSharedBackground
        return merged
    }

    /// Whether the background differs (an image, a material, the hairline's colour): the bars then
    /// travel with their pages.
    func backgroundDiffers(from other: BarExtras) -> Bool {
        backgroundImage != other.backgroundImage || backgroundEffect != other.backgroundEffect
            || shadowColor != other.shadowColor
    }

    /// Equal when every field is equal.
    public static func == (lhs: BarExtras, rhs: BarExtras) -> Bool {
        lhs.fields == rhs.fields
    }

    /// Hashes every field.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fields)
    }

    // MARK: Storage

    /// Every field, stored together.
    private struct Fields: Hashable, Sendable {
        var titleFont: BarResource?
        var largeTitleColor: BarColor?
        var largeTitleFont: BarResource?
        var backgroundImage: BarResource?
        var backgroundEffect: BarResource?
        var statusBar: StatusBarContent?
        var shadowColor: BarColor?
        var backButtonImage: BarResource?
        var edgeEffect: ScrollEdgeEffect?
        var itemsHideSharedBackground: Bool?
    }

    /// The fields in a shared, immutable box (an indirect case is stored out of line).
    private indirect enum Storage: Hashable, Sendable {
        case boxed(Fields)
        var fields: Fields {
            switch self {
            case .boxed(let fields): fields
            }
        }
    }

    private var fields: Fields { storage?.fields ?? Fields() }

    private mutating func update(_ change: (inout Fields) -> Void) {
        var changed = fields
        change(&changed)
        storage = changed == Fields() ? nil : .boxed(changed)
    }
}

extension BarExtras {
    /// These extras with every field that differs between `old` and `new` set to its value in `new`.
    public func applyingChanges(from old: BarExtras, to new: BarExtras) -> BarExtras {
        var result = self
        if old.titleFont != new.titleFont { result.titleFont = new.titleFont }
        if old.largeTitleColor != new.largeTitleColor { result.largeTitleColor = new.largeTitleColor }
        if old.largeTitleFont != new.largeTitleFont { result.largeTitleFont = new.largeTitleFont }
        if old.backgroundImage != new.backgroundImage { result.backgroundImage = new.backgroundImage }
        if old.backgroundEffect != new.backgroundEffect { result.backgroundEffect = new.backgroundEffect }
        if old.statusBar != new.statusBar { result.statusBar = new.statusBar }
        if old.shadowColor != new.shadowColor { result.shadowColor = new.shadowColor }
        if old.backButtonImage != new.backButtonImage { result.backButtonImage = new.backButtonImage }
        if old.edgeEffect != new.edgeEffect { result.edgeEffect = new.edgeEffect }
        if old.itemsHideSharedBackground != new.itemsHideSharedBackground {
            result.itemsHideSharedBackground = new.itemsHideSharedBackground
        }
        return result
    }
}
