#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// The UIKit host of the navigation engine behind one ``PageNavigationController``.
///
/// It turns UIKit events into engine input (commands, swipes, back taps, transition reports, web
/// history) and carries out the engine's effects with UIKit calls. It decides nothing about navigation:
/// every rule — what a swipe does, whether a pop is allowed, which look a page has, how a transition is
/// drawn — is the engine's answer.
@MainActor
final class NavigationHost: NSObject {
    unowned let controller: PageNavigationController
    let configuration: PageNavigationConfiguration
    /// `nil` until the stack has a root page.
    private(set) var engine: NavigationEngine?
    var registry = PageRegistry()
    var callbacks = OperationCallbacks()
    /// Called for every event the engine reports, after the library handled it.
    var onEvent: (@MainActor (NavigationEvent) -> Void)?

    /// A swipe a recognizer was allowed to begin; the engine hears of it when it really begins.
    var pendingSwipe: PendingSwipe?
    /// Who drives the interactive transition in flight, if one is.
    var activeSwipe: SwipeDriver?
    /// The library's own animator and interaction controller for the transition in flight, if it drives one.
    var interactiveTransition: InteractiveTransitionDriver?
    /// The fake bars of the transition in flight, if its plan asked for them.
    var fakeBars: FakeBarSession?
    var touchSequence = TouchSequence()
    var webObservers: [PageID: AnyObject] = [:]
    lazy var gate = SwipeGate(host: self)
    let panRecognizer = UIPanGestureRecognizer()
    /// Whether settled looks applied while processing the current effects animate the bar's visibility.
    var animatesSettledLook = false

    private var pendingEffects: [NavigationEffect] = []
    private var isDraining = false

    init(controller: PageNavigationController, configuration: PageNavigationConfiguration) {
        self.controller = controller
        self.configuration = configuration
        super.init()
    }

    /// Whether the stack has a root page yet.
    var hasStack: Bool { engine != nil }

    // MARK: Engine access

    /// Makes `viewControllers` the whole stack of a controller that had none, without animation.
    func start(with viewControllers: [UIViewController], completion: (@MainActor () -> Void)?) {
        guard let root = viewControllers.first else { return }
        viewControllers.forEach(adopt)
        engine = NavigationEngine(root: root.corePage, configuration: engineConfiguration())
        perform([.applyBar(root.page.id, engine!.top.style)])
        controller.systemSetViewControllers([root], animated: false)
        pageEntered(root.page.id)
        guard viewControllers.count > 1 else {
            completion?()
            return
        }
        perform(.setStack(viewControllers.map(\.corePage), animated: false), bringing: [], completion: completion, failure: nil)
    }

    /// Sends an app command to the engine and carries out what it answers.
    func perform(
        _ command: NavigationCommand, bringing newPages: [UIViewController],
        completion: (@MainActor () -> Void)?, failure: (@MainActor (NavigationError) -> Void)?
    ) {
        guard engine != nil else {
            failure?(.emptyStack)
            return
        }
        newPages.forEach(adopt)
        syncScreen()
        let (operation, effects) = engine!.perform(command)
        callbacks.add(operation, pages: newPages.map(\.page.id), completion: completion, failure: failure)
        perform(effects)
    }

    /// Sends a user intent or a host report to the engine and carries out what it answers.
    func send(_ input: NavigationInput) {
        guard engine != nil else { return }
        perform(engine!.send(input))
    }

    /// Lets `change` modify the engine directly (screen geometry), without effects.
    func updateEngine(_ change: (inout NavigationEngine) -> Void) {
        guard engine != nil else { return }
        change(&engine!)
    }

    /// Carries out effects in order. Effects produced while carrying out others (UIKit calls back
    /// synchronously) wait their turn, so the engine's order is always kept.
    func perform(_ effects: [NavigationEffect]) {
        pendingEffects += effects
        guard !isDraining else { return }
        isDraining = true
        while !pendingEffects.isEmpty {
            carryOut(pendingEffects.removeFirst())
        }
        isDraining = false
        releaseUnusedPages()
    }

    // MARK: Pages

    /// Registers a view controller the engine is about to hear of.
    func adopt(_ viewController: UIViewController) {
        registry.register(viewController)
        viewController.page.host = self
    }

    /// The engine's configuration for the controller's current screen.
    func engineConfiguration() -> NavigationConfiguration {
        configuration.engineConfiguration(width: screenWidth, direction: layoutDirection)
    }

    /// Keeps only the view controllers the engine can still mention.
    private func releaseUnusedPages() {
        guard let engine, engine.transition == nil else { return }
        registry.retainOnly(Set(engine.pages.map(\.id)).union(callbacks.waitingPages))
    }
}
#endif
