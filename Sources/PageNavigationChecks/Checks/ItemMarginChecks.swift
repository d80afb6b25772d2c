#if canImport(UIKit)
import PageNavigation
import UIKit

/// A page's bar-button edge margins, measured on the items' frames.
enum ItemMarginChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck("Item margins", "The leading and trailing items sit at the page's margins where iOS allows it, else at the system's") { stage in
            let nav = await stage.show(CheckPage("Root"))
            let page = CheckPage("Detail")
            let leading = UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
            let trailing = UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
            page.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: leading)
            page.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: trailing)
            try await nav.push(page, animated: false)
            let bar = nav.navigationBar
            @MainActor func measured() async -> (leading: CGFloat, trailing: CGFloat) {
                nav.view.setNeedsLayout()
                await stage.settle()
                bar.layoutIfNeeded()
                let left = leading.convert(leading.bounds, to: bar), right = trailing.convert(trailing.bounds, to: bar)
                return (left.minX - bar.safeAreaInsets.left, bar.bounds.width - bar.safeAreaInsets.right - right.maxX)
            }
            let system = await measured()
            try expect(leading.window != nil && trailing.window != nil, "both items are on screen")
            page.page.bar.itemMargins = BarItemMargins(leading: 4, trailing: 28)
            let moved = await measured()
            let described = "leading \(moved.leading), trailing \(moved.trailing) (system: \(system.leading), \(system.trailing))"
            if BarItemMargins.isSupported {
                try expect(abs(moved.leading - 4) <= 1 && abs(moved.trailing - 28) <= 1, "items at the page's margins 4 and 28; saw \(described)")
            } else {
                try expect(abs(moved.leading - system.leading) <= 0.5 && abs(moved.trailing - system.trailing) <= 0.5,
                           "margins do nothing on this iOS version, items stay at the system's; saw \(described)")
            }
            try expect(leading.bounds.width >= 44 && leading.bounds.height >= 44, "the leading item keeps a 44-point target")
            page.page.bar.itemMargins = .system
            let back = await measured()
            try expect(abs(back.leading - system.leading) <= 0.5 && abs(back.trailing - system.trailing) <= 0.5,
                       "the system's margins come back exactly; saw leading \(back.leading), trailing \(back.trailing) (system: \(system.leading), \(system.trailing))")
        },
        DeviceCheck("Item margins", "A pop gives the page below its own margins back") { stage in
            guard BarItemMargins.isSupported else { throw CheckSkipped("item margins do nothing on this iOS version") }
            let root = CheckPage("Root")
            let nav = await stage.show(root)
            let before = nav.navigationBar.directionalLayoutMargins
            let detail = CheckPage("Detail")
            detail.page.bar.itemMargins = BarItemMargins(leading: 6, trailing: 6)
            try await nav.push(detail)
            await stage.settle()
            try expectEqual(nav.navigationBar.directionalLayoutMargins.leading, 6, "the bar's leading margin on the page with margins")
            try await nav.pop()
            await stage.settle()
            try expectEqual(nav.navigationBar.directionalLayoutMargins, before, "the bar's margins after the pop")
        },
    ]
}
#endif
