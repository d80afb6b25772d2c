#if canImport(UIKit)
import PageNavigation
import PageNavigationCore
import PageNavigationHost
import UIKit

/// The page's swipe-back mode, thresholds, callbacks, tag, next page, custom bar and batch updates for
/// Objective-C (`self.pageNavigation`, class `PageNavigationOptions`). Each member reads and writes the
/// Swift option it names, so behaviour is the Swift API's. Hidden from Swift.
extension PageOptions {
    /// Where a swipe-back may start on this page (``PageOptions/popGesture``);
    /// `PageNavigationPopGestureUnset` uses the app default. Setting `PageNavigationPopGestureFullScreen`
    /// keeps the maximum start distance set before.
    @objc(popGesture)
    @available(swift, obsoleted: 1, message: "Objective-C only: use popGesture")
    public var objcPopGesture: ObjCPopGesture {
        get { ObjCPopGesture(popGesture) }
        set { popGesture = newValue.mode(replacing: popGesture) }
    }

    /// How far from the back edge, in points, a full-screen swipe-back may start; `0` for no limit (as
    /// FDFullscreenPopGesture's `0`). Setting it makes the page's swipe-back full-screen, since a
    /// distance means nothing otherwise. A negative, NaN or infinite distance changes nothing (debug
    /// builds log it). Reads `0` for no limit or when the page's swipe-back is not full-screen.
    @objc(popGestureMaximumStartDistance)
    @available(swift, obsoleted: 1, message: "Objective-C only: use popGesture = .fullScreen(maximumStartDistance:)")
    public var objcPopGestureMaximumStartDistance: CGFloat {
        get { CGFloat(popGesture?.bridgedMaximumStartDistance ?? 0) }
        set {
            let property = "pageNavigation.popGestureMaximumStartDistance"
            guard let mode = ObjCPopGesture.fullScreen(maximumStartDistance: newValue, property: property) else {
                return
            }
            popGesture = mode
        }
    }

    /// The progress (0…1) at or beyond which a slow release finishes a swipe on this page, a `double` in
    /// an `NSNumber` (``PageOptions/finishProgress``); `nil` uses the app default.
    @objc(finishProgress)
    @available(swift, obsoleted: 1, message: "Objective-C only: use finishProgress")
    public var objcFinishProgress: NSNumber? {
        get { finishProgress.map { NSNumber(value: $0) } }
        set { finishProgress = newValue?.doubleValue }
    }

    /// The progress (0…1) at or beyond which a slow release finishes an interactive push from this page,
    /// a `double` in an `NSNumber` (``PageOptions/pushFinishProgress``); `nil` uses ``finishProgress``.
    @objc(pushFinishProgress)
    @available(swift, obsoleted: 1, message: "Objective-C only: use pushFinishProgress")
    public var objcPushFinishProgress: NSNumber? {
        get { pushFinishProgress.map { NSNumber(value: $0) } }
        set { pushFinishProgress = newValue?.doubleValue }
    }

    /// The release velocity, in points per second, beyond which a swipe on this page finishes, a
    /// `double` in an `NSNumber` (``PageOptions/finishVelocity``); `nil` uses the app default.
    @objc(finishVelocity)
    @available(swift, obsoleted: 1, message: "Objective-C only: use finishVelocity")
    public var objcFinishVelocity: NSNumber? {
        get { finishVelocity.map { NSNumber(value: $0) } }
        set { finishVelocity = newValue?.doubleValue }
    }

    /// A tag that pops and removes by tag match (``PageOptions/tag``). Set it before pushing.
    @objc(tag)
    @available(swift, obsoleted: 1, message: "Objective-C only: use tag")
    public var objcTag: String? {
        get { tag }
        set { tag = newValue }
    }

    /// A bar of the page's own (``PageOptions/customBar``); the system bar hides for the page.
    @objc(customBar)
    @available(swift, obsoleted: 1, message: "Objective-C only: use customBar")
    public var objcCustomBar: UIView? {
        get { customBar }
        set { customBar = newValue }
    }

    /// Views of the page whose rightward swipes are their own (``PageOptions/swipeActionViews``): a
    /// collection-view list with leading swipe actions. Held weakly.
    @objc(swipeActionViews)
    @available(swift, obsoleted: 1, message: "Objective-C only: use swipeActionViews")
    public var objcSwipeActionViews: [UIView] {
        get { swipeActionViews }
        set { swipeActionViews = newValue }
    }

