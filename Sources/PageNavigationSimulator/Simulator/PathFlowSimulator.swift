import PageNavigationCore
import PageNavigationHost
import PageNavigationPath

/// A headless `PageNavigationStack(path:)`: a path binding of your route type kept in step with a
/// ``NavigationSimulator``'s stack by the rules the SwiftUI stack follows —
/// ``/PageNavigationPath/PathSynchronizer`` decides what to perform and what to write back, and the
/// simulator runs the host code a device runs.
///
/// Use it to test a SwiftUI flow that is driven by its path without a device:
///
/// ```swift
/// let flow = try PathFlowSimulator<Route>(path: [.feed])
/// flow.setPath([.feed, .article(1)])            // the app writes its binding
/// #expect(flow.simulator.stack == ["Root", "feed", "article(1)"])
/// flow.simulator.swipe(startX: 1, distance: 300) // the user swipes back
/// flow.runMainQueue()
/// #expect(flow.path == [.feed])                  // the binding follows when the swipe finished
/// ```
///
/// The bookkeeping is the SwiftUI stack's own (the host's path driver, which `PageNavigationStack`
/// runs too). SwiftUI's timing is modelled by a main queue you turn yourself: the stack performs a
/// change of the binding, writes the settled stack back to the binding and delivers the events its
/// `onEvent` saw during a view update on the next turn, ``runMainQueue()``. The tester's own commands turn it (and run
/// transitions to their end) unless you pass `settle: false`; after driving ``simulator`` directly
/// (swipes, back taps), call ``settle()`` or ``runMainQueue()``.
///
/// Each value's page is an instance of the page type ``init(types:root:path:pageType:configuration:)``'s
/// `pageType` names (the value's description by default, so instances read `article(1)`,
/// `article(1)#2`, …); give a type a ``PageBlueprint`` in `types` for its settings (a back
/// confirmation, a swipe mode, a tag).
public final class PathFlowSimulator<Route: Hashable> {
    /// The simulator the flow runs on: its stack, events and looks, and its gestures.
    public let simulator: NavigationSimulator
    /// The app's path binding as it holds now.
    public private(set) var path: [Route]
    /// Every value the stack wrote to the binding, in order (the app's writes are not included).
    public private(set) var writes: [[Route]] = []
    /// The events the stack's `onEvent` handler received, as the scenario format names them, in the
    /// order it received them.
    public private(set) var deliveredEvents: [String] = []
    /// The app's presentation bindings (`pageDestination(isPresented:)`), by the names
    /// ``setPresented(_:_:pageType:animated:settle:)`` gave them: the stack resets one to `false` when
    /// its page leaves another way (a swipe, the back button, a pop).
    public private(set) var presented: [String: Bool] = [:]

    private var driver: PathStackDriver<Route, VirtualPage>!
    /// What to call when a completion label is recorded.
    private var endings: [String: (NavigationError?) -> Void] = [:]
    private var labelCount = 0
    /// Whether a turn of the main queue is due.
    private var turnDue = false

    /// Creates a stack whose binding starts as `path`. As in `makeUIViewController`, the initial path is
    /// shown at once without animation; its events reach `onEvent` at the first turn of the main queue.
    ///
    /// - Parameters:
    ///   - types: page types with settings, by the names `pageType` gives.
    ///   - root: the root page's type.
    ///   - path: the binding's initial value.
    ///   - pageType: the page type of a value's page.
    ///   - configuration: the engine's configuration.
    public init(
        types: [String: PageBlueprint] = [:], root: String = "Root", path: [Route] = [],
        pageType: @escaping (Route) -> String = { String(describing: $0) },
        configuration: NavigationConfiguration = NavigationConfiguration()
    ) throws(SimulatorError) {
        var allTypes = types
        if allTypes[root] == nil { allTypes[root] = PageBlueprint() }
        let simulator = try NavigationSimulator(configuration: configuration, types: allTypes, root: root)
        self.simulator = simulator
        self.path = path
        let stack = PathStackDriver<Route, VirtualPage>.Stack(
            settled: { simulator.engine.pages.map(\.id) },
            isBusy: { simulator.engine.isBusy },
            perform: { [unowned self] command, pages, ended in
                labelCount += 1
                let label = "path-operation-\(labelCount)"
                endings[label] = ended
                simulator.run(command, bringing: pages, completion: label, settle: false)
            },
            declaration: \.core
        )
        let rootPage = simulator.page(named: simulator.top)!
        driver = PathStackDriver(stack: stack, root: rootPage.id, rootPage: rootPage) { value in
            let page = simulator.makePage(type: pageType(value), name: nil)
            return (page.id, page)
        }
        driver.binding = .init(
            read: { [unowned self] in self.path },
            write: { [unowned self] values in
                self.path = values
                writes.append(values)
            })
        driver.deliver = { [unowned self] event in
            if let text = simulator.format(event) { deliveredEvents.append(text) }
        }
        driver.scheduleTurn = { [unowned self] in turnDue = true }
        driver.presentationEnded = { [unowned self] key in
            if let name = key.base as? String, presented[name] == true { presented[name] = false }
        }
        simulator.observer = { [unowned self] label, event in
            if let label, let ended = endings.removeValue(forKey: label) { ended(nil) }
            if let event { driver.handle(event) }
        }
        driver.start()
    }

