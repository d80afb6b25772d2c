import PageNavigationCore
import PageNavigationHost

#if DEBUG || DebuggingToolsInRelease
extension VirtualPlatform: NavigationDebugPlatform {}
#endif

/// The debugging tools on the virtual platform: timers on the virtual clock, the app's changes to the
/// system's swipe-back recognizers as the scenario makes them, and a record of the reports.
extension VirtualPlatform {
    /// Runs `body` when the virtual clock reaches `seconds` from now.
    package func schedule(after seconds: Double, _ body: @escaping () -> Void) {
        timers.append(VirtualTimer(due: now + max(seconds, 0), order: timers.count, body: body))
    }

    #if DEBUG || DebuggingToolsInRelease
    /// The app's changes: a delegate it installed on the edge swipe recognizer, or recognizers it
    /// switched off.
    package var swipeRecognizerChanges: SwipeRecognizerChanges {
        var changes = SwipeRecognizerChanges()
        if appReplacedEdgeDelegate || appEdgeDelegateAnswer != nil {
            changes.replacedDelegates = ["the app replaced the delegate of interactivePopGestureRecognizer"]
        }
        if !edge.isEnabled { changes.disabled.append("the app switched interactivePopGestureRecognizer off") }
        if hasContentSwipe, !content.isEnabled {
            changes.disabled.append("the app switched interactiveContentPopGestureRecognizer off")
        }
        return changes
    }
    #endif

    package func report(_ diagnostic: NavigationDiagnostic) { diagnostics.append(diagnostic) }

    /// The time of the earliest timer, if one is set.
    var nextTimerDue: Double? { timers.map(\.due).min() }

    /// Runs, in order, every timer due at `time` or before.
    func fireTimers(upTo time: Double) {
        while let next = timers.enumerated().filter({ $0.element.due <= time }).min(by: {
            ($0.element.due, $0.element.order) < ($1.element.due, $1.element.order)
        }) {
            timers.remove(at: next.offset)
            next.element.body()
        }
    }

    /// The app switches the system's swipe-back recognizers off (`isEnabled = false`) and never back on.
    func appSwitchesSwipeRecognizersOff() {
        edge.isEnabled = false
        content.isEnabled = false
    }
}

/// A timer on the virtual clock.
struct VirtualTimer {
    var due: Double
    /// Timers due at the same time run in the order they were set.
    var order: Int
    var body: () -> Void
}
