import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// What the app did through UIKit is the page's own setting (DESIGN principle 7): the app's bar theme,
/// a page's own item appearances set in `viewDidLoad`, and UIKit's own hiding of the bar are kept, shown
/// at rest and in fake bars, and restored exactly.
@Suite("Host: the app's own theme, item appearances and bar hiding")
struct AppCoexistenceTests {
    static func run(_ text: String) throws -> ScenarioReport {
        let report = try runScenario(text)
        if let failure = report.failure { Issue.record("\(failure)") }
        return report
    }

    @Test("a page that sets nothing shows the app's theme at rest and in its fake bar")
    func appTheme() throws {
        _ = try Self.run(
            #"""
            {"config": {"appTheme": {"background": "#1E90FF", "title": "#FFFFFF", "shadow": false}},
             "pages": {"Home": {}, "Red": {"bar": {"background": "#FF0000"}}},
             "root": "Home",
             "steps": [
               {"expect": {"bar": {"background": "#1E90FF", "title": "#FFFFFF", "shadow": false}}},
               {"push": "Red", "settle": false},
               {"expect": {"transition": {"strategy": "fakeBars"},
                           "fakeBars": {"Home": {"background": "#1E90FF"}, "Red": {"background": "#FF0000", "title": "#FFFFFF"}}}},
               {"wait": 1},
               {"expect": {"bar": {"background": "#FF0000", "title": "#FFFFFF"}}},
               {"pop": true, "settle": false},
               {"expect": {"fakeBars": {"Home": {"background": "#1E90FF"}, "Red": {"background": "#FF0000"}}}},
               {"wait": 1},
               {"expect": {"bar": {"background": "#1E90FF"}}}
             ]}
            """#)
    }

    @Test("a page's own item appearance, set in viewDidLoad after the library first wrote its item, survives fake bars")
    func itemAppearanceSurvivesFakeBars() throws {
        _ = try Self.run(
            #"""
            {"pages": {"Home": {}, "Profile": {"itemAppearance": {"background": "#00AA00", "title": "#FFFFFF"}},
                       "Red": {"bar": {"background": "#FF0000"}}},
             "root": "Home",
             "steps": [
               {"push": "Profile"},
               {"expect": {"bar": {"background": "#00AA00", "title": "#FFFFFF"}}},
               {"push": "Red", "settle": false},
               {"expect": {"fakeBars": {"Profile": {"background": "#00AA00"}, "Red": {"background": "#FF0000"}}}},
               {"wait": 1},
               {"pop": true, "settle": false},
               {"expect": {"fakeBars": {"Profile": {"background": "#00AA00"}}}},
               {"wait": 1},
               {"expect": {"top": "Profile", "bar": {"background": "#00AA00", "title": "#FFFFFF"}}},
               {"push": "Red"},
               {"swipe": {"startX": 5, "distance": 100, "release": false}},
               {"release": {"velocity": -800}},
               {"pop": true},
               {"expect": {"top": "Profile", "bar": {"background": "#00AA00", "title": "#FFFFFF"}}}
             ]}
            """#)
    }

    @Test("fields set through the library win over the page's own item appearance and the theme, field by field")
    func libraryFieldsWin() throws {
        _ = try Self.run(
            #"""
            {"config": {"appTheme": {"background": "#1E90FF", "tint": "#FFFF00"}},
             "pages": {"Home": {}, "Profile": {"itemAppearance": {"background": "#00AA00", "title": "#FFFFFF"},
                                              "bar": {"title": "#000000"}}},
             "root": "Home",
             "steps": [
               {"push": "Profile"},
               {"expect": {"bar": {"background": "#00AA00", "title": "#000000", "tint": "#FFFF00"}}},
               {"updateBar": {"bar": {"background": "#FF0000"}}},
               {"expect": {"bar": {"background": "#FF0000", "title": "#000000"}}},
               {"push": "Home", "settle": false},
               {"expect": {"fakeBars": {"Profile": {"background": "#FF0000", "title": "#000000"}, "Home#2": {"background": "#1E90FF"}}}},
               {"wait": 1},
               {"pop": true},
               {"updateBar": {"bar": {"background": "system"}}},
               {"expect": {"bar": {"background": "#00AA00", "title": "#000000"}}}
             ]}
            """#)
    }

    @Test("a root page that sets its own item appearance as it loads keeps its library fields over it")
    func rootLoadsAfterFirstWrite() throws {
        _ = try Self.run(
            #"""
            {"pages": {"Profile": {"itemAppearance": {"background": "#00AA00", "title": "#FFFFFF"}, "bar": {"title": "#000000"}}},
             "root": "Profile",
             "steps": [{"expect": {"bar": {"background": "#00AA00", "title": "#000000"}}}]}
            """#)
    }

    @Test("a page pushed under the shared bar shows its library fields over its own appearance while it slides in")
    func sharedPushReappliesOverOwn() throws {
        var profile = Self.profile(bar: PartialBarStyle(title: .black))
        profile.itemAppearance?.title = .white
        let simulator = try NavigationSimulator(types: ["Home": .init(), "Profile": profile], root: "Home")
        try simulator.push("Profile", settle: false)
        #expect(simulator.transition?.plan.strategy == .shared)
        let page = try #require(simulator.page(named: "Profile"))
        #expect(page.item?.writtenByLibrary == true)  // the library's title over the page's own green
        #expect(page.item?.own.background == BarColor(red: 0, green: 170, blue: 0))
    }

    @Test("a page that leaves the stack gets its own item appearance back, exactly")
    func ownAppearanceRestoredOnLeaving() throws {
        let simulator = try NavigationSimulator(
            types: ["Home": .init(), "Profile": Self.profile(bar: PartialBarStyle(tint: .systemBlue))], root: "Home"
        )
        try simulator.push("Profile")
        let profile = try #require(simulator.page(named: "Profile"))
        #expect(profile.item?.writtenByLibrary == true)  // the library's tint over the page's own look
        #expect(profile.item?.own.background == BarColor(red: 0, green: 170, blue: 0))
        simulator.pop()
        #expect(profile.item?.writtenByLibrary == false)
        #expect(profile.item?.own.background == BarColor(red: 0, green: 170, blue: 0))
    }

    @Test("UIKit's own hiding of the bar is the page's hidden: kept after transitions, restored exactly on back")
    func systemHidesBar() throws {
        _ = try Self.run(
            #"""
            {"pages": {"Home": {}, "Feed": {}, "Detail": {"bar": {"background": "#FF0000"}}},
             "root": "Home",
             "steps": [
               {"push": "Feed"},
               {"expect": {"bar": {"hidden": false}}},
               {"systemHidesBar": true},
               {"expect": {"bar": {"hidden": true}, "eventsExclude": ["willShow:Feed", "didShow:Feed"]}},
               {"push": "Detail"},
               {"expect": {"bar": {"hidden": false}}},
               {"pop": true},
               {"expect": {"top": "Feed", "bar": {"hidden": true}}},
               {"push": "Detail"},
               {"swipe": {"startX": 5, "distance": 100, "release": false}},
               {"release": {"velocity": -800}},
               {"expect": {"top": "Detail#2", "bar": {"hidden": false}}},
               {"pop": true},
               {"expect": {"bar": {"hidden": true}}},
               {"systemHidesBar": false},
               {"push": "Detail"},
               {"pop": true},
               {"expect": {"bar": {"hidden": false}}}
             ]}
            """#)
    }

    @Test("UIKit's hiding survives the page's other setting changes; the page's own hidden, set later, wins")
    func systemHiddenAndPageSettings() throws {
        let simulator = try NavigationSimulator(types: ["Home": .init(), "Feed": .init()], root: "Home")
        try simulator.push("Feed")
        simulator.systemHidesBar(true)
        let feed = try #require(simulator.page(named: "Feed"))
        feed.core.settings.bar.alpha = 0.5
        simulator.host.settingsChanged(of: feed, animated: false)
        #expect(simulator.shownBar.hidden)
        #expect(simulator.bar.hidden)
        feed.core.settings.bar.hidden = false
        simulator.host.settingsChanged(of: feed, animated: false)
        #expect(!simulator.shownBar.hidden)
        #expect(!simulator.bar.hidden)
    }

    @Test("UIKit hiding the bar during a push belongs to the arriving page")
    func systemHidesBarDuringPush() throws {
        let simulator = try NavigationSimulator(types: ["Home": .init(), "Search": .init()], root: "Home")
        try simulator.push("Search", settle: false)
        simulator.systemHidesBar(true)
        simulator.settle()
        #expect(simulator.shownBar.hidden)
        simulator.pop()
        #expect(!simulator.shownBar.hidden)
        #expect(simulator.bar(of: "Home")?.hidden == false)
    }

    @Test("UIKit hiding the bar before the host has a stack is the first top page's")
    func systemHidesBarBeforeStart() throws {
        let simulator = try NavigationSimulator(
            configuration: NavigationConfiguration(), systemContentSwipe: false,
            types: ["Home": .init(), "Detail": .init()],
            stack: ["Home"], startsHost: false
        )
        simulator.systemHidesBar(true)
        try simulator.push("Detail")
        #expect(!simulator.shownBar.hidden)
        simulator.pop()
        #expect(simulator.shownBar.hidden)
        #expect(simulator.bar(of: "Home")?.hidden == true)
    }

    static func profile(bar: PartialBarStyle = .empty) -> PageBlueprint {
        var blueprint = PageBlueprint(settings: PageSettings(bar: bar))
        blueprint.itemAppearance = PartialBarStyle(background: BarColor(red: 0, green: 170, blue: 0))
        return blueprint
    }
}
