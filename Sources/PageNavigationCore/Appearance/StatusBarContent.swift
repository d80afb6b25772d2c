/// The colour of the status bar's content (time, battery) that reads on a bar's background.
public enum StatusBarContent: String, Hashable, Sendable, CaseIterable {
    /// Dark content, for light backgrounds.
    case dark
    /// Light content, for dark backgrounds.
    case light
}

/// Who decides the status bar's content while a look is on screen.
public enum StatusBarDecider: Equatable, Sendable {
    /// The look: this content reads on its background (or the page chose it, ``BarExtras/statusBar``).
    case content(StatusBarContent)
    /// The bar itself, as in a plain `UINavigationController` whose bar is visible: the bar's style
    /// (`barStyle`) decides and the top page's `preferredStatusBarStyle` is not asked.
    case bar
    /// The top page's preference: the bar is hidden, or its background is mostly see-through.
    case page
}

extension BarColor {
    /// The WCAG 2 relative luminance of the colour's red, green and blue channels (sRGB), 0 (black)
    /// …1 (white). Alpha is ignored.
    public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055).power(2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }
}

extension Double {
    /// `self` raised to `exponent` for `self` > 0, as e^(exponent · ln self); the core has no Foundation.
    fileprivate func power(_ exponent: Double) -> Double {
        guard self > 0 else { return 0 }
        return Self.exp(exponent * Self.log(self))
    }

    /// Natural logarithm for 0 < x, by range reduction and the atanh series (error < 1e-12).
    fileprivate static func log(_ x: Double) -> Double {
        var value = x
        var exponent = 0.0
        while value > 2 {
            value /= 2
            exponent += 1
        }
        while value < 1 {
            value *= 2
            exponent -= 1
        }
        let t = (value - 1) / (value + 1)
        let t2 = t * t
        var term = t
        var sum = 0.0
        var n = 1.0
        while abs(term) > 1e-17 {
            sum += term / n
            term *= t2
            n += 2
        }
        return 2 * sum + exponent * 0.693_147_180_559_945_3
    }

    /// e^x, by range reduction and the Taylor series (error < 1e-12 for |x| < 50).
    fileprivate static func exp(_ x: Double) -> Double {
        var reduced = x
        var halvings = 0
        while abs(reduced) > 0.5 {
            reduced /= 2
            halvings += 1
        }
        var term = 1.0
        var sum = 1.0
        var n = 1.0
        while abs(term) > 1e-17 {
            term *= reduced / n
            sum += term
            n += 1
        }
        for _ in 0..<halvings { sum *= sum }
        return sum
    }
}

extension StatusBarContent {
    /// Equal when the same case. Compares the cases, where the raw-value default compares the
    /// raw strings.
    public static func == (lhs: StatusBarContent, rhs: StatusBarContent) -> Bool { lhs.ordinal == rhs.ordinal }

    /// Hashes the case. Hashes the case's position, where the raw-value default builds and hashes the
    /// raw string.
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// The case's position in the declaration.
    private var ordinal: Int {
        switch self {
        case .dark: 0
        case .light: 1
        }
    }
}
