import PageNavigationCore

/// How an app's command went at the moment it was asked.
package enum CommandStart: Hashable, Sendable {
    /// It ran now: the stack changed (or its transition started).
    case ran
    /// It waits behind the transition in flight and runs, in order, when that ends.
    case queued
    /// The engine refused it at once (the root is on top, the page is not found, …); nothing changed.
    case refused
}

extension NavigationHost {
    /// Performs a pop that the platform's own pop API asked for (UIKit: `popViewController(animated:)`,
    /// `popToViewController(_:animated:)`, `popToRootViewController(animated:)`) and answers what that
    /// API returns: the pages the pop took off the stack now, top last; none when the pop waits behind a
    /// transition (it has popped nothing yet, and which pages it pops is known only when it runs);
    /// `nil` when it was refused.
    /// `completion` and `failure` are those of the library's own call that went through the platform's
    /// pop API (so that an app's override of it ran).
    package func performPlatformPop(
        _ command: NavigationCommand, completion: Platform.Completion? = nil, failure: Platform.Failure? = nil
    ) -> [Platform.Page]? {
        adoptPlatformStack()
        let before = platform.stack
        switch perform(command, bringing: [], completion: completion, failure: failure) {
        case .refused: return nil
        case .queued: return []
        case .ran:
            // The platform's stack changes when the pop starts (UIKit's `viewControllers` does).
            let remaining = platform.stack
            var popped: [Platform.Page] = []
            for page in before where !remaining.contains(where: { $0 === page }) { popped.append(page) }
            return popped
        }
    }
}
