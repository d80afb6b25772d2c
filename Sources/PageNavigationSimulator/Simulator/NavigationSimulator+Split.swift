import PageNavigationCore
import PageNavigationHost

/// The two columns of a split view: the simulator's own controller is the secondary column, and the
/// primary column is another controller of the library.
final class SplitColumns {
    let primary: VirtualPlatform
    let primaryHost: NavigationHost<VirtualPlatform>
    let secondary: VirtualPlatform
    let secondaryHost: NavigationHost<VirtualPlatform>
    /// The primary column's own pages (its stack when expanded).
    let primaryPages: [VirtualPage]
    /// The secondary column's root before the last collapse: shown again on expand if no page came back.
    var secondaryRoot: VirtualPage?
    var isCollapsed = false

    init(
        primary: VirtualPlatform, primaryHost: NavigationHost<VirtualPlatform>, secondary: VirtualPlatform,
        secondaryHost: NavigationHost<VirtualPlatform>, primaryPages: [VirtualPage]
    ) {
        self.primary = primary
        self.primaryHost = primaryHost
        self.secondary = secondary
        self.secondaryHost = secondaryHost
        self.primaryPages = primaryPages
    }
}

/// A split view, as UIKit's column-style split view collapses and expands it by default (no compact
/// column): collapsing moves the secondary column's pages onto the primary column's navigation
/// controller, above the primary's own pages, and empties the secondary's stack; expanding moves the
/// pages above the primary's own pages back (RTRootNavigationController #199; TimOliver/TONavigationBar
/// PR #9; the catalogue's split-view row). Both columns are controllers of the library here, so the
/// pages keep their settings, looks and back handlers wherever they are, and every command, back tap
/// and swipe goes to the controller whose stack is on screen.
extension NavigationSimulator {
    /// Makes the simulator's controller the secondary column of a two-column split view whose primary
    /// column holds one instance of each of `primary`'s types, root first (scenario key `config.split`).
    /// Expanded, the simulator shows the secondary column; ``collapse()`` and ``expand()`` change that.
    ///
    /// - Throws: ``SimulatorError/unknownType(_:)`` or ``SimulatorError/emptyStack``; nothing changes then.
    public func embedInSplitView(primary: [String]) throws(SimulatorError) {
        guard !primary.isEmpty else { throw SimulatorError.emptyStack }
        for type in primary where blueprint(of: type) == nil { throw SimulatorError.unknownType(type) }
        guard split == nil else { return }
        let column = VirtualPlatform(configuration: host.configuration, hasContentSwipe: platform.hasContentSwipe)
        let columnHost = NavigationHost(platform: column, configuration: host.configuration)
        wire(column, to: columnHost)
        let pages = primary.map { makePage(type: $0, name: nil) }
        columnHost.start(with: pages, completion: nil)
        split = SplitColumns(
            primary: column, primaryHost: columnHost, secondary: platform, secondaryHost: host, primaryPages: pages)
    }

    /// Whether the split view is collapsed (one stack on screen, the primary column's).
    public var isCollapsed: Bool { split?.isCollapsed ?? false }

    /// The split view collapses (a rotation, a narrower window): the secondary column's pages move onto
    /// the primary column's stack, above its own pages, without animation, and the secondary's stack is
    /// emptied; the stack on screen is then the primary's. Nothing happens without a split view, when it
    /// is collapsed already, or while a transition runs (it settles first).
    public func collapse() {
        settle()
        guard let split, !split.isCollapsed, split.secondaryHost.engine?.transition == nil else { return }
        let moved = split.secondary.pages
        split.secondaryRoot = moved.first
        split.secondary.pages = []
        split.secondaryHost.reconcile()
        split.primary.pages += moved
        split.primaryHost.reconcile()
        (platform, host) = (split.primary, split.primaryHost)
        split.isCollapsed = true
    }

    /// The split view expands: the pages above the primary column's own pages move back to the secondary
    /// column's stack, without animation (when none is left, the secondary shows its root from before
    /// the collapse again), and the stack on screen is the secondary's. Nothing happens without a split
    /// view, when it is expanded already, or while a transition runs (it settles first).
    public func expand() {
        settle()
        guard let split, split.isCollapsed, split.primaryHost.engine?.transition == nil else { return }
        let stack = split.primary.pages
        let kept = stack.prefix { page in split.primaryPages.contains { $0 === page } }
        var moved = Array(stack.dropFirst(kept.count))
        if moved.isEmpty, let root = split.secondaryRoot { moved = [root] }
        split.primary.pages = Array(kept)
        split.primaryHost.reconcile()
        split.secondary.pages = moved
        split.secondaryHost.adoptPlatformStack()
        split.secondaryHost.reconcile()
        (platform, host) = (split.secondary, split.secondaryHost)
        split.isCollapsed = false
    }
}
