#if canImport(UIKit)
@_spi(DeviceChecks) import PageNavigation
import UIKit

/// The app's navigation controller delegate is its own, as on a plain `UINavigationController`: it gets
/// every call, a subclass that is its own delegate skips nothing, and UIKit's real delegate (the
/// library's) offers the animator methods only when needed (UIKitBehavior rows 1–3).
enum DelegateChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck("Delegate", "The app's delegate gets willShow and didShow of every transition, in order") { stage in
            let nav = await stage.show(CheckPage("Root"))
            let recorder = NavigationRecorder()
            nav.delegate = recorder
            try expect(nav.delegate === recorder, "delegate reads the app's delegate")
            try expect(
                nav.systemDelegate != nil && nav.systemDelegate !== nav && nav.systemDelegate !== recorder,
                "UIKit's delegate is the library's own object")
            try await nav.push(CheckPage("Detail"))
            try await nav.pop()
            try expectEqual(
                recorder.calls, ["willShow Detail", "didShow Detail", "willShow Root", "didShow Root"],
                "the calls the app's delegate got")
        },
        DeviceCheck("Delegate", "UIKit's delegate offers no animator methods by default, so UIKit's swipe-back works") {
            stage in
            let nav = await stage.show(CheckPage("Root"))
            try await nav.push(CheckPage("Detail"), animated: false)
            try expect(!nav.systemDelegateOffersAnimators, "UIKit's delegate offers the animator methods")
            nav.delegate = NavigationRecorder()
            try expect(!nav.systemDelegateOffersAnimators, "offered for a delegate without animators")
            let edge = try edgeSwipe(of: nav)
            try expect(edge.isEnabled, "UIKit's edge swipe is enabled")
        },
        DeviceCheck(
            "Delegate", "An app delegate with custom transitions: offered, and the library's pan takes every swipe"
        ) { stage in
            let nav = await stage.show(CheckPage("Root"))
            try await nav.push(CheckPage("Detail"), animated: false)
            let pop = CancellingPop()
            nav.delegate = pop
            try expect(nav.systemDelegateOffersAnimators, "UIKit's delegate offers the app's animator methods")
            let count = stage.events.count
            let standIn = nav.swipeGateAnswer(
                for: try edgeSwipe(of: nav), start: SwipeGateChecks.edgeStart, translation: SwipeGateChecks.back,
                velocity: SwipeGateChecks.backVelocity)
            try expect(!standIn, "UIKit's edge swipe, inert, is not let go")
            try expect(
                nav.swipeGateAnswer(
                    for: nav.libraryPanRecognizer, start: SwipeGateChecks.edgeStart, translation: SwipeGateChecks.back,
                    velocity: SwipeGateChecks.backVelocity, newTouch: false),
                "the library's pan takes the edge swipe; events: \(Array(stage.events(since: count)))")
            nav.delegate = nil
            try expect(!nav.systemDelegateOffersAnimators, "withdrawn once the app's delegate is gone")
        },
        DeviceCheck(
            "Delegate", "An app delegate with only the interaction method: only that is offered, UIKit's swipe stays"
        ) { stage in
            let nav = await stage.show(CheckPage("Root"))
            try await nav.push(CheckPage("Detail"), animated: false)
            let app = InteractionOnlyDelegate()
            nav.delegate = app
            try expect(!nav.systemDelegateOffersAnimators, "the animation method is not offered")
            let interaction = #selector(
                UINavigationControllerDelegate.navigationController(_:interactionControllerFor:))
            try expect(nav.systemDelegate?.responds(to: interaction) == true, "the interaction method is offered")
            try expect(try edgeSwipe(of: nav).isEnabled, "UIKit's edge swipe is enabled")
        },
        DeviceCheck("Delegate", "Saving the delegate, setting another and restoring it keeps the app's delegate") {
            stage in
            let nav = await stage.show(CheckPage("Root"))
            let app = NavigationRecorder()
            nav.delegate = app
            let saved = nav.delegate  // what a transition library saves: the app's delegate
            let library = NavigationRecorder()
            nav.delegate = library
            try expect(nav.delegate === library, "the library's delegate is the one called")
            nav.delegate = saved
            try expect(nav.delegate === app, "after the restore the app's delegate is back")
            try await nav.push(CheckPage("Detail"))
            try expectEqual(app.calls, ["willShow Detail", "didShow Detail"], "the calls the app's delegate got")
        },
        DeviceCheck(
            "Delegate",
            "A delegate that saved the previous delegate and forwards to it reaches it once (Hero's pattern)"
        ) { stage in
            let nav = await stage.show(CheckPage("Root"))
            let app = NavigationRecorder()
            nav.delegate = app
            let library = ForwardingDelegate(previous: nav.delegate)
            nav.delegate = library
            try await nav.push(CheckPage("Detail"))
            try expectEqual(library.calls, ["willShow Detail", "didShow Detail"], "the library's delegate's calls")
            try expectEqual(
                app.calls, ["willShow Detail", "didShow Detail"], "the app's delegate, reached through the library's")
            try expectEqual(nav.viewControllers.count, 2, "pages after the push")
            nav.delegate = library.previous  // the library is turned off: the app's delegate comes back
            try await nav.pop()
            try expectEqual(library.calls.count, 2, "the library's delegate's calls after it was turned off")
            try expectEqual(
                app.calls, ["willShow Detail", "didShow Detail", "willShow Root", "didShow Root"],
                "the app's delegate's calls after the restore")
        },
        DeviceCheck(
            "Delegate", "A subclass that is its own delegate and implements didShow without super skips nothing"
        ) { stage in
            let nav = SelfDelegatingController(rootViewController: CheckPage("Root"))
            await stage.show(nav)
            try expect(nav.delegate === nav, "the subclass is its own delegate")
            try await nav.push(CheckPage("Detail"))
            try await nav.push(CheckPage("Queued"))  // the library saw the first push end, without the subclass
            try expectEqual(nav.viewControllers.count, 3, "pages after both pushes")
            try expectEqual(nav.shown, ["Detail", "Queued"], "the subclass's own didShow calls")
            try expect(!nav.systemDelegateOffersAnimators, "UIKit's swipe-back stays on")
        },
        DeviceCheck("Delegate", "The app's animator is used for a programmatic transition") { stage in
            let nav = await stage.show(CheckPage("Root"))
            let pop = CancellingPop()
            nav.delegate = pop
            try await nav.push(CheckPage("Detail"), animated: false)
            let tally = OperationTally()
            nav.pop(animated: true, completion: tally.completion, failure: tally.failure)
            try await stage.wait("the pop's transition starts") { nav.transitionCoordinator != nil }
            try expect(nav.transitionCoordinator?.isInteractive == true, "the transition is the app's interactive one")
            pop.interaction.finish()
            try await stage.wait("the pop ends") { tally.settled && !nav.isTransitioning }
            try expectEqual(tally.completions, 1, "the pop's completions")
            try expectEqual(nav.viewControllers.count, 1, "pages after the app's pop")
        },
        DeviceCheck("Delegate", "A back handler decides before UIKit's edge swipe begins (it never starts, then stops)")
        {
            stage in
            let nav = await stage.show(CheckPage("Root"))
            let page = CheckPage("Final")
            page.pageNavigation.back = .deny
            try await nav.push(page, animated: false)
            let count = stage.events.count
            let answer = nav.swipeGateAnswer(
                for: try edgeSwipe(of: nav), start: SwipeGateChecks.edgeStart, translation: SwipeGateChecks.back,
                velocity: SwipeGateChecks.backVelocity)
            try expect(!answer, "the stand-in keeps UIKit's edge swipe from beginning")
            try expect(
                stage.events(since: count).contains(.backDenied(page.pageNavigation.id)),
                "the handler ran; saw \(Array(stage.events(since: count)))")
        },
    ]
}

/// An app's navigation controller written the usual way before the library: its own delegate, with a
/// `didShow` that calls nothing else.
private final class SelfDelegatingController: PageNavigationController, UINavigationControllerDelegate {
    private(set) var shown: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        shown.append(viewController.title ?? "?")
    }
}

/// A transition library's delegate: it keeps the delegate it replaced and forwards every call to it.
private final class ForwardingDelegate: NSObject, UINavigationControllerDelegate {
    let previous: (any UINavigationControllerDelegate)?
    private(set) var calls: [String] = []

    init(previous: (any UINavigationControllerDelegate)?) { self.previous = previous }

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        calls.append("willShow \(viewController.title ?? "")")
        previous?.navigationController?(navigationController, willShow: viewController, animated: animated)
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        calls.append("didShow \(viewController.title ?? "")")
        previous?.navigationController?(navigationController, didShow: viewController, animated: animated)
    }
}

/// An app delegate that implements only `navigationController(_:interactionControllerFor:)` (issue 35).
@MainActor
private final class InteractionOnlyDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
#endif
