#if canImport(UIKit)
import UIKit

/// Closures a page runs when someone swipes it away (`viewController.pageNavigation.swipeBack`).
@MainActor
public struct SwipeBackCallbacks {
    /// A swipe-back on the page began (the page starts to move).
    public var began: (@MainActor () -> Void)?
    /// The swipe-back was cancelled: the page stays, with exactly the look it had.
    public var cancelled: (@MainActor () -> Void)?
    /// The swipe-back finished: the page left the stack.
    public var finished: (@MainActor () -> Void)?

    /// Creates callbacks; each defaults to none.
    public init(
        began: (@MainActor () -> Void)? = nil, cancelled: (@MainActor () -> Void)? = nil,
        finished: (@MainActor () -> Void)? = nil
    ) {
        self.began = began
        self.cancelled = cancelled
        self.finished = finished
    }
}
#endif
