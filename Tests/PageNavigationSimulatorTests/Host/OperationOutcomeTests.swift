import PageNavigationCore
import PageNavigationHost
import Testing

/// The `async` stack operations wait through `OperationOutcome`: they return after the completion,
/// throw the failure's error, resume once only, and never wait forever when the callbacks are let go of
/// (a SwiftUI navigator's stack went away with the operation queued).
@MainActor
@Suite("Host: async operation outcomes")
struct OperationOutcomeTests {
    /// Callbacks an operation hands to a host that keeps them until the test calls or drops them.
    @MainActor
    final class HeldCallbacks {
        var completion: (@MainActor () -> Void)?
        var failure: (@MainActor (NavigationError) -> Void)?

        func take(
            _ completion: @escaping @MainActor () -> Void, _ failure: @escaping @MainActor (NavigationError) -> Void
        ) {
            self.completion = completion
            self.failure = failure
        }

        func drop() {
            completion = nil
            failure = nil
        }
    }

    enum Ending: CaseIterable {
        case completes, fails, completesThenFails, failsThenCompletes, dropped
    }

    @Test("the async form ends as the callbacks say, once", arguments: Ending.allCases)
    func ends(_ ending: Ending) async {
        let held = HeldCallbacks()
        let waiting = Task { @MainActor () -> Result<Void, NavigationError> in
            do throws(NavigationError) {
                try await OperationOutcome.wait(droppedAs: NavigationError.cancelled) { completion, failure in
                    held.take(completion, failure)
                }
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        while held.completion == nil { await Task.yield() }
        switch ending {
        case .completes: held.completion?()
        case .fails: held.failure?(.notFound)
        case .completesThenFails:
            held.completion?()
            held.failure?(.notFound)
        case .failsThenCompletes:
            held.failure?(.cannotPopRoot)
            held.completion?()
        case .dropped: held.drop()
        }
        let outcome = await waiting.value
        switch ending {
        case .completes, .completesThenFails: #expect(throws: Never.self) { try outcome.get() }
        case .fails: #expect(throws: NavigationError.notFound) { try outcome.get() }
        case .failsThenCompletes: #expect(throws: NavigationError.cannotPopRoot) { try outcome.get() }
        case .dropped: #expect(throws: NavigationError.cancelled) { try outcome.get() }
        }
    }
}
