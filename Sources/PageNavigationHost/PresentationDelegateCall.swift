/// A call the app's own presentation-controller delegate hears from the library (UIKit:
/// `UIAdaptivePresentationControllerDelegate`) when the library dismisses the stack for the user.
///
/// UIKit calls neither for a dismissal in code (`UIPresentationController.h`: "This is not called if the
/// presentation is dismissed programatically"); the library's dismissals are always the user's (a
/// pull-down the top page's confirmation answered yes, or the root page's swipe-back with
/// `rootSwipeDismisses`), so the app's delegate hears them as it hears UIKit's own pull-down.
package enum PresentationDelegateCall: Hashable, Sendable {
    /// `presentationControllerWillDismiss(_:)`: before the dismissal starts.
    case willDismiss
    /// `presentationControllerDidDismiss(_:)`: once the stack is gone.
    case didDismiss
}
