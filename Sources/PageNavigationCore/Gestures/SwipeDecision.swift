/// What a swipe does, as decided by ``SwipeDecision/evaluate(_:situation:geometry:)``.
public enum SwipeDecision: Hashable, Sendable {
    /// An interactive pop of the top page begins.
    case pop
    /// An interactive push of the top page's declared next page begins.
    case push
    /// The swipe is refused for a named reason (event `swipeRefused:REASON`).
    case refused(SwipeRefusal)
    /// The page's back handler denies leaving (event `backDenied:X`).
    case denied
    /// The page's back handler asks the app; a confirmation opens instead of a gesture (`backRequested:X`).
    case confirmation
    /// The page's web view goes back in its history instead (`webBack:X`).
    case webBack
    /// A swipe-back on the root page of a presented stack dismisses the presentation (`dismissed:X`;
    /// only with ``SwipeSituation/rootSwipeDismisses``).
    case dismiss

    /// Whether a gesture (pop or push) starts.
    public var startsGesture: Bool { self == .pop || self == .push }

    /// A short name: `enabled` when a pop would start, `push`, the refusal reason, or
    /// `backDenied`, `backRequested`, `webBack` for what the back handler does instead.
    public var name: String {
        switch self {
        case .pop: "enabled"
        case .push: "push"
        case .refused(let reason): reason.rawValue
        case .denied: "backDenied"
        case .confirmation: "backRequested"
        case .webBack: "webBack"
        case .dismiss: "dismiss"
        }
    }
}

extension SwipeDecision {
    /// Decides what a swipe does. Checks run in the design's order and the first failing one refuses:
    /// direction, vertical, root, transition, pending, disabled, edgeDistance, scrollView, content,
    /// webView; then the back handler (deny, confirm, web history) may take the swipe instead of a pop.
    /// On the root page of a presented stack with ``SwipeSituation/rootSwipeDismisses``, the root check
    /// passes and a swipe the handler lets go dismisses the presentation (``dismiss``).
    ///
    /// The app's content keeps its own gestures: a full-screen swipe starting beyond the edge region on
    /// content with gestures of its own is refused (``SwipeRefusal/content``), while the edge region
    /// stays swipe-back's; on a web-history page whose web view swipes back by itself and can go back,
    /// an edge swipe is the web view's (``SwipeRefusal/webView``), so its history goes back once, by the
    /// web view. A web view's own swipe starts at the screen edge only (WebKit's
    /// `allowsBackForwardNavigationGestures`): beyond the edge region a finger's swipe over it is decided
    /// as on any page — a web-history page with history goes back once in its web view, any other pops.
    ///
    /// An indirect swipe (``SwipeTouch/indirect``: a trackpad's two-finger scroll) has no finger at an
    /// edge: it starts where the pointer is and is never in an edge region. The page's start limits —
    /// ``PopGestureMode/edge`` and a full-screen maximum start distance, which say where a finger may
    /// meet the screen — do not refuse it, as a two-finger swipe goes back from anywhere in a plain
    /// navigation controller; ``PopGestureMode/disabled`` does, and the content under the pointer keeps
    /// its own gestures (a scrolled scroll view, rows with swipe actions, controls, web views), as for a
    /// full-screen swipe beyond the edge region on such content. The same holds for an interactive push.
    public static func evaluate(_ touch: SwipeTouch, situation: SwipeSituation, geometry: SwipeGeometry)
        -> SwipeDecision
    {
        let back = geometry.backComponent(touch.distance)
        if back <= 0 {
            let startsInTrailingEdge =
                !touch.indirect
                && geometry.distanceFromBackEdge(touch.startX) >= geometry.screenWidth - geometry.edgeWidth
            let startsInRegion = startsInTrailingEdge || situation.pushMode == .fullScreen || touch.indirect
            guard back < 0, startsInRegion, situation.hasNextPage else { return .refused(.direction) }
            if abs(touch.dy) > abs(touch.distance) { return .refused(.vertical) }
            if situation.busy { return .refused(.transition) }
            if situation.pending { return .refused(.pending) }
            // Beyond the edge region, the content's own leftward gestures come first.
            if !startsInTrailingEdge, situation.contentScroll != .none { return .refused(.scrollView) }
            if !startsInTrailingEdge, !situation.content.isEmpty { return .refused(.content) }
            return .push
        }
        if abs(touch.dy) > abs(touch.distance) { return .refused(.vertical) }
        if situation.depth <= 1, !situation.rootSwipeDismisses { return .refused(.root) }
        if situation.busy { return .refused(.transition) }
        if situation.pending { return .refused(.pending) }
        let start = geometry.distanceFromBackEdge(touch.startX)
        // A pointer (an indirect swipe) is never in the edge region, and no start limit refuses it.
        let beyondEdge = touch.indirect || start > geometry.edgeWidth
        switch situation.mode {
        case .disabled:
            return .refused(.disabled)
        case .edge:
            if beyondEdge, !touch.indirect { return .refused(.edgeDistance) }
        case .fullScreen(let maximum):
            if let maximum, start > maximum, !touch.indirect { return .refused(.edgeDistance) }
        }
        if beyondEdge, situation.contentScroll == .scrolled { return .refused(.scrollView) }
        if beyondEdge, situation.hasContentGesture(keptBeyondEdgeRegion: touch.indirect) {
            return .refused(.content)
        }
        if !beyondEdge, situation.back == .webHistory, situation.webCanGoBack,
            situation.content.contains(.webViewGestures)
        {
            return .refused(.webView)
        }
        switch situation.back.outcome(webCanGoBack: situation.webCanGoBack) {
        case .leave: return situation.depth <= 1 ? .dismiss : .pop
        case .deny: return .denied
        case .confirm: return .confirmation
        case .webBack: return .webBack
        }
    }
}
