#if canImport(UIKit)
import PageNavigation
import PageNavigationCore
import UIKit

/// The controller's operations for Objective-C, with Cocoa names. Each calls the Swift operation it
/// names, so behaviour is the Swift API's: every accepted operation calls `completion` once, when its
/// transition ends; a refused one calls `failure` with an `NSError` (domain
/// `PageNavigationController.errorDomain`, code a `PageNavigationErrorCode`) and changes nothing.
/// Hidden from Swift.
extension PageNavigationController {
    /// The domain of the errors `failure` blocks receive (the string `"PageNavigationErrorDomain"`;
    /// read it as `[PageNavigationController errorDomain]`).
    @objc(errorDomain)
    @available(swift, obsoleted: 1, message: "Objective-C only: failures are NavigationError")
    public class var objcErrorDomain: String { NavigationError.objectiveCDomain }

    /// Creates a controller whose stack holds `rootViewController`, with its own configuration
    /// (``init(rootViewController:configuration:)``).
    @objc(initWithRootViewController:configuration:)
    @available(swift, obsoleted: 1, message: "Objective-C only: use init(rootViewController:configuration:)")
    public convenience init(rootViewController: UIViewController, objcConfiguration: ObjCConfiguration) {
        self.init(rootViewController: rootViewController, configuration: objcConfiguration.value)
    }

    /// The app-wide settings of this controller (``configuration``), as a live view: setting one of its
    /// properties changes this controller's configuration. Assigning copies the configuration given.
    @objc(configuration)
    @available(swift, obsoleted: 1, message: "Objective-C only: use configuration")
    public var objcConfiguration: ObjCConfiguration {
        get { ObjCConfiguration(controller: self) }
        set { configuration = newValue.value }
    }

