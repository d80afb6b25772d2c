import PageNavigation
import UIKit

/// The app's navigation controller: a subclass, as many apps have, that overrides a stack method and
/// makes itself the delegate, with the usual `didShow` (no `override`, no `super`: the library follows
/// the transition through an object of its own). Both run, and the library keeps working.
final class AppNavigationController: PageNavigationController, UINavigationControllerDelegate {
    /// Pages the app has shown, most recent last (a stand-in for analytics).
    private(set) var shownPages: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self  // legacy habit: the subclass's own delegate methods below are called
    }

    /// Every push goes through the engine; the app only adds its own bookkeeping.
    override func push(
        _ viewController: UIViewController, animated: Bool = true, removing: [PageTarget] = [],
        removingCurrent: Bool = false, completion: (@MainActor () -> Void)? = nil,
        failure: (@MainActor (NavigationError) -> Void)? = nil
    ) {
        super.push(
            viewController, animated: animated, removing: removing, removingCurrent: removingCurrent,
            completion: completion, failure: failure)
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        shownPages.append(viewController.title ?? String(describing: type(of: viewController)))
    }
}
