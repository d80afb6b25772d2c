#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// One mapping between the Objective-C spelling of a swipe-back mode (a `PageNavigationPopGesture` and a
/// maximum start distance) and ``PopGestureMode``, for a page and for the app-wide configuration.
@available(swift, obsoleted: 1)
extension ObjCPopGesture {
    /// The Objective-C value of a mode; `nil` is ``unset``.
    init(_ mode: PopGestureMode?) {
        switch mode {
        case nil: self = .unset
        case .edge?: self = .edge
        case .fullScreen?: self = .fullScreen
        case .disabled?: self = .disabled
        }
    }

    /// The mode this value sets in place of `current`: full-screen keeps the maximum start distance
    /// `current` has, if it is full-screen already.
    func mode(replacing current: PopGestureMode?) -> PopGestureMode? {
        switch self {
        case .unset: nil
        case .edge: .edge
        case .fullScreen: if case .fullScreen? = current { current } else { .fullScreen }
        case .disabled: .disabled
        }
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
