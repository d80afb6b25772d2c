/// A back confirmation that answers through a callback — an Objective-C block that receives a
/// `decision` block, SwiftUI's prompt, the built-in alert — turned into the `async` confirmation a back
/// handler takes.
///
/// The first answer counts and later ones are ignored. A callback that lets go of its decision without
/// answering (the block is released uncalled) counts as "stay", so the page is never stuck asking. When
/// the Task it runs in is cancelled (its page left the stack while asking: the controller cancels it and
/// reports `confirmationClosed`), it answers "stay" at once, whatever the callback does, after running
/// `cancelled` to take the question down: the Task, and everything the question captured, end there
/// instead of waiting for an answer that can no longer come.
package enum CallbackConfirmation {
    /// The `async` confirmation that runs `ask` and returns the answer it gives its decision callback;
    /// `cancelled` runs when the confirmation's Task is cancelled while it asks (take the prompt down).
    package static func make(
        cancelled: (@MainActor () -> Void)? = nil,
        _ ask: @escaping @MainActor (_ decide: @escaping @MainActor (Bool) -> Void) -> Void
    ) -> @MainActor @Sendable () async -> Bool {
        {
            let question = OpenQuestion(cancelled: cancelled)
            return await withTaskCancellationHandler {
                await withUnsafeContinuation { continuation in
                    let answer = OneAnswer(continuation)
                    guard !Task.isCancelled else { return answer.give(false) }
                    question.answer = answer
                    ask { leave in answer.give(leave) }
                }
            } onCancel: {
                // Runs where `cancel()` was called; the answer is given on the main actor.
                Task { @MainActor in question.cancel() }
            }
        }
    }
}

/// The question a confirmation asks while it waits, so that cancelling its Task can answer it.
@MainActor
private final class OpenQuestion {
    /// Weak: a decision dropped unanswered must still free its answer (which then says "stay").
    weak var answer: OneAnswer?
    private let cancelled: (@MainActor () -> Void)?

    init(cancelled: (@MainActor () -> Void)?) {
        self.cancelled = cancelled
    }

    /// Takes the question down, then answers "stay" (if the question did not answer already).
    func cancel() {
        cancelled?()
        answer?.give(false)
    }
}

/// Resumes a confirmation once: with the first answer given, or with "stay" when dropped unanswered.
///
/// An unsafe continuation, not a checked one: the flag and `deinit` resume it exactly once on every
/// path, so the checked one's misuse checks could never fire, and its wrapper costs code of its own.
@MainActor
private final class OneAnswer {
    private let continuation: UnsafeContinuation<Bool, Never>
    /// A flag, not an optional continuation: an optional's copies cost code of their own.
    private var answered = false

    init(_ continuation: UnsafeContinuation<Bool, Never>) {
        self.continuation = continuation
    }

    func give(_ leave: Bool) {
        guard !answered else { return }
        answered = true
        continuation.resume(returning: leave)
    }

    deinit {
        if !answered { continuation.resume(returning: false) }
    }
}
