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
public struct BarExtras: Hashable, Sendable {
    /// The title's font.
    public var titleFont: BarResource?
    /// The large title's colour; `nil` uses the title colour.
    public var largeTitleColor: BarColor?
    /// The large title's font.
    public var largeTitleFont: BarResource?
    /// An image drawn as the bar's background, over its colour.
    public var backgroundImage: BarResource?
    /// A blur material drawn as the bar's background.
    public var backgroundEffect: BarResource?
    /// The status bar's content, chosen by the page instead of read from the background.
    public var statusBar: StatusBarContent?

    /// Creates extras; every field defaults to the system's.
    public init(
        titleFont: BarResource? = nil, largeTitleColor: BarColor? = nil, largeTitleFont: BarResource? = nil,
        backgroundImage: BarResource? = nil, backgroundEffect: BarResource? = nil, statusBar: StatusBarContent? = nil
    ) {
        self.titleFont = titleFont
        self.largeTitleColor = largeTitleColor
        self.largeTitleFont = largeTitleFont
        self.backgroundImage = backgroundImage
        self.backgroundEffect = backgroundEffect
        self.statusBar = statusBar
    }

    /// No extras: the system's.
    public static let none = BarExtras()

    /// These extras with every field `update` sets replaced.
    public func merging(_ update: BarExtras) -> BarExtras {
        BarExtras(
            titleFont: update.titleFont ?? titleFont, largeTitleColor: update.largeTitleColor ?? largeTitleColor,
            largeTitleFont: update.largeTitleFont ?? largeTitleFont, backgroundImage: update.backgroundImage ?? backgroundImage,
            backgroundEffect: update.backgroundEffect ?? backgroundEffect, statusBar: update.statusBar ?? statusBar
        )
    }

    /// Whether the background differs (an image or a material): the bars then travel with their pages.
    func backgroundDiffers(from other: BarExtras) -> Bool {
        backgroundImage != other.backgroundImage || backgroundEffect != other.backgroundEffect
    }
}
