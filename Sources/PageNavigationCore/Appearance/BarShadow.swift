/// The hairline under the bar: the system's choice, or shown or hidden. A Boolean literal works where
/// a `BarShadow` is expected (`shadow: false`).
public enum BarShadow: String, Hashable, Sendable, CaseIterable, ExpressibleByBooleanLiteral {
    /// What UIKit shows for a page that customises nothing on that iOS version (a hairline under an
    /// opaque bar; none at the scroll edge from iOS 15, none under iOS 26's glass).
    case system
    /// Shown.
    case shown
    /// Hidden.
    case hidden

    /// ``shown`` for `true`, ``hidden`` for `false`.
    public init(_ shown: Bool) {
        self = shown ? .shown : .hidden
    }

    /// ``shown`` for `true`, ``hidden`` for `false`.
    public init(booleanLiteral value: Bool) {
        self.init(value)
    }
}

extension BarShadow {
    /// Equal when the same case. Compares the cases, where the raw-value default compares the
    /// raw strings.
    public static func == (lhs: BarShadow, rhs: BarShadow) -> Bool { lhs.ordinal == rhs.ordinal }

    /// Hashes the case. Hashes the case's position, where the raw-value default builds and hashes the
    /// raw string.
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// The case's position in the declaration.
    private var ordinal: Int {
        switch self {
        case .system: 0
        case .shown: 1
        case .hidden: 2
        }
    }
}
