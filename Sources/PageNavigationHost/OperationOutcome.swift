import PageNavigationCore

/// Waits for an operation's end through its completion and failure callbacks, for the `async` forms of
/// the stack operations.
///
/// The callbacks resume the waiting task once. When the host lets go of them without calling either —
/// its controller went away with the operation still queued — the task resumes with
/// ``NavigationError/cancelled`` instead of waiting forever.
package enum OperationOutcome {
    /// Runs `operation` with a completion and a failure, and returns once one of them ran (or both were
    /// let go of unused, which throws ``NavigationError/cancelled``).
    @MainActor
    package static func wait(
        for operation: (@escaping @MainActor () -> Void, @escaping @MainActor (NavigationError) -> Void) -> Void
    ) async throws(NavigationError) {
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<Void, NavigationError>, Never>) in
            let once = ResumeOnce(continuation)
            operation({ once.resume(.success(())) }, { once.resume(.failure($0)) })
        }
        try result.get()
    }
}

/// A continuation resumed at most once; resumed with ``NavigationError/cancelled`` when it is let go of
/// unresumed. Used and released on the main actor only.
private final class ResumeOnce: @unchecked Sendable {
    private var continuation: CheckedContinuation<Result<Void, NavigationError>, Never>?

    init(_ continuation: CheckedContinuation<Result<Void, NavigationError>, Never>) {
        self.continuation = continuation
    }

    func resume(_ result: Result<Void, NavigationError>) {
        continuation?.resume(returning: result)
        continuation = nil
    }

    deinit {
        continuation?.resume(returning: .failure(.cancelled))
    }
}
