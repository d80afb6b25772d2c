#if canImport(UIKit)
@_spi(DeviceChecks) import PageNavigation
import UIKit

/// What only a device shows of the flow review's findings (issue 37): the edge shadow of the library's
/// own pop over a page that clips its content.
enum FlowChecks {
    static let all: [DeviceCheck] = [
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
