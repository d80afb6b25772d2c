#if canImport(UIKit)
import PageNavigationCore
import UIKit

extension PageNavigationController {
    /// Called, in debug builds, for each report of the debugging tools: a page still alive two seconds
    /// after the transition that removed it ended (``/PageNavigationCore/NavigationEvent/notFreed(_:)``), or code that took
    /// over UIKit's swipe-back recognizers (``/PageNavigationCore/NavigationEvent/warning(_:)``). Each report is also printed
    /// to the console and delivered to every controller's ``onEvent``. Route it to your crash reporter
    /// (as a non-fatal) to hear of leaks your testers never notice:
    ///
    /// ```swift
    /// #if DEBUG
    /// PageNavigationController.onDiagnostic = { diagnostic in
    ///     CrashReporter.recordNonFatal(diagnostic.message)
    /// }
    /// #endif
    /// ```
    ///
    /// Release builds compile the debugging tools out: nothing is watched and this is never called.
    public static var onDiagnostic: (@MainActor (NavigationDiagnostic) -> Void)?
}
#endif

#if canImport(UIKit)
extension PageNavigationController {
    /// Starts recording this controller's session as a scenario file (debug builds; in a release build
    /// it does nothing): the configuration, the page types with their settings, and every step from now
    /// on — pushes, pops and the other stack changes, back taps and requests, confirmation answers,
    /// swipes with where they started, how far and how fast they went, and bar updates — each followed
    /// by what it did. At most `limit` steps are kept. Send ``exportRecording()`` with a bug report:
    /// `pagenav run` replays it and `pagenav render` draws it.
    public func startRecording(limit: Int = 500) {
        host.startRecording(limit: limit)
    }

    /// The session recorded since ``startRecording(limit:)``, as scenario JSON (format v1); `nil` when
    /// no recording runs (and always in a release build). Export it on demand, from a shake or a debug
    /// menu:
    ///
    /// ```swift
    /// if let recording = navigation.exportRecording() {
    ///     present(UIActivityViewController(activityItems: [recording], applicationActivities: nil), animated: true)
    /// }
    /// ```
    public func exportRecording() -> String? {
        host.exportRecording()
    }
}
#endif

#if canImport(UIKit)
extension PageNavigationController {
    /// Whether a debug overlay over the top page shows where a swipe-back may start — the edge region
    /// (green), a full-screen page's start area up to its maximum start distance (blue), the content
    /// there that claims its own drags (orange) — with what a swipe-back would do now
    /// (``popGestureStatus``) and, after a refused swipe, the reason. It takes no touch. Off by default;
    /// switch it on in a debug menu.
    public var showsSwipeOverlay: Bool {
        get { swipeOverlay != nil }
        @inline(never) set {  // one copy, not a second in `modify`
            guard newValue != showsSwipeOverlay else { return }
            if newValue {
                let overlay = SwipeOverlayView(frame: viewIfLoaded?.bounds ?? .zero)
                overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                view.addSubview(overlay)
                swipeOverlay = overlay
                overlay.refresh(for: self)
            } else {
                swipeOverlay?.removeFromSuperview()
                swipeOverlay = nil
            }
        }
    }
}
#endif
