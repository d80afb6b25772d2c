#if canImport(SwiftUI) && canImport(UIKit)
import PageNavigation
import PageNavigationCore
import SwiftUI
import UIKit

/// The state behind one ``PageNavigationStack``: its controller, its pages, the path synchronizer and
/// the app's binding. It decides nothing: the synchronizer (in the core) says what to perform and what
/// to write, the engine does the rest.
@MainActor
final class PageStackModel {
    let controller: PageNavigationController
    let destinations = DestinationRegistry()
    private(set) var synchronizer: PathSynchronizer<AnyHashable>
    /// Every page the stack made that may still be shown, root included.
    private var pages: [PageID: PageHostingController] = [:]
    private var path: PathBinding?
    private(set) var environment = EnvironmentValues()
    private var flushScheduled = false
    /// Whether the app's latest change of the binding animates (its transaction's choice).
    private var editAnimates = true
    /// Called for every navigation event, after the stack handled it.
    var onEvent: (@MainActor (NavigationEvent) -> Void)?

    init(root: AnyView, configuration: PageNavigationConfiguration) {
        let rootPage = PageHostingController(content: .root(root))
        controller = PageNavigationController(rootViewController: rootPage, configuration: configuration)
        synchronizer = PathSynchronizer(root: rootPage.pageNavigation.id)
        pages[rootPage.pageNavigation.id] = rootPage
        rootPage.attach(to: self)
        controller.onEvent = { [weak self] event in self?.handle(event) }
    }

    // MARK: SwiftUI updates

    /// The stack's view was updated: new root content, binding, environment. A change of the binding is
    /// performed on the next turn of the main queue, outside SwiftUI's update: new pages then render —
    /// and their modifiers reach their options — before they enter, and navigation events never reach the
    /// app inside a view update.
    func update(root: AnyView, path: PathBinding?, environment: EnvironmentValues, animated: Bool) {
        self.path = path
        self.environment = environment
        for page in pages.values { page.refresh(root: root) }
        editAnimates = animated
        scheduleFlush()
    }

    /// Shows the binding's first path at once and without animation, when the stack is made (before its
    /// first frame).
    func applyInitialPath() {
        if let path { applyEdit(path.read(), animated: false) }
    }

    /// Carries out a change of the binding that has not been carried out yet — before a navigator
    /// operation, so that operations run in the order the app asked for them.
    func applyPendingEdit() {
        if let path { applyEdit(path.read(), animated: editAnimates) }
    }

    /// The app's binding holds `values`: when they differ from what the stack knows, perform the change.
    private func applyEdit(_ values: [AnyHashable], animated: Bool) {
        let stack = controller.settledPageIDs
        let change = synchronizer.edit(to: values, stack: stack, isBusy: controller.isTransitioning) { makePage(for: $0) }
        guard let change else { return }
        perform(change, animated: animated, completion: nil, failure: nil)
    }

    // MARK: Pages

    /// Makes the page that shows `value` (rendered before it enters the stack, see ``perform(_:animated:completion:failure:)``).
    func makePage(for value: AnyHashable) -> PageID {
        let page = PageHostingController(content: .value(value, destinations.builder(for: value)))
        page.pageNavigation.typeName = PageTypeNames.of(value)
        pages[page.pageNavigation.id] = page
        page.attach(to: self)
        return page.pageNavigation.id
    }

    /// The page with this identity, if the stack still knows it.
    func page(_ id: PageID) -> PageHostingController? { pages[id] }

    /// The value a page shows (`nil` for the root).
    func value(of id: PageID) -> AnyHashable? { synchronizer.value(of: id) }

    /// Whether the app's binding can hold `value` (a stack without a binding holds any value).
    func pathAccepts(_ value: AnyHashable) -> PageNavigatorError? {
        guard let path, !path.accepts(value) else { return nil }
        return .valueNotInPath(valueType: PageTypeNames.of(value), pathType: path.elementType)
    }

    // MARK: Performing

    /// Performs what the synchronizer asked for; its end is reported back to it. New pages are rendered
    /// once first, so that their modifiers (look, tag, back handler) are known when they enter.
    func perform(
        _ change: PathChange, animated: Bool,
        completion: (@MainActor () -> Void)?, failure: (@MainActor (NavigationError) -> Void)?
    ) {
        for id in change.command.pages { pages[id]?.renderBeforeEntering(size: controller.view.bounds.size) }
        let command = change.command.command(animated: animated) { [pages] id in
            pages[id]?.enginePage ?? Page(id: id, type: "")
        }
        let bringing = change.command.pages.compactMap { pages[$0] }
        let operation = change.operation
        controller.perform(command, bringing: bringing, completion: { [weak self] in
            self?.ended(operation)
            completion?()
        }, failure: { [weak self] error in
            self?.ended(operation)
            failure?(error)
        })
    }

    /// Performs an engine command of the navigator's that the synchronizer need not know about (pops,
    /// removals): the binding follows when the stack settles.
    func perform(
        _ command: NavigationCommand, completion: (@MainActor () -> Void)?,
        failure: (@MainActor (NavigationError) -> Void)?
    ) {
        controller.perform(command, bringing: [], completion: completion, failure: failure)
    }

    private func ended(_ operation: PathOperation) {
        synchronizer.ended(operation)
        scheduleFlush()
    }

    /// Every push and pop goes through the synchronizer; some navigator calls need it directly.
    func withSynchronizer<Result>(_ body: (inout PathSynchronizer<AnyHashable>) -> Result) -> Result {
        body(&synchronizer)
    }

    // MARK: Settling

    private func handle(_ event: NavigationEvent) {
        switch event {
        case .didShow, .removed, .completed, .refused: scheduleFlush()
        default: break
        }
        onEvent?(event)
    }

    /// Settles on the next turn of the main queue, never inside a SwiftUI update.
    private func scheduleFlush() {
        guard !flushScheduled else { return }
        flushScheduled = true
        Task { @MainActor [weak self] in self?.flush() }
    }

    /// An edit of the app's that the stack has not seen comes first; then the settled stack is written
    /// to the binding when it shows another path, and pages nobody needs are let go.
    private func flush() {
        flushScheduled = false
        if let path { applyEdit(path.read(), animated: editAnimates) }
        editAnimates = true
        let settlement = synchronizer.settle(controller.settledPageIDs)
        for id in settlement.released {
            pages[id] = nil
            destinations.forget(id)
        }
        guard let write = settlement.write, let path else { return }
        var transaction = Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction) { path.write(write) }
    }
}
#endif
