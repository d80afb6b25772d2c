/// How far the bar's first and last bar button items sit from its leading and trailing edges, in
/// points; a side left `nil` keeps the system's margin.
///
/// A page sets it in ``PartialBarStyle/itemMargins``; ``system`` (both sides `nil`) is what a page that
/// sets none shows. Leading and trailing follow the layout direction (leading is the right side in
/// right-to-left layouts), and both are measured from the bar's safe area.
///
/// Margins never cost a bar button its tap target: a negative value or NaN counts as 0, so no item is
/// pushed past the bar's edge, and ``points(inWidth:system:)`` keeps room for a 44-point target at each
/// end of a narrow bar. Values above 10,000 count as 10,000.
///
/// Hosts apply margins only where their platform offers public API for it; elsewhere they do nothing
/// (the UIKit layer's documentation lists what each iOS version honours).
public struct BarItemMargins: Hashable, Sendable, CustomStringConvertible {
    /// The margin on the leading side, in points, or `nil` for the system's.
    public var leading: Double? { didSet { leading = Self.sanitized(leading) } }
    /// The margin on the trailing side, in points, or `nil` for the system's.
    public var trailing: Double? { didSet { trailing = Self.sanitized(trailing) } }

    /// Creates margins; a side left `nil` keeps the system's.
    public init(leading: Double? = nil, trailing: Double? = nil) {
        self.leading = Self.sanitized(leading)
        self.trailing = Self.sanitized(trailing)
    }

    /// Both sides the system's.
    public static let system = BarItemMargins()

    /// Whether both sides are the system's.
    public var isSystem: Bool { leading == nil && trailing == nil }

    /// The smallest tap target, in points, that margins leave room for at each end of the bar: the
    /// 44 × 44 points of Apple's Human Interface Guidelines.
    public static let minimumTapTarget = 44.0

    /// The margins to lay the items out with on a bar whose safe area is `width` points wide and whose
    /// own margins are `system`.
    ///
    /// Each side is this value's, or the system's where this value leaves it `nil`. When the two would
    /// leave less than two ``minimumTapTarget``s of room between them, the sides this value sets give
    /// way in proportion (down to 0); the system's sides never change.
    public func points(inWidth width: Double, system: (leading: Double, trailing: Double)) -> (
        leading: Double, trailing: Double
    ) {
        let systemLeading = Self.sanitized(system.leading) ?? 0
        let systemTrailing = Self.sanitized(system.trailing) ?? 0
        let wanted = (leading: leading ?? systemLeading, trailing: trailing ?? systemTrailing)
        let room = max(width - 2 * Self.minimumTapTarget, 0)
        let excess = wanted.leading + wanted.trailing - room
        let own = (leading ?? 0) + (trailing ?? 0)
        guard excess > 0, own > 0 else { return wanted }
        let factor = max(own - excess, 0) / own
        return (
            leading: leading.map { $0 * factor } ?? systemLeading,
            trailing: trailing.map { $0 * factor } ?? systemTrailing
        )
    }

    /// ``points(inWidth:system:)`` for a host whose public API can widen its bar's margins but not
    /// narrow them (UIKit): each side at least the system's, and whether this value asked for less.
    public func widenedPoints(
        inWidth width: Double, system: (leading: Double, trailing: Double)
    ) -> (leading: Double, trailing: Double, narrowed: Bool) {
        let points = points(inWidth: width, system: system)
        let floor = (leading: Self.sanitized(system.leading) ?? 0, trailing: Self.sanitized(system.trailing) ?? 0)
        return (
            leading: max(points.leading, floor.leading), trailing: max(points.trailing, floor.trailing),
            narrowed: points.leading < floor.leading || points.trailing < floor.trailing
        )
    }

    /// `system`, or each side's points (`leading 8, trailing system`).
    public var description: String {
        guard !isSystem else { return "system" }
        func side(_ value: Double?) -> String {
            guard let value else { return "system" }
            return value == value.rounded() ? String(Int(value)) : String(value)
        }
        return "leading \(side(leading)), trailing \(side(trailing))"
    }

    /// A side as margins take it: `nil` stays `nil`; NaN and negative values are 0; at most 10,000.
    private static func sanitized(_ value: Double?) -> Double? {
        guard let value else { return nil }
        guard !value.isNaN else { return 0 }
        return min(max(value, 0), 10_000)
    }
}
