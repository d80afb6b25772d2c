/// A back confirmation asked with a prompt the user closes — SwiftUI's alert or confirmation dialog —
/// and answered exactly once: with the button the user tapped, or "stay" when the prompt closed without
/// an answer (dismissed by a tap outside, by the system, or by the page leaving the screen).
///
/// A prompt's button both closes the prompt and gives an answer, in an order SwiftUI does not promise.
/// So closing without an answer resolves on the next turn of the main queue: a button's answer given in
/// the same turn counts first.
@MainActor
package final class ConfirmationPrompt {
    private var decide: (@MainActor (Bool) -> Void)?
    /// The number of the latest question asked.
    private var question = 0
    /// Called when ``isAsking`` changes.
    package var changed: () -> Void = {}

    /// A prompt that asks nothing yet.
    package init() {}

    /// Whether a question waits for its answer.
    package var isAsking: Bool { decide != nil }

    /// Asks: show the prompt; `decide` receives the answer. A question still open is answered "stay".
    package func ask(_ decide: @escaping @MainActor (Bool) -> Void) {
        answer(false)
        question += 1
        self.decide = decide
        changed()
    }

    /// The user answered: `true` leaves, `false` stays. Later answers to the same question are ignored.
    package func answer(_ leave: Bool) {
        guard let decide else { return }
        self.decide = nil
        decide(leave)
        changed()
    }

    /// The prompt closed. Unless a button answers in this turn, the question is answered "stay" when
    /// `nextTurn` runs its closure.
    package func closed(nextTurn: (@escaping @MainActor () -> Void) -> Void) {
        guard decide != nil else { return }
        let closing = question
        nextTurn { [weak self] in
            // Only the question that was open when the prompt closed.
            guard let self, question == closing else { return }
            answer(false)
        }
    }
}
