#if canImport(SwiftUI) && canImport(UIKit)
import PageNavigation
import PageNavigationCore
import PageNavigationHost
import PageNavigationPath
import SwiftUI
import UIKit

/// The state behind one ``PageNavigationStack``: its controller, its pages and the app's binding. It
/// decides nothing and keeps no books of its own: the host's `PathStackDriver` (which the simulator's
/// path flow tester runs too) keeps the path in step, with the core's synchronizer deciding what to
/// perform and what to write; the engine does the rest.
@MainActor
final class PageStackModel: PageNavigatorBackend {
    let controller: PageNavigationController
    let destinations = DestinationRegistry()
    private var driver: PathStackDriver<AnyHashable, UIViewController>!
    private var path: PathBinding?
    private(set) var environment = EnvironmentValues()
    /// What resets each presentation binding whose page is shown (`pageDestination(isPresented:)`).
    private var presentationResets: [AnyHashable: @MainActor () -> Void] = [:]
    /// The number of the latest view controller the navigator pushed: each is a presentation of its own.
    private var lastViewControllerPush = 0

    /// The key of one push of a view controller.
    private struct ViewControllerPush: Hashable {
        let number: Int
    }
    /// Called for every navigation event, after the stack handled it — never inside a SwiftUI update.
    var onEvent: (@MainActor (NavigationEvent) -> Void)?

    init(root: AnyView, configuration: PageNavigationConfiguration) {
        let rootPage = StackPageController(content: .root(root))
        let controller = PageNavigationController(rootViewController: rootPage, configuration: configuration)
        // NavigationStack shows large titles unless a page asks for an inline title.
        controller.navigationBar.prefersLargeTitles = true
        self.controller = controller
        let stack = PathStackDriver<AnyHashable, UIViewController>.Stack(
            settled: { [weak controller] in controller?.settledPageIDs ?? [] },
            isBusy: { [weak controller] in controller?.isTransitioning ?? false },
            perform: { [weak controller] command, pages, ended in
                guard let controller else { return ended(.cancelled) }
                // New pages render once first, so that their modifiers are known when they enter.
                for case let page as StackPageController in pages {
                    page.renderBeforeEntering(
                        size: controller.view.bounds.size, style: controller.traitCollection.userInterfaceStyle)
                }
                controller.perform(command, bringing: pages, completion: { ended(nil) }, failure: { ended($0) })
            },
            declaration: { $0.enginePage }
        )
        driver = PathStackDriver(stack: stack, root: rootPage.pageNavigation.id, rootPage: rootPage) {
            [unowned self] value in
            let page = StackPageController(content: .value(value, destinations.builder(for: value)))
            page.pageNavigation.typeName = PageTypeNames.of(value)
            page.attach(to: self)
            return (page.pageNavigation.id, page)
        }
        driver.deliver = { [weak self] event in self?.onEvent?(event) }
        driver.scheduleTurn = { Task { @MainActor [weak self] in self?.driver.turn() } }
        driver.released = { [weak self] id in self?.destinations.forget(id) }
        driver.presentationEnded = { [weak self] key in self?.presentationResets.removeValue(forKey: key)?() }
        rootPage.attach(to: self)
        controller.onEvent = { [weak self] event in self?.driver.handle(event) }
        TabReselection.register(self)
    }

    // MARK: SwiftUI updates

    /// The stack's view was made: the binding's first path shows at once and without animation (before
    /// the first frame). This runs inside SwiftUI's update: the events it causes reach the app on the
    /// next turn of the main queue, so a handler that writes `@State` does not write it during the update.
    func start(root: AnyView, path: PathBinding?, environment: EnvironmentValues) {
        take(root: root, path: path, environment: environment)
        driver.start()
    }

    /// The stack's view was updated: new root content, binding, environment. A change of the binding is
    /// performed on the next turn of the main queue, outside SwiftUI's update: new pages then render —
    /// and their modifiers reach their options — before they enter, and navigation events never reach the
    /// app inside a view update.
    func update(root: AnyView, path: PathBinding?, environment: EnvironmentValues, animated: Bool) {
        take(root: root, path: path, environment: environment)
        driver.updated(animated: animated)
    }

    private func take(root: AnyView, path: PathBinding?, environment: EnvironmentValues) {
        self.path = path
        self.environment = environment
        driver.binding = path.map { path in
            PathStackDriver.Binding(
                read: path.read,
                write: { values in
                    var transaction = Transaction()
                    transaction.disablesAnimations = true
                    withTransaction(transaction) { path.write(values) }
                })
        }
        // Each page takes the new root content or environment through its `rootView`, which publishes
        // nothing inside this update (see `StackEnvironment`).
        for case let page as StackPageController in driver.allPages {
            if page.showsRoot {
                page.refresh(root: root)
            } else {
                page.environmentChanged()
            }
        }
    }

    // MARK: The navigator

    var stackController: PageNavigationController? { controller }

    func applyPendingEdit() { driver.applyPendingEdit() }

    func value(of page: PageID) -> AnyHashable? { driver.synchronizer.value(of: page) }

    /// Whether the app's binding can hold `value` (a stack without a binding holds any value).
    func refusal(toPush value: AnyHashable) -> PageNavigatorError? {
        guard let path, !path.accepts(value) else { return nil }
        return .valueNotInPath(valueType: PageTypeNames.of(value), pathType: path.elementType)
    }

    func push(
        _ value: AnyHashable, removing: [PageMatcher], removingCurrent: Bool, animated: Bool,
        ended: @escaping @MainActor (PageNavigatorError?) -> Void
    ) {
        driver.change(animated: animated, ended: { ended($0.map(PageNavigatorError.refused)) }) { synchronizer, make in
            synchronizer.push(value, removing: removing, removingCurrent: removingCurrent, makePage: make)
        }
    }

    func present(
        _ key: AnyHashable, isActive: Bool, animated: Bool, page: @escaping @MainActor () -> AnyView,
        reset: @escaping @MainActor () -> Void
    ) {
        if isActive { presentationResets[key] = reset }
        driver.present(key, isActive: isActive, animated: animated) {
            let made = StackPageController(content: .view(page()))
            made.attach(to: self)
            return (made.pageNavigation.id, made)
        }
    }

    func push(
        viewController: UIViewController, animated: Bool, ended: @escaping @MainActor (PageNavigatorError?) -> Void
    ) {
        lastViewControllerPush += 1
        let key = AnyHashable(ViewControllerPush(number: lastViewControllerPush))
        driver.present(
            key, isActive: true, animated: animated, makePage: { (viewController.pageNavigation.id, viewController) },
            ended: { ended($0.map(PageNavigatorError.refused)) })
    }

    func leave(_ page: PageID, animated: Bool, ended: @escaping @MainActor (PageNavigatorError?) -> Void) {
        let stack = controller.settledPageIDs
        let accepted = driver.change(animated: animated, ended: { ended($0.map(PageNavigatorError.refused)) }) {
            synchronizer, _ in
            synchronizer.leave(page, stack: stack)
        }
        if !accepted { ended(.refused(.notFound)) }
    }
}
#endif
