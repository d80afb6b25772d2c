import PageNavigationCore
import PageNavigationHost

/// The bookkeeping of a stack driven by an app's path binding, shared by `PageNavigationStack` (over a
/// `PageNavigationController`) and the simulator's path flow tester (over a virtual platform). It
/// decides nothing: the core's ``PathSynchronizer`` says what to perform and what to write back.
///
/// It keeps the pages it made, the operations it asked for, the app's latest edit and its animation,
/// and the events seen inside a view update. Its host says when the main queue turns
/// (``scheduleTurn``); at each turn (``turn()``) the driver delivers held events, performs an edit of
/// the binding it has not performed yet, writes the settled stack back and lets go of pages nobody needs.
package final class PathStackDriver<Value: Hashable, Page> {
    /// What the driver asks of the stack it drives.
    package struct Stack {
        /// The engine's settled stack, root first.
        package var settled: () -> [PageID]
        /// Whether a transition runs or operations wait.
        package var isBusy: () -> Bool
        /// Performs a command that brings pages; `ended` runs when it completed (`nil`) or was refused.
        package var perform: (NavigationCommand, [Page], _ ended: @escaping (NavigationError?) -> Void) -> Void
        /// The engine's declaration of a page.
        package var declaration: (Page) -> PageNavigationCore.Page

        /// Wraps the stack's operations.
        package init(
            settled: @escaping () -> [PageID], isBusy: @escaping () -> Bool,
            perform: @escaping (NavigationCommand, [Page], @escaping (NavigationError?) -> Void) -> Void,
            declaration: @escaping (Page) -> PageNavigationCore.Page
        ) {
            self.settled = settled
            self.isBusy = isBusy
            self.perform = perform
            self.declaration = declaration
        }
    }

    /// The app's binding: read it, write it.
    package struct Binding {
        package var read: () -> [Value]
        package var write: ([Value]) -> Void

        /// Wraps a binding.
        package init(read: @escaping () -> [Value], write: @escaping ([Value]) -> Void) {
            self.read = read
            self.write = write
        }
    }

    package let stack: Stack
    package private(set) var synchronizer: PathSynchronizer<Value>
    /// The app's binding, `nil` for a stack that keeps its path itself.
    package var binding: Binding?
    /// Makes the page for a value (not yet in any stack).
    package var makePage: (Value) -> (PageID, Page)
    /// Delivers an event to the app.
    package var deliver: (NavigationEvent) -> Void = { _ in }
    /// Asks the host to call ``turn()`` on the next turn of its main queue.
    package var scheduleTurn: () -> Void = {}
    /// A page the driver made is no longer needed.
    package var released: (PageID) -> Void = { _ in }
    /// The page of a presentation binding (``present(_:isActive:animated:makePage:)``) left the stack
    /// another way than through its binding, or its push was refused: reset that binding.
    package var presentationEnded: (AnyHashable) -> Void = { _ in }
    /// The pages presentation bindings push, by binding.
    package private(set) var presentations = PresentationTracker<AnyHashable>()

    /// Every page the driver made that may still be shown, root included.
    private var pages: [PageID: Page] = [:]
    private var operations: Set<PathOperation> = []
    private var turnScheduled = false
    /// Events seen inside a view update, delivered at the next turn (`nil` outside one).
    private var heldEvents: [NavigationEvent]?
    /// Whether the app's latest change of the binding animates (its transaction's choice).
    private var editAnimates = true

    /// A driver above `root`, a page in the stack already.
    package init(stack: Stack, root: PageID, rootPage: Page, makePage: @escaping (Value) -> (PageID, Page)) {
        self.stack = stack
        self.makePage = makePage
        synchronizer = PathSynchronizer(root: root)
        pages[root] = rootPage
    }

    /// Every page the driver knows.
    package var allPages: [Page] { Array(pages.values) }

    // MARK: The app

    /// The view was made with the binding: its path is shown at once, without animation. This runs
    /// inside a view update, so the events it causes wait for the next turn.
    package func start() {
        guard let binding else { return }
        heldEvents = heldEvents ?? []
        applyEdit(binding.read(), animated: false, keepingOrder: true)
        schedule()
    }

    /// The view was updated (the binding may hold another path): the change is performed at the next
    /// turn, outside the update, animated as the update's transaction says.
    package func updated(animated: Bool) {
        editAnimates = animated
        schedule()
    }

    /// Performs an edit of the binding not performed yet — before a navigator operation, so that
    /// operations run in the order the app asked for them (a write held through a transition then
    /// waits in the queue, and makes the stack exactly the path written).
    package func applyPendingEdit() {
        if let binding { applyEdit(binding.read(), animated: editAnimates, keepingOrder: true) }
    }

    /// Asks the synchronizer for a change and performs it; `ended` runs when it completed (`nil`) or was
    /// refused. Returns `false` when the synchronizer asked for nothing.
    @discardableResult
    package func change(
        animated: Bool, ended: @escaping (NavigationError?) -> Void = { _ in },
        _ ask: (inout PathSynchronizer<Value>, (Value) -> PageID) -> PathChange?
    ) -> Bool {
        let made = ask(&synchronizer) { [unowned self] value in
            let (id, page) = makePage(value)
            pages[id] = page
            return id
        }
        guard let made else { return false }
        perform(made, animated: animated, ended: ended)
        return true
    }

    /// An event of the stack's, after the stack handled it.
    package func handle(_ event: NavigationEvent) {
        switch event {
        case .didShow, .removed, .completed, .refused, .popGestureCancelled, .popGestureFinished: schedule()
        default: break
        }
        if heldEvents != nil { heldEvents?.append(event) } else { deliver(event) }
    }

    /// A presentation binding (`pageDestination(isPresented:)`, `(item:)`) is active or not now: pushes
    /// its page (made by `makePage`) when it becomes active, and takes the page away when it becomes
    /// inactive. When the page leaves another way, ``presentationEnded`` resets the binding.
    package func present(
        _ key: AnyHashable, isActive: Bool, animated: Bool, makePage: () -> (PageID, Page),
        ended: @escaping (NavigationError?) -> Void = { _ in }
    ) {
        applyPendingEdit()
        switch presentations.change(key, isActive: isActive) {
        case .push:
            let (id, page) = makePage()
            pages[id] = page
            presentations.pushing(id, for: key)
            stack.perform(.push(stack.declaration(page), animated: animated), [page]) { [weak self] error in
                guard let self else { return }
                if presentations.pushEnded(for: key, page: id, refused: error != nil) {
                    release(id)
                    presentationEnded(key)
                }
                schedule()
                ended(error)
            }
        case .leave(let id):
            let settled = stack.settled()
            // A page still entering sits on the settled top: pop back to that.
            let index = settled.firstIndex(of: id)
            guard let below = index.map({ $0 > 0 ? settled[$0 - 1] : nil }) ?? settled.last else { return }
            stack.perform(.popTo(.page(below), animated: animated), []) { [weak self] _ in self?.schedule() }
        case nil:
            break
        }
    }

    // MARK: Turning

    /// The main queue turned: held events first, then an edit not performed yet, then the settled
    /// stack written to the binding and pages nobody needs let go.
    package func turn() {
        turnScheduled = false
        if let held = heldEvents {
            heldEvents = nil
            held.forEach(deliver)
        }
        // A write made while the stack is busy is held until it is idle, then applied as its change.
        if let binding { applyEdit(binding.read(), animated: editAnimates, keepingOrder: false) }
        if synchronizer.heldEdit == nil { editAnimates = true }
        // A refused operation may report nothing: once nothing runs or waits, every operation ended.
        if !stack.isBusy() { endAll() }
        let settlement = synchronizer.settle(stack.settled())
        for id in settlement.released {
            pages[id] = nil
            released(id)
        }
        if let write = settlement.write, let binding { binding.write(write) }
        for (key, page) in presentations.settled(stack.settled()) {
            release(page)
            presentationEnded(key)
        }
    }

    private func release(_ id: PageID) {
        guard pages[id] != nil, !stack.settled().contains(id) else { return }
        pages[id] = nil
        released(id)
    }

    private func schedule() {
        guard !turnScheduled else { return }
        turnScheduled = true
        scheduleTurn()
    }

    private func applyEdit(_ values: [Value], animated: Bool, keepingOrder: Bool) {
        let settled = stack.settled()
        let busy = stack.isBusy()
        change(animated: animated) { synchronizer, make in
            synchronizer.edit(
                to: values, stack: settled, isBusy: busy, keepingOrder: keepingOrder, makePage: make)
        }
    }

    private func perform(_ change: PathChange, animated: Bool, ended: @escaping (NavigationError?) -> Void) {
        operations.insert(change.operation)
        let command = change.command.command(animated: animated) { [pages, stack] id in
            pages[id].map(stack.declaration) ?? PageNavigationCore.Page(id: id, type: "")
        }
        let bringing = change.command.pages.compactMap { pages[$0] }
        let operation = change.operation
        stack.perform(command, bringing) { [weak self] error in
            if let self, operations.remove(operation) != nil {
                synchronizer.ended(operation)
                schedule()
            }
            ended(error)
        }
    }

    private func endAll() {
        for operation in operations { synchronizer.ended(operation) }
        operations.removeAll()
    }
}
