#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// The delegate of the controller's swipe recognizers: the system's edge swipe, iOS 26's content swipe
/// and the library's pan. Whether a swipe begins is the engine's answer (asked through the host);
/// the gate only wires the recognizers to each other and to scroll views.
@MainActor
final class SwipeGate: NSObject, UIGestureRecognizerDelegate {
    private unowned let host: NavigationHost
    private var roles: [ObjectIdentifier: SwipeRole] = [:]

    init(host: NavigationHost) {
        self.host = host
        super.init()
    }

    /// Becomes `recognizer`'s delegate.
    func attach(_ recognizer: UIGestureRecognizer, as role: SwipeRole) {
        roles[ObjectIdentifier(recognizer)] = role
        recognizer.delegate = self
    }

    private func role(of recognizer: UIGestureRecognizer) -> SwipeRole? {
        roles[ObjectIdentifier(recognizer)]
    }

    /// Asks the engine (through the host) whether this swipe begins.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let role = role(of: gestureRecognizer) else { return false }
        return host.swipeShouldBegin(gestureRecognizer, role: role)
    }

    /// Notes each new touch, so that one touch sequence reaches the engine once.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        host.touchSequence.note(touch)
        return true
    }

    /// The library's pan waits for the system's recognizers: the edge region belongs to the system's
    /// swipe-back, and on iOS 26 the system's content swipe pops first.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        role(of: gestureRecognizer) == .pan && role(of: otherGestureRecognizer)?.isSystem == true
    }

    /// Scroll views' pans wait until the swipe recognizers decline; a recognizer declines at once when
    /// the engine refuses the swipe (for instance because the content is scrolled away from its start).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        otherGestureRecognizer is UIPanGestureRecognizer && otherGestureRecognizer.view is UIScrollView
    }
}
#endif
