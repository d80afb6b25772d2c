#if canImport(UIKit)
@_spi(DeviceChecks) import PageNavigation
import UIKit

/// iOS 26: what the bar's views draw (``DrawnBar``), not what the item appearances hold — a system page
/// next to a coloured one, alpha on a system page, subtitles, and the routed back button.
enum LiquidGlassDrawnChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck("Liquid Glass", "A system page next to a coloured one: each shows its own background") { stage in
            guard #available(iOS 26.0, *) else { throw CheckSkipped("iOS 26's bar without a background") }
            let nav = await stage.show(CheckPage("Root"))
            let traits = nav.traitCollection
            let drawn = DrawnBar(bar: nav.navigationBar)
            try expect(!drawn.drawsBackground(CheckColor.navy, traits: traits), "no navy on the system root")
            try await nav.push(CheckPage("Navy", bar: .colored(CheckColor.navy)))
            try expect(
                drawn.drawsBackground(CheckColor.navy, traits: traits),
                "after the push the bar draws navy; it draws \(drawn.describeBackgrounds(traits: traits))")
            try await nav.push(CheckPage("System"))
            try expect(
                !drawn.drawsBackground(CheckColor.navy, traits: traits),
                "the system page above draws no navy; the bar draws \(drawn.describeBackgrounds(traits: traits))")
            try expect(nav.fakeBarViews.isEmpty, "no fake bar is left after the push")
            try await nav.pop()
            try expect(
                drawn.drawsBackground(CheckColor.navy, traits: traits),
                "after the pop the bar draws navy again; it draws \(drawn.describeBackgrounds(traits: traits))")
            try await nav.pop()
            try expect(
                !drawn.drawsBackground(CheckColor.navy, traits: traits),
                "the system root draws no navy after the pop; the bar draws \(drawn.describeBackgrounds(traits: traits))"
            )
            try expect(nav.fakeBarViews.isEmpty, "no fake bar is left after the pop")
        },
        DeviceCheck(
            "Liquid Glass",
            "Alpha fades a page's own background and leaves the items drawn; on a system page it fades nothing"
        ) { stage in
            guard #available(iOS 26.0, *) else { throw CheckSkipped("iOS 26's bar without a background") }
            let nav = await stage.show(CheckPage("Root"))
            let traits = nav.traitCollection
            let drawn = DrawnBar(bar: nav.navigationBar)
            let system = CheckPage("Fading")
            system.navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Edit", style: .plain, target: nil, action: nil)
            try await nav.push(system, animated: false)
            system.pageNavigation.bar.alpha = 0.2
            await stage.settle()
            let edit = drawn.shown.filter { ($0.view as? UILabel)?.text == "Edit" }
            try expect(!edit.isEmpty && edit.allSatisfy { $0.alpha > 0.99 }, "the item stays drawn at full opacity")
            try expect(
                drawn.backgrounds(traits: traits).allSatisfy { $0.cgColor.alpha < 0.99 },
                "a system page at alpha 0.2 draws no opaque background; it draws \(drawn.describeBackgrounds(traits: traits))"
            )
            let colored = CheckPage("Coral", bar: .colored(CheckColor.coral))
            try await nav.push(colored, animated: false)
            colored.pageNavigation.bar.alpha = 0.4
            await stage.settle()
            try expect(
                drawn.drawsBackground(CheckColor.coral.withAlphaComponent(0.4), traits: traits),
                "the page's own coral fades to 0.4; the bar draws \(drawn.describeBackgrounds(traits: traits))")
            colored.pageNavigation.bar.alpha = 1
            await stage.settle()
            try expect(
                drawn.drawsBackground(CheckColor.coral, traits: traits),
                "the coral is opaque again at alpha 1; the bar draws \(drawn.describeBackgrounds(traits: traits))")
        },
        DeviceCheck("Liquid Glass", "The subtitle is drawn in the title's colour and font") { stage in
            guard #available(iOS 26.0, *) else { throw CheckSkipped("iOS 26's subtitles") }
            let nav = await stage.show(CheckPage("Root"))
            guard let font = UIFont(name: "Menlo-Bold", size: 17) else { throw CheckSkipped("the Menlo font") }
            var bar = PartialBarStyle(backgroundColor: CheckColor.navy, titleColor: .white)
            bar.titleFont = font
            let page = CheckPage("Titled", bar: bar)
            page.navigationItem.subtitle = "Subtitle"
            try await nav.push(page, animated: false)
            await stage.settle()
            let traits = nav.traitCollection
            let labels = DrawnBar(bar: nav.navigationBar).labels("Subtitle")
            try expect(!labels.isEmpty, "the bar shows the subtitle")
            for label in labels {
                try expectColor(label.textColor, .white, "the subtitle's colour", traits: traits)
                try expectEqual(label.font.fontName, font.fontName, "the subtitle's font")
            }
        },
        DeviceCheck(
            "Liquid Glass", "The back button under a page with a handler is drawn like the system's under a plain page"
        ) { stage in
            guard #available(iOS 26.0, *) else { throw CheckSkipped("iOS 26's chevron circle") }
            let nav = await stage.show(CheckPage("Root"))
            try await nav.push(CheckPage("List"), animated: false)
            try await nav.push(CheckPage("Plain"), animated: false)
            await stage.settle()
            let drawn = DrawnBar(bar: nav.navigationBar)
            let system = drawn.leadingFrames()
            try expect(!system.isEmpty, "the system's back button is drawn")
            try await nav.pop(animated: false)
            let form = CheckPage("Form")
            form.pageNavigation.back = .deny
            try await nav.push(form, animated: false)
            await stage.settle()
            try expect(
                nav.viewControllers[1].navigationItem.backBarButtonItem?.menu != nil,
                "the back button carries the routed menu")
            try expectEqual(drawn.leadingFrames(), system, "the routed back button's frames (the system's)")
            try expectEqual(nav.requestBack(), .denied, "the tap still asks the handler")
        },
    ]
}
#endif
