#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// The animation of the library's interactive transitions (full-screen swipe-back before iOS 26, a
/// swipe-back UIKit refuses, interactive push), made to look like the system's push and pop of the
/// running generation (``/PageNavigationCore/TransitionLook``): the pages move as the engine's plan draws them — the upper
/// page a full width, the lower one a third (parallax); mirrored in right-to-left layouts. Before
/// iOS 26 the lower page dims, the upper one casts a shadow along its back edge and a tab bar that one
/// page hides travels with the other; on iOS 26 none of these is drawn and the floating tab bar is
/// left to UIKit, as in the system's own transitions.
///
/// It is interruptible: `interruptibleAnimator(using:)` returns one `UIViewPropertyAnimator` for the
/// whole transition, as Apple's documentation asks, so the percent-driven interaction drives it and
/// UIKit can continue it from wherever the finger let go. Whatever the outcome, the pages are left with
/// no transform, and the container with no shadow or dimming view.
@MainActor
final class PageTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let plan: TransitionPlan
    /// What is drawn besides the moving pages.
    let look: TransitionLook
    private let duration: TimeInterval
    private var animator: UIViewPropertyAnimator?

    /// `look` defaults to the running generation's, cross-fading when the user prefers cross-fade
    /// transitions (`UIAccessibilityPrefersCrossFadeTransitions()`, iOS 14+, UIAccessibility.h).
    @inline(never)
    init(
        plan: TransitionPlan, duration: TimeInterval,
        look: TransitionLook = BarGeneration.running.transitionLook(
            prefersCrossFade: UIAccessibility.prefersCrossFadeTransitions)
    ) {
        self.plan = plan
        self.duration = duration
        self.look = look
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    /// The one animator of this transition.
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        if let animator { return animator }
        let animator = makeAnimator(transitionContext)
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }

    private func makeAnimator(_ context: any UIViewControllerContextTransitioning) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .linear)
        guard let fromController = context.viewController(forKey: .from),
            let toController = context.viewController(forKey: .to)
        else {
            animator.addAnimations {}
            animator.addCompletion { _ in context.completeTransition(!context.transitionWasCancelled) }
            return animator
        }
        let fromView: UIView = fromController.view
        let toView: UIView = toController.view
        let container = context.containerView
        toView.frame = context.finalFrame(for: toController)
        switch plan.kind {
        case .push: container.addSubview(toView)
        case .pop: container.insertSubview(toView, belowSubview: fromView)
        }
        let (lower, upper) = plan.kind == .pop ? (toView, fromView) : (fromView, toView)
        let dimming = look.dimsLowerPage ? UIView(frame: container.bounds) : nil
        if let dimming {
            dimming.backgroundColor = UIColor(white: 0, alpha: 0.1)
            dimming.isUserInteractionEnabled = false
            container.insertSubview(dimming, aboveSubview: lower)
        }
        let shadow = look.castsEdgeShadow ? EdgeShadow(under: upper, in: container, direction: plan.direction) : nil

        let start = plan.frame(at: 0)
        let end = plan.frame(at: 1)
        let (fromAlpha, toAlpha) = (fromView.alpha, toView.alpha)
        let upperAlpha = upper.alpha
        if look.crossFades {
            // Reduce Motion: the pages stay in place and only the upper page fades (in on a push, out on a
            // pop) over the lower one, which stays opaque: fading both would let what is behind the
            // container show through half way.
            if plan.kind == .push { upper.alpha = 0 }
        } else {
            fromView.transform = CGAffineTransform(translationX: start.fromPageOffset, y: 0)
            toView.transform = CGAffineTransform(translationX: start.toPageOffset, y: 0)
            shadow?.follow(upper)
        }
        // After the pages are in their start positions: the carrier's snapshot updates the screen
        // (`afterScreenUpdates: true`), which would otherwise show the arriving page in its final place.
        let tabBar = look.carriesTabBar ? TabBarCarrier(from: fromController, to: toController) : nil
        dimming?.alpha = plan.kind == .pop ? 1 : 0
        let dimmingEnd: CGFloat = plan.kind == .pop ? 0 : 1
        let crossFades = look.crossFades
        let upperEndAlpha: CGFloat = plan.kind == .push ? upperAlpha : 0
        animator.addAnimations {
            if crossFades {
                upper.alpha = upperEndAlpha
            } else {
                fromView.transform = CGAffineTransform(translationX: end.fromPageOffset, y: 0)
                toView.transform = CGAffineTransform(translationX: end.toPageOffset, y: 0)
                shadow?.follow(upper)
            }
            dimming?.alpha = dimmingEnd
        }
        animator.addCompletion { _ in
            let finished = !context.transitionWasCancelled
            fromView.transform = .identity
            toView.transform = .identity
            fromView.alpha = fromAlpha
            toView.alpha = toAlpha
            dimming?.removeFromSuperview()
            shadow?.remove()
            if !finished { toView.removeFromSuperview() }
            context.completeTransition(finished)
            // After UIKit has put its tab bar where the outcome wants it (hidden again after a cancel):
            // its opacity back before that would show it for a frame (a flash), in the wrong place.
            tabBar?.end()
        }
        return animator
    }
}

