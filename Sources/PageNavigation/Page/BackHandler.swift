#if canImport(UIKit)
import PageNavigationCore
import UIKit
#if canImport(WebKit)
import WebKit
#endif

/// What the back button, the edge swipe and the full-screen swipe do on a page (`viewController.pageNavigation.back`).
///
/// Programmatic pops (`popViewController(animated:)`, ``PageNavigationController/pop(animated:completion:failure:)``)
/// are the app's own decision and bypass the handler. The rules live in the core (``/PageNavigationCore/BackBehavior``);
/// this type only adds what UIKit needs to carry them out.
@MainActor
public enum BackHandler {
    /// Go back (the default).
    case pop
    /// Stay. The controller reports ``/PageNavigationCore/NavigationEvent/backDenied(_:)``.
    case deny
    /// Ask first: the closure runs (for example it shows an alert) and returns `true` to leave the page,
    /// `false` to stay. While it runs, further back taps and swipes are ignored.
    ///
    /// It runs in a Task the controller cancels when the page leaves the stack while it asks (a deep
    /// link, `setStack`; the controller reports ``/PageNavigationCore/NavigationEvent/confirmationClosed(_:)``). The closure
    /// must then take its question down and return (`withTaskCancellationHandler`, `Task.isCancelled`):
    /// the built-in ``confirmation(presentingFrom:title:message:leave:stay:destructive:)`` dismisses its
    /// alert. Its answer then changes nothing.
    case confirm(@MainActor @Sendable () async -> Bool)
    #if canImport(WebKit)
    /// A web page goes back in its own history first; while the web view can go back, the back button
    /// and the swipes go back in the web view instead of leaving the page.
    case webHistory(WKWebView)
    #endif

    /// The core's view of this handler.
    public var behavior: BackBehavior {
        switch self {
        case .pop: .pop
        case .deny: .deny
        case .confirm: .confirm
        #if canImport(WebKit)
        case .webHistory: .webHistory
        #endif
        }
    }

    /// The confirmation closure of a ``confirm(_:)`` handler, `nil` for the others.
    var confirmation: (@MainActor @Sendable () async -> Bool)? {
        if case .confirm(let ask) = self { return ask }
        return nil
    }

    #if canImport(WebKit)
    /// The web view of a ``webHistory(_:)`` handler, `nil` for the others.
    var webView: WKWebView? {
        if case .webHistory(let webView) = self { return webView }
        return nil
    }
    #endif
}
#endif
