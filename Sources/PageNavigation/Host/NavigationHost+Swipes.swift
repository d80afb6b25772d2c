#if canImport(UIKit)
import PageNavigationCore
import UIKit

extension NavigationHost {
    /// Installs the library's pan and becomes the delegate of the system's swipe-back recognizers.
    func installGestures() {
        panRecognizer.maximumNumberOfTouches = 1
        panRecognizer.addTarget(self, action: #selector(panChanged(_:)))
        controller.view.addGestureRecognizer(panRecognizer)
        gate.attach(panRecognizer, as: .pan)
        controller.interactivePopGestureRecognizer.map { gate.attach($0, as: .edge) }
        if #available(iOS 26.0, *) {
            controller.interactiveContentPopGestureRecognizer.map { gate.attach($0, as: .content) }
        }
    }

    /// Whether the library's pan carries out full-screen swipe-backs: before iOS 26 only; from iOS 26
    /// the system's content swipe does.
    var libraryPops: Bool {
        if #available(iOS 26.0, *) { return false }
        return true
    }

    /// Whether `recognizer` may begin: the engine decides. A refused swipe is sent to the engine at once
    /// (it names the reason, or runs the page's back handler: deny, confirm, web history); an accepted
    /// one waits until the recognizer really begins.
    func swipeShouldBegin(_ recognizer: UIGestureRecognizer, role: SwipeRole) -> Bool {
        guard hasStack, touchSequence.isOpen else { return false }
        syncScreen()
        let (touch, start) = SwipeSampler.sample(recognizer, in: controller.view, direction: layoutDirection)
        reportContentScroll(at: start)
        guard let decision = engine?.swipeDecision(for: touch) else { return false }
        guard decision.startsGesture else {
            touchSequence.close()
            send(.swipeBegan(touch))
            return false
        }
        guard role.drives(decision, libraryPops: libraryPops) else { return false }  // another recognizer's gesture
        touchSequence.close()
        pendingSwipe = PendingSwipe(recognizer: recognizer, role: role, touch: touch, decision: decision)
        return true
    }

    /// Starts, for the engine, the swipe a system recognizer is beginning (called when UIKit's pop
    /// starts). Returns whether there was one.
    @discardableResult
    func beginPendingSystemSwipe() -> Bool {
        guard let pending = pendingSwipe, pending.role.isSystem, let recognizer = pending.recognizer,
              recognizer.state == .began || recognizer.state == .changed
        else { return false }
        pendingSwipe = nil
        begin(pending, driver: .system, nextPage: nil)
        return true
    }

    /// The library's pan moved.
    @objc func panChanged(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            beginPendingPan(pan)
        case .changed:
            guard case .library(let driving)? = activeSwipe, driving === pan else { return }
            send(.swipeMoved(SwipeSampler.sample(pan, in: controller.view, direction: layoutDirection).touch))
        case .ended, .cancelled, .failed:
            guard case .library(let driving)? = activeSwipe, driving === pan else { return }
            let touch = SwipeSampler.sample(pan, in: controller.view, direction: layoutDirection).touch
            send(.swipeEnded(touch, velocity: SwipeSampler.velocity(of: pan, in: controller.view)))
        case .possible:
            break
        @unknown default:
            break
        }
    }

    private func beginPendingPan(_ pan: UIPanGestureRecognizer) {
        guard let pending = pendingSwipe, pending.recognizer === pan else { return }
        pendingSwipe = nil
        // The engine asks for the declared next page when (and only when) it decided on a push.
        let next = pending.decision == .push ? makeNextPage() : nil
        begin(pending, driver: .library(pan), nextPage: next)
    }

    private func begin(_ pending: PendingSwipe, driver: SwipeDriver, nextPage: UIViewController?) {
        activeSwipe = driver
        send(.swipeBegan(pending.touch, nextPage: nextPage?.corePage))
        if engine?.transition?.interactive != true { activeSwipe = nil }
    }

    /// The top page's declared next page, registered for the engine.
    private func makeNextPage() -> UIViewController? {
        guard let next = controller.topViewController?.page.nextPage?() else { return nil }
        adopt(next)
        return next
    }

    /// Tells the engine whether the content under a swipe's start is scrolled away from its start.
    private func reportContentScroll(at point: CGPoint) {
        guard let top = engine?.top.id, let page = registry[top], page.isViewLoaded else { return }
        let state = ContentScrollProbe.state(at: point, in: controller.view, page: page.view, direction: layoutDirection)
        send(.contentScrollChanged(top, state))
    }

    // MARK: Screen

    /// The width swipes are measured on.
    var screenWidth: Double {
        let width = Double(controller.viewIfLoaded?.bounds.width ?? 0)
        return width > 0 ? width : SwipeGeometry().screenWidth
    }

    /// The layout direction swipes are measured in.
    var layoutDirection: LayoutDirection {
        LayoutDirection(controller.viewIfLoaded?.effectiveUserInterfaceLayoutDirection ?? .leftToRight)
    }

    /// Tells the engine the current screen width and layout direction.
    func syncScreen() {
        let width = screenWidth
        let direction = layoutDirection
        updateEngine { $0.updateScreen(width: width, direction: direction) }
    }
}
#endif
