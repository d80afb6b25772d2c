#if canImport(UIKit)
import PageNavigation
import UIKit

/// A page's bar-button edge margins, measured on the items' frames.
enum ItemMarginChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck(
            "Item margins",
            "The leading and trailing items move to the page's margins where iOS allows it, else stay at the system's"
        ) { stage in
            let nav = await stage.show(CheckPage("Root"))
            let page = MarginsPage()
            try await nav.push(page, animated: false)
            let system = await page.measuredMargins(in: nav, stage)
            try expect(page.leading.window != nil && page.trailing.window != nil, "both items are on screen")
            let wanted = (leading: (system.leading + 12).rounded(), trailing: (system.trailing + 20).rounded())
            page.pageNavigation.bar.itemMargins = BarItemMargins(
                leading: Double(wanted.leading), trailing: Double(wanted.trailing))
            let moved = await page.measuredMargins(in: nav, stage)
            let seen =
                "leading \(moved.leading), trailing \(moved.trailing) (system: \(system.leading), \(system.trailing))"
            if BarItemMargins.isSupported {
                try expect(
                    abs(moved.leading - wanted.leading) <= 1 && abs(moved.trailing - wanted.trailing) <= 1,
                    "items at the page's margins \(wanted.leading) and \(wanted.trailing); saw \(seen)")
            } else {
                try expect(
                    abs(moved.leading - system.leading) <= 0.5 && abs(moved.trailing - system.trailing) <= 0.5,
                    "margins are not applied on this iOS version, items stay at the system's; saw \(seen)")
            }
            page.pageNavigation.bar.itemMargins = .system
            let back = await page.measuredMargins(in: nav, stage)
            try expect(
                abs(back.leading - system.leading) <= 0.5 && abs(back.trailing - system.trailing) <= 0.5,
                "the system's margins come back; saw leading \(back.leading), trailing \(back.trailing) (system: \(system.leading), \(system.trailing))"
            )
        },
        DeviceCheck("Item margins", "Margins below the system's leave the items at the system's") { stage in
            let nav = await stage.show(CheckPage("Root"))
            let page = MarginsPage()
            try await nav.push(page, animated: false)
            let system = await page.measuredMargins(in: nav, stage)
            page.pageNavigation.bar.itemMargins = BarItemMargins(leading: 2, trailing: 2)
            let seen = await page.measuredMargins(in: nav, stage)
            try expect(
                abs(seen.leading - system.leading) <= 0.5 && abs(seen.trailing - system.trailing) <= 0.5,
                "items stay at the system's margins; saw leading \(seen.leading), trailing \(seen.trailing) (system: \(system.leading), \(system.trailing))"
            )
        },
        DeviceCheck("Item margins", "A pop puts the items of the page below back where they were") { stage in
            guard BarItemMargins.isSupported else {
                throw CheckSkipped("item margins are not applied on this iOS version")
            }
            let nav = await stage.show(CheckPage("Root"))
            let below = MarginsPage()
            try await nav.push(below, animated: false)
            let before = await below.measuredMargins(in: nav, stage)
            let top = MarginsPage()
            top.pageNavigation.bar.itemMargins = BarItemMargins(
                leading: Double(before.leading + 24), trailing: Double(before.trailing + 24))
            try await nav.push(top)
            let moved = await top.measuredMargins(in: nav, stage)
            try expect(
                moved.leading > before.leading + 12,
                "the pushed page's items moved in; saw \(moved.leading) against \(before.leading)")
            try await nav.pop()
            let after = await below.measuredMargins(in: nav, stage)
            try expect(
                abs(after.leading - before.leading) <= 0.5 && abs(after.trailing - before.trailing) <= 0.5,
                "the items are back; saw leading \(after.leading), trailing \(after.trailing) (before: \(before.leading), \(before.trailing))"
            )
        },
    ]
}

/// A page with a 44-point custom item at each end of the bar.
@MainActor
final class MarginsPage: CheckPage {
    let leading = UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    let trailing = UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))

    init() {
        super.init("Margins")
        navigationItem.leftBarButtonItem = UIBarButtonItem(customView: leading)
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: trailing)
    }

    /// The distances, after a layout, from the bar's leading and trailing safe edges to the items, in
    /// the bar's layout direction.
    func measuredMargins(in nav: UINavigationController, _ stage: CheckStage) async -> (
        leading: CGFloat, trailing: CGFloat
    ) {
        nav.view.setNeedsLayout()
        await stage.settle()
        let bar = nav.navigationBar
        bar.layoutIfNeeded()
        let start = leading.convert(leading.bounds, to: bar)
        let end = trailing.convert(trailing.bounds, to: bar)
        let left = bar.safeAreaInsets.left
        let right = bar.bounds.width - bar.safeAreaInsets.right
        if bar.effectiveUserInterfaceLayoutDirection == .rightToLeft {
            return (right - start.maxX, end.minX - left)
        }
        return (start.minX - left, right - end.maxX)
    }
}
#endif
