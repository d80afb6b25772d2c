/// A back confirmation that answers through a callback — an Objective-C block that receives a
/// `decision` block — turned into the `async` confirmation a back handler takes.
///
/// The first answer counts and later ones are ignored. A callback that lets go of its decision without
/// answering (the block is released uncalled) counts as "stay", so the page is never stuck asking.
package enum CallbackConfirmation {
    /// The `async` confirmation that runs `ask` and returns the answer it gives its decision callback.
    package static func make(
        _ ask: @escaping @MainActor (_ decide: @escaping @MainActor (Bool) -> Void) -> Void
    ) -> @MainActor @Sendable () async -> Bool {
        {
            await withCheckedContinuation { continuation in
                let answer = OneAnswer(continuation)
                ask { leave in answer.give(leave) }
            }
        }
    }
}

/// Resumes a confirmation once: with the first answer given, or with "stay" when dropped unanswered.
@MainActor
private final class OneAnswer {
    private var continuation: CheckedContinuation<Bool, Never>?

    init(_ continuation: CheckedContinuation<Bool, Never>) {
        self.continuation = continuation
    }

    func give(_ leave: Bool) {
        continuation?.resume(returning: leave)
        continuation = nil
    }

    deinit {
        continuation?.resume(returning: false)
    }
}