    // MARK: The app

    /// The app writes its binding (a view update): the change is performed at the next turn of the main
    /// queue, with animation unless `animated` is false (a transaction that disables animations).
    public func setPath(_ values: [Route], animated: Bool = true, settle: Bool = true) {
        path = values
        driver.updated(animated: animated)
        if settle { self.settle() }
    }

    /// The navigator pushes the page for `value`; in the same transition the pages `removing` matches
    /// leave and, with `removingCurrent`, the page on top. The binding gains `value` when it finished.
    public func push(
        _ value: Route, animated: Bool = true, removing: [SimulatedTarget] = [], removingCurrent: Bool = false,
        settle: Bool = true
    ) {
        driver.applyPendingEdit()
        let matchers = removing.map(simulator.engineMatcher)
        driver.change(animated: animated) { synchronizer, make in
            synchronizer.push(value, removing: matchers, removingCurrent: removingCurrent, makePage: make)
        }
        if settle { self.settle() }
    }

    /// The app sets the presentation binding `name` (`pageDestination(isPresented:)` of a page on
    /// screen): `true` pushes a page of type `pageType` (`name` by default) over the stack, `false`
    /// takes it away with the pages above it. When the page leaves another way, the stack resets the
    /// binding to `false` (``presented``).
    public func setPresented(
        _ name: String, _ isActive: Bool, pageType: String? = nil, animated: Bool = true, settle: Bool = true
    ) {
        presented[name] = isActive
        driver.present(name, isActive: isActive, animated: animated) {
            let page = simulator.makePage(type: pageType ?? name, name: nil)
            return (page.id, page)
        }
        if settle { self.settle() }
    }

    /// The navigator of the page named `name` dismisses it: pops to the page below it. Returns whether
    /// the operation was accepted (`false` for the root or a page not in the stack).
    @discardableResult
    public func dismiss(_ name: String, animated: Bool = true, settle: Bool = true) -> Bool {
        driver.applyPendingEdit()
        guard let id = simulator.id(of: name) else { return false }
        let stack = simulator.engine.pages.map(\.id)
        let accepted = driver.change(animated: animated) { synchronizer, _ in synchronizer.leave(id, stack: stack) }
        if settle { self.settle() }
        return accepted
    }

    /// A navigator operation the synchronizer need not know about (pop, pop to root, pop to, remove):
    /// `body` runs it on the simulator after the app's waiting edit; the binding follows when it settles.
    public func navigate(settle: Bool = true, _ body: (NavigationSimulator) -> Void) {
        driver.applyPendingEdit()
        body(simulator)
        if settle { self.settle() }
    }

    // MARK: Time

    /// Runs every transition to its end and turns the main queue until nothing is due.
    public func settle() {
        repeat {
            simulator.settle()
            runMainQueue()
        } while simulator.transition != nil
    }

    /// Turns the main queue: delivers held events, performs a change of the binding the stack has not
    /// performed yet, writes the settled stack to the binding and lets go of pages nobody needs.
    public func runMainQueue() {
        while turnDue {
            turnDue = false
            driver.turn()
        }
    }
}
