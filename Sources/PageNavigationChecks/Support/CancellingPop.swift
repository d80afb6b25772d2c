#if canImport(UIKit)
import PageNavigation
import UIKit

/// An app's interactive pop that it cancels partway, as a swipe released too early is: an animator that
/// slides the page away and a percent-driven interaction the check moves and cancels.
@MainActor
final class CancellingPop: NSObject, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning {
    let interaction = UIPercentDrivenInteractiveTransition()
    /// Called from `willShow`, while the transition is in flight.
    var duringWillShow: ((UINavigationController) -> Void)?

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        duringWillShow?(navigationController)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .pop ? self : nil
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }

    /// Becomes `nav`'s delegate, pops its top page through this transition, moves it to `progress`,
    /// runs `whileRunning`, cancels it and waits until it ended; returns the pop's completions and failures.
    func popAndCancel(
        _ nav: PageNavigationController, at progress: CGFloat, on stage: CheckStage,
        whileRunning: () throws -> Void = {}
    ) async throws -> OperationTally {
        nav.delegate = self
        let tally = OperationTally()
        nav.pop(animated: true, completion: tally.completion, failure: tally.failure)
        try await stage.wait("the pop's transition starts") { nav.transitionCoordinator != nil }
        interaction.update(progress)
        await stage.settle()
        try whileRunning()
        interaction.cancel()
        try await stage.wait("the cancelled pop ends") { tally.settled && nav.transitionCoordinator == nil }
        await stage.settle()
        return tally
    }

    nonisolated func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    { 0.3 }

    nonisolated func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        MainActor.assumeIsolated {
            guard let from = transitionContext.view(forKey: .from), let to = transitionContext.view(forKey: .to) else {
                return transitionContext.completeTransition(false)
            }
            let container = transitionContext.containerView
            to.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            container.insertSubview(to, belowSubview: from)
            let width = container.bounds.width
            UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear) {
                from.transform = CGAffineTransform(translationX: width, y: 0)
            } completion: { _ in
                from.transform = .identity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }
}
#endif
