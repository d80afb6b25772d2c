#if canImport(UIKit)
import PageNavigationCore
import PageNavigationHost
import UIKit

extension PageNavigationController {
    /// Pushes `viewController` through the navigation engine (queued behind a transition in flight).
    /// Same as ``push(_:animated:removing:removingCurrent:completion:failure:)`` without callbacks.
    open override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if takeUserChange() { return super.pushViewController(viewController, animated: animated) }
        enginePush(viewController, animated: animated, takeParkedCall())
    }

    /// Pops the top page through the navigation engine. When the system's own swipe-back recognizer
    /// is starting its interactive pop, UIKit's pop runs as usual and the engine follows the swipe; when
    /// the engine refuses a swipe that began without asking it (the app replaced the recognizer's
    /// delegate), the page's back handler runs and UIKit's pop is cancelled as it starts.
    ///
    /// - Returns: the page the pop removed, when it ran now; `nil` when it was refused (the root is on
    ///   top) or waits behind a transition in flight (it pops the page on top when it runs, which may be
    ///   another page by then).
    open override func popViewController(animated: Bool) -> UIViewController? {
        if takeUserChange() { return super.popViewController(animated: animated) }
        let call = takeParkedCall()
        switch host.systemPopStarting() {
        case .follow, .cancel:
            // A swipe the engine refused is cancelled as its pop starts (the host's `willShow`): UIKit's
            // recognizer began, and a pop refused without a transition leaves UIKit stuck (UIKitBehavior
            // row 11).
            return super.popViewController(animated: animated)
        case .notASwipe:
            return performPlatformPop(.pop(animated: animated), call)?.last
        }
    }

    /// Pops to `viewController` through the navigation engine.
    ///
    /// - Returns: the pages the pop removed, when it ran now; an empty array when it waits behind a
    ///   transition in flight; `nil` when it was refused (`viewController` is not below the top).
    open override func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        if takeUserChange() { return super.popToViewController(viewController, animated: animated) }
        let call = takeParkedCall()
        return performPlatformPop(.popTo(.page(viewController.pageNavigation.id), animated: animated), call)
    }

    /// Pops to the root page through the navigation engine.
    ///
    /// - Returns: the pages the pop removed, when it ran now; an empty array when it waits behind a
    ///   transition in flight; `nil` when it was refused (the root is on top).
    open override func popToRootViewController(animated: Bool) -> [UIViewController]? {
        if takeUserChange() { return super.popToRootViewController(animated: animated) }
        let call = takeParkedCall()
        return performPlatformPop(.popToRoot(animated: animated), call)
    }

    /// Replaces the stack through the navigation engine. Same as ``setStack(_:animated:completion:failure:)``
    /// without callbacks, except that an empty stack is accepted: UIKit empties a navigation controller
    /// when it moves its pages to another one (a collapsing split view moves the secondary column's pages
    /// onto the primary column's controller), and the engine then forgets the pages; the next push or
    /// stack change starts a new stack. See <doc:TabBarsAndSplitViews>.
    open override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard !viewControllers.isEmpty else { return acceptEmptyStack() }
        if takeUserChange() { return super.setViewControllers(viewControllers, animated: animated) }
        engineSetStack(viewControllers, animated: animated, takeParkedCall())
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

    /// The host's pop for UIKit's pop methods, with the callbacks the library's call parked: one copy of
    /// the call for the three of them (`@inline(never)`).
    @inline(never)
    private func performPlatformPop(_ command: NavigationCommand, _ call: ParkedCall) -> [UIViewController]? {
        host.performPlatformPop(command, completion: call.completion, failure: call.failure)
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
    @inline(never)
    private func barVisibilityChanged(_ hidden: Bool) {
        guard hostIsMade, !host.platform.isWritingBar else { return }
        host.barHiddenByPlatform(hidden)
    }

    /// Your navigation controller delegate, as on a plain `UINavigationController`: weak, and called as
    /// UIKit calls its delegate — each optional method only when your delegate implements it. UIKit's
    /// real delegate is an object of the library's that follows every transition first and then calls
    /// yours, so a subclass that sets `delegate = self` and implements `navigationController(_:didShow:animated:)`
    /// without calling anything else skips nothing. Code that saves the delegate, sets its own and later
    /// puts the saved one back (a transition library) gets and restores your delegate.
    ///
    /// When your delegate implements `navigationController(_:animationControllerFor:from:to:)`, UIKit's
    /// own swipe-back recognizers stop working (UIKit does that for any delegate that implements it); the
    /// library's pan then carries swipe-back, from the edge and, on iOS 26, from the content.
    open override var delegate: (any UINavigationControllerDelegate)? {
        get { relay.appDelegate }
        set {
            relay.appDelegate = newValue
            // UIKit reads what the delegate offers only when it is set: it is set again now.
            if hostIsMade { host.appDelegateChanged() } else { reinstallRelay() }
        }
    }

    // MARK: UIKit's own stack operations, for the host

    /// The stack as UIKit holds it.
    var systemViewControllers: [UIViewController] { super.viewControllers }

    /// Sets the stack with UIKit, bypassing the engine.
    func systemSetViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        super.setViewControllers(viewControllers, animated: animated)
    }

    /// Sets UIKit's own delegate of the controller (the library's relay, or `nil` before setting it again).
    func setSystemDelegate(_ delegate: (any UINavigationControllerDelegate)?) {
        super.delegate = delegate
    }
}
#endif
