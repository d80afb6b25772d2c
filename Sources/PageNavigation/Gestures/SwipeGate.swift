#if canImport(UIKit)
import PageNavigationCore
import PageNavigationHost
import UIKit

/// Ties the controller's swipe recognizers to the engine.
///
/// UIKit's own swipe-back recognizers — `interactivePopGestureRecognizer` and, on iOS 26,
/// `interactiveContentPopGestureRecognizer` — are tied only by failure requirements, as their headers
/// say ("This property should only be used to set up failure requirements with it"): each requires a
/// ``SwipeBlocker`` of the library's to fail. The gate is not their delegate and adds no targets to them,
/// so UIKit's own delegate keeps deciding for them (controls, maps, text, its own conflicts). The host
/// learns that a system swipe began when UIKit calls `popViewController(animated:)`, and follows it with
/// the transition coordinator.
///
/// The gate is the delegate and the target of the library's own pan (full-screen swipe-back before
/// iOS 26, interactive push everywhere).
@MainActor
final class SwipeGate: NSObject, UIGestureRecognizerDelegate {
    private unowned let controller: PageNavigationController
    /// The blocker in front of each system recognizer, at most one per role, in the order made (a list,
    /// not a dictionary keyed by role: one generic dictionary fewer in the binary).
    private var blockers: [SwipeBlocker] = []
    /// Whether the last event offered to the library's pan was a scroll (a trackpad's two-finger swipe,
    /// no touches) rather than touches.
    private var panIsScrolling = false

    init(controller: PageNavigationController) {
        self.controller = controller
        super.init()
    }

    /// Becomes the delegate and the target of the library's pan, and stands in front of the system's
    /// recognizers.
    func install(pan: UIPanGestureRecognizer) {
        pan.delegate = self
        pan.addTarget(self, action: #selector(panChanged(_:)))
        if #available(iOS 13.4, *) {
            // A two-finger swipe on a trackpad scrolls: it delivers scroll events, no touches.
            pan.allowedScrollTypesMask = .continuous
        }
        reclaim()
    }

    /// Stands in front of the system's recognizers the controller has now: UIKit may replace them. Not
    /// before the view loads, which makes them (and installs the pan).
    func reclaim() {
        guard controller.isViewLoaded else { return }
        // The system's swipe-back recognizers the controller has now, both read before either is taken.
        let edge = controller.interactivePopGestureRecognizer
        var content: UIGestureRecognizer?
        if #available(iOS 26.0, *) { content = controller.interactiveContentPopGestureRecognizer }
        if let edge { reclaim(edge, as: .edge) }
        if let content { reclaim(content, as: .content) }
    }

    /// Puts the role's blocker in front of `recognizer`, unless it already stands there.
    private func reclaim(_ recognizer: UIGestureRecognizer, as role: SwipeRole) {
        guard blocker(for: role)?.system !== recognizer else { return }
        let blocker = self.blocker(for: role) ?? makeBlocker(role)
        blocker.system = recognizer
        if blocker.view == nil { controller.view.addGestureRecognizer(blocker) }
        recognizer.require(toFail: blocker)
    }

    private func makeBlocker(_ role: SwipeRole) -> SwipeBlocker {
        let blocker = SwipeBlocker(role: role)
        // Weak: the blocker lives in the controller's view, which may outlive the controller.
        blocker.touchBegan = { [weak controller] timestamp, location in
            controller?.host.noteTouch(began: true, timestamp: timestamp, location: TouchPoint(location))
        }
        blocker.mayBegin = { [weak self] blocker, sample in
            guard let self, let system = blocker.system else { return true }
            return shouldBegin(system, sample: sample)
        }
        blockers.append(blocker)
        return blocker
    }

    private func blocker(for role: SwipeRole) -> SwipeBlocker? { blockers.first { $0.role == role } }

