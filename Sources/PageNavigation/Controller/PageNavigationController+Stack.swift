#if canImport(UIKit)
import PageNavigationCore
import PageNavigationHost
import UIKit

/// The stack operations with completions.
///
/// Every accepted operation calls `completion` exactly once, when its transition ends (at once when
/// not animated). A refused operation calls `failure` with the reason, never `completion`, and changes
/// nothing. Operations asked for while a transition runs wait and run in order after it.
extension PageNavigationController {
    /// Pushes a page; in the same transition, removes the pages that `removing` matches and, when
    /// `removingCurrent` is true, the page it is pushed from — "replace the login page with the
    /// bind-phone page" without flicker.
    ///
    /// - Parameters:
    ///   - viewController: the page to push. Refused with ``NavigationError/alreadyInStack`` when it is in the stack.
    ///   - animated: whether the transition animates.
    ///   - removing: pages to remove as the new page arrives; each target must match a page below the top,
    ///     never the root (``NavigationError/notFound``, ``NavigationError/cannotRemoveRoot``).
    ///   - removingCurrent: whether the page on top now leaves as well.
    ///   - completion: called once the page is on top.
    ///   - failure: called instead when the push is refused.
    public func push(
        _ viewController: UIViewController, animated: Bool = true, removing: [PageTarget] = [],
        removingCurrent: Bool = false, completion: (@MainActor () -> Void)? = nil,
        failure: (@MainActor (NavigationError) -> Void)? = nil
    ) {
        let command = NavigationCommand.push(
            viewController.corePage, animated: animated, removing: removing.map(\.matcher),
            removingSource: removingCurrent
        )
        host.perform(command, bringing: [viewController], completion: completion, failure: failure)
    }

    /// Pops the top page. Programmatic: the page's back handler is not asked.
    /// Refused with ``NavigationError/cannotPopRoot`` on the root page.
    public func pop(
        animated: Bool = true, completion: (@MainActor () -> Void)? = nil,
        failure: (@MainActor (NavigationError) -> Void)? = nil
    ) {
        host.perform(.pop(animated: animated), bringing: [], completion: completion, failure: failure)
    }

    /// Pops every page above the root. Refused with ``NavigationError/cannotPopRoot`` when the root is on top.
    public func popToRoot(
        animated: Bool = true, completion: (@MainActor () -> Void)? = nil,
        failure: (@MainActor (NavigationError) -> Void)? = nil
    ) {
        host.perform(.popToRoot(animated: animated), bringing: [], completion: completion, failure: failure)
    }

    /// Pops to the nearest page below the top that `target` matches.
    ///
    /// - Parameters:
    ///   - target: the page, class or tag to pop to.
    ///   - fallback: what to do when no page matches: ``PopFallback/none`` refuses with
    ///     ``NavigationError/notFound``; ``PopFallback/pop`` pops one page instead.
    ///   - animated: whether the transition animates.
    ///   - completion: called once the target is on top.
    ///   - failure: called instead when the pop is refused.
    public func popTo(
        _ target: PageTarget, fallback: PopFallback = .none, animated: Bool = true,
        completion: (@MainActor () -> Void)? = nil, failure: (@MainActor (NavigationError) -> Void)? = nil
    ) {
        host.perform(
            .popTo(target.matcher, fallback: fallback, animated: animated), bringing: [],
            completion: completion, failure: failure
        )
    }

    /// Removes every page `target` matches, at once and without animation. Removing the top page shows
    /// the new top at once. Refused with ``NavigationError/cannotRemoveRoot`` when the root matches and
    /// ``NavigationError/notFound`` when nothing does.
    public func remove(
        _ target: PageTarget, completion: (@MainActor () -> Void)? = nil,
        failure: (@MainActor (NavigationError) -> Void)? = nil
    ) {
        host.perform(.remove(target.matcher), bringing: [], completion: completion, failure: failure)
    }

    /// Replaces the whole stack. Pages already in the stack keep their state (and their looks); the
    /// transition is a push when the new top is new, a pop when it was in the stack. Refused with
    /// ``NavigationError/emptyStack`` for no pages and ``NavigationError/alreadyInStack`` for a page given twice.
    public func setStack(
        _ viewControllers: [UIViewController], animated: Bool = true,
        completion: (@MainActor () -> Void)? = nil, failure: (@MainActor (NavigationError) -> Void)? = nil
    ) {
        host.perform(
            .setStack(viewControllers.map(\.corePage), animated: animated), bringing: viewControllers,
            completion: completion, failure: failure
        )
    }
}
#endif
