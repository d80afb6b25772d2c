#if canImport(UIKit)
import PageNavigationCore
import PageNavigationHost
import UIKit

/// The stack operations as `async` functions: each returns when its transition ends and throws the
/// ``/PageNavigationCore/NavigationError`` of a refused operation — or ``/PageNavigationCore/NavigationError/cancelled`` when UIKit cancels its
/// transition. The controller stays alive while an operation is awaited.
extension PageNavigationController {
    /// Pushes a page and returns once it is on top. See ``push(_:animated:removing:removingCurrent:completion:failure:)``.
    public func push(
        _ viewController: UIViewController, animated: Bool = true, removing: [PageTarget] = [],
        removingCurrent: Bool = false
    ) async throws(NavigationError) {
        try await outcome { completion, failure in
            push(
                viewController, animated: animated, removing: removing, removingCurrent: removingCurrent,
                completion: completion, failure: failure
            )
        }
    }

    /// Pops the top page and returns once it left. See ``pop(animated:completion:failure:)``.
    public func pop(animated: Bool = true) async throws(NavigationError) {
        try await outcome { completion, failure in pop(animated: animated, completion: completion, failure: failure) }
    }

    /// Pops to the root page and returns once it is on top. See ``popToRoot(animated:completion:failure:)``.
    public func popToRoot(animated: Bool = true) async throws(NavigationError) {
        try await outcome { completion, failure in
            popToRoot(animated: animated, completion: completion, failure: failure)
        }
    }

    /// Pops to the nearest matching page and returns once it is on top.
    /// See ``popTo(_:fallback:animated:completion:failure:)``.
    public func popTo(_ target: PageTarget, fallback: PopFallback = .none, animated: Bool = true)
        async throws(NavigationError)
    {
        try await outcome { completion, failure in
            popTo(target, fallback: fallback, animated: animated, completion: completion, failure: failure)
        }
    }

    /// Removes the matching pages. See ``remove(_:completion:failure:)-(PageTarget,_,_)``.
    public func remove(_ target: PageTarget) async throws(NavigationError) {
        try await outcome { completion, failure in remove(target, completion: completion, failure: failure) }
    }

    /// Removes every page any of the targets matches. See ``remove(_:completion:failure:)-([PageTarget],_,_)``.
    public func remove(_ targets: [PageTarget]) async throws(NavigationError) {
        try await outcome { completion, failure in remove(targets, completion: completion, failure: failure) }
    }

    /// Replaces the stack and returns once its transition ended. See ``setStack(_:animated:completion:failure:)``.
    public func setStack(_ viewControllers: [UIViewController], animated: Bool = true) async throws(NavigationError) {
        try await outcome { completion, failure in
            setStack(viewControllers, animated: animated, completion: completion, failure: failure)
        }
    }

    /// Runs an operation with completion and failure closures and waits for whichever comes.
    @inline(never)  // one copy for the seven operations
    private func outcome(
        _ operation: (@escaping @MainActor () -> Void, @escaping @MainActor (NavigationError) -> Void) -> Void
    ) async throws(NavigationError) {
        try await OperationOutcome.wait(droppedAs: .cancelled, for: operation)
    }
}
#endif
