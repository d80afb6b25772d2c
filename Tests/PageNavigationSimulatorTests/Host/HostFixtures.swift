import PageNavigationCore

@testable import PageNavigationSimulator

/// Page types the host tests share.
enum HostFixtures {
    static let red = BarColor(red: 255, green: 0, blue: 0)
    static let green = BarColor(red: 0, green: 160, blue: 0)

    static let types: [String: PageBlueprint] = [
        "Home": PageBlueprint(),
        "List": PageBlueprint(),
        "Detail": PageBlueprint(),
        "Red": PageBlueprint(settings: PageSettings(bar: PartialBarStyle(background: red, tint: .white))),
        "Green": PageBlueprint(settings: PageSettings(bar: PartialBarStyle(background: green))),
        "Hidden": PageBlueprint(settings: PageSettings(bar: PartialBarStyle(hidden: true))),
        "Tight": PageBlueprint(
            settings: PageSettings(bar: PartialBarStyle(itemMargins: BarItemMargins(leading: 0, trailing: 0)))),
        "Locked": PageBlueprint(settings: PageSettings(popGesture: .disabled)),
        "Limited": PageBlueprint(settings: PageSettings(popGesture: .fullScreen(maximumStartDistance: 100))),
        "Gallery": PageBlueprint(settings: PageSettings(popGesture: .fullScreen), contentScroll: .scrolled),
        "Editor": PageBlueprint(settings: PageSettings(back: .confirm)),
        "Web": PageBlueprint(settings: PageSettings(back: .webHistory)),
        "Final": PageBlueprint(settings: PageSettings(back: .deny)),
        "Feed": PageBlueprint(next: "Detail"),
    ]

    static func simulator(
        _ stack: [String] = ["Home"], systemContentSwipe: Bool = false,
        configuration: NavigationConfiguration = NavigationConfiguration()
    ) throws -> NavigationSimulator {
        try NavigationSimulator(
            configuration: configuration, systemContentSwipe: systemContentSwipe, types: types, stack: stack)
    }

    /// A controller created without pages (`PageNavigationController()`): the platform's stack is
    /// empty and the host has no engine until a page arrives. (The simulator made a `Home` instance
    /// that never entered: name other types in its first stack.)
    static func emptySimulator() throws -> NavigationSimulator {
        let simulator = try NavigationSimulator(
            configuration: NavigationConfiguration(), systemContentSwipe: false, types: types, stack: ["Home"],
            startsHost: false
        )
        simulator.platform.pages = []
        return simulator
    }
}

extension NavigationSimulator {
    /// Changes a page's settings the way `viewController.page` does on a device: the page's settings
    /// change, the host hears of it at once, and — as the `back` setter does — of a new back handler too.
    func changeSettings(of name: String, animated: Bool = false, _ change: (inout PageSettings) -> Void) {
        guard let page = page(named: name) else { return }
        let handler = page.core.settings.back
        change(&page.core.settings)
        host.settingsChanged(of: page, animated: animated)
        if page.core.settings.back != handler { host.backHandlerChanged(of: page) }
    }
}
