#if canImport(UIKit)
import PageNavigation
import UIKit

/// The system's own bar: pages that declare nothing look as in a plain `UINavigationController`, in light
/// and dark, and the app's own bar theme and tint survive pages with looks of their own.
enum SystemLookChecks {
    static let all: [DeviceCheck] = [
        systemLook(in: .light),
        systemLook(in: .dark),
        DeviceCheck(
            "System look", "A dynamic background shows its light colour in light mode and its dark colour in dark mode"
        ) { stage in
            let dynamic = BarColor(light: BarColor(CheckColor.cream), dark: BarColor(CheckColor.navy))
            let detail = CheckPage("Detail", bar: PartialBarStyle(background: dynamic))
            let nav = await stage.show(CheckPage("Root"))
            try await nav.push(detail, animated: false)
            try expectBackground(detail, CheckColor.cream, "the background in light mode", traits: stage.traits(.light))
            try expectBackground(detail, CheckColor.navy, "the background in dark mode", traits: stage.traits(.dark))
            stage.window.overrideUserInterfaceStyle = .dark
            await stage.settle()
            try expectEqual(nav.preferredStatusBarStyle, .lightContent, "the status bar over the dark background")
            stage.window.overrideUserInterfaceStyle = .light
            await stage.settle()
            try expectEqual(nav.preferredStatusBarStyle, .darkContent, "the status bar over the light background")
        },
        DeviceCheck(
            "System look", "A semantic background keeps its elevated and high-contrast colours (sheets, popovers)"
        ) { stage in
            let detail = CheckPage("Detail", bar: PartialBarStyle(backgroundColor: .systemBackground))
            let nav = await stage.show(CheckPage("Root"))
            try await nav.push(detail, animated: false)
            for (level, contrast) in [(UIUserInterfaceLevel.elevated, UIAccessibilityContrast.normal), (.base, .high)] {
                let traits = UITraitCollection(traitsFrom: [
                    stage.traits(.dark), UITraitCollection(userInterfaceLevel: level),
                    UITraitCollection(accessibilityContrast: contrast),
                ])
                try expectBackground(
                    detail, UIColor.systemBackground.resolvedColor(with: traits),
                    "the background in dark mode, \(level == .elevated ? "elevated" : "high contrast")", traits: traits)
            }
        },
        DeviceCheck(
            "System look", "A semantic background keeps its elevated colour after a fade made many opacities of another"
        ) { stage in
            let grouped = BarColor(.systemGroupedBackground)
            for step in 0..<100 {  // a scroll-driven fade of a semantic colour, one colour per frame
                _ = BarColor(UIColor.systemBackground.withAlphaComponent(CGFloat(step) / 100))
            }
            let traits = UITraitCollection(traitsFrom: [
                stage.traits(.dark), UITraitCollection(userInterfaceLevel: .elevated),
            ])
            try expectColor(
                grouped.uiColor, UIColor.systemGroupedBackground.resolvedColor(with: traits),
                "the grouped background, elevated in dark mode", traits: traits)
        },
        DeviceCheck("System look", "A page that sets only a tint keeps the app's own bar theme") { stage in
            let nav = PageNavigationController(
                rootViewController: CheckPage("Root"), configuration: PageNavigationConfiguration())
            let theme = UINavigationBarAppearance()
            theme.configureWithOpaqueBackground()
            theme.backgroundColor = CheckColor.gold
            nav.navigationBar.standardAppearance = theme
            nav.navigationBar.scrollEdgeAppearance = theme
            await stage.show(nav)
            let detail = CheckPage("Detail", bar: PartialBarStyle(tintColor: CheckColor.navy))
            try await nav.push(detail, animated: false)
            let traits = nav.traitCollection
            try expectBackground(
                detail, CheckColor.gold, "the tinted page's background (the app's theme)", traits: traits)
            try expectColor(nav.shownItemTint, CheckColor.navy, "the page's tint", traits: traits)
        },
        DeviceCheck("System look", "The tint the app gave the bar comes back after a tinted page leaves") { stage in
            let nav = PageNavigationController(
                rootViewController: CheckPage("Root"), configuration: PageNavigationConfiguration())
            nav.navigationBar.tintColor = CheckColor.violet
            await stage.show(nav)
            try await nav.push(CheckPage("Tinted", bar: PartialBarStyle(tintColor: CheckColor.gold)), animated: false)
            try expectColor(
                nav.shownItemTint, CheckColor.gold, "the tinted page's tint", traits: nav.traitCollection)
            try await nav.pop(animated: false)
            try expectColor(
                nav.shownItemTint, CheckColor.violet, "the app's tint after the pop",
                traits: nav.traitCollection)
        },
    ]

    /// A page that declares nothing keeps no appearance of its own, and the bar's tint is untouched,
    /// also after a page with a look of its own came and went.
    private static func systemLook(in style: UIUserInterfaceStyle) -> DeviceCheck {
        let name = style == .dark ? "dark" : "light"
        return DeviceCheck(
            "System look",
            "In \(name) mode a page that declares nothing has the system's bar and tint, before and after a styled page"
        ) { stage in
            stage.window.overrideUserInterfaceStyle = style
            let root = CheckPage("Root")
            let nav = await stage.show(root)
            try expectEqual(nav.traitCollection.userInterfaceStyle, style, "the controller's appearance")
            let tint = nav.shownItemTint
            try expect(
                root.navigationItem.standardAppearance == nil && root.navigationItem.scrollEdgeAppearance == nil,
                "the root has no appearance of its own")
            try await nav.push(
                CheckPage("Styled", bar: .colored(CheckColor.coral, tint: CheckColor.teal)), animated: false)
            try await nav.pop(animated: false)
            try expect(
                root.navigationItem.standardAppearance == nil && root.navigationItem.scrollEdgeAppearance == nil
                    && root.navigationItem.compactAppearance == nil,
                "the root has no appearance of its own after the styled page left"
            )
            try expectColor(
                nav.shownItemTint, tint, "the bar's tint after the styled page left",
                traits: nav.traitCollection)
        }
    }
}
#endif
