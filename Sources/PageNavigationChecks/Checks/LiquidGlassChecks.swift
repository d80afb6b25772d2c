#if canImport(UIKit)
@_spi(DeviceChecks) import PageNavigation
import UIKit

/// iOS 26's Liquid Glass bar: what a page's look draws there — the tint on the items and not on
/// prominent items' fill, subtitles in the title's colour, alpha on a system background, a material
/// and the scroll edge effect, fake bars without the system hairline and above the edge effect.
enum LiquidGlassChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck("Liquid Glass", "A page's tint colours its items but not the fill of a prominent item") { stage in
            guard #available(iOS 26.0, *) else { throw CheckSkipped("iOS 26's prominent bar button items") }
            let nav = await stage.show(CheckPage("Root"))
            let appTint = nav.navigationBar.tintColor
            let page = CheckPage("Dark", bar: .colored(CheckColor.navy, tint: .white))
            page.navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Done", style: .prominent, target: nil, action: nil)
            try await nav.push(page, animated: false)
            let traits = nav.traitCollection
            try expectColor(nav.shownItemTint, .white, "the plain items' colour", traits: traits)
            try expectColor(
                nav.navigationBar.tintColor, appTint, "the bar's tint (the prominent item's fill)", traits: traits)
            let backTitle =
                page.navigationItem.standardAppearance?.backButtonAppearance.normal
                .titleTextAttributes[.foregroundColor] as? UIColor
            try expectColor(backTitle, .white, "the back button's title", traits: traits)
            let prominentTitle =
                page.navigationItem.standardAppearance?.prominentButtonAppearance.normal
                .titleTextAttributes[.foregroundColor] as? UIColor
            try expect(
                !ColorComparison.same(prominentTitle, .white, traits: traits),
                "the prominent item's label keeps the system's colour, not the page's tint")
            try await nav.pop(animated: false)
            try expectColor(nav.navigationBar.tintColor, appTint, "the bar's tint after the pop", traits: traits)
        },
        DeviceCheck("Liquid Glass", "Subtitles take the page's title colour, and the large title's colour under it") {
            stage in
            guard #available(iOS 26.0, *) else { throw CheckSkipped("iOS 26's subtitles") }
            let nav = await stage.show(CheckPage("Root"))
            var bar = PartialBarStyle(backgroundColor: CheckColor.navy, titleColor: .white)
            bar.largeTitleColor = CheckColor.gold
            let page = CheckPage("Titled", bar: bar)
            page.navigationItem.subtitle = "Subtitle"
            page.navigationItem.largeSubtitle = "Large subtitle"
            try await nav.push(page, animated: false)
            let traits = nav.traitCollection
            for appearance in [page.navigationItem.standardAppearance, page.navigationItem.scrollEdgeAppearance] {
                try expectColor(
                    appearance?.subtitleTextAttributes[.foregroundColor] as? UIColor, .white, "the subtitle's colour",
                    traits: traits)
                try expectColor(
                    appearance?.largeSubtitleTextAttributes[.foregroundColor] as? UIColor, CheckColor.gold,
                    "the large subtitle's colour", traits: traits)
            }
        },
        DeviceCheck("Liquid Glass", "Alpha on a system background leaves the bar and its items drawn") { stage in
            guard #available(iOS 26.0, *) else { throw CheckSkipped("iOS 26's bar without a background") }
            let nav = await stage.show(CheckPage("Root"))
            let page = CheckPage("Fading")
            page.navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Edit", style: .plain, target: nil, action: nil)
            try await nav.push(page, animated: false)
            page.pageNavigation.bar.alpha = 0.2
            await stage.settle()
            let bar = nav.navigationBar
            try expect(!bar.isHidden && bar.alpha == 1, "the bar stays shown and opaque")
            try expect(bar.frame.height > 0 && bar.window != nil, "the bar keeps its frame in the window")
            page.pageNavigation.bar.alpha = 1
            await stage.settle()
            try expect(page.navigationItem.standardAppearance == nil, "back at full opacity: the system's bar again")
        },
        DeviceCheck("Liquid Glass", "A material hides the scroll edge effect under it, and gives it back") { stage in
            guard #available(iOS 26.0, *) else { throw CheckSkipped("iOS 26's scroll edge effect") }
            let nav = await stage.show(CheckPage("Root"))
            let page = ScrollingCheckPage("Blurred")
            try await nav.push(page, animated: false)
            try expect(!page.scrollView.topEdgeEffect.isHidden, "the edge effect shows on a system page")
            page.pageNavigation.bar.backgroundEffect = .systemThinMaterial
            await stage.settle()
            try expect(page.scrollView.topEdgeEffect.isHidden, "the edge effect is hidden under the material")
            page.pageNavigation.bar.backgroundEffect = nil
            page.pageNavigation.bar = .empty
            await stage.settle()
            try expect(!page.scrollView.topEdgeEffect.isHidden, "the edge effect is back without the material")
        },
        DeviceCheck(
            "Liquid Glass", "A fake bar in a scroll view draws no system hairline and is not under the edge effect"
        ) { stage in
            guard #available(iOS 26.0, *) else { throw CheckSkipped("iOS 26's bar without a hairline") }
            let nav = await stage.show(CheckPage("Root"))
            let detail = ScrollingCheckPage("List", bar: .colored(CheckColor.navy))
            let recorder = NavigationRecorder()
            var hairlines: [Bool] = []
            var edgeHidden = false
            recorder.duringWillShow = { _ in
                hairlines = nav.fakeBarViews.map { bar in bar.subviews.contains { !$0.isHidden && $0.frame.height < 2 }
                }
                edgeHidden = detail.scrollView.topEdgeEffect.isHidden
            }
            nav.navigationDelegate = recorder
            try await nav.push(detail)
            try expectEqual(hairlines.count, 2, "fake bars while the push runs")
            try expect(!hairlines.contains(true), "no fake bar draws a hairline the iOS 26 bar lacks")
            try expect(edgeHidden, "the list's edge effect is hidden while its fake bar travels in it")
            try expect(!detail.scrollView.topEdgeEffect.isHidden, "the list's edge effect is back after the push")
            withExtendedLifetime(recorder) {}
        },
    ]
}

/// A page whose view is a scroll view, as a `UITableViewController`'s is.
@MainActor
final class ScrollingCheckPage: CheckPage {
    let scrollView = UIScrollView()

    override func loadView() {
        scrollView.contentSize = CGSize(width: 1, height: 3000)
        view = scrollView
    }
}
#endif
