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
        let result = await withCheckedContinuation {
            (continuation: CheckedContinuation<Result<Void, Failure>, Never>) in
            let once = ResumeOnce(continuation, dropped: dropped)
            operation({ once.resume(.success(())) }, { once.resume(.failure($0)) })
        }
        try result.get()
    }
}

/// A continuation resumed at most once; resumed with the `dropped` error when it is let go of
/// unresumed. Used on the main actor; released wherever its last callback is (resuming a checked
/// continuation is safe from any thread).
private final class ResumeOnce<Failure: Error>: @unchecked Sendable {
    private var continuation: CheckedContinuation<Result<Void, Failure>, Never>?
    private let dropped: Failure

    init(_ continuation: CheckedContinuation<Result<Void, Failure>, Never>, dropped: Failure) {
        self.continuation = continuation
        self.dropped = dropped
    }

    func resume(_ result: Result<Void, Failure>) {
        continuation?.resume(returning: result)
        continuation = nil
    }

    deinit {
        continuation?.resume(returning: .failure(dropped))
    }
}
