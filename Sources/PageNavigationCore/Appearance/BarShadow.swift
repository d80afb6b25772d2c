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
