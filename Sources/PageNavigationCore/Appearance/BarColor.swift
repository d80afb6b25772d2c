/// A colour of the navigation bar, stored as 8-bit red, green, blue and alpha channels.
///
/// The core works with plain values so that every rule can be tested without UIKit. The UIKit layer
/// converts a `BarColor` to and from `UIColor`.
public struct BarColor: Hashable, Sendable, CustomStringConvertible {
    /// The red channel, 0…255.
    public var red: UInt8
    /// The green channel, 0…255.
    public var green: UInt8
    /// The blue channel, 0…255.
    public var blue: UInt8
    /// The alpha channel, 0 (transparent) …255 (opaque).
    public var alpha: UInt8

    /// Creates a colour from its four channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A fully transparent colour: a "clear" bar background.
    public static let clear = BarColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque white.
    public static let white = BarColor(red: 255, green: 255, blue: 255)
    /// Opaque black.
    public static let black = BarColor(red: 0, green: 0, blue: 0)
    /// The system blue used as the default tint, `#007AFF`.
    public static let systemBlue = BarColor(red: 0, green: 122, blue: 255)

    /// Parses `#RRGGBB`, `#RRGGBBAA` (case-insensitive) or `clear`; returns `nil` for anything else.
    public init?(hex text: String) {
        if text.lowercased() == "clear" {
            self = .clear
            return
        }
        guard text.hasPrefix("#") else { return nil }
        let digits = Array(text.utf8.dropFirst())
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var channels: [UInt8] = []
        var index = 0
        while index < digits.count {
            guard let high = Self.nibble(digits[index]), let low = Self.nibble(digits[index + 1]) else { return nil }
            channels.append(high << 4 | low)
            index += 2
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 255)
    }

    /// The colour as `#RRGGBB` when opaque, otherwise `#RRGGBBAA`; upper-case hex digits.
    public var hex: String {
        let channels = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#" + channels.map { byte in
            let digits = Array("0123456789ABCDEF")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
        }.joined()
    }

    /// The same as ``hex``.
    public var description: String { hex }

    /// Blends each channel linearly from `self` (at 0) to `other` (at 1), rounding to the nearest value.
    public func blended(to other: BarColor, progress: Double) -> BarColor {
        BarColor(
            red: Self.mix(red, other.red, progress),
            green: Self.mix(green, other.green, progress),
            blue: Self.mix(blue, other.blue, progress),
            alpha: Self.mix(alpha, other.alpha, progress)
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
