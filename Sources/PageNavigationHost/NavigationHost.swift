import PageNavigationCore

/// The host logic of the navigation engine, shared by the UIKit layer and the simulator.
///
/// It turns platform events into engine input (commands, swipes, back taps, transition reports, web
/// history) and carries out the engine's effects, in order, with ``NavigationPlatform`` calls. It keeps
/// every piece of bookkeeping a host needs: the page registry and its retention, completions and
/// failures, pending and active swipes, the touch sequence, fake-bar sessions, web-history observers,
/// and reconciling the engine with the platform's own stack. It decides nothing about navigation:
/// every rule is the engine's answer.
///
/// The simulator runs this class over a virtual platform; the UIKit layer runs it over
/// `UINavigationController`. Platform calls may call back into the host synchronously (UIKit calls its
/// delegate from inside `setViewControllers`); effects produced meanwhile wait their turn.
package final class NavigationHost<Platform: NavigationPlatform> {
    package let platform: Platform
    /// `nil` until the stack has a root page.
    package internal(set) var engine: NavigationEngine?
    /// The configuration the engine starts with; its screen follows the platform.
    package var configuration: NavigationConfiguration
    /// Whether the app left the default swipe-back mode to the system: it is then
    /// ``PopGestureMode/system(hasContentSwipe:)`` for what the platform has now, decided again whenever
    /// the screen is synced — UIKit makes iOS 26's content swipe recognizer with the view, after `init`.
    package var popGestureFollowsSystem = false
    package internal(set) var registry = PageRegistry<Platform.Page>()
    var callbacks = OperationCallbacks<Platform.Completion, Platform.Failure>()

    /// The one swipe: accepted, refused for a system pop about to start, or driving a transition.
    var swipe = SwipeState.idle
    /// The page whose interactive push is in flight: its swipe-forward callbacks run until it ends.
    var swipeForwardOrigin: PageID?
    /// The touch sequence the recognizers are being asked about, and where its finger went down.
    var touchSequence = TouchSequence()
    /// The platform transitions the host follows, and the stack changes it makes or holds back.
    let transitions = TransitionRecords()
    /// The looks as last shown on the bar and on each page's item, and what the app had.
    let looks = LookRecords()
    /// The tab bar controller's own settings that the host keeps while a page's choice shows instead.
    let tabBar = TabBarRecord()
    /// What the host keeps of each page it holds: its item's look and appearances, the bar visibility
    /// UIKit gave it, its web-history observer, its iOS 15 back item.
    var pageRecords: [PageID: PageRecord<Platform>] = .init()
    /// Whether the stack changes carried out now come from the user (a back tap, a back request, a
    /// swipe), not from an app call: they go through the app's overridable methods
    /// (``NavigationPlatform/setStack(_:animated:through:)``), as UIKit's own back button and swipe do.
    var userStartedChange = false
    /// Whether the host is writing a page's iOS 15 back item now.
    var refreshingLeftBackItem = false

    /// The engine's effects the host carries out, in order.
    let effectQueue = EffectQueue()
    /// What the host holds of the sheet the stack is presented in.
    let sheet = SheetRecord()
    #if DEBUG || DebuggingToolsInRelease
    /// The debugging tools' bookkeeping (debug builds); `nil` unless ``startDebugging(leakGrace:)`` ran.
    package internal(set) var debugging: NavigationDebugging<Platform.Page>?
    #endif

    /// Who drives the interactive transition in flight, if one is.
    package var activeSwipe: SwipeDriver? { swipe.driver }

    package init(platform: Platform, configuration: NavigationConfiguration) {
        self.platform = platform
        self.configuration = configuration
        // The platform's delegate offers what the host decides from the start (UIKitBehavior row 1).
        refreshDelegateOffer()
    }

    // MARK: Starting

    /// Makes `pages` the whole stack of a controller that had none, without animation: every page is
    /// adopted, resolved (each from the page below it, under `inherit`) and shown with its back button.
    package func start(with pages: [Platform.Page], completion: Platform.Completion?) {
        guard !pages.isEmpty else { return }
        for page in pages { adopt(page) }
        syncScreen()
        let engine = NavigationEngine(stack: corePages(of: pages), configuration: configuration)
        let states = engine.pages
        self.engine = engine
        for (index, state) in states.enumerated() {
            platform.prepare(pages[index])
            showBackButton(index > 0, on: state.id, below: index > 0 ? states[index - 1].id : nil)
            showItemLook(state.style, for: state.id)
            observeWebHistory(of: state.id)
        }
        let ids = ids(of: states)
        refreshBackMenu(ids)
        if self.ids(of: platform.stack) != ids {
            platform.setStack(pages, animated: false)
            // The platform showed them at once; its `didShow` leaves the end to the host, once it returned.
            if transitions.followed != nil, !platform.isTransitioning { endFollowedTransition(cancelled: false) }
        }
        if let hidden = looks.platformHiddenBeforeStack {
            looks.platformHiddenBeforeStack = nil
            barHiddenByPlatform(hidden)
        }
        showSettledLook(animated: false)
        if let completion { platform.complete(completion) }
    }

    /// Adopts, as the engine's stack, the stack the platform set up on its own (a storyboard's pages).
    /// Every entry point calls it first, so an operation before the platform's view loads keeps them.
    package func adoptPlatformStack() {
        guard engine == nil else { return }
        let stack = platform.stack
        guard !stack.isEmpty else { return }
        start(with: stack, completion: nil)
    }

    // MARK: Engine access

    /// Sends an app command to the engine and carries out what it answers. Without a stack, the pages
    /// of a push or a set stack become the stack. Returns whether the command ran now, waits behind the
    /// transition in flight, or was refused at once.
    @discardableResult
    package func perform(
        _ command: NavigationCommand, bringing newPages: [Platform.Page],
        completion: Platform.Completion?, failure: Platform.Failure?
    ) -> CommandStart {
        adoptPlatformStack()
        guard engine != nil else {
            if case .push = command {
                start(with: newPages, completion: completion)
                return .ran
            }
            if case .setStack = command, !newPages.isEmpty {
                start(with: newPages, completion: completion)
                return .ran
            }
            if let failure { platform.fail(failure, .emptyStack) }
            return .refused
        }
        for page in newPages { adopt(page) }
        syncScreen()
        recordStep(command)
        let (operation, effects) = engine!.perform(command)
        let refused = effects.contains { effect in
            if case .event(.refused(_, operation: operation)) = effect { true } else { false }
        }
        callbacks.add(operation, pages: ids(of: newPages), completion: completion, failure: failure)
        perform(effects)
        if refused { return .refused }
        return engine?.queuedOperations.contains(operation) == true ? .queued : .ran
    }

    /// Sends a user intent or a host report to the engine and carries out what it answers.
    package func send(_ input: NavigationInput) {
        adoptPlatformStack()
        guard engine != nil else { return }
        recordStep(input)
        let userStarted = userStartedChange
        userStartedChange = userStarted || input.isTheUsers
        defer { userStartedChange = userStarted }
        engine!.send(input, into: &effectQueue.waiting)
        perform([])
    }

    /// Sends what the host learned about the stack's presentation to the engine and carries out what
    /// it answers.
    func send(_ input: PresentationInput) {
        adoptPlatformStack()
        guard engine != nil else { return }
        engine!.send(input, into: &effectQueue.waiting)
        perform([])
    }

    /// Carries out effects in order. Effects produced while carrying out others (the platform calls
    /// back synchronously) wait their turn, so the engine's order is always kept.
    func perform(_ effects: [NavigationEffect]) {
        if !effects.isEmpty { effectQueue.waiting += effects }
        guard !effectQueue.isDraining else { return }
        effectQueue.isDraining = true
        while effectQueue.next < effectQueue.waiting.count {
            let effect = effectQueue.waiting[effectQueue.next]
            effectQueue.next += 1
            carryOut(effect)
        }
        effectQueue.waiting.removeAll(keepingCapacity: true)
        effectQueue.next = 0
        effectQueue.isDraining = false
        releaseUnusedPages()
        syncKeepsSheet()
        startGracePeriods()
        if effectQueue.reconcileOwed {
            effectQueue.reconcileOwed = false
            reconcile()
        }
    }

    // MARK: Reading the engine

    // Binding the engine (`if let engine`) or calling one of its getters copies the whole value — its
    // pages, queue, index, configuration, and its transition with two looks — and destroys the copy
    // after; comparing its transition with nil copies the transition. These read the fields they need in
    // place. What they return is a value: a later change of the engine does not change it.

    /// Whether the engine runs no transition now (also when it has no stack).
    var engineTransitionIsNil: Bool {
        guard case nil = engine?.transition else { return false }
        return true
    }

    /// The plan of the engine's transition in flight, if one is. Never inlined, as the functions below:
    /// at each site, reading through the optional engine and its optional transition costs its own code.
    @inline(never)
    var engineTransitionPlan: TransitionPlan? {
        engine?.transition?.plan
    }

    /// The engine's decision for a swipe's touch; `nil` without a stack.
    @inline(never)
    func engineSwipeDecision(for touch: SwipeTouch) -> SwipeDecision? {
        engine?.swipeDecision(for: touch)
    }

    /// The engine's pages, root first, when it has a stack and runs no transition; `nil` otherwise.
    var settledPages: [PageState]? {
        guard case nil = engine?.transition else { return nil }
        return engine?.pages
    }

    /// The ids of the engine's pages, root first; `nil` without a stack.
    var enginePageIDs: [PageID]? {
        if let pages = engine?.pages { ids(of: pages) } else { nil }
    }

    /// The engine's top page; `nil` without a stack (``NavigationEngine/top``, read in place).
    var engineTop: PageState? {
        engine?.pages.last
    }

    /// The engine's page `id`, if it is in the stack (``NavigationEngine/page(_:)``, read in place).
    func enginePage(_ id: PageID) -> PageState? {
        engine?.pages.first { $0.id == id }
    }

    // MARK: Pages

    /// The engine's id of a platform page.
    package func id(of page: Platform.Page) -> PageID {
        platform.corePage(of: page).id
    }

    /// The platform page of an id, if registered (``PageRegistry``). Never inlined: at each site, the
    /// registry's lookup sets up the metadata of the platform's page type; here it is done once.
    @inline(never)
    func registeredPage(_ id: PageID) -> Platform.Page? {
        registry[id]
    }

    /// The platform pages of these ids, in order, skipping unknown ones (``PageRegistry/pages(for:)``,
    /// never inlined for the reason ``registeredPage(_:)`` is not).
    @inline(never)
    func registeredPages(_ ids: [PageID]) -> [Platform.Page] {
        registry.pages(for: ids)
    }

    /// The engine's ids of platform pages, in order. One loop for every site: a `map` over the generic
    /// pages compiles the standard library's generic `map` and a thunk of ``id(of:)`` at each.
    func ids(of pages: [Platform.Page]) -> [PageID] {
        var ids: [PageID] = []
        for page in pages { ids.append(id(of: page)) }
        return ids
    }

    /// The ids of the engine's pages, in order: one never-inlined loop for every site, where a
    /// `map(\.id)` compiled the key path's closure and the map at each.
    @inline(never)
    func ids(of pages: [PageState]) -> [PageID] {
        var ids: [PageID] = []
        for page in pages { ids.append(page.id) }
        return ids
    }

    /// The engine's views of platform pages, in order (one loop, as the `ids(of:)` functions).
    func corePages(of pages: [Platform.Page]) -> [PageNavigationCore.Page] {
        var corePages: [PageNavigationCore.Page] = []
        for page in pages { corePages.append(platform.corePage(of: page)) }
        return corePages
    }

    /// Registers a page the engine is about to hear of.
    func adopt(_ page: Platform.Page) {
        registry.register(page, as: id(of: page))
    }

    /// Keeps only the pages the engine can still mention: those in its stack, those a transition brings
    /// in, and those that queued operations brought.
    private func releaseUnusedPages() {
        guard let pages = settledPages, registry.count > pages.count else { return }
        // Arrays, not a set: a stack holds a few pages, and a set of ids costs its own hash table code.
        let keep = ids(of: pages) + callbacks.waitingPages
        // A refused operation's page, a cancelled push's page.
        for id in registry.ids where !keep.contains(id) { letGo(of: id) }
        registry.retainOnly(keep)
    }

    /// The app changed its configuration: the engine uses it from the next gesture and the next page.
    package func updateConfiguration(_ newConfiguration: NavigationConfiguration) {
        configuration = newConfiguration
        syncScreen()
        guard engine != nil else { return }
        engine!.updateConfiguration(configuration)
    }

    // MARK: Screen

    /// Tells the engine the platform's current screen width and layout direction, and — when the app
    /// left it to the system — the default swipe-back mode for what the platform has now.
    package func syncScreen() {
        syncSystemPopGesture()
        let screen = platform.screen
        guard screen.width > 0 else { return }
        configuration.geometry.screenWidth = screen.width
        configuration.geometry.direction = screen.direction
        guard engine != nil else { return }
        engine!.updateScreen(width: screen.width, direction: screen.direction)
    }

    private func syncSystemPopGesture() {
        let systemMode = PopGestureMode.system(hasContentSwipe: platform.hasSystemContentSwipe)
        guard popGestureFollowsSystem, configuration.popGesture != systemMode else { return }
        configuration.popGesture = systemMode
        engine?.updateConfiguration(configuration)
    }
}

