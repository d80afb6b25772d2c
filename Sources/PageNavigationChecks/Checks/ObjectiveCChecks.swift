#if canImport(UIKit)
import PageNavigation
// The Objective-C names live in their own library; importing it links it, so the selectors below exist.
import PageNavigationObjectiveC
import UIKit

/// A page configured and driven only through the Objective-C surface, the way an Objective-C app calls
/// it: by selector through the Objective-C runtime (key-value coding for properties, the method's
/// implementation for methods). The members are hidden from Swift, so this is also what an `.m` file
/// reaches.
enum ObjectiveCChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck("Objective-C", "A page set up by its Objective-C names shows its look, and nil unsets a field") {
            stage in
            let nav = await stage.show(CheckPage("Root"))
            let page = CheckPage("Objective-C")
            let options: NSObject = page.pageNavigation
            options.setValue(CheckColor.coral, forKey: "barBackgroundColor")
            options.setValue(CheckColor.navy, forKey: "barTintColor")
            options.setValue(NSNumber(value: true), forKey: "barShadowHidden")
            options.setValue("objc", forKey: "tag")
            try await ObjectiveCCalls.push(page, on: nav)
            let traits = nav.traitCollection
            try expect(
                nav.topViewController === page, "the page pushed by pushViewController:animated:completion: is on top")
            try expectBackground(page, CheckColor.coral, "the bar background set as barBackgroundColor", traits: traits)
            try expectColor(
                nav.shownItemTint, CheckColor.navy, "the tint set as barTintColor", traits: traits)
            try expectEqual(page.pageNavigation.bar.shadow, .hidden, "the shadow after barShadowHidden = @YES")
            try expectEqual(page.pageNavigation.tag, "objc", "the tag")
            options.setValue(NSNumber(value: true), forKey: "barHidden")
            await stage.settle()
            try expect(nav.isNavigationBarHidden, "barHidden = @YES hides the bar at once")
            options.setValue(nil, forKey: "barHidden")
            options.setValue(nil, forKey: "barTintColor")
            await stage.settle()
            try expect(!nav.isNavigationBarHidden, "barHidden = nil shows the bar again")
            try expectEqual(page.pageNavigation.bar.tint, nil, "barTintColor = nil unsets the tint")
            options.setValue(PopGestureCode.disabled, forKey: "popGesture")
            try expectEqual(nav.popGestureStatus, .refused(.disabled), "swipe-back after popGesture = Disabled")
        },
        DeviceCheck(
            "Objective-C", "An Objective-C confirmation's decision block keeps the page on NO and lets it go on YES"
        ) { stage in
            let nav = await stage.show(CheckPage("Root"))
            let form = CheckPage("Form")
            let decisions = Decisions()
            let confirmation: @convention(block) (@escaping @convention(block) (Bool) -> Void) -> Void = { decision in
                decisions.pending = decision
            }
            _ = (form.pageNavigation as NSObject).perform(
                NSSelectorFromString("setBackHandlerToConfirm:"), with: unsafeBitCast(confirmation, to: AnyObject.self)
            )
            try await nav.push(form, animated: false)
            try expectEqual(nav.requestBack(), .confirmationRequested, "back asks the block")
            try await stage.wait("the block is asked") { decisions.pending != nil }
            decisions.answer(false)
            try await stage.wait("the confirmation closes") { nav.popGestureStatus == .confirmation }
            try expect(nav.topViewController === form, "NO keeps the page")
            try expectEqual(nav.requestBack(), .confirmationRequested, "back asks again")
            try await stage.wait("the block is asked again") { decisions.pending != nil }
            decisions.answer(true)
            try await stage.wait("YES lets the page go") { nav.viewControllers.count == 1 && !nav.isTransitioning }
        },
        DeviceCheck(
            "Objective-C",
            "A controller's Objective-C configuration is live: setting a property changes the controller's"
        ) { stage in
            let nav = await stage.show(CheckPage("Root"))
            guard let configuration = nav.value(forKey: "configuration") as? NSObject else {
                throw CheckFailure("the controller has no Objective-C configuration")
            }
            configuration.setValue("", forKey: "backButtonTitle")
            try expectEqual(
                nav.configuration.backButton.title, .minimal, "the back title after backButtonTitle = @\"\"")
            configuration.setValue("Close", forKey: "backButtonTitle")
            try expectEqual(
                nav.configuration.backButton.title, .text("Close"), "the back title after backButtonTitle = @\"Close\"")
            configuration.setValue(nil, forKey: "backButtonTitle")
            try expectEqual(nav.configuration.backButton.title, .system, "the back title after backButtonTitle = nil")
            configuration.setValue(NSNumber(value: 40), forKey: "popGestureMaximumStartDistance")
            try expectEqual(
                nav.configuration.popGesture, .fullScreen(maximumStartDistance: 40),
                "the default swipe-back after a distance")
            configuration.setValue(NSNumber(value: -1), forKey: "popGestureMaximumStartDistance")
            try expectEqual(
                nav.configuration.popGesture, .fullScreen(maximumStartDistance: 40),
                "an impossible distance changes nothing")
            configuration.setValue(PopGestureCode.unset, forKey: "popGesture")
            try expectEqual(nav.configuration.popGesture, nil, "the default swipe-back after popGesture = Unset")
        },
        DeviceCheck(
            "Objective-C",
            "pageNavigation, pageNavigationController and swipeActionViews answer by their Objective-C names"
        ) { stage in
            // Declared by PageNavigationObjectiveC (the Swift properties are not @objc): key-value coding
            // reaches them by name only with that library linked, as it is here.
            let nav = await stage.show(CheckPage("Root"))
            let page = CheckPage("Named")
            try await nav.push(page, animated: false)
            guard let options = page.value(forKey: "pageNavigation") as? NSObject else {
                throw CheckFailure("-pageNavigation returned nothing")
            }
            try expect(options === page.pageNavigation, "-pageNavigation returns the page's options")
            let controller = page.value(forKey: "pageNavigationController") as? NSObject
            try expect(controller === nav, "-pageNavigationController returns the controller")
            let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            options.setValue([list], forKey: "swipeActionViews")
            try expect(
                page.pageNavigation.swipeActionViews.first === list, "-setSwipeActionViews: sets the Swift property")
        },
    ]
}

/// `PageNavigationPopGesture` values as an Objective-C app passes them.
private enum PopGestureCode {
    static let unset = NSNumber(value: 0)
    static let disabled = NSNumber(value: 3)
}

/// The decision block an Objective-C confirmation was given, kept to answer later (as an alert would).
@MainActor
private final class Decisions {
    var pending: ((Bool) -> Void)?

    func answer(_ leave: Bool) {
        let decide = pending
        pending = nil
        decide?(leave)
    }
}

/// Calls the controller's Objective-C methods through their implementations, as compiled Objective-C does.
@MainActor
private enum ObjectiveCCalls {
    private typealias Push =
        @convention(c) (AnyObject, Selector, UIViewController, Bool, (@convention(block) () -> Void)?) -> Void

    /// `[nav pushViewController:page animated:NO completion:…]`, returning when the completion ran.
    static func push(_ page: UIViewController, on nav: PageNavigationController) async throws {
        let selector = NSSelectorFromString("pushViewController:animated:completion:")
        guard nav.responds(to: selector) else {
            throw CheckFailure("the controller has no pushViewController:animated:completion:")
        }
        let push = unsafeBitCast(nav.method(for: selector), to: Push.self)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            push(nav, selector, page, false) { done.resume() }
        }
    }
}
#endif
