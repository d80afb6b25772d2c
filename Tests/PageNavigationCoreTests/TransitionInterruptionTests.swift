import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// iOS 26 lets the user interrupt a transition: a back tap during a push or a pop is carried out as
/// soon as the transition ends (the top page's back handler decides then), instead of being lost as
/// before iOS 26.
@Suite("Interruptible transitions")
struct TransitionInterruptionTests {
    /// What is in flight when the back tap arrives.
    enum InFlight: Sendable, CustomStringConvertible {
        /// `Home A`, pushing `B` with animation.
        case push
        /// `Home A B`, popping `B` with animation.
        case pop
        /// `Home A B`, a swipe-back of `B` under the finger.
        case swipeUnderFinger
        /// `Home A B`, a swipe-back of `B` released and finishing.
        case releasedSwipe

        var description: String {
            switch self {
            case .push: "an animated push"
            case .pop: "an animated pop"
            case .swipeUnderFinger: "a swipe under the finger"
            case .releasedSwipe: "a released swipe"
            }
        }
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var line: Int
        var interruptible: Bool
        var inFlight: InFlight
        var back: BackBehavior = .pop
        var taps = 1
        var result: BackRequestResult
        /// The stack once everything settled.
        var stack: String
        /// Events after the tap, in order (a subsequence of what happened).
        var events: [String]

        var testDescription: String {
            "\(interruptible ? "interruptible" : "classic"), \(inFlight), \(back), \(taps) tap(s)"
        }
    }

