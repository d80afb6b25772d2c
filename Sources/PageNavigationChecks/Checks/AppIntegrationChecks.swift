#if canImport(UIKit)
import PageNavigation
import UIKit

/// The controller fits into an existing app: a subclass written the usual UIKit way, a controller
/// decoded from a storyboard before the app's settings are made, a page that reaches the controller
/// without a cast, and targets that match subclasses.
enum AppIntegrationChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck("App integration", "A subclass with init(rootViewController:) and init?(coder:) runs") { stage in
            let nav = AppStyleNavigationController(rootViewController: CheckPage("Root"))
            await stage.show(nav)
            try expect(nav.didRunOwnInitializer, "the subclass's own initializer ran")
            try await nav.push(CheckPage("Detail"))
            try expectEqual(nav.viewControllers.map(\.title), ["Root", "Detail"], "the stack after a push")
        },
        DeviceCheck("App integration", "A decoded controller reads the shared configuration when its view loads") {
            stage in
            let saved = PageNavigationConfiguration.shared
            defer { PageNavigationConfiguration.shared = saved }
            PageNavigationConfiguration.shared = PageNavigationConfiguration()
            let nav = try decodedController(root: UIViewController())
            // As a scene delegate does after a scene storyboard made the controller:
            PageNavigationConfiguration.shared.defaultBar = BarStyle.standard.applying(
                PartialBarStyle(background: BarColor(red: 255, green: 204, blue: 0))
            )
            await stage.show(nav)
            guard let root = nav.viewControllers.first else {
                throw CheckFailure("the decoded controller has no root page")
            }
            try expectBackground(
                root, UIColor(red: 1, green: 0.8, blue: 0, alpha: 1), "the decoded root's bar",
                traits: nav.traitCollection)
        },
        DeviceCheck("App integration", "A page and its child reach the controller without a cast") { stage in
            let page = CheckPage("Container")
            let child = UIViewController()
            page.addChild(child)
            page.view.addSubview(child.view)
            child.didMove(toParent: page)
            let nav = await stage.show(CheckPage("Root"))
            try await nav.push(page)
            try expect(page.pageNavigationController === nav, "the page finds its controller")
            try expect(child.pageNavigationController === nav, "the page's child finds the same controller")
            try expect(nav.pageNavigationController == nil, "the controller is not its own")
        },
        DeviceCheck("App integration", "A type target can include subclasses") { stage in
            let nav = await stage.show(CheckPage("Root"))
            let form = SignUpFormPage("Sign up")
            try await nav.push(form, animated: false)
            try await nav.push(CheckPage("Terms"), animated: false)
            do {
                try await nav.popTo(.type(FormPage.self))
                throw CheckFailure("an exact type target matched a subclass")
            } catch let error as NavigationError {
                try expectEqual(error, .notFound, "the exact type target's refusal")
            }
            try await nav.popTo(.type(FormPage.self, includingSubclasses: true))
            try expect(nav.topViewController === form, "the subclass page is on top")
        },
    ]

    /// A controller made the way a storyboard makes one: decoded with `init(coder:)`.
    @MainActor static func decodedController(root: UIViewController) throws -> PageNavigationController {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.setClassName(NSStringFromClass(PageNavigationController.self), for: UINavigationController.self)
        archiver.encode(UINavigationController(rootViewController: root), forKey: NSKeyedArchiveRootObjectKey)
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = false
        guard let controller = unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? PageNavigationController
        else {
            throw CheckFailure("the archive did not decode as a PageNavigationController")
        }
        return controller
    }
}

/// An app's own navigation controller subclass, with the initializers apps write.
private final class AppStyleNavigationController: PageNavigationController {
    var didRunOwnInitializer = false

    override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
        didRunOwnInitializer = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A base class of the app's form pages, and one of them.
private class FormPage: CheckPage {}
private final class SignUpFormPage: FormPage {}
#endif
