#if canImport(UIKit)
import UIKit

/// Closures a page runs while a swipe moves it: ``PageOptions/swipeBack`` when someone swipes the page
/// away, ``PageOptions/swipeForward`` when someone swipes its next page in (interactive push).
///
/// `began` runs when the swipe starts, `progress` each time the finger moves, and exactly one of
/// `cancelled` and `finished` when it ends. Use them to move the page's own elements along with the
/// finger.
@MainActor
public struct SwipeCallbacks {
    /// The swipe began (the page starts to move).
    public var began: (@MainActor () -> Void)?
    /// The finger moved: how far the swipe has gone, 0…1 of the width, in the swipe's direction.
    public var progress: (@MainActor (Double) -> Void)?
    /// The swipe was cancelled: the stack stays as it was, the page with exactly the look it had.
    public var cancelled: (@MainActor () -> Void)?
    /// The swipe finished: the page left the stack (swipe-back), or its next page is on top (swipe
    /// forward).
    public var finished: (@MainActor () -> Void)?

    /// Creates callbacks; each defaults to none.
    public init(
        began: (@MainActor () -> Void)? = nil, progress: (@MainActor (Double) -> Void)? = nil,
        cancelled: (@MainActor () -> Void)? = nil, finished: (@MainActor () -> Void)? = nil
    ) {
        self.began = began
        self.progress = progress
        self.cancelled = cancelled
        self.finished = finished
    }
}

/// The callbacks of a swipe-back (``PageOptions/swipeBack``): the same as any swipe's.
public typealias SwipeBackCallbacks = SwipeCallbacks
#endif
