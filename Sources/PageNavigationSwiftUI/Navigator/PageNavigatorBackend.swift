#if canImport(SwiftUI) && canImport(UIKit)
import PageNavigation
import PageNavigationCore
import SwiftUI
import UIKit

/// What a ``PageNavigator`` acts through: a ``PageNavigationStack``'s model (its path binding follows
/// every operation), or a ``PageHostingController`` in a `PageNavigationController` that UIKit code owns.
@MainActor
protocol PageNavigatorBackend: AnyObject, Sendable {
    /// The controller the operations run on (`nil` once it went away).
    var stackController: PageNavigationController? { get }
    /// Carries out a change of the path binding not carried out yet, before an operation.
    func applyPendingEdit()
    /// The value a page shows, if it shows one.
    func value(of page: PageID) -> AnyHashable?
    /// Why `value` cannot be pushed here, or `nil` when it can.
    func refusal(toPush value: AnyHashable) -> PageNavigatorError?
    /// Pushes the page for `value`; `ended` runs when it completed (`nil`) or did not run.
    func push(
        _ value: AnyHashable, removing: [PageMatcher], removingCurrent: Bool, animated: Bool,
        ended: @escaping @MainActor (PageNavigatorError?) -> Void
    )
    /// Pushes a view controller as it is (outside the path); `ended` as for a push.
    func push(
        viewController: UIViewController, animated: Bool, ended: @escaping @MainActor (PageNavigatorError?) -> Void)
    /// Leaves `page` with the pages above it; `ended` as for a push.
    func leave(_ page: PageID, animated: Bool, ended: @escaping @MainActor (PageNavigatorError?) -> Void)
    /// A presentation binding is active or not: push its page (made by `page`) once, or pop it; `reset`
    /// sets the binding back when the page leaves another way or its push is refused.
    func present(
        _ key: AnyHashable, isActive: Bool, animated: Bool, page: @escaping @MainActor () -> AnyView,
        reset: @escaping @MainActor () -> Void)
}

extension PageNavigatorBackend {
    /// Pops to the page directly below `page`: how a page in a controller UIKit owns leaves.
    func popBelow(_ page: PageID, animated: Bool, ended: @escaping @MainActor (PageNavigatorError?) -> Void) {
        guard let controller = stackController else { return ended(.noStack) }
        let stack = controller.settledPageIDs
        guard let index = stack.firstIndex(of: page), index > 0 else { return ended(.refused(.notFound)) }
        controller.perform(
            .popTo(.page(stack[index - 1]), animated: animated), bringing: [],
            completion: { ended(nil) }, failure: { ended(.refused($0)) }
        )
    }
}
#endif
