#if canImport(UIKit)
@_spi(DeviceChecks) import PageNavigation
import UIKit

/// What the library does around UIKit's own swipe-back recognizer and pop calls: it respects an app's
/// own delegate of the edge swipe, answers UIKit's pop calls only with pages popped now, and leaves the
/// controller ready after swipes a back handler refuses, again and again.
enum SystemSwipeChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck(
            "System swipes", "Takes over no edge swipe that the app's own delegate of UIKit's recognizer refuses"
        ) { stage in
            let nav = await stage.show(CheckPage("Root"))
            let detail = CheckPage("Detail")
            detail.navigationItem.leftBarButtonItem = UIBarButtonItem(
                title: "Cancel", style: .plain, target: nil, action: nil)
            try await nav.push(detail, animated: false)
            let edge = try edgeSwipe(of: nav)
            let appDelegate = AppSwipeDelegate(answer: false)
            edge.delegate = appDelegate  // the common snippet, returning false on this page
            for answer in [false, true] {
                appDelegate.answer = answer
                let count = stage.events.count
                try expect(
                    nav.swipeGateAnswer(
                        for: edge, start: SwipeGateChecks.edgeStart, translation: SwipeGateChecks.back,
                        velocity: SwipeGateChecks.backVelocity),
                    "the stand-in lets UIKit's recognizer (and the app's delegate) decide")
                let takesOver = nav.swipeGateAnswer(
                    for: nav.libraryPanRecognizer, start: SwipeGateChecks.edgeStart,
                    translation: SwipeGateChecks.back, velocity: SwipeGateChecks.backVelocity, newTouch: false)
                try expect(takesOver == answer, "the library's pan follows the app's \(answer)")
                try expect(
                    !stage.events(since: count).contains { if case .swipeRefused = $0 { true } else { false } },
                    "no refusal is reported for the app's own no")
            }
            try expect(appDelegate.asked >= 2, "the app's delegate was asked, as UIKit would ask it")
            try expect(nav.topViewController === detail, "asking does not pop")
        },
        DeviceCheck("System swipes", "popViewController(animated:) returns no page for a pop queued behind a push") {
            stage in
            let nav = await stage.show(CheckPage("Root"))
            try await nav.push(CheckPage("Middle"), animated: false)
            let tally = OperationTally()
            nav.push(CheckPage("Detail"), completion: tally.completion, failure: tally.failure)
            try await stage.wait("the push's transition starts") { nav.transitionCoordinator != nil }
            let queued = nav.popViewController(animated: true)
            try expect(queued == nil, "the queued pop returned \(queued?.title ?? "a page") before it ran")
            try await stage.wait("the push and the queued pop end") {
                tally.settled && nav.transitionCoordinator == nil && nav.topViewController?.title == "Middle"
            }
            let now = nav.popViewController(animated: false)
            try expect(now?.title == "Middle", "a pop that runs now returns its page")
            let queuedToRoot = nav.popToRootViewController(animated: false)
            try expect(queuedToRoot?.isEmpty != false, "nothing is above the root any more")
        },
        DeviceCheck(
            "System swipes",
            "Asking the gate about swipes a back handler denies, again and again, leaves the controller ready "
                + "(UIKit's own swipe beginning and being cancelled is a manual check)"
        ) { stage in
            let root = CheckPage("Root")
            let nav = await stage.show(root)
            let detail = CheckPage("Detail")
            detail.pageNavigation.back = .deny
            // A back button of the page's own: UIKit's delegate turns its edge swipe down, so the
            // library's pan carries out the swipe and the handler runs there.
            detail.navigationItem.leftBarButtonItem = UIBarButtonItem(
                title: "Close", style: .plain, target: nil, action: nil)
            try await nav.push(detail, animated: false)
            let edge = try edgeSwipe(of: nav)
            for round in 1...3 {
                let count = stage.events.count
                // UIKit's recognizer decides first; where it does not begin, the library's pan is asked for
                // the same finger, and the handler denies.
                _ = nav.swipeGateAnswer(
                    for: edge, start: SwipeGateChecks.edgeStart, translation: SwipeGateChecks.back,
                    velocity: SwipeGateChecks.backVelocity)
                let began = nav.swipeGateAnswer(
                    for: nav.libraryPanRecognizer, start: SwipeGateChecks.edgeStart,
                    translation: SwipeGateChecks.back, velocity: SwipeGateChecks.backVelocity, newTouch: false)
                await stage.settle()
                let denials = stage.events(since: count).filter { $0 == .backDenied(detail.pageNavigation.id) }
                try expect(!began && denials.count == 1, "round \(round): denied once, not begun")
                try expect(nav.topViewController === detail, "round \(round): the page stays")
                try expect(nav.transitionCoordinator == nil, "round \(round): no transition is left running")
                try expect(edge.isEnabled, "round \(round): UIKit's edge swipe is enabled")
                try expect(
                    edge.state == .possible || edge.state == .failed, "round \(round): UIKit's edge swipe is idle")
                try expect(
                    nav.navigationBar.topItem === detail.navigationItem
                        && nav.navigationBar.backItem === root.navigationItem,
                    "round \(round): the bar shows the page's items")
            }
            detail.pageNavigation.back = .pop
            try expect(
                nav.swipeGateAnswer(
                    for: edge, start: SwipeGateChecks.edgeStart, translation: SwipeGateChecks.back,
                    velocity: SwipeGateChecks.backVelocity), "a swipe may begin once the page lets it")
        },
    ]
}

/// An app's own delegate of UIKit's edge swipe recognizer, answering as the app decides.
@MainActor
final class AppSwipeDelegate: NSObject, UIGestureRecognizerDelegate {
    var answer: Bool
    private(set) var asked = 0

    init(answer: Bool) { self.answer = answer }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked += 1
        return answer
    }
}
#endif
