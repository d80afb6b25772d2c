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

    /// Hashes every field. Written out, and never inlined, so that `hashValue` and the looks that hold
    /// this one call it instead of carrying a copy of it.
    @inline(never)
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(identity)
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
    /// The fields, one slot each in ``Field`` order, shared between copies; `nil` when every field is
    /// the system's. Merging and comparing go slot by slot, one loop for every field.
    private var slots: [Slot]?

    /// The title's font.
    public var titleFont: BarResource? {
        get { resource(.titleFont) }
        set { set(.titleFont, Slot(newValue)) }
    }
    /// The large title's colour; `nil` uses the title colour.
    public var largeTitleColor: BarColor? {
        get { color(.largeTitleColor) }
        set { set(.largeTitleColor, Slot(newValue)) }
    }
    /// The large title's font.
    public var largeTitleFont: BarResource? {
        get { resource(.largeTitleFont) }
        set { set(.largeTitleFont, Slot(newValue)) }
    }
    /// An image drawn as the bar's background, over its colour.
    public var backgroundImage: BarResource? {
        get { resource(.backgroundImage) }
        set { set(.backgroundImage, Slot(newValue)) }
    }
    /// A blur material drawn as the bar's background.
    public var backgroundEffect: BarResource? {
        get { resource(.backgroundEffect) }
        set { set(.backgroundEffect, Slot(newValue)) }
    }
    /// The status bar's content, chosen by the page instead of read from the background.
    public var statusBar: StatusBarContent? {
        // Not inlined, here and in the other fields held as their own case (the edge effect, the shared
        // background flag): their `modify` accessors call these instead of carrying copies (binary size).
        @inline(never) get {
            guard case .statusBar(let value) = self[.statusBar] else { return nil }
            return value
        }
        @inline(never) set { set(.statusBar, newValue.map(Slot.statusBar) ?? .system) }
    }
    /// The colour of the hairline under the bar (when the look shows one); `nil` for the system's.
    public var shadowColor: BarColor? {
        get { color(.shadowColor) }
        set { set(.shadowColor, Slot(newValue)) }
    }
    /// The back button's image on this page (the chevron); `nil` for the app's or the system's.
    public var backButtonImage: BarResource? {
        get { resource(.backButtonImage) }
        set { set(.backButtonImage, Slot(newValue)) }
    }

    /// The scroll edge effect under the bar (iOS 26); `nil` for the system's.
    public var edgeEffect: ScrollEdgeEffect? {
        @inline(never) get {
            guard case .edgeEffect(let value) = self[.edgeEffect] else { return nil }
            return value
        }
        @inline(never) set { set(.edgeEffect, newValue.map(Slot.edgeEffect) ?? .system) }
    }
    /// Whether the page's own bar button items hide their shared glass background (iOS 26); `nil` for
    /// the system's.
    public var itemsHideSharedBackground: Bool? {
        @inline(never) get {
            guard case .flag(let value) = self[.itemsHideSharedBackground] else { return nil }
            return value
        }
        @inline(never) set { set(.itemsHideSharedBackground, newValue.map(Slot.flag) ?? .system) }
    }

    /// Creates extras; every field defaults to the system's.
    public init(
        titleFont: BarResource? = nil, largeTitleColor: BarColor? = nil, largeTitleFont: BarResource? = nil,
        backgroundImage: BarResource? = nil, backgroundEffect: BarResource? = nil, statusBar: StatusBarContent? = nil,
        shadowColor: BarColor? = nil, backButtonImage: BarResource? = nil
    ) {
        self.init(slots: [
            Slot(titleFont), Slot(largeTitleColor), Slot(largeTitleFont), Slot(backgroundImage),
            Slot(backgroundEffect), statusBar.map(Slot.statusBar) ?? .system, Slot(shadowColor),
            Slot(backButtonImage), .system, .system,
        ])
    }

    /// Extras that store `slots` as they are.
    private init(storing slots: [Slot]?) {
        self.slots = slots
    }

    /// Extras of `slots` (every field, in ``Field`` order).
    private init(slots: [Slot]) {
        self.slots = slots.allSatisfy(\.isSystem) ? nil : slots
    }

    /// No extras: the system's.
    public static let none = BarExtras(storing: nil)

    /// These extras with every field `update` sets replaced.
    public func merging(_ update: BarExtras) -> BarExtras {
        guard let changes = update.slots else { return self }
        guard var merged = slots else { return update }
        for index in merged.indices where !changes[index].isSystem { merged[index] = changes[index] }
        return BarExtras(slots: merged)
    }

    /// These extras with every field that differs between `old` and `new` set to its value in `new`.
    public func applyingChanges(from old: BarExtras, to new: BarExtras) -> BarExtras {
        var changed = slots ?? Self.systemSlots
        for index in changed.indices where old.differs(from: new, at: index) { changed[index] = new[slotAt: index] }
        return BarExtras(slots: changed)
    }

    /// Hashes every field. Written out, and never inlined, so that `hashValue` and the looks that hold
    /// this one call it instead of carrying a copy of it.
    @inline(never)
    public func hash(into hasher: inout Hasher) {
        guard let slots else { return hasher.combine(0) }
        for slot in slots {
            switch slot {
            case .system: hasher.combine(0)
            case .resource(let resource): hasher.combine(resource)
            case .color(let color): hasher.combine(color)
            case .statusBar(let content): hasher.combine(content)
            case .edgeEffect(let effect): hasher.combine(effect)
            case .flag(let flag): hasher.combine(flag)
            }
        }
    }

    /// Whether the background differs (an image, a material, the hairline's colour): the bars then
    /// travel with their pages.
    func backgroundDiffers(from other: BarExtras) -> Bool {
        differs(from: other, at: Field.backgroundImage.rawValue)
            || differs(from: other, at: Field.backgroundEffect.rawValue)
            || differs(from: other, at: Field.shadowColor.rawValue)
    }

    /// Equal when every field is equal. Never inlined, so that the looks that hold extras call it.
    @inline(never)
    public static func == (lhs: BarExtras, rhs: BarExtras) -> Bool {
        guard lhs.slots != nil || rhs.slots != nil else { return true }
        for index in 0..<Self.fieldCount where lhs.differs(from: rhs, at: index) { return false }
        return true
    }

    /// Whether the field of slot `index` differs between these extras and `other`.
    @inline(never)
    private func differs(from other: BarExtras, at index: Int) -> Bool {
        self[slotAt: index] != other[slotAt: index]
    }

    // MARK: Storage

    /// The fields, in the order of their slots.
    private enum Field: Int {
        case titleFont, largeTitleColor, largeTitleFont, backgroundImage, backgroundEffect, statusBar, shadowColor,
            backButtonImage, edgeEffect, itemsHideSharedBackground
    }

    /// The number of fields.
    private static let fieldCount = 10

    /// Every slot the system's.
    private static let systemSlots = [Slot](repeating: .system, count: fieldCount)

    /// One field's value; each field holds its own case or ``system``.
    private enum Slot: Equatable, Sendable {
        case system
        case resource(BarResource)
        case color(BarColor)
        case statusBar(StatusBarContent)
        case edgeEffect(ScrollEdgeEffect)
        case flag(Bool)

        init(_ resource: BarResource?) { self = resource.map(Slot.resource) ?? .system }
        init(_ color: BarColor?) { self = color.map(Slot.color) ?? .system }

        var isSystem: Bool {
            guard case .system = self else { return false }
            return true
        }
    }

    private subscript(field: Field) -> Slot { self[slotAt: field.rawValue] }

    private subscript(slotAt index: Int) -> Slot { slots?[index] ?? .system }

    /// The resource in `field`'s slot. Not inlined: the five resource fields' getters and their `modify`
    /// accessors call it instead of carrying a copy (binary size); so does ``color(_:)``.
    @inline(never)
    private func resource(_ field: Field) -> BarResource? {
        guard case .resource(let value) = self[field] else { return nil }
        return value
    }

    /// The colour in `field`'s slot.
    @inline(never)
    private func color(_ field: Field) -> BarColor? {
        guard case .color(let value) = self[field] else { return nil }
        return value
    }

    private mutating func set(_ field: Field, _ value: Slot) {
        var changed = slots ?? Self.systemSlots
        slots = nil
        changed[field.rawValue] = value
        self = BarExtras(slots: changed)
    }
}

extension BarResource.Kind {
    /// Equal when the same case. Compares the cases, where the raw-value default compares the
    /// raw strings.
    public static func == (lhs: BarResource.Kind, rhs: BarResource.Kind) -> Bool { lhs.ordinal == rhs.ordinal }

    /// Hashes the case. Hashes the case's position, where the raw-value default builds and hashes the
    /// raw string.
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// The case's position in the declaration.
    private var ordinal: Int {
        switch self {
        case .font: 0
        case .image: 1
        case .material: 2
        }
    }
}
