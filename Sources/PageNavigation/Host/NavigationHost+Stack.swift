#if canImport(UIKit)
import PageNavigationCore
import UIKit

extension NavigationHost {
    /// Makes UIKit's stack what the engine says. With a plan the change animates (or, for a swipe, the
    /// finger drives it); without one it happens at once.
    func apply(_ change: StackChange, plan: TransitionPlan?) {
        let target = targetStack(after: change)
        BackButtonInstaller.refresh(target, host: self)
        enteringPages(of: change).forEach(pageEntered)
        let driver = plan?.interactive == true ? activeSwipe : nil
        switch driver {
        case .system?:
            return  // UIKit is running this pop already; the engine follows the system's swipe.
        case .library?:
            interactiveTransition = InteractiveTransitionDriver(plan: plan!, duration: configuration.transitionDuration)
        case nil:
            break
        }
        let animated = plan != nil
        switch change {
        case .push(let id, let removing) where removing.isEmpty:
            registry[id].map { controller.systemPush($0, animated: animated) }
        case .popTo(let id):
            registry[id].map { controller.systemPop(to: $0, animated: animated) }
        case .push, .remove, .replace:
            controller.systemSetViewControllers(target, animated: animated)
        }
        if animated, controller.transitionCoordinator == nil {
            // UIKit changed the stack without an animation (no window yet): the transition is over.
            interactiveTransition = nil
            send(.transitionEnded(finished: true))
        }
    }

    /// UIKit's stack once `change` is made.
    private func targetStack(after change: StackChange) -> [UIViewController] {
        let current = controller.systemViewControllers
        switch change {
        case .push(let id, let removing):
            return current.filter { !removing.contains($0.page.id) } + registry.controllers(for: [id])
        case .popTo(let id):
            return Array(current.prefix { $0.page.id != id }) + registry.controllers(for: [id])
        case .remove(let ids):
            return current.filter { !ids.contains($0.page.id) }
        case .replace(let ids):
            return registry.controllers(for: ids)
        }
    }

    /// The pages `change` brings into the stack.
    private func enteringPages(of change: StackChange) -> [PageID] {
        let current = Set(controller.systemViewControllers.map(\.page.id))
        switch change {
        case .push(let id, _): return [id]
        case .replace(let ids): return ids.filter { !current.contains($0) }
        case .popTo, .remove: return []
        }
    }

    /// Adopts, as the engine's stack, a stack UIKit set up on its own (a storyboard's root).
    func adoptStackIfNeeded() {
        let stack = controller.systemViewControllers
        guard engine == nil, !stack.isEmpty else { return }
        start(with: stack, completion: nil)
    }

    /// When UIKit changed the stack on its own (a path the controller cannot see), tells the engine.
    func reconcile() {
        guard let engine, engine.transition == nil else { return }
        let stack = controller.systemViewControllers
        guard !stack.isEmpty, stack.map(\.page.id) != engine.pages.map(\.id) else { return }
        perform(.setStack(stack.map(\.corePage), animated: false), bringing: stack, completion: nil, failure: nil)
    }
}
#endif
