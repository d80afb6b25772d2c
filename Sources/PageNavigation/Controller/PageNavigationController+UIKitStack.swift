#if canImport(UIKit)
import PageNavigationCore
import PageNavigationHost
import UIKit

extension PageNavigationController {
    /// Pushes `viewController` through the navigation engine (queued behind a transition in flight).
    /// Same as ``push(_:animated:removing:removingCurrent:completion:failure:)`` without callbacks.
    open override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        push(viewController, animated: animated)
    }

    /// Pops the top page through the navigation engine. When the system's own swipe-back recognizer
    /// is starting its interactive pop, UIKit's pop runs as usual and the engine follows the swipe; when
    /// the engine refuses a swipe that began without asking it (the app replaced the recognizer's
    /// delegate), nothing pops, the page's back handler runs and the swipe is cancelled.
    ///
    /// - Returns: the page the pop removed, when it ran now; `nil` when it was refused (the root is on
    ///   top) or waits behind a transition in flight (it pops the page on top when it runs, which may be
    ///   another page by then).
    open override func popViewController(animated: Bool) -> UIViewController? {
        switch host.systemPopStarting() {
        case .follow:
            return super.popViewController(animated: animated)
        case .refuse:
            return nil
        case .notASwipe:
            return host.performPlatformPop(.pop(animated: animated))?.last
        }
    }

    /// Pops to `viewController` through the navigation engine.
    ///
    /// - Returns: the pages the pop removed, when it ran now; an empty array when it waits behind a
    ///   transition in flight; `nil` when it was refused (`viewController` is not below the top).
    open override func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        host.performPlatformPop(.popTo(.page(viewController.pageNavigation.id), animated: animated))
    }

    /// Pops to the root page through the navigation engine.
    ///
    /// - Returns: the pages the pop removed, when it ran now; an empty array when it waits behind a
    ///   transition in flight; `nil` when it was refused (the root is on top).
    open override func popToRootViewController(animated: Bool) -> [UIViewController]? {
        host.performPlatformPop(.popToRoot(animated: animated))
    }

    /// Replaces the stack through the navigation engine. Same as ``setStack(_:animated:completion:failure:)``
    /// without callbacks, except that an empty stack is accepted: UIKit empties a navigation controller
    /// when it moves its pages to another one (a collapsing split view moves the secondary column's pages
    /// onto the primary column's controller), and the engine then forgets the pages; the next push or
    /// stack change starts a new stack. See <doc:TabBarsAndSplitViews>.
    open override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard !viewControllers.isEmpty else { return acceptEmptyStack() }
        setStack(viewControllers, animated: animated)
    }

    /// The pages of the stack, root first; setting it replaces the stack without animation (an empty one
    /// as ``setViewControllers(_:animated:)`` does).
    open override var viewControllers: [UIViewController] {
        get { super.viewControllers }
        set {
            guard !newValue.isEmpty else { return acceptEmptyStack() }
            setStack(newValue, animated: false)
        }
    }

    /// UIKit's stack becomes empty and the engine forgets its pages.
    private func acceptEmptyStack() {
        systemSetViewControllers([], animated: false)
        host.reconcile()
    }

    /// Shows or hides the bar. The bar's visibility belongs to the page on screen: a call that does not
    /// come from the library — UIKit's own (`hidesBarsOnSwipe`, `hidesBarsOnTap`, a search controller's
    /// `hidesNavigationBarDuringPresentation`, SwiftUI's `.toolbar(.hidden)`) or the app's — becomes that
    /// page's `hidden`, kept after transitions and restored when the page shows again, until the page
    /// sets `pageNavigation.bar.hidden` itself.
    open override func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        super.setNavigationBarHidden(hidden, animated: animated)
        barVisibilityChanged(hidden)
    }

    /// Whether the bar is hidden; setting it outside the library is the page's own choice, as for
    /// ``setNavigationBarHidden(_:animated:)``.
    open override var isNavigationBarHidden: Bool {
        get { super.isNavigationBarHidden }
        set {
            super.isNavigationBarHidden = newValue
            barVisibilityChanged(newValue)
        }
    }

    /// Tells the host when the bar's visibility changed outside the library. Before the host exists
    /// (UIKit's initializers, a storyboard) nothing is told: the host reads the bar when it is made.
    private func barVisibilityChanged(_ hidden: Bool) {
        guard hostIsMade, !host.platform.isWritingBar else { return }
        host.barHiddenByPlatform(hidden)
    }

    /// The controller itself (UIKit's real delegate). Setting it sets ``navigationDelegate``, to which
    /// every delegate call is forwarded.
    ///
    /// Code that saves the delegate, sets its own and later puts the saved one back (a transition
    /// library, a coordinator) reads the controller and writes it back: writing the controller itself
    /// brings back the delegate that the latest change replaced, so the app's delegate is not lost.
    /// Nested save-and-restore pairs unwind in order. While such code is installed, the calls it
    /// forwards to the delegate it saved (the controller) reach the delegate it replaced, once, as in a
    /// plain `UINavigationController`; they never loop back into it.
    open override var delegate: (any UINavigationControllerDelegate)? {
        get { super.delegate }
        set {
            if newValue === self {
                navigationDelegate = replacedDelegates.popLast()?.delegate
            } else if newValue !== navigationDelegate {
                replacedDelegates.append(ReplacedDelegate(delegate: navigationDelegate))
                if replacedDelegates.count > ReplacedDelegate.limit { replacedDelegates.removeFirst() }
                navigationDelegate = newValue
            }
        }
    }

    // MARK: UIKit's own stack operations, for the host

    /// The stack as UIKit holds it.
    var systemViewControllers: [UIViewController] { super.viewControllers }

    /// Sets the stack with UIKit, bypassing the engine.
    func systemSetViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        super.setViewControllers(viewControllers, animated: animated)
    }

    /// Re-installs the controller as UIKit's delegate so that UIKit asks again which optional
    /// methods it implements (they depend on ``navigationDelegate``).
    func refreshDelegate() {
        super.delegate = nil
        super.delegate = self
    }
}
#endif
