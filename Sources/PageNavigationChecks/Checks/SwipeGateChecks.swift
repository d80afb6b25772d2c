#if canImport(UIKit)
@_spi(DeviceChecks) import PageNavigation
import UIKit

/// The swipe gate's answer, asked through the controller's real recognizers, for each reason a swipe is
/// refused and for the swipes it lets begin.
enum SwipeGateChecks {
    /// A finger that went down near the back edge, mid-height, and moved back.
    static let edgeStart = CGPoint(x: 6, y: 420)
    static let midStart = CGPoint(x: 200, y: 420)
    static let back = CGPoint(x: 40, y: 0)
    static let backVelocity = CGPoint(x: 400, y: 0)

    static let all: [DeviceCheck] = [
        refusal(.root, "on the root page") { _, _ in },
        refusal(
            .direction, "for a swipe towards the back edge", translation: CGPoint(x: -40, y: 0),
            velocity: CGPoint(x: -400, y: 0)
        ) { nav, _ in
            try await nav.push(CheckPage("Detail"), animated: false)
        },
        refusal(
            .vertical, "for a mostly vertical swipe", translation: CGPoint(x: 8, y: 60),
            velocity: CGPoint(x: 50, y: 600)
        ) { nav, _ in
            try await nav.push(CheckPage("Detail"), animated: false)
        },
        refusal(.disabled, "on a page that disables swipe-back") { nav, _ in
            let detail = CheckPage("Detail")
            detail.pageNavigation.popGesture = .disabled
            try await nav.push(detail, animated: false)
        },
        refusal(.edgeDistance, "for a full-screen swipe that starts beyond its maximum distance", start: midStart) {
            nav, _ in
            let detail = CheckPage("Detail")
            detail.pageNavigation.popGesture = .fullScreen(maximumStartDistance: 60)
            try await nav.push(detail, animated: false)
        },
        refusal(.scrollView, "for a full-screen swipe on content scrolled away from its start", start: midStart) {
            nav, stage in
            let carousel = CarouselCheckPage("Carousel")
            carousel.pageNavigation.popGesture = .fullScreen
            try await nav.push(carousel, animated: false)
            await stage.settle()
            carousel.carousel.contentOffset = CGPoint(x: carousel.view.bounds.width, y: 0)
        },
        DeviceCheck("Swipe gate", "Refuses a swipe while a push runs, with the reason .transition") { stage in
            let nav = await stage.show(CheckPage("Root"))
            try await nav.push(CheckPage("Middle"), animated: false)
            let tally = OperationTally()
            nav.push(CheckPage("Detail"), completion: tally.completion, failure: tally.failure)
            try await stage.wait("the push's transition starts") { nav.transitionCoordinator != nil }
            let count = stage.events.count
            let answer = nav.swipeGateAnswer(
                for: try edgeSwipe(of: nav), start: edgeStart, translation: back, velocity: backVelocity)
            try expect(!answer, "the gate refuses during the push")
            try expect(
                stage.events(since: count).contains(.swipeRefused(.transition)),
                "the refusal names .transition; saw \(Array(stage.events(since: count)))")
            try await stage.wait("the push ends") { tally.settled }
        },
        DeviceCheck("Swipe gate", "Refuses a swipe while a back confirmation is open, with the reason .pending") {
            stage in
            let nav = await stage.show(CheckPage("Root"))
            let form = CheckPage("Form")
            let answer = AnswerGate()
            form.pageNavigation.back = .confirm { await answer.wait() }
            try await nav.push(form, animated: false)
            try expectEqual(nav.requestBack(), .confirmationRequested, "the back request")
            let count = stage.events.count
            let gate = nav.swipeGateAnswer(
                for: try edgeSwipe(of: nav), start: edgeStart, translation: back, velocity: backVelocity)
            try expect(!gate, "the gate refuses while the confirmation is open")
            try expect(
                stage.events(since: count).contains(.swipeRefused(.pending)),
                "the refusal names .pending; saw \(Array(stage.events(since: count)))")
            answer.give(false)
            try await stage.wait("the confirmation closes") { nav.popGestureStatus == .confirmation }
            try expect(nav.topViewController === form, "the form stays after a no")
        },
        DeviceCheck("Swipe gate", "Lets the edge swipe begin on a page with a custom back button") { stage in
            let nav = await stage.show(CheckPage("Root"))
            let detail = CheckPage("Detail")
            detail.navigationItem.leftBarButtonItem = UIBarButtonItem(
                title: "Cancel", style: .plain, target: nil, action: nil)
            try await nav.push(detail, animated: false)
            let count = stage.events.count
            let answer = nav.swipeGateAnswer(
                for: try edgeSwipe(of: nav), start: edgeStart, translation: back, velocity: backVelocity)
            try expect(answer, "the edge recognizer may begin; events: \(Array(stage.events(since: count)))")
            try expect(nav.topViewController === detail, "asking does not pop")
        },
        DeviceCheck("Swipe gate", "Lets a full-screen swipe begin through the recognizer that drives it on this iOS") {
            stage in
            let nav = await stage.show(CheckPage("Root"))
            let detail = CheckPage("Detail")
            detail.pageNavigation.popGesture = .fullScreen
            try await nav.push(detail, animated: false)
            var driver: UIGestureRecognizer = nav.libraryPanRecognizer
            var other: UIGestureRecognizer?
            if #available(iOS 26.0, *), let content = nav.interactiveContentPopGestureRecognizer {
                (driver, other) = (content, nav.libraryPanRecognizer)
            }
            try expect(
                nav.swipeGateAnswer(for: driver, start: midStart, translation: back, velocity: backVelocity),
                "the driving recognizer may begin")
            if let other {
                try expect(
                    !nav.swipeGateAnswer(for: other, start: midStart, translation: back, velocity: backVelocity),
                    "the library's pan leaves the pop to iOS 26's content swipe")
            }
        },
        DeviceCheck(
            "Swipe gate",
            "Leaves UIKit's swipe recognizers their own delegate, and still refuses on the root when the app clears it"
        ) { stage in
            let nav = await stage.show(CheckPage("Root"))
            let edge = try edgeSwipe(of: nav)
            try expect(edge.delegate !== nav.swipeGate, "UIKit's edge swipe keeps UIKit's delegate")
            try expect(nav.libraryPanRecognizer.delegate === nav.swipeGate, "the gate is the library pan's delegate")
            if #available(iOS 26.0, *), let content = nav.interactiveContentPopGestureRecognizer {
                try expect(content.delegate !== nav.swipeGate, "UIKit's content swipe keeps UIKit's delegate")
            }
            edge.delegate = nil  // the well-known snippet that turns the root freeze on
            try await nav.push(CheckPage("Detail"))
            try await nav.pop()
            let count = stage.events.count
            try expect(
                !nav.swipeGateAnswer(for: edge, start: edgeStart, translation: back, velocity: backVelocity),
                "no swipe on the root")
            try expect(stage.events(since: count).contains(.swipeRefused(.root)), "the refusal names .root")
        },
    ]

    /// A check that the gate refuses a swipe, through the recognizer that would drive it, naming `reason`.
    private static func refusal(
        _ reason: SwipeRefusal, _ situation: String, start: CGPoint = edgeStart, translation: CGPoint = back,
        velocity: CGPoint = backVelocity,
        prepare: @escaping @MainActor @Sendable (PageNavigationController, CheckStage) async throws -> Void
    ) -> DeviceCheck {
        DeviceCheck("Swipe gate", "Refuses a swipe \(situation), with the reason .\(reason.rawValue)") { stage in
            let nav = await stage.show(CheckPage("Root"))
            try await prepare(nav, stage)
            let top = nav.topViewController
            let count = stage.events.count
            let recognizer: UIGestureRecognizer = start.x < 20 ? try edgeSwipe(of: nav) : nav.libraryPanRecognizer
            let answer = nav.swipeGateAnswer(
                for: recognizer, start: start, translation: translation, velocity: velocity)
            try expect(!answer, "the gate lets the swipe begin")
            try expect(
                stage.events(since: count).contains(.swipeRefused(reason)),
                "the refusal names .\(reason.rawValue); saw \(Array(stage.events(since: count)))")
            await stage.settle()
            try expect(nav.topViewController === top, "a refused swipe changes nothing")
        }
    }
}

/// The system's edge swipe-back recognizer of `nav`.
@MainActor
func edgeSwipe(of nav: PageNavigationController) throws -> UIGestureRecognizer {
    guard let recognizer = nav.interactivePopGestureRecognizer else {
        throw CheckFailure("the controller has no interactivePopGestureRecognizer")
    }
    return recognizer
}

/// A confirmation's answer the check gives when it wants.
@MainActor
final class AnswerGate {
    private var continuation: CheckedContinuation<Bool, Never>?
    private var answer: Bool?
    /// How often the confirmation asked.
    private(set) var asked = 0

    func wait() async -> Bool {
        asked += 1
        if let answer { return answer }
        return await withCheckedContinuation { continuation = $0 }
    }

    func give(_ answer: Bool) {
        self.answer = answer
        continuation?.resume(returning: answer)
        continuation = nil
    }
}
#endif
