#if canImport(UIKit)
import PageNavigationCore
import UIKit
#if canImport(WebKit)
import WebKit
#endif

/// Finds, under a swipe's start, the app's content with horizontal gestures of its own, for the engine
/// (``ContentGesture``). It only reads public UIKit state; the engine decides what the swipe does.
@MainActor
enum ContentGestureProbe {
    /// The gestures of the views under `point` (in `container`'s coordinates) inside `page`. The views
    /// in `declared` have swipe actions the page declared (``PageOptions/swipeActionViews``): a list
    /// layout's swipe actions are not readable through UIKit's API.
    static func gestures(at point: CGPoint, in container: UIView, page: UIView, declared: [UIView])
        -> Set<ContentGesture>
    {
        var gestures: Set<ContentGesture> = []
        var view = container.hitTest(point, with: nil)
        while let current = view, current.isDescendant(of: page) {
            if declared.contains(where: { $0 === current }) { gestures.insert(.rowSwipeActions) }
            gestures.formUnion(ownGestures(of: current, at: current.convert(point, from: container)))
            view = current.superview
        }
        return gestures
    }

    /// What one view brings: a web view's back-forward swipe, a row's leading swipe actions, a control
    /// that takes horizontal drags, or a pan of the view's own (a map, a canvas, a custom carousel).
    private static func ownGestures(of view: UIView, at point: CGPoint) -> Set<ContentGesture> {
        #if canImport(WebKit)
        if let webView = view as? WKWebView {
            return webView.allowsBackForwardNavigationGestures ? [.webViewGestures] : []
        }
        #endif
        if let tableView = view as? UITableView {
            return hasLeadingSwipeActions(tableView, at: point) ? [.rowSwipeActions] : []
        }
        if view is UISlider || view is UISegmentedControl || view is UISwitch { return [.horizontalControl] }
        let ownPan = (view.gestureRecognizers ?? []).contains { recognizer in
            recognizer.isEnabled && recognizer is UIPanGestureRecognizer
                && recognizer !== (view as? UIScrollView)?.panGestureRecognizer
        }
        return ownPan && !(view is UIScrollView) ? [.horizontalControl] : []
    }

    /// Whether the row at `point` has leading swipe actions, as the table view's delegate answers
    /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)` (iOS 11 and later).
    private static func hasLeadingSwipeActions(_ tableView: UITableView, at point: CGPoint) -> Bool {
        guard let indexPath = tableView.indexPathForRow(at: point),
            let configuration = tableView.delegate?.tableView?(
                tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
        else { return false }
        return !configuration.actions.isEmpty
    }
}
#endif
