#if canImport(UIKit)
import UIKit

/// Closures a page runs while a gesture moves it: ``PageOptions/onPopGesture`` while the pop gesture
/// swipes the page away, ``PageOptions/onPushGesture`` while the push gesture swipes its next page in
/// (interactive push).
///
/// `began` runs when the gesture starts, `progress` each time the finger moves, and exactly one of
/// `cancelled` and `finished` when it ends. Use them to move the page's own elements along with the
/// finger.
@MainActor
public struct GestureCallbacks {
    /// The gesture began (the page starts to move).
    public var began: (@MainActor () -> Void)?
    /// The finger moved: how far the gesture has gone, 0…1 of the width, in its direction.
    public var progress: (@MainActor (Double) -> Void)?
    /// The gesture was cancelled: the stack stays as it was, the page with exactly the look it had.
    public var cancelled: (@MainActor () -> Void)?
    /// The gesture finished: the page left the stack (pop gesture), or its next page is on top (push
    /// gesture).
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

/// The former name of ``GestureCallbacks``.
@available(*, deprecated, renamed: "GestureCallbacks")
public typealias SwipeCallbacks = GestureCallbacks

/// The former name of ``GestureCallbacks``, for the callbacks of a swipe-back.
@available(*, deprecated, renamed: "GestureCallbacks")
public typealias SwipeBackCallbacks = GestureCallbacks
#endif
