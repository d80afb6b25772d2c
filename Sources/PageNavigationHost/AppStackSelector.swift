import PageNavigationCore

/// The overridable method of `UINavigationController` that UIKit itself would call for a stack change:
/// what a subclass's overrides of `pushViewController(_:animated:)`, `popViewController(animated:)` and
/// the rest expect to see when the user goes back (a back tap, a swipe, the back button's menu) or
/// swipes a page in.
package enum AppStackSelector: Equatable, Sendable {
    /// `pushViewController(_:animated:)`: one new page on top, nothing removed.
    case push
    /// `popViewController(animated:)`: the top page leaves.
    case pop
    /// `popToRootViewController(animated:)`: every page above the root leaves.
    case popToRoot
    /// `popToViewController(_:animated:)`: every page above this one leaves.
    case popTo(PageID)
    /// `setViewControllers(_:animated:)`: anything else.
    case setViewControllers

    /// The method for the change from `current` to `target` (both root first).
    package init(from current: [PageID], to target: [PageID]) {
        if target.count == current.count + 1, Self.stack(target, beginsWith: current), !current.contains(target.last!) {
            self = .push
        } else if target.count < current.count, !target.isEmpty, Self.stack(current, beginsWith: target) {
            switch target.count {
            case current.count - 1: self = .pop
            case 1: self = .popToRoot
            default: self = .popTo(target[target.count - 1])
            }
        } else {
            self = .setViewControllers
        }
    }

    /// Whether `stack` begins with the pages of `prefix`, in order (as `Array(stack.prefix(n)) == prefix`,
    /// without making the array).
    private static func stack(_ stack: [PageID], beginsWith prefix: [PageID]) -> Bool {
        guard prefix.count <= stack.count else { return false }
        for index in prefix.indices where stack[index] != prefix[index] { return false }
        return true
    }
}
