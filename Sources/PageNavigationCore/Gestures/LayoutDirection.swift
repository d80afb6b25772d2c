/// The user-interface layout direction; right-to-left mirrors every gesture rule.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Left to right: the back edge is the left edge; swiping back moves rightward.
    case leftToRight = "ltr"
    /// Right to left: the back edge is the right edge; swiping back moves leftward.
    case rightToLeft = "rtl"

    /// +1 when the back direction is toward larger x (LTR), −1 otherwise.
    public var backSign: Double { self == .leftToRight ? 1 : -1 }
}
