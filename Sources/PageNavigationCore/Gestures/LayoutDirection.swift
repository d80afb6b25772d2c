/// The user-interface layout direction; right-to-left mirrors every gesture rule.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Left to right: the back edge is the left edge; swiping back moves rightward.
    case leftToRight = "ltr"
    /// Right to left: the back edge is the right edge; swiping back moves leftward.
    case rightToLeft = "rtl"

    /// +1 when the back direction is toward larger x (LTR), −1 otherwise.
    public var backSign: Double { self == .leftToRight ? 1 : -1 }
}

extension LayoutDirection {
    /// Equal when the same case. Compares the cases, where the raw-value default compares the
    /// raw strings.
    public static func == (lhs: LayoutDirection, rhs: LayoutDirection) -> Bool { lhs.ordinal == rhs.ordinal }

    /// Hashes the case. Hashes the case's position, where the raw-value default builds and hashes the
    /// raw string.
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// The case's position in the declaration.
    private var ordinal: Int {
        switch self {
        case .leftToRight: 0
        case .rightToLeft: 1
        }
    }
}
