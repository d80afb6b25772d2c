/// Everything a host needs to draw a transition between two pages, at any progress.
public struct TransitionPlan: Equatable, Sendable {
    /// Push or pop.
    public var kind: TransitionKind
    /// The page on top when the transition starts.
    public var from: PageID
    /// The page on top when the transition finishes.
    public var to: PageID
    /// The look of the `from` page; a cancelled transition returns exactly to it.
    public var fromStyle: BarStyle
    /// The look of the `to` page.
    public var toStyle: BarStyle
    /// Whether the bar is shared or each page carries its own.
    public var strategy: TransitionStrategy
    /// Whether a finger drives the progress.
    public var interactive: Bool
    /// The layout direction: in right-to-left layouts pages travel the other way.
    public var direction: LayoutDirection
    /// The width of the screen in points, for page offsets.
    public var screenWidth: Double

    /// Creates a plan; the strategy follows from the two looks.
    public init(
        kind: TransitionKind, from: PageID, to: PageID, fromStyle: BarStyle, toStyle: BarStyle,
        interactive: Bool, direction: LayoutDirection = .leftToRight, screenWidth: Double = 390
    ) {
        self.kind = kind
        self.from = from
        self.to = to
        self.fromStyle = fromStyle
        self.toStyle = toStyle
        self.strategy = .between(fromStyle, toStyle)
        self.interactive = interactive
        self.direction = direction
        self.screenWidth = screenWidth
    }

    /// The frame to draw at `progress` (0 = as it started, 1 = finished; clamped).
    public func frame(at progress: Double) -> TransitionFrame {
        let p = min(max(progress, 0), 1)
        // The incoming page travels a full width; the outgoing one a third (the system's parallax).
        let sign: Double = direction == .leftToRight ? 1 : -1
        let fromOffset: Double
        let toOffset: Double
        switch kind {
        case .push:
            fromOffset = -sign * screenWidth * 0.3 * p
            toOffset = sign * screenWidth * (1 - p)
        case .pop:
            fromOffset = sign * screenWidth * p
            toOffset = -sign * screenWidth * 0.3 * (1 - p)
        }
        let tint = fromStyle.tint.blended(to: toStyle.tint, progress: p)
        let title = fromStyle.title.blended(to: toStyle.title, progress: p)
        let alpha = fromStyle.alpha + (toStyle.alpha - fromStyle.alpha) * p
        return TransitionFrame(
            progress: p, strategy: strategy, tint: tint, title: title, alpha: alpha,
            fromPageOffset: fromOffset, toPageOffset: toOffset,
            fromBar: fromStyle, toBar: toStyle
        )
    }
}

/// One drawable moment of a transition, computed by ``TransitionPlan/frame(at:)``.
public struct TransitionFrame: Equatable, Sendable {
    /// The progress this frame was computed for, 0…1.
    public var progress: Double
    /// The plan's strategy.
    public var strategy: TransitionStrategy
    /// The blended tint colour of the bar items.
    public var tint: BarColor
    /// The blended title colour.
    public var title: BarColor
    /// The blended bar opacity.
    public var alpha: Double
    /// Horizontal offset of the outgoing page, in points from its resting place.
    public var fromPageOffset: Double
    /// Horizontal offset of the incoming page, in points from its resting place.
    public var toPageOffset: Double
    /// The outgoing page's bar; under ``TransitionStrategy/fakeBars`` it travels at ``fromPageOffset``.
    public var fromBar: BarStyle
    /// The incoming page's bar; under ``TransitionStrategy/fakeBars`` it travels at ``toPageOffset``.
    public var toBar: BarStyle

    /// Under ``TransitionStrategy/shared``, the one bar to draw in place: the shared background,
    /// shadow, visibility and alpha with the blended tint and title. `nil` under fake bars.
    public var sharedBar: BarStyle? {
        guard strategy == .shared else { return nil }
        var bar = toBar
        bar.tint = tint
        bar.title = title
        bar.alpha = alpha
        return bar
    }
}
