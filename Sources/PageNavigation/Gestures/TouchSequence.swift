#if canImport(UIKit)
import UIKit

/// One finger-down-to-finger-up sequence, so that the engine hears of each swipe once even when several
/// recognizers (the system's edge swipe, the library's pan) are asked about the same touches.
@MainActor
struct TouchSequence {
    private var current: TimeInterval = -1
    private var answered: TimeInterval = -2

    /// Notes a touch a recognizer is about to receive; a touch that just went down starts a new sequence.
    mutating func note(_ touch: UITouch) {
        guard touch.phase == .began else { return }
        current = touch.timestamp
    }

    /// Whether no recognizer has answered for this sequence yet.
    var isOpen: Bool { answered != current }

    /// Marks the sequence as answered: the engine heard of it.
    mutating func close() {
        answered = current
    }
}
#endif
