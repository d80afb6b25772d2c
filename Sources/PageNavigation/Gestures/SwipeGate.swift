#if canImport(UIKit)
import PageNavigationCore
import PageNavigationHost
import UIKit

/// The delegate of the controller's swipe recognizers — the system's edge swipe, iOS 26's content swipe
/// and the library's pan — and the target of their actions. Whether a swipe begins is the engine's
/// answer, asked through the shared host; the gate only wires the recognizers to the host, to each
/// other and to scroll views.
///
/// For the system's recognizers the gate owns `gestureRecognizerShouldBegin(_:)` and forwards every
/// other delegate method to the delegate UIKit gave them, so UIKit's own conflict handling stays. When
/// the app replaces that delegate (a common legacy snippet), ``reclaim()`` takes it back.
@MainActor
final class SwipeGate: NSObject, UIGestureRecognizerDelegate {
    private struct Attached {
        weak var recognizer: UIGestureRecognizer?
        var role: SwipeRole
        /// The delegate UIKit gave a system recognizer, before the gate.
        weak var original: (any UIGestureRecognizerDelegate)?
    }

    private unowned let controller: PageNavigationController
    private var attached: [ObjectIdentifier: Attached] = [:]

    init(controller: PageNavigationController) {
        self.controller = controller
        super.init()
    }

    /// Becomes `recognizer`'s delegate and follows its movements.
    func attach(_ recognizer: UIGestureRecognizer, as role: SwipeRole) {
        let original = recognizer.delegate === self ? nil : recognizer.delegate
        attached[ObjectIdentifier(recognizer)] = Attached(recognizer: recognizer, role: role, original: original)
        recognizer.delegate = self
        recognizer.addTarget(self, action: #selector(recognizerChanged(_:)))
    }

    /// Becomes the delegate again of each recognizer whose delegate the app replaced, and attaches to
    /// the system's recognizers anew when UIKit replaced them.
    func reclaim() {
        for entry in attached.values where entry.recognizer?.delegate !== self {
            entry.recognizer?.delegate = self
        }
        for (recognizer, role) in currentSystemRecognizers where attached[ObjectIdentifier(recognizer)] == nil {
            attached = attached.filter { $0.value.role != role }
            attach(recognizer, as: role)
        }
    }

    /// The system's swipe-back recognizers the controller has now.
    private var currentSystemRecognizers: [(UIGestureRecognizer, SwipeRole)] {
        var recognizers = controller.interactivePopGestureRecognizer.map { [($0, SwipeRole.edge)] } ?? []
        if #available(iOS 26.0, *), let content = controller.interactiveContentPopGestureRecognizer {
            recognizers.append((content, .content))
        }
        return recognizers
    }

    /// The system's recognizers and their roles.
    var systemRecognizers: [(recognizer: UIGestureRecognizer, role: SwipeRole)] {
        attached.values.compactMap { entry in entry.role.isSystem ? entry.recognizer.map { ($0, entry.role) } : nil }
    }

    private func entry(_ recognizer: UIGestureRecognizer) -> Attached? {
        attached[ObjectIdentifier(recognizer)]
    }

    // MARK: Actions

    /// A recognizer moved: the library's pan begins its swipe; the recognizer driving the swipe in
    /// flight reports its movement and its end. (UIKit's own action on a system recognizer, added
    /// before this one, starts the system's pop.)
    @objc private func recognizerChanged(_ recognizer: UIGestureRecognizer) {
        guard let role = entry(recognizer)?.role else { return }
        let host = controller.host
        let driver: SwipeDriver = role.isSystem ? .system : .library
        let sample = SwipeSampler.sample(recognizer, in: controller.view)
        switch recognizer.state {
        case .began where !role.isSystem: host.libraryPanBegan(recognizer)
        case .changed: host.swipeMoved(by: driver, sample)
        case .ended, .cancelled, .failed: host.swipeEnded(by: driver, sample)
        default: break
        }
    }

    // MARK: Delegate

    /// Asks the engine (through the host) whether this swipe begins.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        shouldBegin(gestureRecognizer, sample: SwipeSampler.sample(gestureRecognizer, in: controller.view))
    }

    /// The gate's answer for one of its recognizers reporting `sample`; `false` for any other recognizer.
    func shouldBegin(_ recognizer: UIGestureRecognizer, sample: RecognizerSample) -> Bool {
        guard let role = entry(recognizer)?.role else { return false }
        return controller.host.swipeShouldBegin(recognizer, role: role, sample: sample)
    }

    /// Notes each new touch — so that one touch sequence reaches the engine once, and where it went
    /// down — then lets UIKit's own delegate answer for a system recognizer.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        let location = touch.location(in: controller.view)
        controller.host.noteTouch(
            began: touch.phase == .began, timestamp: touch.timestamp, location: TouchPoint(x: location.x, y: location.y)
        )
        return entry(gestureRecognizer)?.original?.gestureRecognizer?(gestureRecognizer, shouldReceive: touch) ?? true
    }

    /// UIKit's own answer for a system recognizer; the library's pan recognizes alone.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        entry(gestureRecognizer)?.original?.gestureRecognizer?(
            gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer
        ) ?? false
    }

    /// The library's pan waits for the system's recognizers: the edge region belongs to the system's
    /// swipe-back, and on iOS 26 the system's content swipe pops first. System recognizers: UIKit's answer.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard let entry = entry(gestureRecognizer) else { return false }
        if entry.role == .pan { return self.entry(otherGestureRecognizer)?.role.isSystem == true }
        return entry.original?.gestureRecognizer?(gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer) ?? false
    }

    /// Other recognizers wait until the swipe recognizers decline; a recognizer declines at once when the
    /// engine refuses the swipe (for instance because the content is scrolled away from its start).
    /// Every recognizer in the controller's view waits for the edge swipe, as for UIKit's own delegate
    /// (which answers through a private method, so forwarding cannot keep it): the edge belongs to
    /// swipe-back. Scroll views' pans also wait for the full-screen swipes. UIKit's own public answers
    /// for a system recognizer stay.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard let entry = entry(gestureRecognizer) else { return false }
        let original = entry.original?.gestureRecognizer?(gestureRecognizer, shouldBeRequiredToFailBy: otherGestureRecognizer) ?? false
        let inController = otherGestureRecognizer.view?.isDescendant(of: controller.view) == true
        let ours = self.entry(otherGestureRecognizer) != nil
        switch entry.role {
        case .edge:
            return original || (inController && !ours)
        case .content, .pan:
            return original || (otherGestureRecognizer is UIPanGestureRecognizer && otherGestureRecognizer.view is UIScrollView)
        }
    }
}
#endif
