/// The scroll edge effect under the bar on one page (iOS 26): how the page's content fades or cuts off
/// where it scrolls under the bar.
///
/// A page sets it in ``PartialBarStyle/edgeEffect``; the library writes it to the top edge effect of
/// the page's scroll view (UIKit: `topEdgeEffect` of the scroll view the page names with
/// `setContentScrollView(_:for:)`, else of its view when that is a scroll view). Earlier iOS versions,
/// and apps that keep the classic design (`UIDesignRequiresCompatibility`), have no edge effect: they
/// ignore it.
public enum ScrollEdgeEffect: String, Hashable, Sendable, CaseIterable {
    /// The system's, the default: the library writes nothing, and the scroll view keeps what the app
    /// gave it (or UIKit's automatic style). Set it to bring the system's back on a page that would
    /// otherwise inherit another choice.
    case system
    /// A soft edge: the content blurs and fades under the bar (`UIScrollEdgeEffect.Style.soft`).
    case soft
    /// A hard edge: a cut-off with a dividing line, for content that must stay legible under the bar
    /// (`UIScrollEdgeEffect.Style.hard`).
    case hard
    /// No edge effect: the content shows plainly under the bar (`isHidden`).
    case hidden
}

extension ScrollEdgeEffect {
    /// Equal when the same case. Compares the cases, where the raw-value default compares the
    /// raw strings.
    public static func == (lhs: ScrollEdgeEffect, rhs: ScrollEdgeEffect) -> Bool { lhs.ordinal == rhs.ordinal }

    /// Hashes the case. Hashes the case's position, where the raw-value default builds and hashes the
    /// raw string.
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// The case's position in the declaration.
    private var ordinal: Int {
        switch self {
        case .system: 0
        case .soft: 1
        case .hard: 2
        case .hidden: 3
        }
    }
}
