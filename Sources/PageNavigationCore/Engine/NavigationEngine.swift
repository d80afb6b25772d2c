/// The navigation engine: a state value with two entry points.
///
/// ``perform(_:)`` takes the app's commands (push, pop, remove, …); ``send(_:)`` takes user intents
/// (back tap, swipes, answers) and host reports (transition ended, web history, scroll state). Both
/// return the effects the host must carry out, in order. The engine never calls out, never sleeps and
/// never touches UIKit, so every rule it follows is tested on any platform; the simulator and the
/// UIKit layer are two hosts of it.
public struct NavigationEngine: Sendable {
    /// App-wide settings.
    public internal(set) var configuration: NavigationConfiguration
    /// The pages in the stack, root first, as they are settled (a transition changes them when it ends).
    public internal(set) var pages: [PageState]
    /// The transition in flight, if any. There is never more than one.
    public internal(set) var transition: TransitionState?
    /// The page whose back confirmation is open, if any: a page in the stack other than the root, or
    /// — for a confirmation that dismisses a presented stack — any page in it.
    public internal(set) var pendingBack: PageID?
    /// How the stack is shown; a host reports it as a ``PresentationInput``.
    package internal(set) var presentation: StackPresentation = .none
    /// Whether a yes to the open confirmation dismisses the presented stack (it was asked by a pull-down
    /// or a swipe on the root) rather than leaving the page.
    package internal(set) var pendingDismissal = false
    /// Confirmations that closed by themselves (their page left the stack or became the root) and
    /// whose answers have not arrived yet: that many answers with nothing open are accepted silently.
    var owedAnswers = 0
    /// The page the open confirmation leads back to when it was asked from the back button's menu;
    /// `nil` for one page back.
    var pendingBackTarget: PageID?
    /// Commands asked for while a transition runs, in the order they will run.
    var queue: [QueuedCommand] = []
    var indexByID: [PageID: Int]
    var nextOperation: UInt64 = 1

    /// Starts an engine whose stack holds only `root`.
    public init(root: Page, configuration: NavigationConfiguration = NavigationConfiguration()) {
        self.configuration = configuration
        self.pages = [PageState(page: root, inherited: nil, configuration: configuration)]
        // Stored through setIndex like every other entry: a literal `[root.id: 0]` brought a dictionary
        // literal's code of its own (binary size).
        self.indexByID = [:]
        setIndex(0, of: root.id)
    }

    /// Starts an engine whose stack holds `stack`, root first, as a controller that starts with several
    /// pages (a storyboard's stack). Each page resolves its look from the page below it, as if pushed
    /// in order. A page given twice keeps its first place; an empty list (which hosts never pass) starts
    /// with a placeholder root of id 0.
    public init(stack: [Page], configuration: NavigationConfiguration = NavigationConfiguration()) {
        self.init(root: stack.first ?? Page(id: PageID(0), type: ""), configuration: configuration)
        // The index says which ids are in already: a page given again keeps its first place. The pages
        // after the root by their indices: a slice of them brought its own iteration code (binary size).
        for index in stack.indices where index > 0 && indexByID[stack[index].id] == nil {
            let page = stack[index]
            let inherited = configuration.inheritance == .inherit ? top.style : nil
            setIndex(pages.count, of: page.id)
            pages.appendPage(PageState(page: page, inherited: inherited, configuration: configuration))
        }
    }

    /// The top page.
    public var top: PageState { pages[pages.count - 1] }

    /// Records where the page `id` stands in ``pages`` (`nil`: it left). Not inlined: the dictionary's
    /// store had a copy at each of six callers (binary size).
    @inline(never)
    mutating func setIndex(_ index: Int?, of id: PageID) { indexByID[id] = index }

    /// The page with this id, if it is in the stack.
    public func page(_ id: PageID) -> PageState? {
        indexByID[id].map { pages[$0] }
    }

    /// Whether a page with this id is in the stack.
    public func contains(_ id: PageID) -> Bool { indexByID[id] != nil }
    /// Whether the page `id` is in the stack, is entering it in the transition in flight, or waits to
    /// enter it in a queued push or stack change.
    public func knows(_ id: PageID) -> Bool {
        if contains(id) { return true }
        switch transition?.commit {
        case .push(let page, _) where page.id == id: return true
        case .replace(let pages) where pages.contains(where: { $0.id == id }): return true
        default: break
        }
        return queue.contains { queued in
            if case .perform(let command) = queued.action { return command.brings(id) }
            return false
        }
    }

