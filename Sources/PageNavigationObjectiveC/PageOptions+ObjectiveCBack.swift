#if canImport(UIKit)
import PageNavigation
import PageNavigationCore
import PageNavigationHost
import UIKit
#if canImport(WebKit)
import WebKit
#endif

/// The page's back handler for Objective-C: `[self.pageNavigation setBackHandlerToConfirm:…]`. Each
/// method sets ``PageOptions/back``, so behaviour is the Swift API's. Hidden from Swift.
extension PageOptions {
    /// Which back handler the page has (``PageOptions/back``).
    @objc(backHandler)
    @available(swift, obsoleted: 1, message: "Objective-C only: use back")
    public var objcBackHandler: ObjCBackHandler {
        switch back.behavior {
        case .pop: .pop
        case .deny: .deny
        case .confirm: .confirm
        case .webHistory: .webHistory
        }
    }

    /// Back goes back (``BackHandler/pop``, the default).
    @objc(setBackHandlerToPop)
    @available(swift, obsoleted: 1, message: "Objective-C only: use back = .pop")
    public func objcSetBackHandlerToPop() {
        back = .pop
    }

    /// Back stays on the page (``BackHandler/deny``); the controller reports a denied back.
    @objc(setBackHandlerToDeny)
    @available(swift, obsoleted: 1, message: "Objective-C only: use back = .deny")
    public func objcSetBackHandlerToDeny() {
        back = .deny
    }

    /// Back asks first (``BackHandler/confirm(_:)``): `confirmation` runs (for example it shows an alert)
    /// and calls `decision` with `YES` to leave the page or `NO` to stay. The first call counts; a
    /// `decision` released without being called counts as `NO`; it may be called on any thread. While it
    /// is open, further back taps and swipes are ignored.
    @objc(setBackHandlerToConfirm:)
    @available(swift, obsoleted: 1, message: "Objective-C only: use back = .confirm { … }")
    public func objcSetBackHandlerToConfirm(_ confirmation: @escaping (_ decision: @escaping (Bool) -> Void) -> Void) {
        setConfirmation(confirmation, cancelled: nil)
    }

    /// Back asks first, as `setBackHandlerToConfirm:`; `cancelled` runs, on the main thread, when the
    /// question closes without an answer because its page left the stack or moved to another controller
    /// while it asked (a deep link, `setStack`, a split view collapsing): dismiss your alert there. A
    /// `decision` called after that is ignored, and the page stays.
    @objc(setBackHandlerToConfirm:cancelled:)
    @available(swift, obsoleted: 1, message: "Objective-C only: use back = .confirm { … } with Task cancellation")
    public func objcSetBackHandlerToConfirm(
        _ confirmation: @escaping (_ decision: @escaping (Bool) -> Void) -> Void, cancelled: @escaping () -> Void
    ) {
        setConfirmation(confirmation, cancelled: cancelled)
    }

    private func setConfirmation(
        _ confirmation: @escaping (_ decision: @escaping (Bool) -> Void) -> Void, cancelled: (() -> Void)?
    ) {
        nonisolated(unsafe) let ask = confirmation
        nonisolated(unsafe) let close = cancelled
        var closing: (@MainActor () -> Void)?
        if close != nil { closing = { close?() } }
        back = .confirm(
            CallbackConfirmation.make(cancelled: closing) { decide in
                ask { leave in
                    // Objective-C code often answers from a completion handler on another queue.
                    if Thread.isMainThread {
                        MainActor.assumeIsolated { decide(leave) }
                    } else {
                        DispatchQueue.main.async { decide(leave) }
                    }
                }
            })
    }

    /// Runs when the user dismissed the presented stack this page is in (``PageOptions/dismissed``).
    @objc(dismissed)
    @available(swift, obsoleted: 1, message: "Objective-C only: use dismissed")
    public var objcDismissed: (() -> Void)? {
        get { ObjectiveCBridge.block(dismissed) }
        set { dismissed = ObjectiveCBridge.mainActor(newValue) }
    }

    #if canImport(WebKit)
    /// Back goes back in `webView`'s history first, and leaves the page when it cannot
    /// (``BackHandler/webHistory(_:)``).
    @objc(setBackHandlerToWebHistoryOfWebView:)
    @available(swift, obsoleted: 1, message: "Objective-C only: use back = .webHistory(webView)")
    public func objcSetBackHandlerToWebHistory(of webView: WKWebView) {
        back = .webHistory(webView)
    }
    #endif
}
#endif
