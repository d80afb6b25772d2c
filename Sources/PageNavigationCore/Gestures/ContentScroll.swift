/// Where a page's horizontal scroll view rests, as the host reports it.
public enum ContentScroll: String, Hashable, Sendable, CaseIterable {
    /// The page has no horizontal scroll view.
    case none
    /// It rests at its start: a full-screen swipe-back may begin.
    case atStart
    /// It is scrolled away from its start: pans beyond the edge region belong to the scroll view.
    case scrolled
}

extension ContentScroll {
    /// Classifies a horizontal scroll view under a swipe's start, from its scroll position.
    ///
    /// - Parameters:
    ///   - offset: the scroll view's horizontal content offset.
    ///   - minimumOffset: the smallest offset it rests at (its left end, e.g. minus its left inset).
    ///   - maximumOffset: the largest offset it rests at (its right end).
    ///   - direction: the layout direction. A swipe-back moves the content toward its back end, which is
    ///     the left end in left-to-right layouts and the right end in right-to-left layouts.
    /// - Returns: ``none`` when it cannot scroll horizontally (`maximumOffset - minimumOffset` under
    ///   one point); ``scrolled`` when it can still scroll toward its back end by more than half a point,
    ///   so the pan belongs to it; otherwise ``atStart``.
    public static func classify(
        offset: Double, minimumOffset: Double, maximumOffset: Double, direction: LayoutDirection
    ) -> ContentScroll {
        guard maximumOffset - minimumOffset >= 1 else { return .none }
        let roomTowardBackEnd = direction == .leftToRight ? offset - minimumOffset : maximumOffset - offset
        return roomTowardBackEnd > 0.5 ? .scrolled : .atStart
    }
}

extension ContentScroll {
    /// Equal when the same case. Compares the cases, where the raw-value default compares the
    /// raw strings.
    public static func == (lhs: ContentScroll, rhs: ContentScroll) -> Bool { lhs.ordinal == rhs.ordinal }

    /// Hashes the case. Hashes the case's position, where the raw-value default builds and hashes the
    /// raw string.
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// The case's position in the declaration.
    private var ordinal: Int {
        switch self {
        case .none: 0
        case .atStart: 1
        case .scrolled: 2
        }
    }
}
