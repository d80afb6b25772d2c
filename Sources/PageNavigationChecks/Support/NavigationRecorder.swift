#if canImport(UIKit)
import PageNavigation
import UIKit

/// An app's navigation controller delegate: records the calls it gets and runs a closure in `willShow`,
/// while the transition is in flight.
@MainActor
final class NavigationRecorder: NSObject, UINavigationControllerDelegate {
    private(set) var calls: [String] = []
    var duringWillShow: ((UINavigationController) -> Void)?

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        calls.append("willShow \(viewController.title ?? "?")")
        duringWillShow?(navigationController)
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        calls.append("didShow \(viewController.title ?? "?")")
    }
}

/// Counts how often an operation's completion and failure run.
@MainActor
final class OperationTally {
    private(set) var completions = 0
    private(set) var failures: [NavigationError] = []

    var completion: @MainActor () -> Void { { [self] in completions += 1 } }
    var failure: @MainActor (NavigationError) -> Void { { [self] error in failures.append(error) } }
    var settled: Bool { completions + failures.count > 0 }
}
#endif
