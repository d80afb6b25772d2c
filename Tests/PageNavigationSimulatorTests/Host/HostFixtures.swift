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
        "Tight": PageBlueprint(settings: PageSettings(bar: PartialBarStyle(itemMargins: BarItemMargins(leading: 0, trailing: 0)))),
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
        try NavigationSimulator(configuration: configuration, systemContentSwipe: systemContentSwipe, types: types, stack: stack)
    }
}
