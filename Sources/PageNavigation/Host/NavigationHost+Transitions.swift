#if canImport(UIKit)
import PageNavigationCore
import UIKit

extension NavigationHost {
    /// UIKit is about to show a page (the navigation controller delegate's `willShow`). Starts, for the
    /// engine, a system swipe that is beginning; then runs the looks of the engine's transition alongside
    /// UIKit's: the bar's visibility, its tint, the status bar and, when the plan asks for them, fake bars.
    func willShow(_ viewController: UIViewController, animated: Bool) {
        beginPendingSystemSwipe()
        guard let plan = engine?.transition?.plan, let coordinator = controller.transitionCoordinator else { return }
        controller.setNavigationBarHidden(plan.toStyle.hidden, animated: animated)
        switch plan.strategy {
        case .fakeBars:
            fakeBars = FakeBarSession(plan: plan, host: self)
        case .shared:
            fakeBars = nil
        }
        let tint = plan.toStyle.tint.uiColor
        coordinator.animate(
            alongsideTransition: { [weak self] _ in
                guard let self else { return }
                self.controller.navigationBar.tintColor = tint
                self.controller.setNeedsStatusBarAppearanceUpdate()
                self.fakeBars?.layout()
            },
            completion: { [weak self] context in
                self?.transitionDidEnd(cancelled: context.isCancelled)
            }
        )
    }

    /// UIKit's transition ended, finished or (an interactive one) cancelled: tell the engine, which
    /// commits it — or restores exactly the look the page had — and runs what was queued.
    func transitionDidEnd(cancelled: Bool) {
        activeSwipe = nil
        interactiveTransition = nil
        fakeBars?.remove()
        fakeBars = nil
        send(.transitionEnded(finished: !cancelled))
        reconcile()
    }
}
#endif
