extension NavigationEngine {
    /// Tells the engine the size and layout direction of the screen its swipes are measured on.
    ///
    /// A host calls this whenever its container's width or its effective layout direction may have
    /// changed (rotation, split view, a forced right-to-left layout), and before it asks for a
    /// ``swipeDecision(for:)``. Only ``SwipeGeometry/screenWidth`` and ``SwipeGeometry/direction`` change;
    /// the edge width and the release thresholds stay as configured. Pages, looks, the queue and a
    /// transition in flight are untouched (a transition keeps the geometry of its plan); transitions
    /// planned from now on use the new values.
    public mutating func updateScreen(width: Double, direction: LayoutDirection) {
        configuration.geometry.screenWidth = width
        configuration.geometry.direction = direction
    }

    /// Replaces the app-wide configuration, keeping the screen's width and layout direction (which the
    /// host reports with ``updateScreen(width:direction:)``). A change applies from the next gesture and
    /// the next page: pages in the stack keep the looks they resolved, and a transition in flight keeps
    /// its plan.
    public mutating func updateConfiguration(_ newConfiguration: NavigationConfiguration) {
        var newConfiguration = newConfiguration
        newConfiguration.geometry.screenWidth = configuration.geometry.screenWidth
        newConfiguration.geometry.direction = configuration.geometry.direction
        configuration = newConfiguration
    }
}
