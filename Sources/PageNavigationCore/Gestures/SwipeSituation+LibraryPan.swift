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
