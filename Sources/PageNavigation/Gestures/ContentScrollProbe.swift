#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// Finds the horizontal scroll view under a swipe's start and reads its position for the engine.
@MainActor
enum ContentScrollProbe {
    /// The state of the innermost horizontally scrollable scroll view at `point` (in `container`'s
    /// coordinates) inside `page`, or ``/PageNavigationCore/ContentScroll/none``.
    static func state(at point: CGPoint, in container: UIView, page: UIView, direction: LayoutDirection)
        -> ContentScroll
    {
        var view = container.hitTest(point, with: nil)
        while let current = view, current.isDescendant(of: page) {
            if let scrollView = current as? UIScrollView {
                let state = classify(scrollView, direction: direction)
                guard state == .none else { return state }
            }
            view = current.superview
        }
        return .none
    }

    /// The core's classification of one scroll view's horizontal position.
    @inline(never)
    private static func classify(_ scrollView: UIScrollView, direction: LayoutDirection) -> ContentScroll {
        let inset = scrollView.adjustedContentInset
        let minimum = -inset.left
        let maximum = scrollView.contentSize.width + inset.right - scrollView.bounds.width
        return .classify(
            offset: scrollView.contentOffset.x, minimumOffset: minimum, maximumOffset: max(maximum, minimum),
            direction: direction
        )
    }
}
#endif
