#if canImport(SwiftUI) && canImport(UIKit)
import PageNavigationCore
import PageNavigationHost
import UIKit

/// The navigator's operations as `async` functions: each returns when its transition ends and throws
/// the ``PageNavigatorError`` of an operation that did not run.
extension PageNavigator {
    /// Pushes the page for `value` and returns once it is on top.
    /// See ``push(_:animated:removing:removingCurrent:completion:failure:)``.
    public func push(
        _ value: some Hashable, animated: Bool = true, removing: [Target] = [], removingCurrent: Bool = false
    ) async throws(PageNavigatorError) {
        try await outcome {
            push(
                value, animated: animated, removing: removing, removingCurrent: removingCurrent, completion: $0,
                failure: $1)
        }
    }

    /// Pushes a view controller as it is and returns once it is on top.
    /// See ``push(_:animated:completion:failure:)``.
    public func push(_ viewController: UIViewController, animated: Bool = true) async throws(PageNavigatorError) {
        try await outcome { push(viewController, animated: animated, completion: $0, failure: $1) }
    }

    /// Pops the top page and returns once it left. See ``pop(animated:completion:failure:)``.
    public func pop(animated: Bool = true) async throws(PageNavigatorError) {
        try await outcome { pop(animated: animated, completion: $0, failure: $1) }
    }

    /// Pops to the root and returns once it is on top. See ``popToRoot(animated:completion:failure:)``.
    public func popToRoot(animated: Bool = true) async throws(PageNavigatorError) {
        try await outcome { popToRoot(animated: animated, completion: $0, failure: $1) }
    }

    /// Pops to the nearest matching page and returns once it is on top.
    /// See ``popTo(_:fallback:animated:completion:failure:)``.
    public func popTo(_ target: Target, fallback: PopFallback = .none, animated: Bool = true)
        async throws(PageNavigatorError)
    {
        try await outcome { popTo(target, fallback: fallback, animated: animated, completion: $0, failure: $1) }
    }

    /// Removes the matching pages. See ``remove(_:completion:failure:)``.
    public func remove(_ targets: [Target]) async throws(PageNavigatorError) {
        try await outcome { remove(targets, completion: $0, failure: $1) }
    }

    /// Leaves this navigator's page and returns once it left. See ``dismiss(animated:completion:failure:)``.
    public func dismiss(animated: Bool = true) async throws(PageNavigatorError) {
        try await outcome { dismiss(animated: animated, completion: $0, failure: $1) }
    }

    /// Runs an operation and waits for its completion or failure. The navigator holds its stack weakly:
    /// when the stack goes away with the operation still queued, this throws
    /// ``PageNavigatorError/refused(_:)`` with ``/PageNavigationCore/NavigationError/cancelled`` instead of waiting forever.
    private func outcome(_ operation: (@escaping Completion, @escaping Failure) -> Void)
        async throws(PageNavigatorError)
    {
        try await OperationOutcome.wait(droppedAs: .refused(.cancelled), for: operation)
    }
}
#endif
