#if canImport(UIKit)
@_spi(DeviceChecks) import PageNavigation
import UIKit

/// The iOS 26 reports against HBDNavigationBar, run against this library: a hidden bar leaves no glass
/// behind (#201: a circle where the back button was), a bar that a pushed page shows is there when the
/// page appears (#211: it came only after a delay), and colours changed while scrolling are drawn
/// (scroll-driven looks stopped taking effect).
enum GlassBarReportChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck("Liquid Glass reports", "A hidden bar leaves no glass or button behind, after push and pop") {
            stage in
            guard #available(iOS 26.0, *) else { throw CheckSkipped("iOS 26's glass items") }
            let nav = await stage.show(CheckPage("Root"))
            let list = CheckPage("List")
            list.navigationItem.rightBarButtonItem = UIBarButtonItem(
                image: UIImage(systemName: "gear"), style: .plain, target: nil, action: nil)
            try await nav.push(list)
            let photo = CheckPage("Photo", bar: PartialBarStyle(hidden: true))
            try await nav.push(photo)
            await stage.settle()
            try expect(nav.isNavigationBarHidden && nav.navigationBar.isHidden, "the bar is hidden")
            try expect(DrawnBar(bar: nav.navigationBar).shown.isEmpty, "nothing under the hidden bar shows")
            let left = DrawnBar.leftovers(in: nav)
            try expect(
                left.isEmpty, "nothing shows in the bar's place: \(left.map { "\(type(of: $0.view)) \($0.frame)" })")
            try await nav.pop()
            try await nav.push(CheckPage("Photo 2", bar: PartialBarStyle(hidden: true)))
            await stage.settle()
            try expect(DrawnBar.leftovers(in: nav).isEmpty, "nothing shows in the bar's place after a pop and push")
            try await nav.pop()
            try expect(!nav.navigationBar.isHidden, "the bar shows again")
            try expect(!DrawnBar(bar: nav.navigationBar).shown.isEmpty, "and draws its items")
        },
        DeviceCheck("Liquid Glass reports", "A bar the pushed page shows is there when the page appears") { stage in
            guard #available(iOS 26.0, *) else { throw CheckSkipped("iOS 26's bar") }
            let nav = await stage.show(CheckPage("Home", bar: PartialBarStyle(hidden: true)))
            let detail = AppearanceProbePage("Detail")
            var seen: (hidden: Bool, frame: CGRect, titles: Int)?
            detail.onDidAppear = {
                let bar = nav.navigationBar
                seen = (bar.isHidden, bar.frame, DrawnBar(bar: bar).labels("Detail").count)
            }
            try await nav.push(detail)
            guard let seen else { throw CheckFailure("the pushed page never appeared") }
            try expect(!seen.hidden, "the bar is shown when the page appears")
            try expect(seen.frame.height > 0 && seen.frame.maxY > 0, "the bar is on screen (\(seen.frame))")
            try expect(seen.titles > 0, "the bar draws the page's title when the page appears")
        },
        DeviceCheck("Liquid Glass reports", "A background changed while scrolling is drawn as it changes") { stage in
            guard #available(iOS 26.0, *) else { throw CheckSkipped("iOS 26's bar") }
            let nav = await stage.show(CheckPage("Root"))
            let page = ScrollTintingPage("Feed", bar: .colored(CheckColor.navy))
            try await nav.push(page, animated: false)
            let traits = nav.traitCollection
            let drawn = DrawnBar(bar: nav.navigationBar)
            try expect(drawn.drawsBackground(CheckColor.navy, traits: traits), "navy at the top")
            for (offset, color) in [(200.0, CheckColor.coral), (400, CheckColor.teal), (0, CheckColor.navy)] {
                page.scrollView.setContentOffset(
                    CGPoint(x: 0, y: offset - page.scrollView.adjustedContentInset.top), animated: false)
                await stage.settle()
                try expect(
                    drawn.drawsBackground(color, traits: traits),
                    "scrolled to \(offset): the bar draws \(drawn.describeBackgrounds(traits: traits))")
            }
        },
    ]
}

/// A page that runs a closure in `viewDidAppear`.
@MainActor
final class AppearanceProbePage: CheckPage {
    var onDidAppear: (() -> Void)?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onDidAppear?()
    }
}

/// A scrolling page that changes its bar's background with the scroll position, as HBD and WR apps do:
/// navy at the top, coral past 150 points, teal past 350.
@MainActor
final class ScrollTintingPage: CheckPage, UIScrollViewDelegate {
    let scrollView = UIScrollView()

    override func loadView() {
        scrollView.contentSize = CGSize(width: 1, height: 3000)
        scrollView.delegate = self
        view = scrollView
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let offset = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        pageNavigation.bar.backgroundColor =
            offset > 350 ? CheckColor.teal : offset > 150 ? CheckColor.coral : CheckColor.navy
    }
}
#endif
