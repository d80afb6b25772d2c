import PageNavigationCore

extension NavigationHost {
    /// UIKit emptied the platform's stack (`setViewControllers([])`; a collapsing split view moves the
    /// secondary column's pages onto the primary column's navigation controller): the engine forgets its
    /// pages instead of holding on to pages it no longer has. Each page is let go (its item appearances
    /// given back, its web view no longer watched, unlinked from this controller) without a `removed`
    /// event: the page did not leave the screen's stack, another controller holds it now, and it leaves
    /// once, from there. The host then waits for a new stack, as a controller that never had one: the
    /// next push or stack change starts it. Nothing happens while a transition runs. A confirmation the
    /// top page was asking closes (`confirmationClosed`).
    package func platformStackEmptied() {
        guard engine != nil, platform.stack.isEmpty, let pages = settledPages, transitions.followed == nil else {
            return
        }
        let asking = engine?.pendingBack
        self.engine = nil
        // A question the page was asking goes with this stack: its answer would act on an engine that
        // no longer holds the page. The prompt closes and the app hears it; the page asks again from
        // the controller that holds it now.
        if let asking { report(.confirmationClosed(asking)) }
        looks.bar = nil
        tabBar.appHidden = nil
        for state in pages.reversed() {
            // The controller that takes the page keeps its look: it carries what it inherited here.
            if let page = registeredPage(state.id) { platform.carry(.some(state.inherited), for: page) }
            pageLeft(state.id)
        }
        registry.retainOnly(callbacks.waitingPages)
    }
}
