#if canImport(UIKit)
import ObjectiveC
import PageNavigation
import UIKit

/// Stack editing on the real controller: completions exactly once, queued operations in order,
/// push-and-remove, pop to a type or a tag, refusals that change nothing, a storyboard's initial stack.
enum StackChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck("Stack", "Push, pop and pop-to-root each call their completion exactly once") { stage in
            let nav = await stage.show(CheckPage("Root"))
            let tallies = [OperationTally(), OperationTally(), OperationTally(), OperationTally()]
            nav.push(CheckPage("A"), completion: tallies[0].completion, failure: tallies[0].failure)
            try await stage.wait("the push ends") { tallies[0].settled && !nav.isTransitioning }
            nav.push(CheckPage("B"), completion: tallies[1].completion, failure: tallies[1].failure)
            try await stage.wait("the second push ends") { tallies[1].settled && !nav.isTransitioning }
            nav.pop(completion: tallies[2].completion, failure: tallies[2].failure)
            try await stage.wait("the pop ends") { tallies[2].settled && !nav.isTransitioning }
            nav.popToRoot(completion: tallies[3].completion, failure: tallies[3].failure)
            try await stage.wait("the pop to root ends") { tallies[3].settled && !nav.isTransitioning }
            await stage.settle(turns: 6)
            try expectEqual(tallies.map(\.completions), [1, 1, 1, 1], "completions of push, push, pop, pop to root")
            try expectEqual(tallies.flatMap(\.failures), [], "failures")
            try expectEqual(nav.viewControllers.count, 1, "pages after the pop to root")
        },
        DeviceCheck("Stack", "Operations asked for during a transition run after it, in order") { stage in
            let nav = await stage.show(CheckPage("Root"))
            var order: [String] = []
            let a = CheckPage("A")
            let b = CheckPage("B")
            let c = CheckPage("C")
            nav.push(a) { order.append("push A") }
            nav.push(b) { order.append("push B") }
            nav.pop { order.append("pop") }
            nav.push(c) { order.append("push C") }
            try expect(
                nav.queuedOperationCount >= 2, "operations wait behind the first push (saw \(nav.queuedOperationCount))"
            )
            try await stage.wait("every operation ran") { order.count == 4 && !nav.isTransitioning }
            try expectEqual(order, ["push A", "push B", "pop", "push C"], "the order of the completions")
            try expect(
                nav.viewControllers.map(\.title) == ["Root", "A", "C"],
                "the stack, saw \(nav.viewControllers.map(\.title))")
        },
        DeviceCheck("Stack", "UIKit's own push and pop calls queue like the library's") { stage in
            let nav = await stage.show(CheckPage("Root"))
            nav.pushViewController(CheckPage("A"), animated: true)
            nav.pushViewController(CheckPage("B"), animated: true)
            let popped = nav.popViewController(animated: true)
            try expect(popped != nil, "the queued pop is accepted")
            try await stage.wait("the operations ran") { !nav.isTransitioning }
            try expect(
                nav.viewControllers.map(\.title) == ["Root", "A"], "the stack, saw \(nav.viewControllers.map(\.title))")
        },
        DeviceCheck("Stack", "Push-and-remove replaces the current page without showing the one below") { stage in
            let nav = await stage.show(CheckPage("Home"))
            let login = CheckPage("Login")
            try await nav.push(login, animated: false)
            let recorder = NavigationRecorder()
            nav.delegate = recorder
            try await nav.push(CheckPage("Bind phone"), removingCurrent: true)
            try expect(
                nav.viewControllers.map(\.title) == ["Home", "Bind phone"],
                "the stack, saw \(nav.viewControllers.map(\.title))")
            try expect(
                !recorder.calls.contains("didShow Login") && !recorder.calls.contains("didShow Home"),
                "only the new page was shown: \(recorder.calls)")
        },
        DeviceCheck("Stack", "A push can remove pages by type as the new page arrives") { stage in
            let nav = await stage.show(CheckPage("Home"))
            try await nav.push(SettingsCheckPage("Settings"), animated: false)
            try await nav.push(CheckPage("Step"), animated: false)
            try await nav.push(CheckPage("Done"), removing: [.type(SettingsCheckPage.self)])
            try expect(
                nav.viewControllers.map(\.title) == ["Home", "Step", "Done"],
                "the stack, saw \(nav.viewControllers.map(\.title))")
        },
        DeviceCheck("Stack", "Pop to a type and pop to a tag stop at the nearest match") { stage in
            let nav = await stage.show(CheckPage("Home"))
            try await nav.setStack(
                [
                    nav.viewControllers[0], SettingsCheckPage("Settings 1"), CheckPage("Cart", tag: "cart"),
                    SettingsCheckPage("Settings 2"), CheckPage("Pay"),
                ],
                animated: false
            )
            try await nav.popTo(.type(SettingsCheckPage.self))
            try expectEqual(nav.topViewController?.title, "Settings 2", "the top after popping to the type")
            try await nav.popTo(.tag("cart"))
            try expectEqual(nav.topViewController?.title, "Cart", "the top after popping to the tag")
        },
        DeviceCheck("Stack", "Pop to a missing page refuses and changes nothing; with fallback .pop it pops one page") {
            stage in
            let nav = await stage.show(CheckPage("Home"))
            try await nav.setStack([nav.viewControllers[0], CheckPage("A"), CheckPage("B")], animated: false)
            let tally = OperationTally()
            nav.popTo(.tag("missing"), completion: tally.completion, failure: tally.failure)
            await stage.settle()
            try expectEqual(tally.failures, [.notFound], "the refusal")
            try expectEqual(tally.completions, 0, "completions of the refused pop")
            try expectEqual(nav.viewControllers.count, 3, "pages after the refusal")
            try await nav.popTo(.tag("missing"), fallback: .pop)
            try expectEqual(nav.topViewController?.title, "A", "the top after the fallback")
        },
        DeviceCheck("Stack", "Impossible operations refuse with their reason and change nothing") { stage in
            let root = CheckPage("Root")
            let nav = await stage.show(root)
            let detail = CheckPage("Detail")
            try await nav.push(detail, animated: false)
            var errors: [NavigationError] = []
            do throws(NavigationError) { try await nav.setStack([]) } catch { errors.append(error) }
            do throws(NavigationError) { try await nav.setStack([root, detail, root]) } catch { errors.append(error) }
            do throws(NavigationError) { try await nav.push(detail) } catch { errors.append(error) }
            do throws(NavigationError) { try await nav.remove(.page(root)) } catch { errors.append(error) }
            try expect(nav.viewControllers == [root, detail], "the stack after the refusals")
            try await nav.popToRoot(animated: false)
            do throws(NavigationError) { try await nav.pop() } catch { errors.append(error) }
            try expectEqual(
                errors, [.emptyStack, .alreadyInStack, .alreadyInStack, .cannotRemoveRoot, .cannotPopRoot],
                "the refusals")
            try expect(nav.viewControllers == [root], "the stack is the root alone")
        },
        DeviceCheck("Stack", "A storyboard-like initial stack is adopted: looks, back buttons and swipe-back work") {
            stage in
            let nav = PageNavigationController(nibName: nil, bundle: nil)
            let pages = [
                CheckPage("Inbox"), CheckPage("Thread", bar: .colored(CheckColor.teal)),
                CheckPage("Message", bar: .colored(CheckColor.coral, tint: CheckColor.navy)),
            ]
            // As a storyboard does: UIKit's own stack, set before the view loads, not through the library.
            UIKitStack.set(pages, on: nav)
            try expect(nav.viewControllers == pages, "UIKit holds the stack before the view loads")
            await stage.show(nav)
            try expect(nav.viewControllers == pages, "the stack is the one given")
            try expectBackground(pages[2], CheckColor.coral, "the top page's background", traits: nav.traitCollection)
            try expectColor(
                nav.shownItemTint, CheckColor.navy, "the top page's tint", traits: nav.traitCollection)
            try expectEqual(nav.popGestureStatus, .pop, "the swipe-back status")
            try await nav.pop()
            try expectBackground(
                pages[1], CheckColor.teal, "the middle page's background after a pop", traits: nav.traitCollection)
        },
    ]
}

/// UIKit's own stack setter, bypassing the controller's override: what a storyboard's relationship
/// segues leave behind.
@MainActor
enum UIKitStack {
    static func set(_ pages: [UIViewController], on controller: UINavigationController) {
        typealias Setter = @convention(c) (AnyObject, Selector, NSArray, Bool) -> Void
        let selector = #selector(UINavigationController.setViewControllers(_:animated:))
        guard let method = class_getMethodImplementation(UINavigationController.self, selector) else { return }
        unsafeBitCast(method, to: Setter.self)(controller, selector, pages as NSArray, false)
    }
}
#endif