    /// Makes the page a swipe from the trailing edge pushes (``PageOptions/nextPage``); `nil` for none.
    @objc(nextPage)
    @available(swift, obsoleted: 1, message: "Objective-C only: use nextPage")
    public var objcNextPage: (() -> UIViewController)? {
        get { nextPage.map { make in { MainActor.assumeIsolated { make() } } } }
        set { nextPage = ObjectiveCBridge.mainActor(newValue) }
    }

    /// Runs when the pop gesture on the page begins:
    /// ``PageOptions/onPopGesture``, ``GestureCallbacks/began``.
    @objc(popGestureBegan)
    @available(swift, obsoleted: 1, message: "Objective-C only: use onPopGesture.began")
    public var objcPopGestureBegan: (() -> Void)? {
        get { ObjectiveCBridge.block(onPopGesture.began) }
        set { onPopGesture.began = ObjectiveCBridge.mainActor(newValue) }
    }

    /// The former name of `popGestureBegan`.
    @objc(swipeBackBegan)
    @available(swift, obsoleted: 1, message: "Objective-C only: use onPopGesture.began")
    @available(*, deprecated, renamed: "popGestureBegan")
    public var objcSwipeBackBegan: (() -> Void)? {
        get { ObjectiveCBridge.block(onPopGesture.began) }
        set { onPopGesture.began = ObjectiveCBridge.mainActor(newValue) }
    }

    /// Runs when the pop gesture on the page is cancelled: the page stays:
    /// ``PageOptions/onPopGesture``, ``GestureCallbacks/cancelled``.
    @objc(popGestureCancelled)
    @available(swift, obsoleted: 1, message: "Objective-C only: use onPopGesture.cancelled")
    public var objcPopGestureCancelled: (() -> Void)? {
        get { ObjectiveCBridge.block(onPopGesture.cancelled) }
        set { onPopGesture.cancelled = ObjectiveCBridge.mainActor(newValue) }
    }

    /// The former name of `popGestureCancelled`.
    @objc(swipeBackCancelled)
    @available(swift, obsoleted: 1, message: "Objective-C only: use onPopGesture.cancelled")
    @available(*, deprecated, renamed: "popGestureCancelled")
    public var objcSwipeBackCancelled: (() -> Void)? {
        get { ObjectiveCBridge.block(onPopGesture.cancelled) }
        set { onPopGesture.cancelled = ObjectiveCBridge.mainActor(newValue) }
    }

    /// Runs when the pop gesture takes the page away:
    /// ``PageOptions/onPopGesture``, ``GestureCallbacks/finished``.
    @objc(popGestureFinished)
    @available(swift, obsoleted: 1, message: "Objective-C only: use onPopGesture.finished")
    public var objcPopGestureFinished: (() -> Void)? {
        get { ObjectiveCBridge.block(onPopGesture.finished) }
        set { onPopGesture.finished = ObjectiveCBridge.mainActor(newValue) }
    }

    /// The former name of `popGestureFinished`.
    @objc(swipeBackFinished)
    @available(swift, obsoleted: 1, message: "Objective-C only: use onPopGesture.finished")
    @available(*, deprecated, renamed: "popGestureFinished")
    public var objcSwipeBackFinished: (() -> Void)? {
        get { ObjectiveCBridge.block(onPopGesture.finished) }
        set { onPopGesture.finished = ObjectiveCBridge.mainActor(newValue) }
    }

    /// Runs each time the finger of the pop gesture on the page moves, with the progress, 0…1:
    /// ``PageOptions/onPopGesture``, ``GestureCallbacks/progress``.
    @objc(popGestureProgress)
    @available(swift, obsoleted: 1, message: "Objective-C only: use onPopGesture.progress")
    public var objcPopGestureProgress: ((CGFloat) -> Void)? {
        get { ObjectiveCBridge.block(onPopGesture.progress) }
        set { onPopGesture.progress = ObjectiveCBridge.mainActor(newValue) }
    }

    /// The former name of `popGestureProgress`.
    @objc(swipeBackProgress)
    @available(swift, obsoleted: 1, message: "Objective-C only: use onPopGesture.progress")
    @available(*, deprecated, renamed: "popGestureProgress")
    public var objcSwipeBackProgress: ((CGFloat) -> Void)? {
        get { ObjectiveCBridge.block(onPopGesture.progress) }
        set { onPopGesture.progress = ObjectiveCBridge.mainActor(newValue) }
    }

    /// Runs when the push gesture begins pushing the page's next page:
    /// ``PageOptions/onPushGesture``, ``GestureCallbacks/began``.
    @objc(pushGestureBegan)
    @available(swift, obsoleted: 1, message: "Objective-C only: use onPushGesture.began")
    public var objcPushGestureBegan: (() -> Void)? {
        get { ObjectiveCBridge.block(onPushGesture.began) }
        set { onPushGesture.began = ObjectiveCBridge.mainActor(newValue) }
    }

