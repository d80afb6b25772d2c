import PageNavigationCore

#if DEBUG || DebuggingToolsInRelease
/// Debug builds: the bookkeeping of the debugging tools a host runs — pages that left the stack, held
/// weakly until their grace period ends, and what it saw of code that took over UIKit's swipe-back
/// recognizers. The host makes it only for a platform with tools (``NavigationDebugPlatform``): the UIKit
/// layer has them in debug builds only, so a release build never makes one, holds no page, starts no
/// timer and looks at no recognizer.
package final class NavigationDebugging<Page: AnyObject> {
    /// Seconds after the transition that removed a page ended at which a page still alive is reported.
    package var leakGrace: Double
    let tools: any NavigationDebugPlatform
    var departed = DepartedPages<Page>()
    var tampering = SwipeTampering()
    /// How the pages that leave in the stack change being made now leave.
    var departure: PageDeparture = .replaced
    /// The session being recorded, if one is.
    var recorder: SessionRecorder?

    init(tools: any NavigationDebugPlatform, leakGrace: Double) {
        self.tools = tools
        self.leakGrace = leakGrace
    }

    /// How many pages that left are still waiting for their grace period to end.
    package var watchedPageCount: Int { departed.count }
}

extension NavigationHost {
    /// Starts the debugging tools, when the platform has them (``NavigationDebugPlatform``): pages not
    /// freed `leakGrace` seconds after the transition that removed them ended, and code that takes over
    /// UIKit's swipe-back recognizers, are reported.
    package func startDebugging(leakGrace: Double = 2) {
        guard let tools = platform as? any NavigationDebugPlatform else { return }
        debugging = NavigationDebugging(tools: tools, leakGrace: max(leakGrace, 0))
    }

    /// A stack change starts: the pages it takes out leave this way.
    func noteDeparture(_ change: StackChange, interactive: Bool) {
        guard let debugging else { return }
        debugging.departure =
            switch change {
            case .popTo: interactive ? .swipedBack : .popped
            case .remove: .removed
            case .push, .replace: .replaced
            }
    }

    /// A page left the stack: it is watched, weakly, from the end of the transition that removed it.
    func watchDeparture(of id: PageID) {
        guard let debugging, let page = registry[id] else { return }
        let core = platform.corePage(of: page)
        let report = NotFreedPage(
            id: id, type: core.type, tag: core.tag, departure: debugging.departure, grace: debugging.leakGrace)
        debugging.departed.left(page, report: report)
    }

    /// Effects were carried out: when no transition runs any more, the grace period of the pages that
    /// left starts.
    func startGracePeriods() {
        guard let debugging, engine?.transition == nil, transitions.followed == nil else { return }
        for id in debugging.departed.transitionsEnded() {
            debugging.tools.schedule(after: debugging.leakGrace) { [weak self] in self?.graceEnded(for: id) }
        }
    }

    private func graceEnded(for id: PageID) {
        guard let debugging,
            let page = debugging.departed.graceEnded(id, inStack: engine?.contains(id) == true)
        else { return }
        let seconds = page.grace == page.grace.rounded() ? "\(Int(page.grace))" : "\(page.grace)"
        let message =
            "PageNavigation: \(page) and is still alive \(seconds) s after its transition ended. Something keeps a "
            + "strong reference to it: a closure that captures self strongly (pageNavigation.back, a timer, a "
            + "network callback, a notification observer), a delegate or data source declared strong, or a "
            + "property that holds the view controller. The library holds pages weakly once they leave."
        report(NavigationDiagnostic(event: .notFreed(page), message: message))
    }

    /// Looks at the system's swipe-back recognizers: a delegate that is not UIKit's, or a recognizer
    /// switched off on a page other than the root, is reported once per kind.
    package func checkSwipeRecognizers(at moment: SwipeCheckMoment) {
        guard let debugging else { return }
        let onRoot: Bool
        switch moment {
        case .willShow:
            let leaving = engine?.transition?.plan.from ?? engine?.top.id
            onRoot = leaving == nil || engine?.pages.first?.id == leaving
        case .didShow:
            onRoot = platform.stack.count <= 1
        case .touch:
            onRoot = (engine?.pages.count ?? 0) <= 1
        }
        for diagnostic in debugging.tampering.warnings(for: debugging.tools.swipeRecognizerChanges, onRoot: onRoot) {
            report(diagnostic)
        }
    }

    private func report(_ diagnostic: NavigationDiagnostic) {
        debugging?.tools.report(diagnostic)
        platform.deliver(diagnostic.event)
    }
}
#else
/// Release builds without the `DebuggingToolsInRelease` trait: the debugging tools are compiled out, and
/// what the host calls of them does nothing.
extension NavigationHost {
    package func startDebugging(leakGrace: Double = 2) {}
    func noteDeparture(_ change: StackChange, interactive: Bool) {}
    func watchDeparture(of id: PageID) {}
    func startGracePeriods() {}
    package func checkSwipeRecognizers(at moment: SwipeCheckMoment) {}
}
#endif
