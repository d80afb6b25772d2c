/// What the simulated screen shows at one moment: enough to draw it.
public struct SimulatorFrame: Hashable, Sendable {
    /// Virtual time, seconds.
    public var time: Double
    /// Instance names in the stack, root first.
    public var stack: [String]
    /// The top instance.
    public var top: String
    /// The top page's look.
    public var style: BarStyle
    /// The transition being drawn, if any.
    public var transition: Transition?
    /// The page whose back confirmation is open.
    public var pendingBack: String?
    /// The finger of an interactive swipe, if one is down or just lifted: where it went down and how far it moved.
    public var finger: SwipeTouch?
    /// The layout direction.
    public var direction: LayoutDirection
    /// The screen width in points.
    public var screenWidth: Double
    /// The appearance the screen is shown in.
    public var colorScheme: ColorScheme
    /// The bar the app themed (``VirtualPlatform/appTheme``): what fields left to the system show.
    public var appTheme: PartialBarStyle = .empty
    /// The own item appearance each page's item shows (``VirtualItemAppearance/own``), by instance name:
    /// what fields its look leaves to the system show, before the theme. Pages without one are absent.
    public var ownLooks: [String: PartialBarStyle] = [:]

    /// A transition in a frame.
    public struct Transition: Hashable, Sendable {
        /// The page leaving the top.
        public var from: String
        /// The page arriving at the top.
        public var to: String
        /// Push or pop.
        public var kind: TransitionKind
        /// Whether a finger drives it.
        public var interactive: Bool
        /// The drawable frame at the current progress.
        public var frame: TransitionFrame

        /// Hashes the pages, the kind and the progress: equal transitions hash alike (the engine's
        /// frame is compared by `==` but is not `Hashable`).
        public func hash(into hasher: inout Hasher) {
            hasher.combine(from)
            hasher.combine(to)
            hasher.combine(kind)
            hasher.combine(interactive)
            hasher.combine(frame.progress)
        }
    }

    /// Hashes every field but the finger: equal frames hash alike (the engine's touch is compared by
    /// `==` but is not `Hashable`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(time)
        hasher.combine(stack)
        hasher.combine(top)
        hasher.combine(style)
        hasher.combine(transition)
        hasher.combine(pendingBack)
        hasher.combine(direction)
        hasher.combine(screenWidth)
        hasher.combine(colorScheme)
        hasher.combine(appTheme)
        hasher.combine(ownLooks)
    }
}

extension NavigationSimulator {
    /// The screen as it is now.
    public func snapshot(finger: SwipeTouch? = nil) -> SimulatorFrame {
        let transition = engine.transition.map { state in
            SimulatorFrame.Transition(
                from: name(of: state.plan.from), to: name(of: state.plan.to), kind: state.kind,
                interactive: state.interactive, frame: state.plan.frame(at: state.progress)
            )
        }
        var frame = SimulatorFrame(
            time: clock, stack: stack, top: top, style: bar, transition: transition, pendingBack: pendingBack,
            finger: finger ?? self.finger, direction: engine.configuration.geometry.direction,
            screenWidth: engine.configuration.geometry.screenWidth, colorScheme: colorScheme
        )
        frame.appTheme = platform.appTheme
        for page in pagesByID.values {
            if let own = page.item?.own, own != .empty { frame.ownLooks[page.name] = own }
        }
        return frame
    }
}
