#if canImport(UIKit)
import PageNavigation
import UIKit

/// Hidden bars, faded bars and the status bar over them.
enum BarVisibilityChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck("Hidden bars and alpha", "A page that hides the bar hides it, and the bar comes back on pop") {
            stage in
            let nav = await stage.show(CheckPage("Root"))
            try await nav.push(CheckPage("Photo", bar: PartialBarStyle(hidden: true)))
            try expect(nav.isNavigationBarHidden, "the bar is hidden on the page that hides it")
            try await nav.pop()
            try expect(!nav.isNavigationBarHidden, "the bar shows again on the root")
        },
        DeviceCheck(
            "Hidden bars and alpha",
            "A root that hides the bar gets it back when a page is pushed, and hides it again on pop"
        ) { stage in
            let nav = await stage.show(CheckPage("Home", bar: PartialBarStyle(hidden: true)))
            try expect(nav.isNavigationBarHidden, "the bar is hidden on the root")
            try await nav.push(CheckPage("Detail"))
            try expect(!nav.isNavigationBarHidden, "the bar shows on the pushed page (hidden never inherits)")
            try await nav.pop()
            try expect(nav.isNavigationBarHidden, "the bar is hidden again on the root")
        },
        DeviceCheck(
            "Hidden bars and alpha", "Swipe-back stays on for a page with a hidden bar and a custom back button"
        ) { stage in
            let nav = await stage.show(CheckPage("Root"))
            let detail = CheckPage("Detail", bar: PartialBarStyle(hidden: true))
            detail.navigationItem.hidesBackButton = true
            detail.navigationItem.leftBarButtonItem = UIBarButtonItem(
                title: "Close", style: .plain, target: nil, action: nil)
            try await nav.push(detail, animated: false)
            try expectEqual(nav.popGestureStatus, .pop, "the swipe-back status")
        },
        DeviceCheck(
            "Hidden bars and alpha", "A bar alpha fades the background, and alpha 1 gives back exactly the look"
        ) { stage in
            let nav = await stage.show(CheckPage("Root"))
            let detail = CheckPage("Detail", bar: .colored(CheckColor.coral))
            try await nav.push(detail, animated: false)
            let shadow = detail.navigationItem.standardAppearance?.shadowColor
            detail.pageNavigation.bar.alpha = 0.4
            let traits = nav.traitCollection
            try expectBackground(
                detail, CheckColor.coral.withAlphaComponent(0.4), "the background at alpha 0.4", traits: traits)
            detail.pageNavigation.bar.alpha = 1
            try expectBackground(detail, CheckColor.coral, "the background at alpha 1", traits: traits)
            try expectColor(
                detail.navigationItem.standardAppearance?.shadowColor, shadow, "the shadow at alpha 1", traits: traits)
        },
        DeviceCheck(
            "Status bar", "The status bar reads on the bar: light over a dark background, dark over a light one"
        ) { stage in
            let nav = await stage.show(CheckPage("Root", bar: .colored(CheckColor.navy)))
            try expectEqual(nav.preferredStatusBarStyle, .lightContent, "the status bar over navy")
            try await nav.push(CheckPage("Cream", bar: .colored(CheckColor.cream)), animated: false)
            try expectEqual(nav.preferredStatusBarStyle, .darkContent, "the status bar over cream")
            try await nav.pop(animated: false)
            try expectEqual(nav.preferredStatusBarStyle, .lightContent, "the status bar over navy after the pop")
        },
        DeviceCheck(
            "Hidden bars and alpha",
            "A table page's custom bar hides the system bar and stays above the rows as it scrolls"
        ) { stage in
            let nav = await stage.show(CheckPage("Root"))
            let table = CustomBarTablePage()
            let bar = UIView()
            bar.backgroundColor = CheckColor.gold
            bar.heightAnchor.constraint(equalToConstant: 100).isActive = true
            table.pageNavigation.customBar = bar
            try await nav.push(table)
            try expect(nav.isNavigationBarHidden, "the system bar is hidden under the custom bar")
            try expect(bar.superview === table.tableView, "the custom bar is in the table")
            table.tableView.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
            table.tableView.layoutIfNeeded()
            await stage.settle()
            try expect(table.tableView.subviews.last === bar, "the custom bar is in front of the rows after scrolling")
            try expect(bar.frame.minY >= table.tableView.contentOffset.y - 0.5, "the custom bar stays at the top")
        },
        DeviceCheck("Status bar", "With the bar hidden, the page on top decides the status bar") { stage in
            let nav = await stage.show(CheckPage("Root", bar: .colored(CheckColor.cream)))
            let photo = CheckPage("Photo", bar: PartialBarStyle(hidden: true))
            photo.statusBarStyle = .lightContent
            try await nav.push(photo, animated: false)
            try expectEqual(
                nav.preferredStatusBarStyle, .lightContent, "the status bar under the hidden bar (the page's choice)")
        },
    ]
}
/// A plain table of 100 rows, as a `UITableViewController` page with a custom bar.
private final class CustomBarTablePage: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "row")
            ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}
#endif
