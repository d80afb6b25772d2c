#if canImport(UIKit)
import PageNavigation
import UIKit

/// Back through the page's handler: the back button (`backAction` on iOS 16 and later, the library's
/// item on iOS 15), VoiceOver's escape, ⌘[, with pop, deny and confirm.
enum BackChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck("Back", "The pushed page's back button is routed through its back handler") { stage in
            let nav = await stage.show(CheckPage("Root"))
            let detail = CheckPage("Detail")
            try await nav.push(detail, animated: false)
            if #available(iOS 16.0, *) {
                try expectEqual(
                    detail.navigationItem.backAction?.identifier.rawValue, "PageNavigation.back",
                    "the back action's identifier")
                try expect(nav.viewControllers[0].navigationItem.backAction == nil, "the root has no back action")
            } else {
                try expect(
                    detail.navigationItem.leftBarButtonItem?.customView is UIButton,
                    "the library's back item is the left item")
            }
        },
        DeviceCheck("Back", "The iOS 15 back item, tapped, pops through the handler") { stage in
            if #available(iOS 16.0, *) { throw CheckSkipped("iOS 16 and later use navigationItem.backAction") }
            let nav = await stage.show(CheckPage("Root"))
            let detail = CheckPage("Detail")
            try await nav.push(detail, animated: false)
            let button = detail.navigationItem.leftBarButtonItem?.customView as? UIButton
            try expectEqual(button?.configuration?.title, "Root", "the back item's title (the page below)")
            button?.sendActions(for: .primaryActionTriggered)
            try await stage.wait("the page pops") { nav.viewControllers.count == 1 && !nav.isTransitioning }
        },
        DeviceCheck("Back", "The iOS 15 back item follows the page below's back item and display mode at once") {
            stage in
            if #available(iOS 16.0, *) { throw CheckSkipped("iOS 16 and later use navigationItem.backAction") }
            let root = CheckPage("Root")
            let nav = await stage.show(root)
            let detail = CheckPage("Detail")
            try await nav.push(detail, animated: false)
            @MainActor func title() -> String? {
                (detail.navigationItem.leftBarButtonItem?.customView as? UIButton)?.configuration?.title
            }
            // No settle between the write and the read: only the key-value notification can have updated it.
            root.navigationItem.backButtonDisplayMode = .minimal
            try expect(title() == nil || title() == "", "minimal: the chevron alone, at once")
            root.navigationItem.backButtonDisplayMode = .default
            root.navigationItem.backBarButtonItem = UIBarButtonItem(
                title: "Boxes", style: .plain, target: nil, action: nil)
            try expectEqual(title(), "Boxes", "the page below's own back item, at once")
        },
        DeviceCheck("Back", "A page that hides its back button shows none, and swipe-back stays on") { stage in
            let nav = await stage.show(CheckPage("Root"))
            let detail = CheckPage("Detail")
            try await nav.push(detail, animated: false)
            detail.navigationItem.hidesBackButton = true
            await stage.settle()
            if #unavailable(iOS 16.0) {
                try expect(
                    detail.navigationItem.leftBarButtonItem == nil,
                    "the library's iOS 15 back item goes with the hidden back button")
            }
            try expectEqual(nav.popGestureStatus, .pop, "the swipe-back status with the back button hidden")
            detail.navigationItem.hidesBackButton = false
            await stage.settle()
            if #unavailable(iOS 16.0) {
                try expect(detail.navigationItem.leftBarButtonItem != nil, "the library's iOS 15 back item comes back")
            }
        },
        DeviceCheck("Back", "A page's own back action is left alone") { stage in
            guard #available(iOS 16.0, *) else { throw CheckSkipped("navigationItem.backAction needs iOS 16") }
            let nav = await stage.show(CheckPage("Root"))
            let detail = CheckPage("Detail")
            let own = UIAction(identifier: UIAction.Identifier("app.back")) { _ in }
            detail.navigationItem.backAction = own
            try await nav.push(detail, animated: false)
            try expectEqual(detail.navigationItem.backAction?.identifier.rawValue, "app.back", "the page's back action")
        },
        DeviceCheck("Back", "Back on a .pop page pops it") { stage in
            let nav = await stage.show(CheckPage("Root"))
            try await nav.push(CheckPage("Detail"), animated: false)
            try expectEqual(nav.requestBack(), .leaves, "the back request")
            try await stage.wait("the page pops") { nav.viewControllers.count == 1 && !nav.isTransitioning }
        },
        DeviceCheck("Back", "Back on a .deny page keeps it and reports backDenied") { stage in
            let nav = await stage.show(CheckPage("Root"))
            let detail = CheckPage("Detail")
            detail.pageNavigation.back = .deny
            try await nav.push(detail, animated: false)
            try expectEqual(nav.requestBack(), .denied, "the back request")
            await stage.settle()
            try expect(nav.topViewController === detail, "the page stays")
            try expect(stage.events.contains(.backDenied(detail.pageNavigation.id)), "backDenied is reported")
        },
        DeviceCheck(
            "Back",
            "The back button's long-press menu goes through a page's handler, and is the system's for a plain page"
        ) { stage in
            let nav = await stage.show(CheckPage("Root"))
            let list = CheckPage("List")
            try await nav.push(list, animated: false)
            try await nav.push(CheckPage("Detail"), animated: false)
            try expect(
                list.navigationItem.backBarButtonItem == nil, "under a plain page the back button is the system's")
            try await nav.pop(animated: false)
            let form = CheckPage("Form")
            form.pageNavigation.back = .deny
            try await nav.push(form, animated: false)
            let item = list.navigationItem.backBarButtonItem
            try expect(item?.menu != nil, "under a page with a handler the back button has the library's menu")
            if #available(iOS 26.0, *), UIDevice.current.userInterfaceIdiom == .pad {
                // An empty back item makes the back button invisible on an iPad (FlowChecks).
                try expectEqual(item?.title, "List", "the routed back button's title on an iOS 26 iPad")
            } else if #available(iOS 26.0, *) {
                // No title of its own: UIKit derives it as for its own button (BarGeneration).
                try expectEqual(item?.title, nil, "the routed back button's own title on iOS 26")
            } else {
                try expectEqual(item?.title, "List", "the routed back button's title (the page it goes back to)")
            }
            try await nav.pop(animated: false)
            try await nav.push(CheckPage("Other"), animated: false)
            try expect(
                list.navigationItem.backBarButtonItem == nil, "the system's back button again under a plain page")
        },
        confirm(answer: true),
        confirm(answer: false),
        DeviceCheck("Back", "VoiceOver's escape goes back through the handler, and declines on the root") { stage in
            let nav = await stage.show(CheckPage("Root"))
            try expect(!nav.accessibilityPerformEscape(), "escape on the root declines")
            let detail = CheckPage("Detail")
            detail.pageNavigation.back = .deny
            try await nav.push(detail, animated: false)
            _ = nav.accessibilityPerformEscape()
            await stage.settle()
            try expect(
                nav.topViewController === detail && stage.events.contains(.backDenied(detail.pageNavigation.id)),
                "escape asked the deny handler")
            detail.pageNavigation.back = .pop
            try expect(nav.accessibilityPerformEscape(), "escape goes back")
            try await stage.wait("the page pops") { nav.viewControllers.count == 1 && !nav.isTransitioning }
        },
        DeviceCheck("Back", "⌘[ is offered only when there is a page to go back to, and goes through the handler") {
            stage in
            let nav = await stage.show(CheckPage("Root"))
            @MainActor func backCommand() -> UIKeyCommand? {
                nav.keyCommands?.first { $0.input == "[" && $0.modifierFlags == .command }
            }
            try expect(backCommand() == nil, "no ⌘[ on the root")
            let detail = CheckPage("Detail")
            detail.pageNavigation.back = .deny
            try await nav.push(detail, animated: false)
            guard let command = backCommand(), let action = command.action else {
                throw CheckFailure("⌘[ is missing on a pushed page")
            }
            try expect(nav.canPerformAction(action, withSender: command), "the controller takes ⌘[")
            _ = nav.perform(action, with: command)
            await stage.settle()
            try expect(
                nav.topViewController === detail && stage.events.contains(.backDenied(detail.pageNavigation.id)),
                "⌘[ asked the deny handler")
            // UIKit's own ⌘[ (iOS 15+) pops without the handler: only the library's is offered.
            try expectEqual(
                nav.keyCommands?.filter { $0.input == "[" && $0.modifierFlags == .command }.count, 1,
                "how many ⌘[ commands the controller offers")
        },
        DeviceCheck(
            "Back", "⌘[ reaches the controller: the top page holds the first responder only when nothing has it"
        ) {
            stage in
            let nav = await stage.show(CheckPage("Root"))
            // UIFocusSystem.h: `focusSystem(for:)` is nil where no focus system runs; with one, the library
            // leaves the first responder to it.
            let focus = UIFocusSystem.focusSystem(for: nav.view) != nil
            let list = CheckPage("List")
            try await nav.push(list, animated: false)
            await stage.settle()
            // A page that edits nothing: without a first responder no key command would reach the controller.
            try expect(!nav.isFirstResponder, "the controller itself is never made the first responder")
            try expectEqual(
                holdsFirstResponder(list), !focus,
                "the list page's anchor is the first responder (none with a focus system)")
            let form = FieldPage("Form")
            try await nav.push(form, animated: true)
            try await stage.wait("the push ends") { !nav.isTransitioning }
            await stage.settle()
            try expect(form.field.isFirstResponder, "the form's field keeps the keyboard it took as it appeared")
            try expect(!holdsFirstResponder(form), "the library took nothing from the field")
            try await nav.pop(animated: true)
            try await stage.wait("the pop ends") { !nav.isTransitioning }
            await stage.settle()
            try expectEqual(holdsFirstResponder(list), !focus, "the list page holds it again once the field left")
        },
        DeviceCheck(
            "Back", "⌘['s anchor goes into a visual effect page's content view and into a container's shown child"
        ) {
            stage in
            let nav = await stage.show(CheckPage("Root"))
            let focus = UIFocusSystem.focusSystem(for: nav.view) != nil
            let blur = BlurPage("Blur")
            // UIVisualEffectView.h: subviews go into `contentView`; `addSubview(_:)` on the effect view
            // itself raises, so reaching the next line is half the check.
            try await nav.push(blur, animated: false)
            await stage.settle()
            try expectEqual(holdsFirstResponder(blur), !focus, "the blur page's anchor is the first responder")
            let container = ContainerPage("Container")
            try await nav.push(container, animated: false)
            await stage.settle()
            // UIControl.h: a nil target sends the action up the chain from the first responder, which
            // reaches the child only from inside the child's view.
            container.child.button.sendActions(for: .primaryActionTriggered)
            if !focus {
                try expectEqual(container.child.actions, 1, "the shown child's nil-target action reached the child")
            }
        },
        DeviceCheck(
            "Back", "A chat page's input bar keeps the keyboard; the page, not an anchor, is the first responder"
        ) {
            stage in
            let nav = await stage.show(CheckPage("Root"))
            let focus = UIFocusSystem.focusSystem(for: nav.view) != nil
            let chat = ChatPage("Chat")
            try await nav.push(chat, animated: false)
            await stage.settle()
            try expect(!holdsFirstResponder(chat), "no anchor inside a page that can become the first responder")
            if !focus { try expect(chat.isFirstResponder, "the chat page itself holds it: its bar shows") }
            chat.barField.becomeFirstResponder()
            await stage.settle()
            // The bar's text view lives in the keyboard's window, not the controller's. A field of the
            // page that ends editing makes the library look for the first responder again.
            NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: chat.pageField)
            await stage.settle()
            try expect(chat.barField.isFirstResponder, "the input bar's text view kept the keyboard")
        },
        DeviceCheck("Back", "⌘[ comes back to the stack below once a sheet with its own stack closes") { stage in
            let nav = await stage.show(CheckPage("Root"))
            let focus = UIFocusSystem.focusSystem(for: nav.view) != nil
            let list = CheckPage("List")
            try await nav.push(list, animated: false)
            await stage.settle()
            let sheetPage = CheckPage("Sheet")
            nav.present(PageNavigationController(rootViewController: sheetPage), animated: true)
            try await stage.wait("the sheet is up") { nav.presentedViewController?.isBeingPresented == false }
            await stage.settle()
            try expectEqual(holdsFirstResponder(sheetPage), !focus, "the sheet's stack holds the first responder")
            nav.dismiss(animated: true)
            try await stage.wait("the sheet is gone") { nav.presentedViewController == nil }
            await stage.settle()
            // UIKit calls no viewDidAppear on a stack a sheet covered: the closing stack tells it.
            try expectEqual(holdsFirstResponder(list), !focus, "the list page below holds it again")
        },
        DeviceCheck("Back", "A page's nil-target button still reaches the page after a push and a pop") { stage in
            let nav = await stage.show(CheckPage("Root"))
            let page = ActionPage("Actions")
            try await nav.push(page, animated: true)
            try await stage.wait("the push ends") { !nav.isTransitioning }
            await stage.settle()
            // UIControl.h: a nil target sends the action up the responder chain from the first responder.
            page.button.sendActions(for: .primaryActionTriggered)
            try expectEqual(page.actions, 1, "the page received its button's nil-target action")
            try await nav.push(CheckPage("Detail"), animated: true)
            try await stage.wait("the push ends") { !nav.isTransitioning }
            try await nav.pop(animated: true)
            try await stage.wait("the pop ends") { !nav.isTransitioning }
            await stage.settle()
            page.button.sendActions(for: .primaryActionTriggered)
            try expectEqual(page.actions, 2, "and again after the pop")
        },
        DeviceCheck("Back", "⌘[ with two stacks in one window goes to the one that showed a page last") { stage in
            let left = PageNavigationController(rootViewController: CheckPage("Left"))
            let right = PageNavigationController(rootViewController: CheckPage("Right"))
            let container = UIViewController()
            for (index, child) in [left, right].enumerated() {
                container.addChild(child)
                container.view.addSubview(child.view)
                let half = container.view.bounds.width / 2
                child.view.frame = CGRect(
                    x: half * CGFloat(index), y: 0, width: half, height: container.view.bounds.height)
                child.view.autoresizingMask = [.flexibleHeight]
                child.didMove(toParent: container)
            }
            _ = try await stage.show(containing: container)
            if UIFocusSystem.focusSystem(for: left.view) != nil {
                throw CheckSkipped("a focus system moves the first responder itself")
            }
            let leftList = CheckPage("Left list")
            try await left.push(leftList, animated: false)
            await stage.settle()
            try expect(holdsFirstResponder(leftList), "the left stack's top page holds the first responder")
            let rightList = CheckPage("Right list")
            try await right.push(rightList, animated: false)
            await stage.settle()
            try expect(holdsFirstResponder(rightList), "the right stack took it: it showed a page last")
            try expect(!holdsFirstResponder(leftList), "the left stack no longer holds it")
            let leftDetail = CheckPage("Left detail")
            try await left.push(leftDetail, animated: false)
            await stage.settle()
            try expect(holdsFirstResponder(leftDetail), "and back to the left stack when it shows a page")
        },
    ]

    private static func confirm(answer: Bool) -> DeviceCheck {
        let outcome = answer ? "yes leaves the page" : "no keeps it, and a second back while asking is ignored"
        return DeviceCheck("Back", "Back on a .confirm page asks once; \(outcome)") { stage in
            let nav = await stage.show(CheckPage("Root"))
            let form = CheckPage("Form")
            let gate = AnswerGate()
            form.pageNavigation.back = .confirm { await gate.wait() }
            try await nav.push(form, animated: false)
            try expectEqual(nav.requestBack(), .confirmationRequested, "the first back request")
            try await stage.wait("the confirmation asks") { gate.asked == 1 }
            try expectEqual(nav.requestBack(), .ignored, "a second back request while asking")
            gate.give(answer)
            if answer {
                try await stage.wait("the form leaves") { nav.viewControllers.count == 1 && !nav.isTransitioning }
            } else {
                try await stage.wait("the confirmation closes") { nav.popGestureStatus == .confirmation }
                try expect(nav.topViewController === form && nav.viewControllers.count == 2, "the form stays")
                try expectEqual(
                    nav.requestBack(), .confirmationRequested, "a back request after the no (it asks again)")
                try await stage.wait("the confirmation asks again") { gate.asked == 2 }
            }
            try expectEqual(gate.asked, answer ? 1 : 2, "how often the confirmation asked")
        }
    }
}

