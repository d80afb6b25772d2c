#if canImport(UIKit)
@_spi(DeviceChecks) import PageNavigation
import UIKit

/// What only a device shows of the flow review's findings (issue 37): the routed back button on an
/// iOS 26 iPad, and the edge shadow of the library's own pop over a page that clips its content.
enum FlowChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck(
            "Back",
            "iOS 26 iPad: the back button under a page with a handler is drawn; its item carries a title, also in "
                + "the minimal display mode (an empty back item makes it invisible there, react-native-navigation #8277)"
        ) { stage in
            guard #available(iOS 26.0, *), isLiquidGlass else { throw CheckSkipped("iOS 26's Liquid Glass bar") }
            guard UIDevice.current.userInterfaceIdiom == .pad else { throw CheckSkipped("an iPad") }
            let nav = await stage.show(CheckPage("Root"))
            let list = CheckPage("List")
            try await nav.push(list, animated: false)
            try await nav.push(CheckPage("Plain"), animated: false)
            await stage.settle()
            try expect(!DrawnBar(bar: nav.navigationBar).leadingFrames().isEmpty, "the system's back button is drawn")
            try await nav.pop(animated: false)
            let form = CheckPage("Form")
            form.pageNavigation.back = .deny
            try await nav.push(form, animated: false)
            await stage.settle()
            let item = list.navigationItem.backBarButtonItem
            try expect(item?.menu != nil, "the back button carries the routed menu")
            try expectEqual(item?.title, "List", "the routed back item's title (the page it goes back to)")
            try expect(
                !DrawnBar(bar: nav.navigationBar).leadingFrames().isEmpty, "the routed back button is drawn")

            try await nav.pop(animated: false)
            list.navigationItem.backButtonDisplayMode = .minimal
            try await nav.push(form, animated: false)  // routes the menu again, which reads the display mode
            await stage.settle()
            let minimal = list.navigationItem.backBarButtonItem
            try expect(!(minimal?.title ?? "").isEmpty, "in the minimal display mode the item still has a title")
            try expect(
                !DrawnBar(bar: nav.navigationBar).leadingFrames().isEmpty,
                "the routed back button is drawn in the minimal display mode")
            try expectEqual(nav.requestBack(), .denied, "the tap still asks the handler")
        },
        DeviceCheck(
            "Transitions",
            "Before iOS 26, the library's pop of a page that clips its content (a table view) casts its edge shadow: "
                + "drawn by a view of its own below the page, moving with it; the page's layer is left alone"
        ) { stage in
            guard !isLiquidGlass else { throw CheckSkipped("iOS 26 draws no edge shadow") }
            let root = CheckPage("Root")
            let nav = await stage.show(root)
            let table = UITableViewController(style: .plain)
            try await nav.push(table, animated: false)
            try expect(table.view.layer.masksToBounds, "a table view clips its content")
            let context = CheckTransitionContext(from: table, to: root, over: nav.view)
            defer { context.containerView.removeFromSuperview() }
            let animator = nav.libraryAnimator(.pop, from: table, to: root)
            guard let running = animator.interruptibleAnimator?(using: context) else {
                throw CheckFailure("expected an interruptible animator")
            }
            running.pauseAnimation()
            running.fractionComplete = 0.5
            await stage.settle(turns: 1)

            let subviews = context.containerView.subviews
            let casters = subviews.filter { $0.layer.shadowOpacity > 0 && $0 !== table.view && $0 !== root.view }
            try expectEqual(casters.count, 1, "one view casts the edge shadow")
            let caster = casters[0]
            try expect(!caster.layer.masksToBounds && caster.layer.shadowPath != nil, "its shadow can be drawn")
            let (casterIndex, pageIndex) = (subviews.firstIndex(of: caster), subviews.firstIndex(of: table.view))
            try expect(
                casterIndex != nil && pageIndex != nil && casterIndex! < pageIndex!,
                "it lies just below the page being popped")
            try expectEqual(caster.transform, table.view.transform, "it moves with the page")
            try expect(table.view.transform.tx != 0, "the page is on its way: \(table.view.transform)")
            try expectEqual(table.view.layer.shadowOpacity, 0, "the page's own layer casts no shadow")

            running.stopAnimation(false)
            running.finishAnimation(at: .end)
            try await stage.wait("the animator completes the transition") { context.completed != nil }
            try expect(
                !context.containerView.subviews.contains(caster), "the shadow's view is gone after the transition")
        },
    ]

    /// Whether this device draws iOS 26's design (the app does not opt out with `UIDesignRequiresCompatibility`).
    private static var isLiquidGlass: Bool {
        guard #available(iOS 26.0, *) else { return false }
        return !(Bundle.main.object(forInfoDictionaryKey: "UIDesignRequiresCompatibility") as? Bool ?? false)
    }
}
#endif
