#if canImport(UIKit)
@_spi(DeviceChecks) import PageNavigation
import UIKit

/// iOS 26's Liquid Glass bar: what a page's look draws there — the tint on text and image items and the
/// chevron with prominent labels that read on it, subtitles in the title's colour, alpha on a system
/// background, a material and the scroll edge effect, fake bars without the system hairline and above
/// the edge effect. What the bar's views draw is read through public API (``DrawnBar``).
enum LiquidGlassChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck(
            "Liquid Glass",
            "A page's tint is the bar's: it colours text and image items and the chevron; prominent labels read on it"
        ) { stage in
            guard #available(iOS 26.0, *) else { throw CheckSkipped("iOS 26's prominent bar button items") }
            let nav = await stage.show(CheckPage("Root"))
            let appTint = nav.navigationBar.tintColor
            let page = CheckPage("Dark", bar: .colored(CheckColor.navy, tint: .white))
            page.navigationItem.rightBarButtonItems = [
                UIBarButtonItem(title: "Done", style: .prominent, target: nil, action: nil),
                UIBarButtonItem(image: UIImage(systemName: "star"), style: .plain, target: nil, action: nil),
                UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil),
            ]
            try await nav.push(page, animated: false)
            await stage.settle()
            let traits = nav.traitCollection
            let drawn = DrawnBar(bar: nav.navigationBar)
            try expectColor(
                nav.navigationBar.tintColor, .white, "the bar's tint (plain items, chevron)", traits: traits)
            let edit = drawn.labels("Edit")
            try expect(!edit.isEmpty, "the bar shows the plain item's title")
            for label in edit { try expectColor(label.textColor, .white, "the plain item's title", traits: traits) }
            let stars = drawn.trailingSymbolImageViews()
            try expect(!stars.isEmpty, "the bar shows the image item's glyph")
            for star in stars { try expectColor(star.tintColor, .white, "the image item's glyph", traits: traits) }
            let chevrons = drawn.leadingImageViews()
            try expect(!chevrons.isEmpty, "the bar shows the back chevron")
            for chevron in chevrons { try expectColor(chevron.tintColor, .white, "the back chevron", traits: traits) }
            let done = drawn.labels("Done")
            try expect(!done.isEmpty, "the bar shows the prominent item's label")
            for label in done {
                try expect(
                    !ColorComparison.same(label.textColor, .white, traits: traits),
                    "the prominent item's label (\(ColorComparison.describe(label.textColor, traits))) differs from "
                        + "its fill, the page's white tint")
            }
            try await nav.pop(animated: false)
            try expectColor(nav.navigationBar.tintColor, appTint, "the app's tint after the pop", traits: traits)
            try expect(nav.topViewController?.navigationItem.standardAppearance == nil, "the root's own appearances")
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
            "Liquid Glass",
            "Fake bars draw a hairline only where the real bar does, and a fake bar in a scroll view is not under the edge effect"
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
            nav.delegate = recorder
            try await nav.push(detail)
            try expectEqual(hairlines.count, 2, "fake bars while the push runs")
            try expect(!hairlines[0], "the system page's fake bar draws no hairline (the glass bar has none)")
            // The coloured page's real bar keeps the base appearance's hairline: its fake bar draws one
            // exactly when that line is visible.
            let realLine = detail.navigationItem.standardAppearance?.shadowColor?.resolvedColor(
                with: nav.traitCollection)
            let realDrawsLine = (realLine?.cgColor.alpha ?? 0) > 0
            try expectEqual(
                hairlines[1], realDrawsLine, "the coloured page's fake bar draws a hairline as its real bar does")
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