/// Whether a view inside `page`'s view that edits no text (the library's anchor) is the first responder
/// (`isFirstResponder`, UIResponder.h).
@MainActor
private func holdsFirstResponder(_ page: UIViewController) -> Bool {
    var views = page.view.subviews
    while let view = views.popLast() {
        if view.isFirstResponder { return !(view is UITextInput) }
        views += view.subviews
    }
    return false
}

/// A page whose view is a `UIVisualEffectView`, which takes subviews only in its `contentView`.
@MainActor
private final class BlurPage: CheckPage {
    override func loadView() { view = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial)) }
}

/// A page that shows one embedded child, whose button sends a nil-target action.
@MainActor
private final class ContainerPage: CheckPage {
    let child = ActionPage("Child")

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

/// A chat page: it can become the first responder, and its input bar (`inputAccessoryView`, UIResponder.h)
/// holds a text view, which lives in the keyboard's window.
@MainActor
private final class ChatPage: CheckPage {
    let barField = UITextView(frame: CGRect(x: 8, y: 6, width: 300, height: 32))
    let pageField = UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 40))
    private lazy var bar: UIView = {
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.autoresizingMask = .flexibleWidth
        bar.addSubview(barField)
        return bar
    }()

    override var canBecomeFirstResponder: Bool { true }
    override var inputAccessoryView: UIView? { bar }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(pageField)
    }
}

/// A page with a button whose action has no target (`addTarget(nil, …)`, as a storyboard's First
/// Responder): UIKit sends it to the first responder, and up its chain (UIControl.h).
@MainActor
private final class ActionPage: CheckPage {
    let button = UIButton(type: .system)
    private(set) var actions = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        button.frame = CGRect(x: 20, y: 200, width: 200, height: 44)
        button.addTarget(nil, action: #selector(pageAction), for: .primaryActionTriggered)
        view.addSubview(button)
    }

    @objc func pageAction() { actions += 1 }
}

/// A page whose text field takes the keyboard as the page appears, as a form does.
@MainActor
private final class FieldPage: CheckPage {
    let field = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        field.frame = CGRect(x: 20, y: 200, width: 200, height: 40)
        view.addSubview(field)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        field.becomeFirstResponder()
    }
}
#endif
