/// What the host must do after an input: change the stack, drive a transition, show a look, go back
/// in a web view, or deliver an event.
public enum NavigationEffect: Equatable, Sendable {
    /// Change the stack. With a plan, animate (or, when the plan is interactive, let the finger drive)
    /// the transition; without one, change it at once.
    indirect case changeStack(StackChange, transition: TransitionPlan?)
    /// The interactive transition moved to this progress.
    case updateInteraction(progress: Double)
    /// The finger lifted: animate the interactive transition to its end.
    case finishInteraction
    /// The finger lifted: animate the interactive transition back to where it started.
    case cancelInteraction
    /// Show this look for the page whenever it is on top. Sent when a page enters the stack, when its
    /// look changes, and for the top page whenever the screen settles (a transition ended or was
    /// cancelled, a remove revealed a new top).
    indirect case applyBar(PageID, BarStyle)
    /// Tell the page's web view to go back in its history.
    case goBackInWebView(PageID)
    /// Dismiss the presented stack (a yes to a pull-down's confirmation, or a swipe on the root page
    /// with `rootSwipeDismisses`). Not sent when the platform dismissed it by itself.
    case dismissPresentation
    /// Something happened that the app may want to know.
    case event(NavigationEvent)
}

extension [NavigationEffect] {
    /// Appends `effect`. The engine's steps emit through this one copy of `append`'s code rather than
    /// an inlined copy at each of their fifty call sites (binary size).
    @inline(never)
    mutating func emit(_ effect: NavigationEffect) { append(effect) }
}

/// A change of the stack, expressed against the stack as it is when the effect is emitted.
public enum StackChange: Equatable, Sendable {
    /// Push the page; in the same transition remove these pages.
    case push(PageID, removing: [PageID])
    /// Pop every page above this one.
    case popTo(PageID)
    /// Remove these pages at once.
    case remove([PageID])
    /// Make the stack exactly these pages, root first.
    case replace([PageID])
}

/// Things that happened, in order. The scenario format names them `willShow:X`, `removed:X`, … .
public enum NavigationEvent: Hashable, Sendable {
    /// The page is about to become the top page (also when an interactive transition starts).
    case willShow(PageID)
    /// The page became the top page (not after a cancelled swipe).
    case didShow(PageID)
    /// The page left the stack; exactly once per page, however it left.
    case removed(PageID)
    /// A swipe-back began on the page.
    case popGestureBegan(PageID)
    /// The swipe-back on the page was cancelled; it stays.
    case popGestureCancelled(PageID)
    /// The swipe-back on the page finished; it left.
    case popGestureFinished(PageID)
    /// A swipe from the trailing edge began pushing the page.
    case pushGestureBegan(PageID)
    /// The interactive push of the page was cancelled: it never entered the stack.
    case pushGestureCancelled(PageID)
    /// The interactive push of the page finished: it is on top.
    case pushGestureFinished(PageID)
    /// A swipe was refused for this reason.
    case swipeRefused(SwipeRefusal)
    /// The page's back handler asks the app to confirm leaving it.
    case backRequested(PageID)
    /// The page's back handler denied leaving it.
    case backDenied(PageID)
    /// The page's open back confirmation closed unanswered because the page left the stack (or became
    /// the root): a deep link or `setStack` removed it while it asked. The host cancels the page's
    /// confirmation (its `ask()` Task); a late answer changes nothing.
    case confirmationClosed(PageID)
    /// The page's web view went back in its history instead of the page leaving.
    case webBack(PageID)
    /// The user dismissed the presented stack while this page was on top: pulled the sheet down (and
    /// the page's back handler let it go, or its confirmation said yes), or swiped back on the root page
    /// with `rootSwipeDismisses`. Save the page's state here. Not sent when the app dismisses the stack.
    case dismissed(PageID)
    /// An operation completed.
    case completed(OperationID)
    /// An operation, or a back request when `operation` is `nil`, was refused; nothing changed.
    case refused(NavigationError, operation: OperationID?)
    /// Debug builds: a page that left the stack is still alive a grace period after the transition that
    /// removed it ended. Reported once per page, by the host (the engine never emits it).
    indirect case notFreed(NotFreedPage)
    /// Debug builds: something other than the library changed UIKit's swipe-back recognizers. Reported
    /// once per kind, by the host (the engine never emits it).
    case warning(NavigationWarning)
}
