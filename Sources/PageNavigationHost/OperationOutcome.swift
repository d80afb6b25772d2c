import PageNavigationCore

/// Waits for an operation's end through its completion and failure callbacks, for the `async` forms of
/// the stack operations (the UIKit controller's and the SwiftUI navigator's).
///
/// The callbacks resume the waiting task once. When they are let go of without either running — a
/// navigator that holds its stack weakly, whose stack went away with the operation still queued — the
/// task resumes with the `dropped` error instead of waiting forever.
package enum OperationOutcome {
    /// Runs `operation` with a completion and a failure, and returns once one of them ran; throws the
    /// failure's error, or `dropped` when both were let go of unused.
    @MainActor
    package static func wait<Failure: Error>(
        droppedAs dropped: Failure,
        for operation: (@escaping @MainActor () -> Void, @escaping @MainActor (Failure) -> Void) -> Void
    ) async throws(Failure) {
        let error = await withUnsafeContinuation { (continuation: UnsafeContinuation<(any Error)?, Never>) in
            let once = ResumeOnce(continuation, dropped: dropped)
            operation({ once.resume(nil) }, { once.resume($0) })
        }
        // Only a `Failure` is ever put in (the failure's, or `dropped`).
        if let error { throw error as! Failure }
    }
}

/// A continuation resumed at most once; resumed with the `dropped` error when it is let go of
/// unresumed. Used on the main actor; released wherever its last callback is (resuming a continuation
/// is safe from any thread).
///
/// An unsafe continuation, not a checked one: the flag and `deinit` resume it exactly once on every
/// path, so the checked one's misuse checks could never fire, and its wrapper costs code of its own.
///
/// Not generic over the failure: the error travels as `any Error` (`nil`: completed), so this is one
/// concrete class instead of a generic one laid out at run time through its failure type's witnesses.
private final class ResumeOnce: @unchecked Sendable {
    private let continuation: UnsafeContinuation<(any Error)?, Never>
    private let dropped: any Error
    private var resumed = false

    init(_ continuation: UnsafeContinuation<(any Error)?, Never>, dropped: any Error) {
        self.continuation = continuation
        self.dropped = dropped
    }

    func resume(_ error: (any Error)?) {
        guard !resumed else { return }
        resumed = true
        continuation.resume(returning: error)
    }

    deinit {
        resume(dropped)
    }
}