/// The shadow the upper page casts along its back edge while it moves, like the system's. It is drawn by
/// a view of its own in the container, just below the upper page and moving with it, not by the page's
/// layer: a layer that clips its content (`masksToBounds`: every table view, any view with
/// `clipsToBounds`) draws no shadow, and the page's own layer settings stay untouched.
@MainActor
private struct EdgeShadow {
    private let view = UIView()

    init(under upper: UIView, in container: UIView, direction: LayoutDirection) {
        view.isUserInteractionEnabled = false
        view.isAccessibilityElement = false
        view.frame = upper.frame
        let layer = view.layer
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.12
        layer.shadowRadius = 6
        layer.shadowOffset = CGSize(width: direction == .leftToRight ? -3 : 3, height: 0)
        // A shadow path draws the shadow of the page's rectangle although the view draws no content.
        layer.shadowPath = UIBezierPath(rect: view.bounds).cgPath
        container.insertSubview(view, belowSubview: upper)
    }

    /// Moves with the upper page (inside the animator's animations, along with it).
    func follow(_ upper: UIView) {
        view.transform = upper.transform
    }

    func remove() {
        view.removeFromSuperview()
    }
}

/// When a transition moves between a page that hides the tab bar (`hidesBottomBarWhenPushed`) and one
/// that shows it, the tab bar travels with the page that shows it, as in the system's push and pop,
/// instead of appearing or vanishing at once: a snapshot of it rides on that page while the real one is
/// transparent; its opacity comes back once the transition completed.
///
/// UIKit animates the tab bar by itself in a custom interactive transition (Apple Developer Forums
/// thread 828318; jrsaruo/MediaViewer PR #42 removes those animations): left running under the snapshot,
/// that animation shows through a cancel as a flash, and repeated cancels leave a tab bar without its
/// buttons. So the carrier stops UIKit's animation of the tab bar first, snapshots the tab bar as it is
/// on screen after that (`afterScreenUpdates: true`: the state UIKit's model holds, not a frame of its
/// animation), and gives the opacity back only after `completeTransition(_:)` returned, when UIKit has
/// put the tab bar where the outcome wants it.
@MainActor
private struct TabBarCarrier {
    private let tabBar: UITabBar?
    private let snapshot: UIView?
    private let alpha: CGFloat

    init(from: UIViewController, to: UIViewController) {
        let showing = Self.showsTabBar(to) ? to : Self.showsTabBar(from) ? from : nil
        guard let showing, Self.showsTabBar(from) != Self.showsTabBar(to),
            let tabBar = showing.tabBarController?.tabBar, let superview = tabBar.superview
        else {
            (tabBar, snapshot, alpha) = (nil, nil, 1)
            return
        }
        // UIKit's own slide of the tab bar (CALayer.removeAllAnimations, on the bar and what it draws).
        Self.stopAnimations(of: tabBar)
        guard let snapshot = tabBar.snapshotView(afterScreenUpdates: true) else {
            (self.tabBar, self.snapshot, alpha) = (nil, nil, 1)
            return
        }
        snapshot.frame = superview.convert(tabBar.frame, to: showing.view)
        showing.view.addSubview(snapshot)
        (self.tabBar, self.snapshot, alpha) = (tabBar, snapshot, tabBar.alpha)
        tabBar.alpha = 0
    }

    private static func stopAnimations(of view: UIView) {
        view.layer.removeAllAnimations()
        view.subviews.forEach(stopAnimations(of:))
    }

    /// Whether the tab bar shows while `page` is on top: its own choice, else UIKit's rule for the pages
    /// up to it (``/PageNavigationCore/TabBarVisibility/resolved(for:)``). During a pop the leaving page is no longer in the
    /// stack UIKit reports: it sits above it.
    private static func showsTabBar(_ page: UIViewController) -> Bool {
        // The settings of the stack's pages up to the first that is `page` (`==`, as `firstIndex(of:)`
        // finds it), else of the whole stack and of `page` above it; in stack order, in one pass.
        var settings: [PageSettings] = []
        var found = false
        for candidate in page.navigationController?.viewControllers ?? [] {
            settings.append(candidate.pageNavigation.settings)
            if candidate == page {
                found = true
                break
            }
        }
        if !found { settings.append(page.pageNavigation.settings) }
        return TabBarVisibility.resolved(for: settings) == .shown
    }

    /// Takes the snapshot away and gives the tab bar its opacity back; call it after `completeTransition(_:)`.
    func end() {
        snapshot?.removeFromSuperview()
        tabBar?.alpha = alpha
    }
}
#endif
