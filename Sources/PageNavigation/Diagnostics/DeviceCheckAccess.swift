#if canImport(UIKit)
import PageNavigationCore
import PageNavigationHost
import QuartzCore
import UIKit

/// What the on-device checks (`PageNavigationChecks`) read and ask that UIKit cannot show them: the fake
/// bars of the transition in flight and the swipe gate's answer for a touch they describe. Not part of
/// the public API (`@_spi(DeviceChecks)`); apps never need it.
@_spi(DeviceChecks)
extension PageNavigationController {
    /// The fake bar views in the pages now: two during a transition between pages with different bar
    /// backgrounds, none otherwise. Each is a subview of its page's view.
    public var fakeBarViews: [UIView] { host.platform.fakeBars.views }

    /// The library's own pan recognizer (full-screen swipe-back before iOS 26, interactive push).
    public var libraryPanRecognizer: UIPanGestureRecognizer { panRecognizer }

    /// The swipe gate's answer for `recognizer`, one of the controller's swipe recognizers, as if a touch
    /// had gone down at `start` and moved by `translation` at `velocity` (points, points per second, in
    /// the controller's view). It runs the same decision as the library's pan's
    /// `gestureRecognizerShouldBegin(_:)`, or as the stand-in in front of a system recognizer, including
    /// what a refusal does (the event, the back handler). With `newTouch` false the touch goes on the
    /// sequence of the previous answer (as the library's pan is asked after the system's recognizers
    /// failed for the same finger). With `trackpad`, it is a trackpad's two-finger scroll with the pointer
    /// at `start`, which only the library's pan receives.
    public func swipeGateAnswer(
        for recognizer: UIGestureRecognizer, start: CGPoint, translation: CGPoint, velocity: CGPoint,
        newTouch: Bool = true, trackpad: Bool = false
    ) -> Bool {
        if newTouch {
            host.noteTouch(
                began: true, timestamp: CACurrentMediaTime(), location: TouchPoint(start), indirect: trackpad)
        }
        let isPan = recognizer is UIPanGestureRecognizer
        let location = trackpad ? start : CGPoint(x: start.x + translation.x, y: start.y + translation.y)
        let sample = RecognizerSample(
            location: TouchPoint(location), translation: isPan ? TouchPoint(translation) : nil,
            velocity: isPan ? TouchPoint(velocity) : nil, indirect: trackpad
        )
        return gate.shouldBegin(recognizer, sample: sample)
    }

    /// UIKit's own delegate of the controller (`super.delegate`): the library's relay, never the
    /// controller or the app's delegate.
    public var systemDelegate: (any UINavigationControllerDelegate)? { super.delegate }

    /// Whether UIKit's delegate of the controller offers the animator methods now (which leaves UIKit's
    /// swipe-back recognizers inert).
    public var systemDelegateOffersAnimators: Bool {
        super.delegate?.responds(
            to: #selector(UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:)))
            ?? false
    }

    /// Whether the top page's scroll views wait for the library's pan now.
    public var scrollViewsWaitForLibraryPan: Bool { host.scrollViewsWaitForLibraryPan }

    /// The delegate of the library's pan. UIKit's own recognizers keep UIKit's delegate: the library
    /// ties them to the engine by failure requirements only.
    public var swipeGate: any UIGestureRecognizerDelegate { gate }
}
#endif
