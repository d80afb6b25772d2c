/// A colour of the navigation bar: the system's own, a fixed colour, or a dynamic colour with one value
/// in light appearance and another in dark.
///
/// Channels are 8-bit red, green, blue and alpha. For a dynamic colour they are its light value, and
/// ``darkVariant`` holds the dark one; ``resolved(in:)`` gives the value for a ``ColorScheme``. The
/// ``system`` colour means "whatever UIKit shows for a page that customises nothing" on that iOS version
/// and appearance: it equals only itself, and its channels mean nothing. The core works with plain
/// values so that every rule can be tested without UIKit; the UIKit layer converts to and from `UIColor`.
public struct BarColor: Hashable, Sendable, CustomStringConvertible {
    /// The red channel, 0…255 (the light value of a dynamic colour).
    public var red: UInt8
    /// The green channel, 0…255.
    public var green: UInt8
    /// The blue channel, 0…255.
    public var blue: UInt8
    /// The alpha channel, 0 (transparent) …255 (opaque).
    public var alpha: UInt8
    /// The colour in dark appearance, when it differs from the light one.
    public private(set) var darkVariant: Channels?
    /// Whether this is the ``system`` colour.
    public private(set) var isSystem = false

    /// Four 8-bit channels.
    public struct Channels: Hashable, Sendable {
        public var red, green, blue, alpha: UInt8

        /// Creates channels.
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }
    }

    /// Creates a fixed colour from its four channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A dynamic colour: `light` in light appearance, `dark` in dark. When both are the same it is that
    /// fixed colour. (A dynamic colour's own variants are not nested: each side uses its value in its
    /// appearance.)
    public init(light: BarColor, dark: BarColor) {
        self = light.resolved(in: .light)
        let darkValue = dark.resolved(in: .dark)
        guard !isSystem, !darkValue.isSystem, darkValue.channels != channels else { return }
        darkVariant = darkValue.channels
    }

    /// Hashes every field. Written out, and never inlined, so that `hashValue` and the looks that hold
    /// this one call it instead of carrying a copy of it.
    @inline(never)
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
        hasher.combine(darkVariant)
        hasher.combine(isSystem)
    }

    /// The colour UIKit shows for a page that customises nothing, in the current iOS version and
    /// appearance. Equal only to itself.
    public static let system: BarColor = {
        var color = BarColor(red: 0, green: 0, blue: 0, alpha: 0)
        color.isSystem = true
        return color
    }()

    /// Whether the colour has a different value in dark appearance.
    public var isDynamic: Bool { darkVariant != nil }

    /// The light (or only) value's channels.
    public var channels: Channels { Channels(red: red, green: green, blue: blue, alpha: alpha) }

    /// The fixed colour shown in `scheme`; the ``system`` colour stays itself.
    public func resolved(in scheme: ColorScheme) -> BarColor {
        guard scheme == .dark, let dark = darkVariant else {
            var light = self
            light.darkVariant = nil
            return light
        }
        return BarColor(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha)
    }

    /// A fully transparent colour: a "clear" bar background.
    public static let clear = BarColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque white.
    public static let white = BarColor(red: 255, green: 255, blue: 255)
    /// Opaque black.
    public static let black = BarColor(red: 0, green: 0, blue: 0)
    /// The system blue used as the default tint, `#007AFF`.
    public static let systemBlue = BarColor(red: 0, green: 122, blue: 255)

    /// Parses `#RRGGBB`, `#RRGGBBAA` (case-insensitive), `clear` or `system`; returns `nil` for anything else.
    public init?(hex text: String) {
        switch text.lowercased() {
        case "clear":
            self = .clear
            return
        case "system":
            self = .system
            return
        default:
            break
        }
        // The digits after `#`, read into one number; `digits` is -1 until the `#`.
        var value: UInt32 = 0
        var digits = -1
        for byte in text.utf8 {
            guard digits >= 0 else {
                guard byte == UInt8(ascii: "#") else { return nil }
                digits = 0
                continue
            }
            guard digits < 8, let nibble = Self.nibble(byte) else { return nil }
            value = value << 4 | UInt32(nibble)
            digits += 1
        }
        guard digits == 6 || digits == 8 else { return nil }
        if digits == 6 { value = value << 8 | 0xFF }
        self.init(
            red: UInt8(truncatingIfNeeded: value >> 24), green: UInt8(truncatingIfNeeded: value >> 16),
            blue: UInt8(truncatingIfNeeded: value >> 8), alpha: UInt8(truncatingIfNeeded: value))
    }

    /// The colour as `#RRGGBB` when opaque, otherwise `#RRGGBBAA`, upper-case hex digits (the light
    /// value of a dynamic colour); `system` for the system colour.
    public var hex: String {
        isSystem ? "system" : Self.hex(channels)
    }

    /// `#RRGGBB`, `system`, or `#LIGHT/#DARK` for a dynamic colour.
    public var description: String {
        darkVariant.map { "\(Self.hex(channels))/\(Self.hex($0))" } ?? hex
    }

    private static func hex(_ value: Channels) -> String {
        // A leading 1 keeps the zeros of the first channel; it is then replaced by `#`.
        let rgb = UInt64(value.red) << 16 | UInt64(value.green) << 8 | UInt64(value.blue)
        let number = value.alpha == 255 ? 1 << 24 | rgb : 1 << 32 | rgb << 8 | UInt64(value.alpha)
        var text = String(number, radix: 16, uppercase: true)
        text.removeFirst()
        return "#" + text
    }

    /// Blends each channel linearly from `self` (at 0) to `other` (at 1), rounding to the nearest value;
    /// light and dark values separately. The ``system`` colour cannot be blended: a blend with it shows
    /// the start until half-way, then the end.
    public func blended(to other: BarColor, progress: Double) -> BarColor {
        guard !isSystem, !other.isSystem else { return progress < 0.5 ? self : other }
        func mix(_ from: Channels, _ to: Channels) -> BarColor {
            BarColor(
                red: Self.mix(from.red, to.red, progress), green: Self.mix(from.green, to.green, progress),
                blue: Self.mix(from.blue, to.blue, progress), alpha: Self.mix(from.alpha, to.alpha, progress)
            )
        }
        guard isDynamic || other.isDynamic else { return mix(channels, other.channels) }
        return BarColor(
            light: mix(channels, other.channels),
            dark: mix(resolved(in: .dark).channels, other.resolved(in: .dark).channels)
        )
    }

    private static func mix(_ from: UInt8, _ to: UInt8, _ progress: Double) -> UInt8 {
        let clamped = min(max(progress, 0), 1)
        let value = Double(from) + (Double(to) - Double(from)) * clamped
        return UInt8(value.rounded())
    }

    private static func nibble(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// Light or dark appearance.
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    /// Light appearance.
    case light
    /// Dark appearance (Dark Mode).
    case dark
}

extension ColorScheme {
    /// Equal when the same case. Compares the cases, where the raw-value default compares the
    /// raw strings.
    public static func == (lhs: ColorScheme, rhs: ColorScheme) -> Bool { lhs.ordinal == rhs.ordinal }

    /// Hashes the case. Hashes the case's position, where the raw-value default builds and hashes the
    /// raw string.
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// The case's position in the declaration.
    private var ordinal: Int {
        switch self {
        case .light: 0
        case .dark: 1
        }
    }
}
