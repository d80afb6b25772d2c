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
