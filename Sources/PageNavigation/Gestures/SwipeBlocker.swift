#if canImport(UIKit)
import PageNavigationCore
import PageNavigationHost
import UIKit
import UIKit.UIGestureRecognizerSubclass

/// The library's stand-in in front of one of UIKit's swipe-back recognizers: the system recognizer
/// requires it to fail (`require(toFail:)`, the one use its header allows), and it fails as soon as the
/// finger has moved far enough for the engine to decide that the swipe may go on — UIKit's own rules
/// then decide as in a plain navigation controller. When the engine refuses the swipe, it recognizes
/// instead, and the system recognizer fails.
///
/// It never cancels, delays or prevents the app's own touches and recognizers: only the system
/// recognizer it stands in front of waits for it.
@MainActor
final class SwipeBlocker: UIGestureRecognizer {
    /// Which system recognizer it stands in front of.
    let role: SwipeRole
    /// The system recognizer that requires it to fail.
    weak var system: UIGestureRecognizer?
    /// Called when a finger goes down: `(timestamp, location)` in the blocker's view.
    var touchBegan: (Double, CGPoint) -> Void = { _, _ in }
    /// Asked once the finger moved far enough: whether the system recognizer may go on.
    var mayBegin: (SwipeBlocker, RecognizerSample) -> Bool = { _, _ in true }

    /// How far a finger moves before the engine is asked, in points: about what a pan needs to begin,
    /// so that a touch's first jitter does not decide its direction.
    static let decisionDistance: CGFloat = 10
    private var start: CGPoint?
    private var startTime: TimeInterval = 0

    init(role: SwipeRole) {
        self.role = role
        super.init(target: nil, action: nil)
        cancelsTouchesInView = false
        delaysTouchesBegan = false
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard start == nil, let touch = touches.first else { return }
        let location = touch.location(in: view)
        start = location
        startTime = touch.timestamp
        touchBegan(touch.timestamp, location)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start, let touch = touches.first else { return }
        let location = touch.location(in: view)
        let translation = CGPoint(x: location.x - start.x, y: location.y - start.y)
        guard hypot(translation.x, translation.y) >= Self.decisionDistance else { return }
        let elapsed = max(touch.timestamp - startTime, 1.0 / 120)
        let sample = RecognizerSample(
            location: TouchPoint(location), translation: TouchPoint(translation),
            velocity: TouchPoint(x: translation.x / elapsed, y: translation.y / elapsed)
        )
        state = mayBegin(self, sample) ? .failed : .ended
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    override func reset() {
        super.reset()
        start = nil
    }

    /// Recognizing only makes the system recognizer fail (its failure requirement); the app's own
    /// recognizers go on as if the blocker were not there.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// The app's recognizers never keep it from deciding.
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
#endif
