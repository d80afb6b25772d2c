#if canImport(UIKit)
import PageNavigation
import UIKit

/// Pages that leave the stack are freed: popped, removed and replaced pages, pages whose closures
/// capture them weakly, and the controller itself.
enum LifetimeChecks {
    static let all: [DeviceCheck] = [
        freed("a popped page") { nav in
            let page = CheckPage("Popped")
            try await nav.push(page)
            try await nav.pop()
            return page
        },
        freed("a removed page") { nav in
            let page = CheckPage("Removed")
            try await nav.push(page, animated: false)
            try await nav.push(CheckPage("Top"), animated: false)
            try await nav.remove(.page(page))
            return page
        },
        freed("a page replaced by setStack") { nav in
            let page = CheckPage("Replaced")
            try await nav.push(page, animated: false)
            try await nav.setStack([nav.viewControllers[0], CheckPage("New")])
            return page
        },
        freed("a page removed by push-and-remove") { nav in
            let page = CheckPage("Login")
            try await nav.push(page, animated: false)
            try await nav.push(CheckPage("Bind phone"), removingCurrent: true)
            return page
        },
        freed("a page whose back, swipe-back and next-page closures capture it weakly") { nav in
            let page = CheckPage("Form")
            page.pageNavigation.back = .confirm { [weak page] in page != nil }
            page.pageNavigation.onPopGesture = GestureCallbacks(
                began: { [weak page] in _ = page }, cancelled: { [weak page] in _ = page },
                finished: { [weak page] in _ = page }
            )
            page.pageNavigation.nextPage = { [weak page] in CheckPage(page?.title ?? "Next") }
            page.pageNavigation.customBar = UIView()
            try await nav.push(page)
            try await nav.pop()
            return page
        },
        DeviceCheck("Lifetime", "The controller and its pages are freed when it leaves the window") { stage in
            weak var weakController: PageNavigationController?
            weak var weakPage: UIViewController?
            do {
                let page = CheckPage("Detail", bar: .colored(CheckColor.coral))
                let nav = await stage.show(CheckPage("Root"))
                try await nav.push(page)
                weakController = nav
                weakPage = page
            }
            stage.window.rootViewController = nil
            try await stage.wait("the controller is freed") { weakController == nil && weakPage == nil }
        },
    ]

    /// A check that the page `leave` pushes and takes away is freed.
    private static func freed(
        _ what: String,
        leave: @escaping @MainActor @Sendable (PageNavigationController) async throws -> UIViewController
    ) -> DeviceCheck {
        DeviceCheck("Lifetime", "Frees \(what)") { stage in
            let nav = await stage.show(CheckPage("Root"))
            weak var weakPage: UIViewController?
            weakPage = try await leave(nav)
            try await stage.wait("\(what) is freed (still alive: \(weakPage.map { String(describing: $0) } ?? "none"))")
            { weakPage == nil }
            try expect(!nav.isTransitioning, "no transition left running")
        }
    }
}
#endif
