#if canImport(UIKit)
import PageNavigationCore
import PageNavigationHost
import UIKit

/// Reads a recognizer for the host, in the coordinates of the navigation controller's view.
@MainActor
enum SwipeSampler {
    /// Where the finger is and, for a pan, its translation and velocity. iOS 26's content swipe is
    /// declared a plain `UIGestureRecognizer`: the host measures it from where the touch went down.
    static func sample(_ recognizer: UIGestureRecognizer, in view: UIView) -> RecognizerSample {
        let location = recognizer.location(in: view)
        let pan = recognizer as? UIPanGestureRecognizer
        return RecognizerSample(
            location: TouchPoint(x: location.x, y: location.y),
            translation: pan.map { TouchPoint($0.translation(in: view)) },
            velocity: pan.map { TouchPoint($0.velocity(in: view)) }
        )
    }
}

extension TouchPoint {
    init(_ point: CGPoint) {
        self.init(x: point.x, y: point.y)
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