    /// Pushes a page and calls `completion` once it is on top
    /// (``push(_:animated:removing:removingCurrent:completion:failure:)``).
    @objc(pushViewController:animated:completion:)
    @available(swift, obsoleted: 1, message: "Objective-C only: use push(_:animated:completion:)")
    public func objcPush(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)?) {
        push(viewController, animated: animated, completion: ObjectiveCBridge.mainActor(completion))
    }

    /// Pushes a page; `failure` runs instead of `completion` when the push is refused.
    @objc(pushViewController:animated:completion:failure:)
    @available(swift, obsoleted: 1, message: "Objective-C only: use push(_:animated:completion:failure:)")
    public func objcPush(
        _ viewController: UIViewController, animated: Bool, completion: (() -> Void)?, failure: ((NSError) -> Void)?
    ) {
        push(
            viewController, animated: animated, completion: ObjectiveCBridge.mainActor(completion),
            failure: Self.failure(failure))
    }

    /// Pushes a page and, in the same transition, removes the pages `removing` matches and, when
    /// `removingCurrent` is `YES`, the page on top now (``push(_:animated:removing:removingCurrent:completion:failure:)``).
    @objc(pushViewController:removing:removingCurrent:animated:completion:failure:)
    @available(
        swift, obsoleted: 1,
        message: "Objective-C only: use push(_:animated:removing:removingCurrent:completion:failure:)"
    )
    public func objcPush(
        _ viewController: UIViewController, removing: [ObjCPageTarget], removingCurrent: Bool, animated: Bool,
        completion: (() -> Void)?, failure: ((NSError) -> Void)?
    ) {
        push(
            viewController, animated: animated, removing: removing.map(\.target), removingCurrent: removingCurrent,
            completion: ObjectiveCBridge.mainActor(completion), failure: Self.failure(failure)
        )
    }

    /// Pops the top page (``pop(animated:completion:failure:)``); refused on the root page.
    @objc(popViewControllerAnimated:completion:failure:)
    @available(swift, obsoleted: 1, message: "Objective-C only: use pop(animated:completion:failure:)")
    public func objcPop(animated: Bool, completion: (() -> Void)?, failure: ((NSError) -> Void)?) {
        pop(animated: animated, completion: ObjectiveCBridge.mainActor(completion), failure: Self.failure(failure))
    }

    /// Pops every page above the root (``popToRoot(animated:completion:failure:)``).
    @objc(popToRootViewControllerAnimated:completion:failure:)
    @available(swift, obsoleted: 1, message: "Objective-C only: use popToRoot(animated:completion:failure:)")
    public func objcPopToRoot(animated: Bool, completion: (() -> Void)?, failure: ((NSError) -> Void)?) {
        popToRoot(
            animated: animated, completion: ObjectiveCBridge.mainActor(completion), failure: Self.failure(failure))
    }

    /// Pops to `viewController`, a page below the top (``popTo(_:fallback:animated:completion:failure:)``).
    @objc(popToViewController:animated:completion:failure:)
    @available(swift, obsoleted: 1, message: "Objective-C only: use popTo(.page(viewController))")
    public func objcPopTo(
        _ viewController: UIViewController, animated: Bool, completion: (() -> Void)?, failure: ((NSError) -> Void)?
    ) {
        objcPerformPopTo(
            .page(viewController), fallback: .none, animated: animated, completion: completion, failure: failure)
    }

    /// Pops to the nearest page below the top whose class is exactly `viewControllerClass`; `fallback`
    /// says what happens when there is none (``popTo(_:fallback:animated:completion:failure:)``).
    @objc(popToViewControllerOfClass:fallback:animated:completion:)
    @available(swift, obsoleted: 1, message: "Objective-C only: use popTo(.type(…), fallback:)")
    public func objcPopTo(
        viewControllerClass: UIViewController.Type, fallback: ObjCPopFallback, animated: Bool, completion: (() -> Void)?
    ) {
        objcPerformPopTo(
            .type(viewControllerClass), fallback: fallback, animated: animated, completion: completion, failure: nil)
    }

    /// Pops to the nearest page below the top that `target` matches — a page, a class or a tag; `failure`
    /// runs when it is refused (``popTo(_:fallback:animated:completion:failure:)``).
    @objc(popToTarget:fallback:animated:completion:failure:)
    @available(swift, obsoleted: 1, message: "Objective-C only: use popTo(_:fallback:animated:completion:failure:)")
    public func objcPopTo(
        _ target: ObjCPageTarget, fallback: ObjCPopFallback, animated: Bool, completion: (() -> Void)?,
        failure: ((NSError) -> Void)?
    ) {
        objcPerformPopTo(
            target.target, fallback: fallback, animated: animated, completion: completion, failure: failure)
    }

    /// Pops to the nearest page below the top whose tag is `tag`; `fallback` says what happens when there
    /// is none (``popTo(_:fallback:animated:completion:failure:)``).
    @objc(popToViewControllerWithTag:fallback:animated:completion:)
    @available(swift, obsoleted: 1, message: "Objective-C only: use popTo(.tag(…), fallback:)")
    public func objcPopTo(tag: String, fallback: ObjCPopFallback, animated: Bool, completion: (() -> Void)?) {
        objcPerformPopTo(.tag(tag), fallback: fallback, animated: animated, completion: completion, failure: nil)
    }

    /// Removes `viewController` from the stack, at once and without animation
    /// (``remove(_:completion:failure:)-(PageTarget,_,_)``).
    @objc(removeViewController:completion:failure:)
    @available(swift, obsoleted: 1, message: "Objective-C only: use remove(.page(viewController))")
    public func objcRemove(_ viewController: UIViewController, completion: (() -> Void)?, failure: ((NSError) -> Void)?)
    {
        remove(
            .page(viewController), completion: ObjectiveCBridge.mainActor(completion), failure: Self.failure(failure))
    }

    /// Removes every page any of `targets` matches, at once and without animation; a refusal removes
    /// nothing (``remove(_:completion:failure:)-([PageTarget],_,_)``).
    @objc(removeTargets:completion:failure:)
    @available(swift, obsoleted: 1, message: "Objective-C only: use remove(_:completion:failure:)")
    public func objcRemove(targets: [ObjCPageTarget], completion: (() -> Void)?, failure: ((NSError) -> Void)?) {
        remove(
            targets.map(\.target), completion: ObjectiveCBridge.mainActor(completion), failure: Self.failure(failure))
    }

    /// Replaces the whole stack (``setStack(_:animated:completion:failure:)``).
    @objc(setViewControllers:animated:completion:failure:)
    @available(swift, obsoleted: 1, message: "Objective-C only: use setStack(_:animated:completion:failure:)")
    public func objcSetStack(
        _ viewControllers: [UIViewController], animated: Bool, completion: (() -> Void)?, failure: ((NSError) -> Void)?
    ) {
        setStack(
            viewControllers, animated: animated, completion: ObjectiveCBridge.mainActor(completion),
            failure: Self.failure(failure))
    }

    /// Asks to go back as the back button does: the top page's back handler decides (``requestBack()``).
    @objc(requestBack)
    @available(swift, obsoleted: 1, message: "Objective-C only: use requestBack()")
    @discardableResult
    public func objcRequestBack() -> ObjCBackRequestResult {
        Self.result(requestBack())
    }

    /// Asks to go back to `viewController`, a page below the top, as the back button's menu does
    /// (``requestBack(to:)``).
    @objc(requestBackToViewController:)
    @available(swift, obsoleted: 1, message: "Objective-C only: use requestBack(to:)")
    @discardableResult
    public func objcRequestBack(to viewController: UIViewController) -> ObjCBackRequestResult {
        Self.result(requestBack(to: viewController))
    }

    @available(swift, obsoleted: 1)
    private func objcPerformPopTo(
        _ target: PageTarget, fallback: ObjCPopFallback, animated: Bool, completion: (() -> Void)?,
        failure: ((NSError) -> Void)?
    ) {
        popTo(
            target, fallback: fallback == .pop ? .pop : .none, animated: animated,
            completion: ObjectiveCBridge.mainActor(completion), failure: Self.failure(failure)
        )
    }

    private static func failure(_ block: ((NSError) -> Void)?) -> (@MainActor (NavigationError) -> Void)? {
        guard let block else { return nil }
        nonisolated(unsafe) let call = block
        return { error in call(error.nsError) }
    }

    @available(swift, obsoleted: 1)
    private static func result(_ result: BackRequestResult) -> ObjCBackRequestResult {
        switch result {
        case .leaves: .leaves
        case .denied: .denied
        case .confirmationRequested: .confirmationRequested
        case .webBack: .webBack
        case .ignored: .ignored
        case .refused: .refused
        case .queued: .queued
        }
    }
}
#endif
