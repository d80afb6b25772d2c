#if canImport(SwiftUI) && canImport(UIKit)
import PageNavigationCore

/// Why a ``PageNavigator`` operation did not run. A refused operation changes nothing.
public enum PageNavigatorError: Error, Hashable, Sendable {
    /// The navigation engine refused the operation (the root cannot be popped, no page matches, …).
    case refused(NavigationError)
    /// The value's type is not the element type of the stack's path binding, so the path could not hold
    /// the page: push values of the path's type (or use a stack without a path binding).
    case valueNotInPath(valueType: String, pathType: String)
    /// No page of the stack declares a destination for the value's type: in a stack UIKit code owns,
    /// a ``PageHostingController`` of the stack must declare ``SwiftUICore/View/pageDestination(for:destination:)``
    /// for it.
    case noDestination(valueType: String)
    /// The navigator was used outside a ``PageNavigationStack`` and outside a ``PageHostingController``
    /// in a `PageNavigationController` (or after its stack went away).
    case noStack

    /// A sentence for people.
    public var message: String {
        switch self {
        case .refused(let error): error.message
        case .valueNotInPath(let valueType, let pathType):
            "a value of type \(valueType) cannot be pushed: the stack's path holds \(pathType)"
        case .noDestination(let valueType):
            "no page of the stack declares pageDestination(for: \(valueType).self)"
        case .noStack:
            "the navigator is not inside a PageNavigationStack or a PageHostingController in a PageNavigationController"
        }
    }
}
#endif
