#if canImport(UIKit)
import PageNavigationCore
import PageNavigationHost
import UIKit

/// What the package's other UIKit modules (the SwiftUI layer) need from the controller beyond its public
/// API: the settled stack, and engine commands with matchers of any kind.
extension PageNavigationController {
    /// The pages of the stack as the engine has them settled, root first: during a transition, the stack
    /// before it (a transition changes it when it ends).
    package var settledPageIDs: [PageID] {
        host.adoptPlatformStack()
        return host.engine?.pages.map(\.id) ?? []
    }

    /// Performs an engine command that brings `viewControllers` into the stack. Every command of the
    /// controller goes through here: one copy of the call (`@inline(never)`).
    @inline(never)
    package func perform(
        _ command: NavigationCommand, bringing viewControllers: [UIViewController],
        completion: (@MainActor () -> Void)?, failure: (@MainActor (NavigationError) -> Void)?
    ) {
        host.perform(command, bringing: viewControllers, completion: completion, failure: failure)
    }
}

extension UIViewController {
    /// The page as the engine sees it: identity, type name, tag and settings.
    package var enginePage: Page { corePage }
}
#endif
