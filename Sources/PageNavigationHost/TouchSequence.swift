/// One finger-down-to-finger-up sequence, so that the engine hears of each swipe once even when several
/// recognizers (the system's edge swipe, the library's pan) are asked about the same touches.
package struct TouchSequence: Sendable {
    private var current: Double = -1
    private var answered: Double = -2
    /// Where the latest sequence's finger went down; `nil` before the first one.
    var down: TouchDown?

    package init() {}

    /// Notes a touch a recognizer is about to receive; a touch that just went down (at `timestamp`)
    /// starts a new sequence.
    package mutating func note(began: Bool, timestamp: Double) {
        guard began else { return }
        current = timestamp
    }

    /// Whether no recognizer has answered for this sequence yet.
    var isOpen: Bool { answered != current }

    /// Marks the sequence as answered: the engine heard of it.
    mutating func close() {
        answered = current
    }
}

/// Where a sequence's finger went down.
struct TouchDown: Sendable {
    /// Where it went down, in the controller's coordinates (the pointer, for a trackpad's scroll).
    var location: TouchPoint
    /// Whether a trackpad's scroll started the sequence, not a finger on the screen.
    var indirect: Bool
}
