#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// Reads a recognizer as the engine's touch, in the coordinates of the navigation controller's view.
@MainActor
enum SwipeSampler {
    /// The touch so far and the point where it started.
    static func sample(
        _ recognizer: UIGestureRecognizer, in view: UIView, direction: LayoutDirection
    ) -> (touch: SwipeTouch, start: CGPoint) {
        let location = recognizer.location(in: view)
        let translation: CGPoint
        let velocity: CGPoint
        if let pan = recognizer as? UIPanGestureRecognizer {
            translation = pan.translation(in: view)
            velocity = pan.velocity(in: view)
        } else {
            // A recognizer without a translation (iOS 26's content swipe is declared a plain
            // UIGestureRecognizer) begins, as documented, on a horizontal pan toward the back.
            translation = .zero
            velocity = CGPoint(x: direction.backSign * 60, y: 0)
        }
        let touch = SwipeTouch.sample(
            locationX: location.x, translationX: translation.x, translationY: translation.y,
            velocityX: velocity.x, velocityY: velocity.y
        )
        return (touch, CGPoint(x: location.x - translation.x, y: location.y - translation.y))
    }

    /// The horizontal velocity of a pan, in points per second.
    static func velocity(of pan: UIPanGestureRecognizer, in view: UIView) -> Double {
        pan.velocity(in: view).x
    }
}

extension LayoutDirection {
    /// The engine's layout direction for a UIKit one.
    init(_ direction: UIUserInterfaceLayoutDirection) {
        switch direction {
        case .rightToLeft: self = .rightToLeft
        case .leftToRight: self = .leftToRight
        @unknown default: self = .leftToRight
        }
    }
}
#endif
