#if canImport(UIKit)
import UIKit

/// A transition context of the checks' own, as UIKit builds one for a navigation transition: a
/// container view over the screen holding the page leaving, the two pages, their final frames; it
/// records whether (and how) the animator completed the transition.
@MainActor
final class CheckTransitionContext: NSObject, UIViewControllerContextTransitioning {
    let containerView: UIView
    private let from: UIViewController
    private let to: UIViewController
    /// What the animator passed to `completeTransition(_:)`, once it did.
    private(set) var completed: Bool?
    /// Whether the transition reports itself cancelled (`transitionWasCancelled`), as after a swipe let go early.
    var cancelled = false
    /// Runs inside `completeTransition(_:)`, before it returns.
    var whileCompleting: ((Bool) -> Void)?

    /// A context for a transition from `from` (moved into the container, as UIKit does) to `to`, in a
    /// container laid over `host`.
    init(from: UIViewController, to: UIViewController, over host: UIView) {
        self.from = from
        self.to = to
        containerView = UIView(frame: host.bounds)
        super.init()
        host.addSubview(containerView)
        from.view.frame = containerView.bounds
        containerView.addSubview(from.view)
    }

    var isAnimated: Bool { true }
    var isInteractive: Bool { true }
    var transitionWasCancelled: Bool { cancelled }
    var presentationStyle: UIModalPresentationStyle { .none }
    var targetTransform: CGAffineTransform { .identity }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}
    func pauseInteractiveTransition() {}
    func completeTransition(_ didComplete: Bool) {
        whileCompleting?(didComplete)
        completed = didComplete
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from
        case .to: to
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: from.view
        case .to: to.view
        default: nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect { vc === from ? containerView.bounds : .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { vc === to ? containerView.bounds : .zero }
}
#endif