    static let rows: [Row] = [
        // Before iOS 26 the tap is lost, whatever is in flight.
        Row(line: #line, interruptible: false, inFlight: .push, result: .ignored, stack: "Home A B", events: []),
        Row(line: #line, interruptible: false, inFlight: .pop, result: .ignored, stack: "Home A", events: []),
        Row(
            line: #line, interruptible: false, inFlight: .releasedSwipe, result: .ignored, stack: "Home A", events: []),
        // iOS 26: the push ends, then the pushed page goes back through its handler.
        Row(
            line: #line, interruptible: true, inFlight: .push, result: .queued, stack: "Home A",
            events: ["didShow:B", "completed:push", "willShow:A", "removed:B", "didShow:A"]),
        Row(
            line: #line, interruptible: true, inFlight: .push, back: .deny, result: .queued, stack: "Home A B",
            events: ["didShow:B", "backDenied:B"]),
        Row(
            line: #line, interruptible: true, inFlight: .push, back: .confirm, result: .queued, stack: "Home A B",
            events: ["didShow:B", "backRequested:B"]),
        // A second tap on the same back button during the same transition is the same request.
        Row(
            line: #line, interruptible: true, inFlight: .push, taps: 2, result: .ignored, stack: "Home A",
            events: ["didShow:B", "willShow:A", "didShow:A"]),
        // During a pop the tap reaches the page being revealed.
        Row(
            line: #line, interruptible: true, inFlight: .pop, result: .queued, stack: "Home",
            events: ["didShow:A", "willShow:Home", "removed:A", "didShow:Home"]),
        // Under the finger the tap is not the user's next step; once the finger let go, it is.
        Row(
            line: #line, interruptible: true, inFlight: .swipeUnderFinger, result: .ignored, stack: "Home A",
            events: ["popGestureFinished:B", "didShow:A"]),
        Row(
            line: #line, interruptible: true, inFlight: .releasedSwipe, result: .queued, stack: "Home",
            events: ["popGestureFinished:B", "didShow:A", "willShow:Home", "didShow:Home"]),
    ]

    @Test("a back tap during a transition", arguments: rows)
    func backTapDuringTransition(_ row: Row) {
        var configuration = NavigationConfiguration()
        configuration.interruptibleTransitions = row.interruptible
        let settings = ["B": PageSettings(back: row.back)]
        var harness = Harness(
            row.inFlight == .push ? "Home A" : "Home A B", configuration: configuration, settings: settings)
        let swipe = SwipeTouch(startX: 5, distance: 300)
        switch row.inFlight {
        case .push: harness.perform(.push(harness.page("B"), animated: true), label: "push")
        case .pop: harness.perform(.pop(animated: true), label: "pop")
        case .swipeUnderFinger, .releasedSwipe: harness.send(.swipeBegan(swipe))
        }
        if row.inFlight == .releasedSwipe { harness.send(.swipeEnded(swipe, velocity: 0)) }
        _ = harness.takeEffects()

        var results: [BackRequestResult] = []
        for _ in 0..<row.taps {
            results.append(harness.engine.backRequestResult(.onePage))
            harness.send(.tapBack)
        }
        if row.inFlight == .swipeUnderFinger { harness.send(.swipeEnded(swipe, velocity: 0)) }
        #expect(results.last == row.result, sourceLocation: at(row.line))
        #expect(harness.engine.transition != nil, "the tap started nothing of its own", sourceLocation: at(row.line))
        harness.settle()

        #expect(harness.stack == row.stack, sourceLocation: at(row.line))
        let events = harness.takeEvents()
        #expect(events.isSubsequence(row.events), "\(events)", sourceLocation: at(row.line))
        // The back handler is asked exactly once per accepted request.
        let asked = events.filter { $0.hasPrefix("backDenied:") || $0.hasPrefix("backRequested:") }
        #expect(asked.count <= 1, sourceLocation: at(row.line))
        if row.result == .ignored && !row.interruptible {
            #expect(harness.engine.queuedOperations.isEmpty, sourceLocation: at(row.line))
        }
    }

    @Test("a queued back request waits behind the app's own queued commands and counts in the queue")
    func queuedBehindCommands() {
        var configuration = NavigationConfiguration()
        configuration.interruptibleTransitions = true
        var harness = Harness("Home", configuration: configuration)
        harness.perform(.push(harness.page("A"), animated: true), label: "a")
        harness.perform(.push(harness.page("B"), animated: true), label: "b")
        #expect(harness.engine.backRequestResult(.onePage) == .queued)
        harness.send(.tapBack)
        #expect(harness.engine.queuedOperations.count == 2)
        #expect(harness.engine.queuedOperations.last == .some(nil))
        harness.settle()
        #expect(harness.stack == "Home A")
        #expect(
            harness.takeEvents().isSubsequence([
                "didShow:A", "completed:a", "willShow:B", "didShow:B", "completed:b", "willShow:A", "removed:B",
            ]))
    }

    @Test("a queued request to a chosen page is checked when it runs")
    func queuedMenuChoice() {
        var configuration = NavigationConfiguration()
        configuration.interruptibleTransitions = true
        var harness = Harness("Home A B", configuration: configuration)
        let home = harness.id("Home")
        harness.perform(.pop(animated: true), label: "pop")
        _ = harness.takeEffects()
        // A page the stack never held is refused at once, and nothing waits.
        #expect(
            harness.send(.requestBack(.page(PageID(999)))) == [.event(.refused(.notFound, operation: nil))])
        #expect(harness.engine.queuedOperations.isEmpty)
        #expect(harness.engine.backRequestResult(.page(harness.id("B"))) == .queued)
        harness.send(.requestBack(.page(harness.id("B"))))
        harness.settle()
        #expect(harness.stack == "Home A")
        #expect(harness.takeEvents().last == "error:notFound")
        harness.perform(.push(harness.page("C"), animated: true), label: "push")
        harness.send(.requestBack(.page(home)))
        harness.settle()
        #expect(harness.stack == "Home")
    }

    @Test("a back request during a pop to the root is refused at once: nothing is left to go back to")
    func refusedAtOnceDuringPopToRoot() {
        var configuration = NavigationConfiguration()
        configuration.interruptibleTransitions = true
        var harness = Harness("Home A B", configuration: configuration)
        harness.perform(.popToRoot(animated: true), label: "root")
        _ = harness.takeEffects()
        #expect(harness.engine.backRequestResult(.onePage) == .refused(.cannotPopRoot))
        #expect(harness.send(.tapBack) == [.event(.refused(.cannotPopRoot, operation: nil))])
        #expect(harness.engine.queuedOperations.isEmpty)
        // With a push queued behind the pop, the request waits: there will be a page to leave.
        harness.perform(.push(harness.page("C"), animated: true), label: "c")
        #expect(harness.engine.backRequestResult(.onePage) == .queued)
        harness.send(.tapBack)
        harness.settle()
        #expect(harness.stack == "Home")
    }

    @Test("while a confirmation is open a tap is ignored, interruptible or not")
    func pendingStillIgnores() {
        var configuration = NavigationConfiguration()
        configuration.interruptibleTransitions = true
        var harness = Harness("Home A", configuration: configuration, settings: ["A": PageSettings(back: .confirm)])
        harness.send(.tapBack)
        harness.perform(.push(harness.page("B"), animated: true))
        #expect(harness.engine.backRequestResult(.onePage) == .ignored)
    }
}

extension Array where Element == String {
    /// Whether `expected` appears in this list in order, not necessarily next to each other.
    fileprivate func isSubsequence(_ expected: [String]) -> Bool {
        var remaining = expected[...]
        for event in self where event == remaining.first { remaining = remaining.dropFirst() }
        return remaining.isEmpty
    }
}