/// The platform transitions the host follows, and the stack changes it makes or holds back.
///
/// A class, not a struct: the generic host lays out its stored structs at run time and copies, assigns
/// and destroys them through their value witnesses (code per type), while it changes each field in place
/// and never copies the records. (The same holds for the effect queue, the sheet's and the tab bar's
/// records below.)
final class TransitionRecords {
    /// The platform transition the host follows, if any.
    var followed: FollowedTransition?
    /// The pages that carry fake bars in the transition in flight.
    var fakeBarPages: [PageID]?
    /// How many platform transitions started; tags each followed transition.
    var count = 0
    /// The stack change the host is making on the platform, while it makes it. The engine's own state
    /// may already be ahead — at a transition a queued command started — so the platform's `willShow`
    /// belongs to this change's plan, not the engine's.
    var applying: ChangeInProgress?
    /// Stack changes waiting for the end of a platform transition the engine does not own (a
    /// presentation, a rotation), during which the platform would drop them.
    var waitingChanges: [(change: StackChange, plan: TransitionPlan?)] = []
}

/// A stack change the host is making on the platform.
///
/// A class, not a struct: a record held inline in the host's records (two looks in its plan) makes every
/// copy of those records copy each field, and their value witnesses cost kilobytes of code.
final class ChangeInProgress {
    /// The engine's plan of the change; `nil` for a change without animation.
    let plan: TransitionPlan?

