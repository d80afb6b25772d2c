#if canImport(UIKit)
import PageNavigationCore
import PageNavigationHost
import UIKit

/// The app's own overrides of the stack methods.
///
/// A base navigation controller overrides `pushViewController(_:animated:)` or
/// `popViewController(animated:)` to set `hidesBottomBarWhenPushed`, guard against a double push or
/// count screens (APPS.md). UIKit calls those methods for the app's calls and for its own back button
/// and swipe; the library keeps both:
/// - the library's methods with callbacks (`push(_:animated:…completion:failure:)`, `pop`, `popToRoot`,
///   `popTo(.page(…))`, `setStack`, and their Objective-C names) call the overridable method, the
///   override calls `super`, and the library's override takes the callbacks that were parked for it;
/// - a change the user starts (a back tap, a confirmed back, the back button's menu, the library's
///   swipe, an interactive push) goes through the method UIKit would call (`AppStackSelector`), and the
///   library's override, called by the app's `super`, lets UIKit make the change.
///
/// An override that does not call `super` declines the change, as in a plain `UINavigationController`:
/// the library's callbacks then get ``/PageNavigationCore/NavigationError/cancelled``.
extension PageNavigationController {
    /// The callbacks and options of a library call, parked while the overridable method runs.
    struct ParkedCall {
        var removing: [PageTarget] = []
        var removingCurrent = false
        var completion: (@MainActor () -> Void)?
        var failure: (@MainActor (NavigationError) -> Void)?
    }

    /// Runs `call` (the overridable method) with `parked` waiting for the library's override; when the
    /// app's override did not call `super`, the callbacks hear that nothing changed. Called again from
    /// inside an override (one that calls the library's `push(_:…completion:)` instead of `super`), it
    /// runs `direct` — the library's own path — so that nothing loops.
    @inline(never)  // one copy for its five callers
    func throughOverride(_ parked: ParkedCall, _ call: () -> Void, direct: (ParkedCall) -> Void) {
        guard !insideOverride else { return direct(parked) }
        insideOverride = true
        parkedCall = parked
        call()
        if let declined = parkedCall { declined.failure?(.cancelled) }
        parkedCall = nil
        insideOverride = false
    }

    /// Takes the callbacks parked for the library's override (none when the app called it itself).
    @inline(never)
    func takeParkedCall() -> ParkedCall {
        defer { parkedCall = nil }
        return parkedCall ?? ParkedCall()
    }

    /// Makes a change the user started through the app's overridable method `selector`: the library's
    /// override, reached through the app's `super`, lets UIKit make it
    /// (`systemSetViewControllers(_:animated:)` and UIKit's own methods).
    func setStackThroughOverride(_ pages: [UIViewController], animated: Bool, selector: AppStackSelector) {
        carryingOutUserChange = true
        defer { carryingOutUserChange = false }
        switch selector {
        case .push: pages.last.map { pushViewController($0, animated: animated) }
        case .pop: _ = popViewController(animated: animated)
        case .popToRoot: _ = popToRootViewController(animated: animated)
        case .popTo: pages.last.map { _ = popToViewController($0, animated: animated) }
        case .setViewControllers: setViewControllers(pages, animated: animated)
        }
    }

    /// Whether the library's override is reached from a user change it carries out: it lets UIKit make it.
    /// Taken once, so that a second call from the app's override is the app's own.
    func takeUserChange() -> Bool {
        defer { carryingOutUserChange = false }
        return carryingOutUserChange
    }
}
#endif
