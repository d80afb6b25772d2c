#if canImport(SwiftUI) && canImport(UIKit)
import PageNavigationCore

/// Why a ``PageNavigator`` operation did not run. A refused operation changes nothing.
public enum PageNavigatorError: Error, Hashable, Sendable {
    /// The navigation engine refused the operation (the root cannot be popped, no page matches, …).
    case refused(NavigationError)
    /// The value's type is not the element type of the stack's path binding, so the path could not hold
    /// the page: push values of the path's type (or use a stack without a path binding).
    case valueNotInPath(valueType: String, pathType: String)
    /// The navigator was used outside a ``PageNavigationStack`` (or after its stack went away).
    case noStack

    /// A sentence for people.
    public var message: String {
        switch self {
        case .refused(let error): error.message
        case .valueNotInPath(let valueType, let pathType):
            "a value of type \(valueType) cannot be pushed: the stack's path holds \(pathType)"
        case .noStack: "the navigator is not inside a PageNavigationStack"
        }
    }
}
#endif
