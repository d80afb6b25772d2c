import PageNavigationCore

#if DEBUG || DebuggingToolsInRelease
/// Debug builds: what the host saw of code that took over UIKit's swipe-back recognizers; each kind of
/// change is reported once.
struct SwipeTampering {
    /// The warnings reported (two at most: an array costs less code than a set).
    private var reported: [NavigationWarning] = []

    /// The warnings `changes` call for now, each with its message, that were not reported before.
    /// A recognizer switched off counts only on a page other than the root (`onRoot`): apps switch
    /// it off there by hand, and swipe-back never starts on the root anyway.
    mutating func warnings(for changes: SwipeRecognizerChanges, onRoot: Bool) -> [NavigationDiagnostic] {
        var found: [(NavigationWarning, [String])] = []
        if !changes.replacedDelegates.isEmpty { found.append((.popGestureDelegate, changes.replacedDelegates)) }
        if !changes.disabled.isEmpty, !onRoot { found.append((.popGestureEnabled, changes.disabled)) }
        return found.compactMap { warning, what in
            guard !reported.contains(warning) else { return nil }
            reported.append(warning)
            let message = "PageNavigation: \(what.joined(separator: "; ")). \(warning.advice)"
            return NavigationDiagnostic(event: .warning(warning), message: message)
        }
    }
}
#endif