    /// The system's recognizers and their roles.
    var systemRecognizers: [(recognizer: UIGestureRecognizer, role: SwipeRole)] {
        blockers.compactMap { blocker in blocker.system.map { ($0, blocker.role) } }
    }

    private func role(of recognizer: UIGestureRecognizer) -> SwipeRole? {
        if recognizer === controller.panRecognizer { return .pan }
        for system in systemRecognizers where system.recognizer === recognizer { return system.role }
        return nil
    }

    /// The answer for one of the controller's swipe recognizers reporting `sample`: the engine's,
    /// through the host; `false` for any other recognizer. For a system recognizer, `true` only lets it
    /// go on: UIKit's own delegate still decides.
    @inline(never)
    func shouldBegin(_ recognizer: UIGestureRecognizer, sample: RecognizerSample) -> Bool {
        guard let role = role(of: recognizer) else { return false }
        if role.isSystem { return controller.host.systemSwipeMayBegin(recognizer, role: role, sample: sample) }
        return controller.host.swipeShouldBegin(recognizer, role: role, sample: sample)
    }

    // MARK: The library's pan

    /// The library's pan moved: it begins its swipe, reports its movement and its end.
    @objc private func panChanged(_ recognizer: UIPanGestureRecognizer) {
        let host = controller.host
        let sample = SwipeSampler.sample(recognizer, in: controller.view)
        switch recognizer.state {
        case .began: host.libraryPanBegan(recognizer)
        case .changed: host.swipeMoved(by: .library, sample)
        case .ended, .cancelled, .failed: host.swipeEnded(by: .library, sample)
        default: break
        }
    }

    /// Asks the engine (through the host) whether the pan's swipe begins; a trackpad's scroll is an
    /// indirect swipe, decided from where the pointer is.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        var sample = SwipeSampler.sample(gestureRecognizer, in: controller.view)
        sample.indirect = panIsScrolling && gestureRecognizer === controller.panRecognizer
        return shouldBegin(gestureRecognizer, sample: sample)
    }

    /// Notes each new touch, so that one touch sequence reaches the engine once, and where it went down.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        let location = touch.location(in: controller.view)
        controller.host.noteTouch(
            began: touch.phase == .began, timestamp: touch.timestamp, location: TouchPoint(x: location.x, y: location.y)
        )
        return true
    }

    /// A trackpad's two-finger scroll delivers no touches: each of its events while the pan has not
    /// begun (re)starts the sequence where the pointer is — the pan is asked once — and marks the swipe
    /// indirect; an event with touches marks it direct. Every event is received, as UIKit's default.
    @available(iOS 13.4, *)
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        guard gestureRecognizer.state == .possible else { return true }
        panIsScrolling = event.type == .scroll
        if panIsScrolling {
            let location = gestureRecognizer.location(in: controller.view)
            controller.host.noteTouch(
                began: true, timestamp: event.timestamp, location: TouchPoint(location), indirect: true)
        }
        return true
    }

    /// The pan waits for the system's recognizers: the edge region belongs to the system's swipe-back,
    /// and on iOS 26 the system's content swipe pops first. Not while they cannot begin (the host says
    /// when: the controller's delegate offers the animator methods).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        role(of: otherGestureRecognizer)?.isSystem == true && controller.host.libraryPanWaitsForSystemSwipes
    }

    /// Only the scroll views of the top page's content wait for the pan (which fails at once when the
    /// engine refuses, for instance on content scrolled away from its start or with gestures of its own),
    /// and only where the pan can start a swipe there (the host's rule: an interactive push, a pop the pan
    /// carries out). The navigation bar, its back button and its menu, and every other recognizer never wait.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard otherGestureRecognizer is UIPanGestureRecognizer, controller.host.scrollViewsWaitForLibraryPan,
            let scrollView = otherGestureRecognizer.view as? UIScrollView,
            let top = controller.topViewController?.viewIfLoaded
        else { return false }
        return scrollView.isDescendant(of: top)
    }
}
#endif
