import PageNavigationCore

/// Which of the controller's swipe recognizers a recognizer is.
package enum SwipeRole: Hashable, Sendable {
    /// The system's edge swipe-back (`interactivePopGestureRecognizer`).
    case edge
    /// The system's content swipe-back, iOS 26 (`interactiveContentPopGestureRecognizer`).
    case content
    /// The library's pan: full-screen swipe-back before iOS 26, and interactive push everywhere.
    case pan

    /// Whether the recognizer is one of the system's, which pop by themselves.
    package var isSystem: Bool { self != .pan }

    /// Whether this recognizer carries out the gesture the engine decided: the system's recognizers
    /// pop; the library's pan pushes, and pops too where the system has no content swipe (before iOS 26).
    func drives(_ decision: SwipeDecision, libraryPops: Bool) -> Bool {
        switch decision {
        case .pop: self != .pan || libraryPops
        case .push: self == .pan
        case .refused, .denied, .confirmation, .webBack, .dismiss: false
        }
    }
}

/// Who moves the interactive transition in flight.
package enum SwipeDriver: Hashable, Sendable {
    /// A system recognizer and UIKit's own animation (edge swipe, iOS 26 content swipe).
    case system
    /// The library's pan, its animator and a percent-driven interaction.
    case library
}
