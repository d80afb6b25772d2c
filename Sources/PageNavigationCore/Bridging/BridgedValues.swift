/// Plain-number spellings of the core's values, for bridges to languages whose enumerations carry no
/// payload and whose numbers have no optional (Objective-C). The UIKit layer's Objective-C surface maps
/// through these, so the mapping is the core's and is tested on every platform.
extension PopGestureMode {
    /// Full-screen swipe-back limited to `maximumStartDistance` points from the back edge, where `0`
    /// means no limit (as FDFullscreenPopGesture's `0` did); `nil` for a negative, NaN or infinite
    /// distance, which no swipe could satisfy.
    public init?(fullScreenMaximumStartDistance distance: Double) {
        guard distance.isFinite, distance >= 0 else { return nil }
        self = .fullScreen(maximumStartDistance: distance == 0 ? nil : distance)
    }

    /// The maximum start distance as a plain number: the limit of a limited full-screen mode, `0` for
    /// every other mode (no limit, or no full-screen swipe at all).
    public var bridgedMaximumStartDistance: Double {
        if case .fullScreen(let maximum?) = self { return maximum }
        return 0
    }

    /// A mode without its full-screen distance: what an enumeration without payloads can name. The
    /// raw values start at 1, so that 0 can stand for "not set".
    public enum Kind: Int, Hashable, Sendable, CaseIterable {
        /// ``PopGestureMode/edge``.
        case edge = 1
        /// ``PopGestureMode/fullScreen(maximumStartDistance:)``, with or without a limit.
        case fullScreen
        /// ``PopGestureMode/disabled``.
        case disabled
    }

    /// The kind of this mode.
    public var kind: Kind {
        switch self {
        case .edge: .edge
        case .fullScreen: .fullScreen
        case .disabled: .disabled
        }
    }

    /// The mode that choosing `kind` sets in place of `current` (`nil` kind: not set). Choosing
    /// full-screen keeps the maximum start distance `current` has when it is full-screen already, so
    /// setting the kind and the distance works in either order.
    public static func choosing(_ kind: Kind?, replacing current: PopGestureMode?) -> PopGestureMode? {
        switch kind {
        case nil: nil
        case .edge?: .edge
        case .fullScreen?: if case .fullScreen? = current { current } else { .fullScreen }
        case .disabled?: .disabled
        }
    }
}

extension NavigationError {
    /// A stable number for each error, for error objects of other languages (`NSError` codes). Never
    /// reused: a new error gets the next number.
    public var code: Int {
        switch self {
        case .cannotPopRoot: 1
        case .alreadyInStack: 2
        case .cannotRemoveRoot: 3
        case .notFound: 4
        case .nothingPending: 5
        case .emptyStack: 6
        case .unknownPage: 7
        case .cancelled: 8
        }
    }

    /// The error with this ``code``, or `nil` for a number that names none.
    public init?(code: Int) {
        guard let error = Self.allCases.first(where: { $0.code == code }) else { return nil }
        self = error
    }
}

extension BarShadow {
    /// The shadow for a "shadow hidden" flag: `true` hides it, `false` shows it, `nil` leaves it unset.
    public static func bridged(hidden: Bool?) -> BarShadow? {
        hidden.map { BarShadow(!$0) }
    }

    /// The "shadow hidden" flag of a shadow: `true` when hidden, `false` when shown, `nil` for the
    /// system's choice (or no shadow set), which the flag cannot spell.
    public static func bridgedHidden(_ shadow: BarShadow?) -> Bool? {
        switch shadow {
        case .hidden?: true
        case .shown?: false
        case .system?, nil: nil
        }
    }
}
