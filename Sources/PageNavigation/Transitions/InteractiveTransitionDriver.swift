#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// The library's animator and the percent-driven interaction a finger moves, for one transition.
@MainActor
final class InteractiveTransitionDriver {
    let animator: PageTransitionAnimator
    private let interaction = UIPercentDrivenInteractiveTransition()

    init(plan: TransitionPlan, duration: TimeInterval) {
        animator = PageTransitionAnimator(plan: plan, duration: duration)
    }

    /// The interaction controller, when UIKit asks for the one that goes with `animationController`.
    func interaction(for animationController: any UIViewControllerAnimatedTransitioning)
        -> UIPercentDrivenInteractiveTransition?
    {
        animationController === animator ? interaction : nil
    }

    /// The finger moved the transition to `progress` (0…1, from the engine).
    func update(_ progress: Double) {
        interaction.update(CGFloat(progress))
    }

    /// The finger lifted: the transition runs to its end (`finish`) or back to its start.
    func release(finish: Bool) {
        if finish { interaction.finish() } else { interaction.cancel() }
    }
}
#endif
