#if canImport(UIKit)
import PageNavigation
import PageNavigationCore
import UIKit

/// The Objective-C spelling of a swipe-back mode — a `PageNavigationPopGesture` and a maximum start
/// distance — over the core's bridged values (``/PageNavigationCore/PopGestureMode/Kind``,
/// ``/PageNavigationCore/PopGestureMode/choosing(_:replacing:)``, ``/PageNavigationCore/PopGestureMode/init(fullScreenMaximumStartDistance:)``),
/// for a page and for the app-wide configuration.
@available(swift, obsoleted: 1)
extension ObjCPopGesture {
    /// The Objective-C value of a mode; `nil` is ``unset``.
    init(_ mode: PopGestureMode?) {
        self = mode.flatMap { ObjCPopGesture(rawValue: $0.kind.rawValue) } ?? .unset
    }

    /// The mode this value sets in place of `current` (full-screen keeps `current`'s distance).
    func mode(replacing current: PopGestureMode?) -> PopGestureMode? {
        PopGestureMode.choosing(PopGestureMode.Kind(rawValue: rawValue), replacing: current)
    }

    /// The full-screen mode a maximum start distance sets (`0`: no limit), or `nil` — reported, so the
    /// caller changes nothing — for a negative, NaN or infinite distance.
    @MainActor static func fullScreen(maximumStartDistance distance: CGFloat, property: String) -> PopGestureMode? {
        guard let mode = PopGestureMode(fullScreenMaximumStartDistance: Double(distance)) else {
            ObjectiveCBridge.ignored(property, value: distance, reason: "it must be 0 (no limit) or more")
            return nil
        }
        return mode
    }
}
#endif
