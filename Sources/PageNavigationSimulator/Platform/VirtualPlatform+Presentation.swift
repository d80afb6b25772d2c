import PageNavigationCore
import PageNavigationHost

/// An app's own `UIAdaptivePresentationControllerDelegate` on the presented stack, as the virtual
/// platform models it: an optional answer to `presentationControllerShouldDismiss(_:)` and a record of
/// the calls it received (through the library's relay, which forwards to it).
package final class VirtualPresentationDelegate {
    /// The answer to `presentationControllerShouldDismiss(_:)`; `nil`: the method is not implemented.
    package var shouldDismiss: Bool?
    /// The calls received, in order: `shouldDismiss`, `willDismiss`, `didDismiss`, `didAttemptToDismiss`.
    package internal(set) var calls: [String] = []

    package init(shouldDismiss: Bool? = nil) {
        self.shouldDismiss = shouldDismiss
    }
}

extension VirtualPlatform {
    /// The stack is presented this way from now on (the app presented it, or dismissed it itself: UIKit
    /// calls no presentation-controller delegate method for a dismissal in code).
    package func present(_ presentation: StackPresentation) {
        self.presentation = presentation
        host?.presentationChanged(presentation)
    }

    /// The user pulls the sheet down past UIKit's threshold. UIKit's order (`UIPresentationController.h`,
    /// `UIViewController.h`; UIKit behaviour catalogue): while the presented controller is
    /// `isModalInPresentation`, the sheet does not move and the delegate hears
    /// `presentationControllerDidAttemptToDismiss(_:)`; otherwise UIKit asks
    /// `presentationControllerShouldDismiss(_:)` — a `false` leads to the same attempt call, a `true`
    /// to `presentationControllerWillDismiss(_:)`, the dismissal and `presentationControllerDidDismiss(_:)`.
    /// The library's relay is the delegate: it forwards each call to the app's own delegate, except an
    /// attempt on a sheet only the library kept modal, where it asks the app's `shouldDismiss` as UIKit
    /// would have and lets the app hear the attempt only when it said no. Does nothing
    /// unless the stack is presented as a sheet (a full-screen presentation has no pull-down).
    package func userPullsDown() {
        guard presentation == .sheet, let host else { return }
        let app = appPresentationDelegate
        if !isModalInPresentation, !pageKeepsSheet {
            app?.calls.append("shouldDismiss")
            if host.presentationShouldDismiss(appAnswer: app?.shouldDismiss) {
                app?.calls.append("willDismiss")
                presentation = .none
                app?.calls.append("didDismiss")
                host.presentationDismissedByUser()
                return
            }
        }
        let appHears = host.presentationAttemptedToDismiss {
            app?.calls.append("shouldDismiss")
            return app?.shouldDismiss
        }
        if appHears { app?.calls.append("didAttemptToDismiss") }
    }

    package func setModalInPresentation(_ modal: Bool) {
        callCount += 1
        isModalInPresentation = modal
    }

    /// A dismissal in code: no delegate method runs by itself (`UIPresentationController.h`: "This is not
    /// called if the presentation is dismissed programatically"); the stack is gone at once.
    package func dismissPresentation(began: @escaping () -> Void, completion: @escaping () -> Void) {
        callCount += 1
        dismissCalls += 1
        dismissalInFlight = true
        began()
        presentation = .none
        dismissalInFlight = false
        completion()
    }

    /// The library's relay calls the app's delegate itself.
    package func tellAppPresentationDelegate(_ call: PresentationDelegateCall) {
        switch call {
        case .willDismiss:
            // UIKit's `presentationControllerWillDismiss(_:)` comes with the dismissal's transition
            // coordinator, which exists only once the dismissal has begun.
            appPresentationDelegate?.calls.append(dismissalInFlight ? "willDismiss" : "willDismiss (no transition)")
        case .didDismiss: appPresentationDelegate?.calls.append("didDismiss")
        }
    }

    package func runDismissedCallback(of page: VirtualPage) {
        dismissedCallbacks.append(page.name)
    }
}