    /// The former name of `pushGestureBegan`.
    @objc(swipeForwardBegan)
    @available(swift, obsoleted: 1, message: "Objective-C only: use onPushGesture.began")
    @available(*, deprecated, renamed: "pushGestureBegan")
    public var objcSwipeForwardBegan: (() -> Void)? {
        get { ObjectiveCBridge.block(onPushGesture.began) }
        set { onPushGesture.began = ObjectiveCBridge.mainActor(newValue) }
    }

    /// Runs each time the finger of the push gesture moves, with the progress, 0…1:
    /// ``PageOptions/onPushGesture``, ``GestureCallbacks/progress``.
    @objc(pushGestureProgress)
    @available(swift, obsoleted: 1, message: "Objective-C only: use onPushGesture.progress")
    public var objcPushGestureProgress: ((CGFloat) -> Void)? {
        get { ObjectiveCBridge.block(onPushGesture.progress) }
        set { onPushGesture.progress = ObjectiveCBridge.mainActor(newValue) }
    }

    /// The former name of `pushGestureProgress`.
    @objc(swipeForwardProgress)
    @available(swift, obsoleted: 1, message: "Objective-C only: use onPushGesture.progress")
    @available(*, deprecated, renamed: "pushGestureProgress")
    public var objcSwipeForwardProgress: ((CGFloat) -> Void)? {
        get { ObjectiveCBridge.block(onPushGesture.progress) }
        set { onPushGesture.progress = ObjectiveCBridge.mainActor(newValue) }
    }

    /// Runs when the push gesture is cancelled: the next page never entered:
    /// ``PageOptions/onPushGesture``, ``GestureCallbacks/cancelled``.
    @objc(pushGestureCancelled)
    @available(swift, obsoleted: 1, message: "Objective-C only: use onPushGesture.cancelled")
    public var objcPushGestureCancelled: (() -> Void)? {
        get { ObjectiveCBridge.block(onPushGesture.cancelled) }
        set { onPushGesture.cancelled = ObjectiveCBridge.mainActor(newValue) }
    }

    /// The former name of `pushGestureCancelled`.
    @objc(swipeForwardCancelled)
    @available(swift, obsoleted: 1, message: "Objective-C only: use onPushGesture.cancelled")
    @available(*, deprecated, renamed: "pushGestureCancelled")
    public var objcSwipeForwardCancelled: (() -> Void)? {
        get { ObjectiveCBridge.block(onPushGesture.cancelled) }
        set { onPushGesture.cancelled = ObjectiveCBridge.mainActor(newValue) }
    }

    /// Runs when the push gesture finishes: the next page is on top:
    /// ``PageOptions/onPushGesture``, ``GestureCallbacks/finished``.
    @objc(pushGestureFinished)
    @available(swift, obsoleted: 1, message: "Objective-C only: use onPushGesture.finished")
    public var objcPushGestureFinished: (() -> Void)? {
        get { ObjectiveCBridge.block(onPushGesture.finished) }
        set { onPushGesture.finished = ObjectiveCBridge.mainActor(newValue) }
    }

    /// The former name of `pushGestureFinished`.
    @objc(swipeForwardFinished)
    @available(swift, obsoleted: 1, message: "Objective-C only: use onPushGesture.finished")
    @available(*, deprecated, renamed: "pushGestureFinished")
    public var objcSwipeForwardFinished: (() -> Void)? {
        get { ObjectiveCBridge.block(onPushGesture.finished) }
        set { onPushGesture.finished = ObjectiveCBridge.mainActor(newValue) }
    }

    /// Whether the interactive push may start anywhere on the page, a `BOOL` in an `NSNumber`
    /// (``PageOptions/pushGesture``): `@YES` anywhere, `@NO` the trailing edge, `nil` the app default.
    @objc(pushGestureFullScreen)
    @available(swift, obsoleted: 1, message: "Objective-C only: use pushGesture")
    public var objcPushGestureFullScreen: NSNumber? {
        get { pushGesture.map { NSNumber(value: $0 == .fullScreen) } }
        set { pushGesture = newValue.map { $0.boolValue ? .fullScreen : .edge } }
    }

    /// Changes several options at once (``PageOptions/update(animated:_:)``): the controller hears of
    /// them once, after `changes` returns.
    @objc(updateAnimated:changes:)
    @available(swift, obsoleted: 1, message: "Objective-C only: use update(animated:_:)")
    public func objcUpdate(animated: Bool, changes: (PageOptions) -> Void) {
        update(animated: animated, changes)
    }
}
#endif
