/// How the bar is drawn while one page replaces another.
public enum TransitionStrategy: String, Hashable, Sendable, CaseIterable {
    /// The one real bar stays; only tint and title colours blend.
    case shared
    /// Each page's bar background travels with its page ("fake bars").
    case fakeBars

    /// The strategy for a transition between two looks: ``fakeBars`` when they differ in background
    /// (colour, image or material), shadow, hidden or alpha; otherwise ``shared``.
    public static func between(_ from: BarStyle, _ to: BarStyle) -> TransitionStrategy {
        from.background != to.background || from.shadow != to.shadow || from.extras.backgroundDiffers(from: to.extras)
            || from.hidden != to.hidden || from.alpha != to.alpha ? .fakeBars : .shared
    }
}

/// Whether a transition brings a new page on top or reveals one below.
public enum TransitionKind: String, Hashable, Sendable, CaseIterable {
    /// A page slides in over the current one.
    case push
    /// The current page slides away, revealing one below.
    case pop
}

extension TransitionStrategy {
    /// Equal when the same case. Compares the cases, where the raw-value default compares the
    /// raw strings.
    public static func == (lhs: TransitionStrategy, rhs: TransitionStrategy) -> Bool { lhs.ordinal == rhs.ordinal }

    /// Hashes the case. Hashes the case's position, where the raw-value default builds and hashes the
    /// raw string.
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// The case's position in the declaration.
    private var ordinal: Int {
        switch self {
        case .shared: 0
        case .fakeBars: 1
        }
    }
}

extension TransitionKind {
    /// Equal when the same case. Compares the cases, where the raw-value default compares the
    /// raw strings.
    public static func == (lhs: TransitionKind, rhs: TransitionKind) -> Bool { lhs.ordinal == rhs.ordinal }

    /// Hashes the case. Hashes the case's position, where the raw-value default builds and hashes the
    /// raw string.
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// The case's position in the declaration.
    private var ordinal: Int {
        switch self {
        case .push: 0
        case .pop: 1
        }
    }
}
