/// The engine state a swipe decision depends on, as plain values.
public struct SwipeSituation: Sendable {
    /// Number of pages in the stack.
    public var depth: Int
    /// Whether a transition is in flight or operations are queued.
    public var busy: Bool
    /// Whether a back confirmation is open.
    public var pending: Bool
    /// The top page's effective swipe-back mode.
    public var mode: PopGestureMode
    /// The top page's back handler.
    public var back: BackBehavior
    /// Whether the top page's web view can go back.
    public var webCanGoBack: Bool
    /// Whether the top page declares a next page.
    public var hasNextPage: Bool
    /// Whether a swipe-back on the root page dismisses the presented stack, through the root's back
    /// handler, instead of being refused as ``SwipeRefusal/root`` (the stack is presented and the app
    /// turned `rootSwipeDismisses` on).
    public var rootSwipeDismisses = false
    /// Where the top page's interactive push may start.
    public var pushMode: PushGestureMode = .edge
    /// The top page's horizontal scroll state.
    public var contentScroll: ContentScroll
    /// The gestures of the top page's content under the swipe's start.
    public var content: Set<ContentGesture>

    /// Creates a situation; defaults describe a quiet two-page stack with an edge-mode top page.
    public init(
        depth: Int = 2, busy: Bool = false, pending: Bool = false, mode: PopGestureMode = .edge,
        back: BackBehavior = .pop, webCanGoBack: Bool = false, hasNextPage: Bool = false,
        contentScroll: ContentScroll = .none, content: Set<ContentGesture> = []
    ) {
        self.depth = depth
        self.busy = busy
        self.pending = pending
        self.mode = mode
        self.back = back
        self.webCanGoBack = webCanGoBack
        self.hasNextPage = hasNextPage
        self.contentScroll = contentScroll
        self.content = content
    }
}

extension SwipeSituation {
    /// Whether the content under the swipe's start has a gesture that a swipe beginning beyond the edge
    /// region leaves alone. A web view's own back-forward swipe begins at the screen edge only, so a
    /// finger beyond the edge region does not reach it; a trackpad's scroll (`indirect`) has no edge, and
    /// the web view keeps it, as every other content gesture.
    func hasContentGesture(keptBeyondEdgeRegion indirect: Bool) -> Bool {
        content.contains { indirect || $0 != .webViewGestures }
    }
}

extension SwipeSituation {
    /// Whether the top page's scroll views must wait for the library's pan before they scroll
    /// horizontally: only where that pan can start a swipe, so that it is not taken by the content —
    /// an interactive push (the page declares a next page), or a pop the pan carries out. Elsewhere the
    /// content's own drags are never delayed.
    ///
    /// - Parameters:
    ///   - libraryPopsAtEdge: whether the pan carries out swipes from the back edge (the system's edge
    ///     swipe cannot begin: the app's delegate brings custom transitions).
    ///   - libraryPopsBeyondEdge: whether the pan carries out full-screen swipes from beyond the edge
    ///     region (before iOS 26, which has no system content swipe, or when the system's cannot begin).
    public func scrollViewsWaitForLibraryPan(libraryPopsAtEdge: Bool, libraryPopsBeyondEdge: Bool) -> Bool {
        if hasNextPage { return true }
        guard depth > 1 else { return false }
        switch mode {
        case .disabled: return false
        case .edge: return libraryPopsAtEdge
        case .fullScreen: return libraryPopsBeyondEdge || libraryPopsAtEdge
        }
    }
}
