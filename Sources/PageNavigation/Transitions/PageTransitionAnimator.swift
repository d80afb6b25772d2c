#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// The animation of the library's interactive transitions (full-screen swipe-back before iOS 26,
/// interactive push): the pages move as the engine's plan draws them — the incoming page a full width,
/// the outgoing one a third, like the system's push and pop, mirrored in right-to-left layouts.
@MainActor
final class PageTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let plan: TransitionPlan
    private let duration: TimeInterval

    init(plan: TransitionPlan, duration: TimeInterval) {
        self.plan = plan
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromController = transitionContext.viewController(forKey: .from),
              let toController = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let fromView: UIView = fromController.view
        let toView: UIView = toController.view
        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toController)
        switch plan.kind {
        case .push: container.addSubview(toView)
        case .pop: container.insertSubview(toView, belowSubview: fromView)
        }
        let start = plan.frame(at: 0)
        let end = plan.frame(at: 1)
        fromView.transform = CGAffineTransform(translationX: start.fromPageOffset, y: 0)
        toView.transform = CGAffineTransform(translationX: start.toPageOffset, y: 0)
        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveLinear],
            animations: {
                fromView.transform = CGAffineTransform(translationX: end.fromPageOffset, y: 0)
                toView.transform = CGAffineTransform(translationX: end.toPageOffset, y: 0)
            },
            completion: { _ in
                fromView.transform = .identity
                toView.transform = .identity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        )
    }
}
#endif
