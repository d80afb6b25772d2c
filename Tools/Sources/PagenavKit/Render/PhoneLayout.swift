/// The measurements of the drawn phone screen, in points. The width is the scenario's screen width;
/// everything else follows iOS's metrics.
struct PhoneLayout: Hashable, Sendable {
    /// The screen width.
    var width: Double
    /// The screen height (a storyboard-friendly phone: 1.75 times the width).
    var height: Double
    /// The status bar's height.
    var statusBarHeight: Double = 47
    /// The navigation bar's height below the status bar.
    var navigationBarHeight: Double = 44
    /// The corner radius of the screen.
    var cornerRadius: Double = 44
    /// Whether the layout is right-to-left.
    var rightToLeft: Bool

    /// A layout for a screen of this width.
    init(width: Double, rightToLeft: Bool) {
        self.width = width
        self.height = (width * 1.75).rounded()
        self.rightToLeft = rightToLeft
        self.cornerRadius = min(44, width * 0.11)
    }

    /// Where the bar (status bar included) ends.
    var barBottom: Double { statusBarHeight + navigationBarHeight }
    /// The vertical centre of the navigation bar's items.
    var itemsCenterY: Double { statusBarHeight + navigationBarHeight / 2 }
    /// Where a swipe's finger is drawn.
    var fingerY: Double { (height * 0.7).rounded() }
    /// The lowest point annotations may reach (above the home indicator).
    var annotationsBottom: Double { height - 30 }

    /// Mirrors an x position in right-to-left layouts (`x` measured from the leading edge).
    func leading(_ x: Double) -> Double { rightToLeft ? width - x : x }
}

/// Rough text widths for layout decisions (truncation, pill sizes). They err on the wide side so that
/// text never runs out of the shape drawn around it, whatever sans-serif font the viewer has.
enum TextMetrics {
    /// The estimated width of `text` at `size` points; `bold` for semibold and bold weights.
    static func width(_ text: String, size: Double, bold: Bool = false) -> Double {
        var ems = 0.0
        for character in text {
            switch character {
            case "i", "l", "j", "!", "|", ".", ",", ":", ";", "'", " ": ems += 0.32
            case "f", "t", "r", "I", "(", ")", "[", "]": ems += 0.42
            case "m", "w", "M", "W", "@", "%": ems += 0.92
            case _ where character.isUppercase || character.isNumber: ems += 0.7
            default: ems += 0.6
            }
        }
        return ems * size * (bold ? 1.08 : 1)
    }

    /// `text`, shortened with an ellipsis until it fits `maximum` points.
    static func truncated(_ text: String, size: Double, bold: Bool = false, toFit maximum: Double) -> String {
        guard width(text, size: size, bold: bold) > maximum else { return text }
        var characters = Array(text)
        while !characters.isEmpty, width(String(characters) + "…", size: size, bold: bold) > maximum {
            characters.removeLast()
        }
        return characters.isEmpty ? "" : String(characters) + "…"
    }
}