    /// The operations waiting for the transition in flight, in the order they will run
    /// (`nil` for a back tap or an answered confirmation, which have no operation).
    public var queuedOperations: [OperationID?] { queue.map(\.operation) }

    /// Whether a transition is in flight or commands wait for one.
    public var isBusy: Bool {
        // A pattern, not `transition != nil`: that compares two `TransitionState?` values with `==`.
        if case .some = transition { return true }
        return !queue.isEmpty
    }

    /// Sends an app command. Returns its operation id and the effects to carry out. While a
    /// transition is in flight the command is queued and runs, in order, when it ends.
    public mutating func perform(_ command: NavigationCommand) -> (operation: OperationID, effects: [NavigationEffect])
    {
        let operation = OperationID(nextOperation)
        nextOperation += 1
        var effects: [NavigationEffect] = []
        enqueueOrRun(QueuedCommand(command, operation: operation), into: &effects)
        return (operation, effects)
    }

    /// Sends a user intent or a host report and returns the effects to carry out.
    public mutating func send(_ input: NavigationInput) -> [NavigationEffect] {
        var effects: [NavigationEffect] = []
        send(input, into: &effects)
        return effects
    }

    /// Sends a user intent or a host report and appends the effects to carry out to `effects` — a buffer
    /// a host keeps, so that a swipe frame allocates nothing.
    public mutating func send(_ input: NavigationInput, into effects: inout [NavigationEffect]) {
        switch input {
        case .tapBack: requestBack(.onePage, into: &effects)
        case .requestBack(let target): requestBack(target, into: &effects)
        case .swipeBegan(let touch, let next): beginSwipe(touch, nextPage: next, into: &effects)
        case .swipeMoved(let touch): moveSwipe(touch, into: &effects)
        case .swipeEnded(let touch, let velocity): endSwipe(touch, velocity: velocity, into: &effects)
        case .answerBack(let answer): answerBack(answer, into: &effects)
        case .transitionProgressed(let progress): progressTransition(progress)
        case .transitionEnded(let finished): endTransition(finished: finished, into: &effects)
        case .updateBar(let id, let bar): updateBar(id, bar, into: &effects)
        case .updateSettings(let id, let settings): updateSettings(id, settings, into: &effects)
        case .webHistoryChanged(let id, let canGoBack): report(id, into: &effects) { $0.webCanGoBack = canGoBack }
        case .contentScrollChanged(let id, let scroll): report(id, into: &effects) { $0.contentScroll = scroll }
        case .contentGesturesChanged(let id, let gestures): report(id, into: &effects) { $0.content = gestures }
        }
    }
}

/// A command waiting to run (or running): `operation` is `nil` for pops the user asked for.
struct QueuedCommand: Sendable {
    var action: Action
    var operation: OperationID?

    /// What runs.
    enum Action: Sendable {
        /// A command of the app's (or a back tap's pop).
        case perform(NavigationCommand)
        /// A yes to a back confirmation: this page leaves — to the chosen page when it is still below
        /// it, else to the page directly below it — taking the pages above it along; decided when it
        /// runs, and nothing when the page is gone or the root by then.
        case leave(PageID, to: PageID?)
        /// A back request that arrived during an interruptible transition: the top page's back handler
        /// decides when it runs.
        case requestBack(BackTarget)
    }

    /// A command of the app's, with its operation.
    init(_ command: NavigationCommand, operation: OperationID?) {
        self.action = .perform(command)
        self.operation = operation
    }

    /// The pop a yes asks for.
    static func leave(_ page: PageID, to target: PageID?) -> QueuedCommand {
        QueuedCommand(action: .leave(page, to: target), operation: nil)
    }

    /// A back request waiting for the transition in flight.
    static func requestBack(_ target: BackTarget) -> QueuedCommand {
        QueuedCommand(action: .requestBack(target), operation: nil)
    }

    /// Whether this is a back request waiting for the transition in flight.
    var isBackRequest: Bool {
        if case .requestBack = action { return true }
        return false
    }

    private init(action: Action, operation: OperationID?) {
        self.action = action
        self.operation = operation
    }
}