    init(plan: TransitionPlan?) {
        self.plan = plan
    }
}

// The host's records are final classes, held by `let`: a struct stored in the generic host is laid out
// at run time, through its value witnesses (code per type); a reference is not.

/// The engine's effects the host carries out, in order: effects produced while it carries out others
/// (the platform calls back synchronously) wait their turn.
final class EffectQueue {
    /// The effects not carried out yet, from ``next`` on.
    var waiting: [NavigationEffect] = []
    var next = 0
    /// Whether the host is carrying them out now.
    var isDraining = false
    /// A reconcile asked for while effects were still being carried out: the engine is ahead of the
    /// platform then, by design, so it waits until they are all carried out.
    var reconcileOwed = false
}

/// What the host holds of the sheet the stack is presented in.
final class SheetRecord {
    /// The sheet's `isModalInPresentation` while the library holds it for the top page's back handler,
    /// with the app's own value.
    var modal: OverriddenValue<Bool>?
    /// Who refused the pull-down being attempted, if anyone did.
    var pullDownRefusal: PullDownRefusal?
}

/// Who refused a sheet's pull-down.
enum PullDownRefusal {
    /// The app's own answer (its delegate said no): the attempt is the app's, and no back handler runs.
    case app
    /// The library (the top page's handler keeps the sheet): the attempt that follows is the library's,
    /// and the handler runs.
    case library
}

/// A platform transition the host follows until it is over.
///
/// A class, not a struct, for the reason ``ChangeInProgress`` is one; only ``NavigationHost`` holds it
/// (``TransitionRecords/followed``), so changing ``cancelling`` in place is what the host means.
final class FollowedTransition {
    /// Which platform transition this is.
    let number: Int
    /// The engine's plan this platform transition carries out; `nil` for a change without one (a
    /// change without animation, or one the platform made on its own).
    let plan: TransitionPlan?
    /// The looks of the page leaving and the page arriving, when it started.
    let from: BarStyle
    let to: BarStyle
    /// Whether the finger let go and the transition is going back.
    var cancelling = false

    init(number: Int, plan: TransitionPlan?, from: BarStyle, to: BarStyle) {
        self.number = number
        self.plan = plan
        self.from = from
        self.to = to
    }
}

extension NavigationInput {
    /// Whether the input is the user's own (a back tap or request, an answer to a confirmation, a
    /// swipe), whose stack changes UIKit would make through the app's overridable methods.
    var isTheUsers: Bool {
        switch self {
        case .tapBack, .requestBack, .answerBack, .swipeBegan, .swipeMoved, .swipeEnded: true
        default: false
        }
    }
}
