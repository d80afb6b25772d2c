#if canImport(UIKit)
import PageNavigation
import UIKit

/// The app's navigation controller delegate gets every call.
enum DelegateChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck("Delegate", "The app's delegate gets willShow and didShow of every transition, in order") { stage in
            let nav = await stage.show(CheckPage("Root"))
            let recorder = NavigationRecorder()
            nav.delegate = recorder
            try expect(
                nav.delegate === nav && nav.navigationDelegate === recorder,
                "delegate reads the controller; the app's is stored")
            try await nav.push(CheckPage("Detail"))
            try await nav.pop()
            try expectEqual(
                recorder.calls, ["willShow Detail", "didShow Detail", "willShow Root", "didShow Root"],
                "the calls the app's delegate got")
        },
        DeviceCheck("Delegate", "Saving the delegate, setting another and restoring it keeps the app's delegate") {
            stage in
            let nav = await stage.show(CheckPage("Root"))
            let app = NavigationRecorder()
            nav.delegate = app
            let saved = nav.delegate  // what a transition library saves: the controller itself
            let library = NavigationRecorder()
            nav.delegate = library
            try expect(nav.navigationDelegate === library, "the library's delegate is the one called")
            nav.delegate = saved
            try expect(nav.navigationDelegate === app, "after the restore the app's delegate is back")
            try await nav.push(CheckPage("Detail"))
            try expectEqual(app.calls, ["willShow Detail", "didShow Detail"], "the calls the app's delegate got")
        },
        DeviceCheck(
            "Delegate", "A delegate that saved the controller as its previous delegate and forwards to it does not loop"
        ) { stage in
            let nav = await stage.show(CheckPage("Root"))
            let app = NavigationRecorder()
            nav.delegate = app
            let library = ForwardingDelegate(previous: nav.delegate)  // Hero's pattern: saves the controller
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
        DeviceCheck("Delegate", "The app's animator is used for a programmatic transition") { stage in
            let nav = await stage.show(CheckPage("Root"))
            let pop = CancellingPop()
            nav.navigationDelegate = pop
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
    ]
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
#endif
