#if canImport(UIKit)
@_spi(DeviceChecks) import PageNavigation
import UIKit

/// What the app did to its bars through UIKit stays: a themed bar in fake bars, a page's own item
/// appearance after fake bars and after it leaves, UIKit's own hiding of the bar, the status bar under
/// the system's bar.
/// A controller class of the checks' own, to scope an appearance proxy to it.
final class ThemedNavigationController: PageNavigationController {}

enum AppCoexistenceChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck("App coexistence", "A page that sets nothing carries the bar's themed background in its fake bar") {
            stage in
            let root = CheckPage("Root")
            let nav = PageNavigationController(rootViewController: root)
            let theme = Self.opaque(CheckColor.violet)
            nav.navigationBar.standardAppearance = theme  // what UINavigationBar.appearance() would give every bar
            nav.navigationBar.scrollEdgeAppearance = theme
            await stage.show(nav)
            let recorder = NavigationRecorder()
            var seen: [UIColor?] = []
            recorder.duringWillShow = { _ in seen = nav.fakeBarViews.map(\.backgroundColor) }
            nav.delegate = recorder
            try await nav.push(CheckPage("Detail", bar: .colored(CheckColor.gold)))
            try expectEqual(seen.count, 2, "fake bars while the push runs")
            try expectColor(
                seen[0], CheckColor.violet, "the themed page's fake bar (not a grey blur)", traits: nav.traitCollection)
            try expectColor(seen[1], CheckColor.gold, "the coloured page's fake bar", traits: nav.traitCollection)
            withExtendedLifetime(recorder) {}
        },
        DeviceCheck(
            "App coexistence",
            "A themed bar at alpha 0.5 on a system page draws the theme at half, scrolled and at the top, after push and pop"
        ) {
            stage in
            let root = CheckPage("Root")
            let nav = PageNavigationController(rootViewController: root)
            let theme = Self.opaque(CheckColor.violet)
            theme.shadowColor = .clear  // the usual way an app removes the hairline
            nav.navigationBar.standardAppearance = theme
            nav.navigationBar.scrollEdgeAppearance = theme
            await stage.show(nav)
            let faded = CheckPage("Faded", bar: PartialBarStyle(alpha: 0.5))
            let half = CheckColor.violet.withAlphaComponent(0.5)
            try await nav.push(faded)
            try expectBackground(
                faded, half, "the faded page's bar after the push",
                traits: nav.traitCollection)
            faded.pageNavigation.bar.alpha = 0.4  // scroll frames: the fade ends on another alpha than the push's
            faded.pageNavigation.bar.alpha = 0.3
            let item = faded.navigationItem
            let third = CheckColor.violet.withAlphaComponent(0.3)
            for (appearance, which) in [
                (item.standardAppearance, "scrolled"), (item.scrollEdgeAppearance, "at the top"),
                (item.compactAppearance, "scrolled in landscape"),
                (item.compactScrollEdgeAppearance, "at the top in landscape"),
            ] {
                try expectColor(
                    appearance?.backgroundColor, third, "the bar after a fade to 0.3, \(which)",
                    traits: nav.traitCollection)
            }
            for (appearance, which) in [
                (item.standardAppearance, "scrolled"), (item.scrollEdgeAppearance, "at the top"),
                (item.compactScrollEdgeAppearance, "at the top in landscape"),
            ] {
                let line = appearance?.shadowColor?.resolvedColor(with: nav.traitCollection).cgColor.alpha ?? 0
                try expect(line == 0, "the theme's removed hairline stays removed (\(which)): alpha \(line)")
            }
            faded.pageNavigation.bar.alpha = 0.5
            try await nav.push(CheckPage("Next"))
            try await nav.pop()
            try expectBackground(
                faded, half, "the faded page's bar after the pop",
                traits: nav.traitCollection)
        },
        DeviceCheck(
            "App coexistence", "A fading page with its own landscape appearances keeps the look's title colour there"
        ) { stage in
            let nav = await stage.show(CheckPage("Root"))
            let page = OwnCompactAppearancePage("Header")
            page.pageNavigation.bar = PartialBarStyle(
                backgroundColor: CheckColor.navy, tintColor: .white, titleColor: .white, alpha: 0.5)
            try await nav.push(page)
            page.pageNavigation.bar.alpha = 0.3  // a scroll frame
            let item = page.navigationItem
            for (appearance, which) in [
                (item.compactAppearance, "scrolled"), (item.compactScrollEdgeAppearance, "at the top"),
            ] {
                try expectColor(
                    appearance?.titleTextAttributes[.foregroundColor] as? UIColor, .white,
                    "the landscape title colour while fading (\(which))", traits: nav.traitCollection)
                try expectColor(
                    appearance?.backgroundColor, CheckColor.navy.withAlphaComponent(0.3),
                    "the landscape background while fading (\(which))", traits: nav.traitCollection)
            }
        },
        DeviceCheck("App coexistence", "A theme from UINavigationBar.appearance() reaches a root page that sets a tint")
        {
            stage in
            // The proxy is scoped to a controller class of this check's own, so no other bar takes it.
            let theme = Self.opaque(CheckColor.violet)
            let proxy = UINavigationBar.appearance(whenContainedInInstancesOf: [ThemedNavigationController.self])
            proxy.standardAppearance = theme
            proxy.scrollEdgeAppearance = theme
            proxy.tintColor = CheckColor.gold
            let root = CheckPage("Root", bar: PartialBarStyle(tintColor: .white))
            let plain = CheckPage("Plain")
            let nav = ThemedNavigationController(rootViewController: root)
            try expect(!nav.isViewLoaded, "the controller's view is not loaded by its initializer")
            await stage.show(nav)
            try expectBackground(
                root, CheckColor.violet, "the root's bar under the app's theme", traits: nav.traitCollection)
            try await nav.push(plain)
            try expectColor(
                nav.navigationBar.tintColor, CheckColor.gold, "the app's themed tint", traits: nav.traitCollection)
        },
        DeviceCheck(
            "App coexistence",
            "A page's own item appearance set in viewDidLoad survives fake bars and comes back when it leaves"
        ) { stage in
            let nav = await stage.show(CheckPage("Root"))
            let page = OwnAppearancePage("Profile")
            try await nav.push(page, animated: false)
            let recorder = NavigationRecorder()
            var fakeBar: UIColor?
            recorder.duringWillShow = { _ in fakeBar = nav.fakeBarViews.first?.backgroundColor }
            nav.delegate = recorder
            try await nav.push(CheckPage("Offer", bar: .colored(CheckColor.coral)))
            try expectColor(
                fakeBar, CheckColor.teal, "the page's fake bar shows its own appearance", traits: nav.traitCollection)
            try await nav.pop()
            try expectBackground(
                page, CheckColor.teal, "the page's own background after the fake bars", traits: nav.traitCollection)
            // A field set through the library wins over the page's own.
            page.pageNavigation.bar.tintColor = CheckColor.gold
            try expectBackground(
                page, CheckColor.teal, "the page's own background under a library tint", traits: nav.traitCollection)
            try expectColor(
                page.navigationItem.compactAppearance?.backgroundColor, CheckColor.cream,
                "the page's own compact background under a library tint",
                traits: nav.traitCollection
            )
            try await nav.pop()
            try expect(
                page.navigationItem.standardAppearance == page.own,
                "the page's own appearance is back on its item after it left")
            withExtendedLifetime(recorder) {}
        },
        DeviceCheck(
            "App coexistence",
            "Hiding the bar through UIKit is the page's own: kept after a push and a pop, not reverted"
        ) { stage in
            let nav = await stage.show(CheckPage("Root"))
            let feed = CheckPage("Feed")
            try await nav.push(feed, animated: false)
            nav.setNavigationBarHidden(true, animated: false)  // as hidesBarsOnSwipe or a search controller does
            await stage.settle()
            try expect(nav.isNavigationBarHidden, "the bar stays hidden on the page that UIKit hid it on")
            try expectEqual(feed.pageNavigation.resolvedBar?.hidden, true, "the page's hidden")
            try await nav.push(CheckPage("Detail"))
            try expect(!nav.isNavigationBarHidden, "the pushed page shows its bar")
            try await nav.pop()
            try expect(nav.isNavigationBarHidden, "the bar is hidden again on the page UIKit hid it on")
            nav.isNavigationBarHidden = false
            try await nav.push(CheckPage("Detail"), animated: false)
            try await nav.pop(animated: false)
            try expect(!nav.isNavigationBarHidden, "shown again through UIKit, the bar stays shown")
        },
        DeviceCheck("App coexistence", "hidesBarsOnTap hides the bar for the page; a page that sets hidden itself wins")
        { stage in
            let nav = await stage.show(CheckPage("Root"))
            let feed = CheckPage("Feed")
            try await nav.push(feed, animated: false)
            nav.hidesBarsOnTap = true
            nav.setNavigationBarHidden(true, animated: true)  // what a tap does with hidesBarsOnTap
            await stage.settle()
            try expectEqual(feed.pageNavigation.resolvedBar?.hidden, true, "the page's hidden after UIKit hid the bar")
            feed.pageNavigation.bar.alpha = 0.9  // another setting changes: UIKit's hiding stays
            try expect(nav.isNavigationBarHidden, "the bar stays hidden when the page changes another setting")
            feed.pageNavigation.bar.hidden = false  // the page's own choice wins
            try expect(!nav.isNavigationBarHidden, "the page's own hidden shows the bar")
            nav.hidesBarsOnTap = false
        },
        DeviceCheck(
            "Status bar", "Under a visible system bar the bar decides, as in plain UIKit, not the page's preference"
        ) { stage in
            let root = CheckPage("Root")
            root.statusBarStyle = .lightContent
            let nav = await stage.show(root)
            try expectEqual(nav.preferredStatusBarStyle, .default, "the status bar under the system's bar")
            nav.navigationBar.barStyle = .black
            try expectEqual(nav.preferredStatusBarStyle, .lightContent, "the status bar under a black bar style")
            nav.navigationBar.barStyle = .default
            let photo = CheckPage("Photo", bar: PartialBarStyle(hidden: true))
            photo.statusBarStyle = .lightContent
            try await nav.push(photo, animated: false)
            try expectEqual(nav.preferredStatusBarStyle, .lightContent, "the page decides with the bar hidden")
        },
    ]

    /// An opaque appearance with `color` as its background.
    @MainActor
    static func opaque(_ color: UIColor) -> UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = color
        return appearance
    }
}

/// A page that sets its own item appearances in `viewDidLoad`, the usual iOS 15 idiom, outside the library.
@MainActor
final class OwnAppearancePage: CheckPage {
    private(set) var own: UINavigationBarAppearance?

    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = AppCoexistenceChecks.opaque(CheckColor.teal)
        navigationItem.standardAppearance = appearance
        navigationItem.scrollEdgeAppearance = appearance
        navigationItem.compactAppearance = AppCoexistenceChecks.opaque(CheckColor.cream)
        own = navigationItem.standardAppearance
    }
}
/// A page that sets its own landscape appearances in `viewDidLoad`, outside the library.
private final class OwnCompactAppearancePage: CheckPage {
    override func viewDidLoad() {
        super.viewDidLoad()
        let own = UINavigationBarAppearance()
        own.configureWithOpaqueBackground()
        own.titleTextAttributes[.foregroundColor] = UIColor.darkGray
        navigationItem.compactAppearance = own
        navigationItem.compactScrollEdgeAppearance = own.copy()
    }
}
#endif
