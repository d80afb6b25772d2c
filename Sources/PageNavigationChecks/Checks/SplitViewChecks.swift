#if canImport(UIKit)
@_spi(DeviceChecks) import PageNavigation
import UIKit

/// A column-style split view with a ``PageNavigationController`` in each column, collapsed and expanded
/// by a compact width: where UIKit puts the pages (the catalogue's split-view row, checked here), and
/// that a page's back button acts on the controller that holds it then.
enum SplitViewChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck(
            "Split views",
            "A column-style split view collapses by moving the secondary column's pages onto the primary's "
                + "navigation controller and expands by moving them back; the secondary accepts its empty stack, and a "
                + "page's back button (iOS 16+) asks the back handler through the controller holding it"
        ) { stage in
            let list = CheckPage("List")
            let detail = CheckPage("Detail")
            let primary = PageNavigationController(
                rootViewController: list, configuration: PageNavigationConfiguration())
            let secondary = PageNavigationController(
                rootViewController: detail, configuration: PageNavigationConfiguration())
            let (split, container) = try await showSplit(primary: primary, secondary: secondary, on: stage)
            let edit = CheckPage("Edit")
            edit.pageNavigation.back = .deny
            secondary.push(edit, animated: false, completion: nil)
            await stage.settle()
            var primaryEvents: [NavigationEvent] = []
            primary.onEvent = { primaryEvents.append($0) }

            setCompactWidth(true, on: split, in: container)
            try await stage.wait("the split view collapses") { split.isCollapsed }
            await stage.settle()
            try expect(
                primary.viewControllers == [list, detail, edit],
                "the secondary's pages are on the primary's stack: \(primary.viewControllers.map { $0.title ?? "?" })")
            try expect(secondary.viewControllers.isEmpty, "the secondary's stack is empty")
            try expect(edit.navigationController === primary, "the moved page's navigation controller is the primary")
            if #available(iOS 16.0, *) {
                let back = try unwrap(edit.navigationItem.backAction, "the library's back action on the moved page")
                back.performWithSender(nil, target: nil)
                await stage.settle()
                try expect(
                    primaryEvents.contains(.backDenied(edit.pageNavigation.id)) && primary.topViewController === edit,
                    "the back tap went through the primary's engine and the page's deny handler")
            }

            setCompactWidth(false, on: split, in: container)
            try await stage.wait("the split view expands") { !split.isCollapsed }
            await stage.settle()
            try expect(
                secondary.viewControllers == [detail, edit],
                "the pages are back on the secondary: \(secondary.viewControllers.map { $0.title ?? "?" })")
            try expect(primary.viewControllers == [list], "the primary keeps its own page")
            try expect(
                edit.navigationController === secondary, "the page's navigation controller is the secondary again")
        },
        DeviceCheck(
            "Split views",
            "Collapsed onto a plain UINavigationController primary, a moved page's routed back menu lists that "
                + "controller's pages (nearest first) and pops it with popToViewController, and its back action pops it"
        ) { stage in
            let list = CheckPage("List")
            let detail = CheckPage("Detail")
            let primary = UINavigationController(rootViewController: list)
            let secondary = PageNavigationController(
                rootViewController: detail, configuration: PageNavigationConfiguration())
            let (split, container) = try await showSplit(primary: primary, secondary: secondary, on: stage)
            let edit = CheckPage("Edit")
            edit.pageNavigation.back = .deny  // routes the back menu through the library
            secondary.push(edit, animated: false, completion: nil)
            await stage.settle()

            setCompactWidth(true, on: split, in: container)
            try await stage.wait("the split view collapses") { split.isCollapsed }
            await stage.settle()
            try expect(
                primary.viewControllers == [list, detail, edit],
                "the secondary's pages are on the plain primary: \(primary.viewControllers.map { $0.title ?? "?" })")
            let actions = secondary.routedBackMenuActions(for: detail)
            try expectEqual(
                actions.map(\.title), ["Detail", "List"], "the menu lists the plain holder's pages, nearest first")
            if #available(iOS 16.0, *) {  // `performWithSender(_:target:)`, UIAction.h
                actions.last?.performWithSender(nil, target: nil)
                try await stage.wait("choosing the root pops the plain holder to it") {
                    primary.viewControllers == [list] && primary.transitionCoordinator == nil
                }
                primary.pushViewController(edit, animated: false)
                await stage.settle()
                let back = try unwrap(edit.navigationItem.backAction, "the library's back action on the page")
                back.performWithSender(nil, target: nil)
                try await stage.wait("the back action pops the plain holder") { primary.viewControllers == [list] }
            }
            setCompactWidth(false, on: split, in: container)
            await stage.settle()
        },
    ]

    /// Shows a column-style split view with `primary` and `secondary`, side by side.
    @MainActor
    private static func showSplit(
        primary: UINavigationController, secondary: UINavigationController, on stage: CheckStage
    ) async throws -> (UISplitViewController, UIViewController) {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        split.preferredDisplayMode = .oneBesideSecondary
        let container = UIViewController()
        container.addChild(split)
        container.view.addSubview(split.view)
        split.view.frame = container.view.bounds
        split.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        split.didMove(toParent: container)
        _ = try await stage.show(containing: container)
        try await stage.wait("the split view is expanded (a regular width)") { !split.isCollapsed }
        return (split, container)
    }

    /// Makes the split view's width compact (or regular again), as a narrow multitasking window does.
    @MainActor
    private static func setCompactWidth(
        _ compact: Bool, on split: UISplitViewController, in container: UIViewController
    ) {
        if #available(iOS 17.0, *) {
            if compact {
                split.traitOverrides.horizontalSizeClass = .compact
            } else {
                split.traitOverrides.remove(UITraitHorizontalSizeClass.self)
            }
        } else {
            container.setOverrideTraitCollection(
                compact ? UITraitCollection(horizontalSizeClass: .compact) : nil, forChild: split)
        }
    }

    private static func unwrap<Value>(_ value: Value?, _ what: String) throws -> Value {
        guard let value else { throw CheckFailure("expected \(what)") }
        return value
    }
}
#endif
