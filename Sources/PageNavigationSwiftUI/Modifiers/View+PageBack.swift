#if canImport(SwiftUI) && canImport(UIKit)
import PageNavigation
import PageNavigationCore
import SwiftUI

extension View {
    /// Sets what the back button, the edge swipe-back, the full-screen swipe-back (and iOS 26's content swipe-back),
    /// VoiceOver's escape gesture and ⌘[ do on the page this view is in: ``/PageNavigation/BackHandler/pop`` (the
    /// default), ``/PageNavigation/BackHandler/deny``, ``/PageNavigation/BackHandler/confirm(_:)`` or ``/PageNavigation/BackHandler/webHistory(_:)``.
    /// Pops through the ``PageNavigator`` and the path binding are the app's own decision and bypass it.
    ///
    /// ```swift
    /// EditorView()
    ///     .pageBack(.confirm { await model.askToDiscardChanges() })
    /// ```
    ///
    /// While a confirmation runs, the path stays as it is; it changes when the pop it allows finishes.
    /// When the page leaves the stack while it asks, its Task is cancelled: the closure must then close
    /// its question and return (resume its continuation), or it waits forever with all it captured.
    public func pageBack(_ handler: BackHandler) -> some View {
        let declared = Declared(handler)
        return pagePreferences { $0.back = declared }
    }

    /// Sets where a swipe-back may start on the page this view is in: ``/PageNavigationCore/PopGestureMode/edge``,
    /// ``/PageNavigationCore/PopGestureMode/fullScreen(maximumStartDistance:)`` or ``/PageNavigationCore/PopGestureMode/disabled``; `nil` keeps the
    /// stack's default. A page's mode never leaks to another page.
    public func pagePopGesture(_ mode: PopGestureMode?) -> some View {
        pagePreferences { $0.popGesture = mode }
    }

    /// Runs closures while the pop gesture swipes the page this view is in away: when it begins, when
    /// it is cancelled (the page stays, and the path does not change), and when it finishes (the page
    /// left).
    public func onPopGesture(
        began: (@MainActor () -> Void)? = nil, cancelled: (@MainActor () -> Void)? = nil,
        finished: (@MainActor () -> Void)? = nil
    ) -> some View {
        let declared = Declared(GestureCallbacks(began: began, cancelled: cancelled, finished: finished))
        return pagePreferences { $0.swipeBack = declared }
    }

    /// The former name of ``onPopGesture(began:cancelled:finished:)``.
    @available(*, deprecated, renamed: "onPopGesture(began:cancelled:finished:)")
    public func onSwipeBack(
        began: (@MainActor () -> Void)? = nil, cancelled: (@MainActor () -> Void)? = nil,
        finished: (@MainActor () -> Void)? = nil
    ) -> some View {
        onPopGesture(began: began, cancelled: cancelled, finished: finished)
    }

    /// Hides the tab bar while the page this view is in is on top — UIKit's `hidesBottomBarWhenPushed`,
    /// which a `TabView` around the stack honours as a `UITabBarController` does. Use it where
    /// `NavigationStack` pages use `.toolbar(.hidden, for: .tabBar)`, whose preference does not cross the
    /// page's hosting controller. It takes effect when the page is pushed (the root page keeps the bar).
    public func pageHidesTabBar(_ hides: Bool = true) -> some View {
        pagePreferences { $0.hidesTabBar = hides }
    }

    /// Tags the page this view is in, for ``PageNavigator/Target/tag(_:)``: pop to it, or remove it.
    public func pageTag(_ tag: String) -> some View {
        pagePreferences { $0.tag = tag }
    }
}
#endif
