import Foundation
import PageNavigationSimulator

extension BarColor {
    /// The colour without its alpha, `#RRGGBB`, for SVG `fill` and `stroke`.
    var opaqueHex: String { String(hex.prefix(7)) }

    /// The alpha channel, 0…1.
    var opacity: Double { Double(alpha) / 255 }

    /// Relative luminance (sRGB, 0 = black, 1 = white), ignoring alpha.
    var luminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// This colour drawn with its own alpha times `extra` over an opaque `background`: what the eye sees.
    func composited(over background: BarColor, opacity extra: Double = 1) -> BarColor {
        background.blended(to: BarColor(red: red, green: green, blue: blue), progress: opacity * extra)
    }

    /// `fill` (and `fill-opacity` when not opaque) attributes.
    func fill(opacity extra: Double = 1) -> [(String, String)] {
        let total = opacity * extra
        return total >= 0.999 ? [("fill", opaqueHex)] : [("fill", opaqueHex), ("fill-opacity", total.svg)]
    }
}
