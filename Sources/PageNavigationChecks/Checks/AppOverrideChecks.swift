#if canImport(UIKit)
import PageNavigation
import UIKit

/// A subclass's overrides of the stack methods run for the library's methods with completions and for
/// the changes the user starts, as UIKit's own back button calls them (the host test
/// `AppOverrideTests` shows the routing; this shows UIKit's real dispatch to the override).
enum AppOverrideChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck("Stack", "A subclass's push and pop overrides run for push(completion:) and a back request") {
            stage in
            let nav = CountingNavigationController(rootViewController: CheckPage("Root"))
            await stage.show(nav)
            let tally = OperationTally()
            nav.push(CheckPage("A"), completion: tally.completion, failure: tally.failure)
            try await stage.wait("the push ends") { tally.settled && !nav.isTransitioning }
            try expectEqual(nav.calls, ["push A"], "the override saw the push with a completion")
            try expect(nav.topViewController?.hidesBottomBarWhenPushed == true, "the override's setting took")
            _ = nav.requestBack()
            try await stage.wait("the back request ends") { nav.viewControllers.count == 1 && !nav.isTransitioning }
            try expectEqual(nav.calls, ["push A", "pop"], "the override saw the back request's pop")
        }
    ]
}

/// A base controller as apps write one: it sets `hidesBottomBarWhenPushed` and counts calls.
final class CountingNavigationController: PageNavigationController {
    private(set) var calls: [String] = []

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        calls.append("push \(viewController.title ?? "?")")
        viewController.hidesBottomBarWhenPushed = true
        super.pushViewController(viewController, animated: animated)
    }

    override func popViewController(animated: Bool) -> UIViewController? {
        calls.append("pop")
        return super.popViewController(animated: animated)
    }
}
#endif
