#if canImport(UIKit)
import PageNavigationCore
import UIKit
#if canImport(WebKit)
import WebKit
#endif

/// Finds, under a swipe's start, the app's content with horizontal gestures of its own, for the engine
/// (``/PageNavigationCore/ContentGesture``). It only reads public UIKit state; the engine decides what the swipe does.
@MainActor
enum ContentGestureProbe {
    /// The gestures of the views under `point` (in `container`'s coordinates) inside `page`, for a swipe
    /// that goes `towardBack` (a swipe-back) or toward the trailing edge (an interactive push). The
    /// views in `declared` have swipe actions the page declared (``PageOptions/swipeActionViews``): a
    /// list layout's swipe actions are not readable through UIKit's API.
    ///
    /// A swipe that starts in one of `bars` (the navigation bar, the toolbar) is the bar's: only a
    /// control there (a segmented control as the title view, a search bar's scope bar, a slider in the
    /// toolbar) keeps it.
    static func gestures(
        at point: CGPoint, in container: UIView, page: UIView, bars: [UIView] = [], declared: [UIView],
        towardBack: Bool
    ) -> Set<ContentGesture> {
        var gestures: Set<ContentGesture> = []
        var view = container.hitTest(point, with: nil)
        if let hit = view, let bar = bars.first(where: { hit.isDescendant(of: $0) }) {
            var current: UIView? = hit
            while let candidate = current, candidate.isDescendant(of: bar) {
                if isHorizontalControl(candidate) {
                    add(.horizontalControl, to: &gestures)  // into the empty set: no set literal's code
                    return gestures
                }
                current = candidate.superview
            }
            return gestures
        }
        while let current = view, current.isDescendant(of: page) {
            // Named lists have leading swipe actions: they take swipes toward the back only.
            if towardBack, declared.contains(where: { $0 === current }) { add(.rowSwipeActions, to: &gestures) }
            if let own = ownGesture(of: current, at: current.convert(point, from: container), towardBack: towardBack) {
                add(own, to: &gestures)
            }
            view = current.superview
        }
        return gestures
    }

    /// `gestures.insert(gesture)`, in one place: inline, each insertion carried its own copy of the set's code.
    @inline(never)
    private static func add(_ gesture: ContentGesture, to gestures: inout Set<ContentGesture>) {
        gestures.insert(gesture)
    }

    /// What one view brings, if anything (one at most): a web view's back-forward swipe, a row's swipe
    /// actions on the side the swipe reveals, a control that takes horizontal drags, or a pan of the
    /// view's own (a map, a canvas, a custom carousel).
    private static func ownGesture(of view: UIView, at point: CGPoint, towardBack: Bool) -> ContentGesture? {
        #if canImport(WebKit)
        if let webView = view as? WKWebView {
            return webView.allowsBackForwardNavigationGestures ? .webViewGestures : nil
        }
        #endif
        if let tableView = view as? UITableView {
            let revealed =
                towardBack ? hasLeadingSwipeActions(tableView, at: point) : hasTrailingSwipe(tableView, at: point)
            return revealed ? .rowSwipeActions : nil
        }
        if isHorizontalControl(view) { return .horizontalControl }
        var ownPan = false  // a loop, not contains(where:): the same questions, stopping at the first pan
        for recognizer in view.gestureRecognizers ?? []
        where recognizer.isEnabled && recognizer is UIPanGestureRecognizer
            && recognizer !== (view as? UIScrollView)?.panGestureRecognizer
        {
            ownPan = true
            break
        }
        return ownPan && !(view is UIScrollView) ? .horizontalControl : nil
    }

    /// A control that takes horizontal drags.
    private static func isHorizontalControl(_ view: UIView) -> Bool {
        view is UISlider || view is UISegmentedControl || view is UISwitch
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

    /// Whether a swipe toward the trailing edge on the row at `point` is the table's: the delegate's
    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` has actions, or, without such a
    /// configuration, the row can be deleted by a swipe (the data source commits edits, the row can be
    /// edited and its editing style is delete, UIKit's defaults).
    private static func hasTrailingSwipe(_ tableView: UITableView, at point: CGPoint) -> Bool {
        guard let indexPath = tableView.indexPathForRow(at: point) else { return false }
        if let configuration = tableView.delegate?.tableView?(
            tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
        {
            return !configuration.actions.isEmpty
        }
        guard let dataSource = tableView.dataSource,
            dataSource.responds(to: #selector(UITableViewDataSource.tableView(_:commit:forRowAt:))),
            dataSource.tableView?(tableView, canEditRowAt: indexPath) ?? true
        else { return false }
        return (tableView.delegate?.tableView?(tableView, editingStyleForRowAt: indexPath) ?? .delete) == .delete
    }
}
#endif
