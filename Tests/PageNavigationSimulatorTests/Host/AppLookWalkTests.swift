import PageNavigationCore
import PageNavigationTestSupport
import Testing

@testable import PageNavigationSimulator

/// Seeded random walks with an app theme, pages with their own item appearances and UIKit hiding the
/// bar: whatever happens, once nothing is in flight the top page shows its library background, else its
/// own, else the theme; no page that loaded ever loses its own appearance; and the bar's visibility is
/// what UIKit last gave the top page (else the page's own).
@Suite("Host: seeded walks with the app's own looks")
struct AppLookWalkTests {
    static let theme = BarColor(red: 30, green: 90, blue: 255)
    static let own = BarColor(red: 0, green: 170, blue: 0)
    static let red = BarColor(red: 255, green: 0, blue: 0)

    static var types: [String: PageBlueprint] {
        var profile = PageBlueprint()
        profile.itemAppearance = PartialBarStyle(background: own)
        var tinted = PageBlueprint(settings: PageSettings(bar: PartialBarStyle(tint: .white)))
        tinted.itemAppearance = PartialBarStyle(background: own)
        return [
            "Home": PageBlueprint(), "Plain": PageBlueprint(), "Profile": profile, "Tinted": tinted,
            "Red": PageBlueprint(settings: PageSettings(bar: PartialBarStyle(background: red))),
        ]
    }

    @Test(
        "the shown look and visibility follow the library, the page's own appearance, the theme and UIKit",
        arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func walk(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let simulator = try NavigationSimulator(types: Self.types, root: "Home")
        simulator.platform.appTheme = PartialBarStyle(background: Self.theme)
        var hiddenByUIKit: [PageID: Bool] = [:]
        var checked = 0
        for step in 0..<300 {
            let settle = Int.random(in: 0..<3, using: &random) > 0
            let settled = simulator.engine.transition == nil && simulator.platform.transition == nil
            switch Int.random(in: 0..<8, using: &random) {
            case 0, 1:
                try simulator.push(
                    ["Plain", "Profile", "Tinted", "Red"].randomElement(using: &random)!, settle: settle)
            case 2: simulator.pop(settle: settle)
            case 3:
                simulator.swipe(
                    startX: 5, distance: Double.random(in: 20...300, using: &random),
                    velocity: Double.random(in: -1000...1000, using: &random), release: Bool.random(using: &random),
                    settle: settle
                )
            case 4: simulator.release(velocity: Double.random(in: -1000...1000, using: &random), settle: settle)
            case 5 where settled:
                let hidden = Bool.random(using: &random)
                if simulator.bar.hidden != hidden { hiddenByUIKit[simulator.engine.top.id] = hidden }
                simulator.systemHidesBar(hidden)
            case 6: simulator.remove(.type(["Plain", "Profile", "Red"].randomElement(using: &random)!), settle: settle)
            default: simulator.advance(by: Double.random(in: 0...0.5, using: &random))
            }
            guard simulator.platform.transition == nil, simulator.engine.transition == nil else { continue }
            let context = "seed \(seed) step \(step)"
            checked += 1
            let top = simulator.engine.top
            let type = top.page.type
            let expected = type == "Red" ? Self.red : (type == "Profile" || type == "Tinted") ? Self.own : Self.theme
            #expect(simulator.shownBar.background == expected, "\(context): \(simulator.top)")
            #expect(simulator.shownBar.hidden == (hiddenByUIKit[top.id] ?? false), "\(context): \(simulator.top)")
            for name in simulator.stack {
                guard let page = simulator.page(named: name), page.isLoaded, let own = page.ownItemLook else {
                    continue
                }
                #expect(page.item?.own == own, "\(context): \(name) lost its own appearance")
            }
        }
        #expect(checked > 60, "the walk settled too rarely to check anything")
    }
}
