import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// iOS 26's per-page fields on the platform: the scroll edge effect under the bar and the items' shared
/// glass background. The page's choice shows on its own scroll view and items; when it stops asking or
/// leaves, they get back exactly what the app gave them; nothing leaks to another page; a page that
/// asks for nothing is never written to.
@Suite("Host: iOS 26 edge effect and items' shared background")
struct GlassLookHostTests {
    static let material = BarResource(.material, identity: "material#1")

    static func bar(edge: ScrollEdgeEffect? = nil, hidesItems: Bool? = nil, material: Bool = false) -> PartialBarStyle {
        var bar = PartialBarStyle()
        bar.edgeEffect = edge
        bar.itemsHideSharedBackground = hidesItems
        if material { bar.extras.backgroundEffect = Self.material }
        return bar
    }

    static func simulator(
        _ stack: [String] = ["Home"], inheritance: InheritancePolicy = .default
    ) throws -> NavigationSimulator {
        var types = HostFixtures.types
        types["Soft"] = PageBlueprint(settings: PageSettings(bar: bar(edge: .soft)))
        types["Hard"] = PageBlueprint(settings: PageSettings(bar: bar(edge: .hard, hidesItems: true)))
        types["Bare"] = PageBlueprint(settings: PageSettings(bar: bar(hidesItems: true)))
        types["Frosted"] = PageBlueprint(settings: PageSettings(bar: bar(material: true)))
        types["FrostedSoft"] = PageBlueprint(settings: PageSettings(bar: bar(edge: .soft, material: true)))
        types["RedHard"] = PageBlueprint(
            settings: PageSettings(bar: bar(edge: .hard).merging(PartialBarStyle(background: HostFixtures.red))))
        return try NavigationSimulator(
            configuration: NavigationConfiguration(inheritance: inheritance), systemContentSwipe: false, types: types,
            stack: stack)
    }

    static func edge(_ simulator: NavigationSimulator, _ name: String? = nil) -> String {
        simulator.page(named: name)?.scrollView?.topEdgeEffect.description ?? "none"
    }

    static func itemsHide(_ simulator: NavigationSimulator, _ name: String? = nil) -> [Bool] {
        simulator.page(named: name)?.barItems.map(\.hidesSharedBackground) ?? []
    }

    @Test("items and a scroll view made in viewDidLoad take the page's fields as a same-look push begins")
    func madeInViewDidLoad() throws {
        let simulator = try Self.simulator(["Home", "Hard"])
        simulator.platform.pagesMakeContentInViewDidLoad = true
        let name = try simulator.push("Hard", settle: false)  // the same look as the page below
        #expect(simulator.platform.transition != nil, "the push is still running")
        #expect(Self.itemsHide(simulator, name) == [true])
        #expect(Self.edge(simulator, name) == "hard")
        // The item look (on a device, the prominent items' label) is written again once the items exist.
        #expect(simulator.page(named: name)?.itemsSeenByItemLook == 1)
        simulator.settle()
        #expect(Self.itemsHide(simulator) == [true])
        simulator.pop()
        #expect(Self.edge(simulator, "Hard") == "hard")
    }

    @Test("a push shows the page's choice on its own scroll view and items; a pop gives them back")
    func pushAndPop() throws {
        let simulator = try Self.simulator()
        let name = try simulator.push("Hard")
        #expect(Self.edge(simulator) == "hard")
        #expect(Self.itemsHide(simulator) == [true])
        #expect(Self.edge(simulator, "Home") == "automatic")
        #expect(simulator.page(named: "Home")?.scrollView?.libraryWrites == 0)
        #expect(simulator.page(named: "Home")?.barItems.first?.libraryWrites == 0)
        let page = try #require(simulator.page(named: name))
        simulator.pop()
        #expect(page.scrollView?.topEdgeEffect == VirtualEdgeEffect())
        #expect(page.barItems.map(\.hidesSharedBackground) == [false])
    }

    @Test("a page that asks for nothing is never written to, under inherit too", arguments: InheritancePolicy.allCases)
    func neverWritten(_ policy: InheritancePolicy) throws {
        let simulator = try Self.simulator(inheritance: policy)
        for type in ["Detail", "Hidden", "Soft"] { try simulator.push(type) }
        simulator.pop()
        for name in ["Home", "Detail", "Hidden"] {
            #expect(simulator.page(named: name)?.scrollView?.libraryWrites == 0, "\(name)")
            #expect(simulator.page(named: name)?.barItems.first?.libraryWrites == 0, "\(name)")
        }
    }

    @Test("the app's own values come back exactly when the page stops asking")
    func settingCleared() throws {
        let simulator = try Self.simulator()
        let home = try #require(simulator.page(named: "Home"))
        home.scrollView?.topEdgeEffect = VirtualEdgeEffect(style: .hard, isHidden: true)
        home.barItems = [VirtualBarItem(hidesSharedBackground: true), VirtualBarItem()]
        simulator.updateBar(Self.bar(edge: .soft, hidesItems: true))
        #expect(Self.edge(simulator) == "soft")
        #expect(Self.itemsHide(simulator) == [true, true])
        simulator.updateBar(Self.bar(edge: .hidden))
        #expect(home.scrollView?.topEdgeEffect == VirtualEdgeEffect(style: .hard, isHidden: true))
        simulator.updateBar(Self.bar(edge: .system, hidesItems: false))
        #expect(home.scrollView?.topEdgeEffect == VirtualEdgeEffect(style: .hard, isHidden: true))
        #expect(Self.itemsHide(simulator) == [true, false])
        #expect(home.barItems[0].libraryWrites == 0)
    }

    @Test("a cancelled swipe keeps the leaving page's choice; the page below never gets it")
    func cancelledSwipe() throws {
        let simulator = try Self.simulator(["Home", "Hard"])
        simulator.swipe(startX: 5, distance: 120, release: false, settle: false)
        simulator.release(velocity: -800)
        #expect(simulator.stack == ["Home", "Hard"])
        #expect(Self.edge(simulator) == "hard")
        #expect(Self.itemsHide(simulator) == [true])
        #expect(Self.edge(simulator, "Home") == "automatic")
        #expect(simulator.page(named: "Home")?.scrollView?.libraryWrites == 0)
    }

    @Test("under a travelling fake bar with a background the effect hides; the page's choice comes back after")
    func fakeBar() throws {
        let simulator = try Self.simulator()
        let name = try simulator.push("RedHard", settle: false)
        #expect(simulator.transition?.plan.strategy == .fakeBars)
        #expect(Self.edge(simulator, name) == "hidden")
        simulator.settle()
        #expect(Self.edge(simulator) == "hard")
        simulator.holdPage("RedHard")  // the test looks at it after it left
        simulator.pop()
        #expect(Self.edge(simulator, "RedHard") == "automatic")
    }

    /// A themed app (an opaque colour on `UINavigationBar.appearance()`, the usual iOS 15 fix): a system
    /// page's fake bar draws the theme's colour, which the edge effect would fade as if it were content
    /// (issue 37, F10).
    @Test(
        "in a themed app a system page's travelling fake bar hides the edge effect; the page's choice comes back after")
    func themedFakeBar() throws {
        let simulator = try Self.simulator()
        simulator.platform.appTheme = PartialBarStyle(background: HostFixtures.green)
        try simulator.push("Hard")
        let name = try simulator.push("RedHard", settle: false)
        #expect(simulator.transition?.plan.strategy == .fakeBars)
        #expect(Self.edge(simulator, "Hard") == "hidden", "the leaving page draws the theme's colour")
        #expect(Self.edge(simulator, name) == "hidden")
        simulator.settle()
        #expect(Self.edge(simulator, "Hard") == "hard")
        simulator.pop(settle: false)  // the system page arrives under the theme
        #expect(simulator.transition?.plan.strategy == .fakeBars)
        #expect(Self.edge(simulator, "Hard") == "hidden")
        simulator.settle()
        #expect(Self.edge(simulator, "Hard") == "hard")
    }

    @Test("without a theme a system page's fake bar draws nothing to fade: the page's choice stays")
    func unthemedSystemFakeBar() throws {
        let simulator = try Self.simulator(["Home", "Hard"])
        _ = try simulator.push("RedHard", settle: false)
        #expect(simulator.transition?.plan.strategy == .fakeBars)
        #expect(Self.edge(simulator, "Hard") == "hard")
        simulator.settle()
    }

    @Test("a material hides the edge effect unless the page chose an edge of its own")
    func material() throws {
        let simulator = try Self.simulator()
        try simulator.push("Frosted")
        #expect(Self.edge(simulator) == "hidden")
        try simulator.push("FrostedSoft")
        #expect(Self.edge(simulator) == "soft")
        simulator.holdPage("Frosted")  // the test looks at them after they left
        simulator.holdPage("FrostedSoft")
        simulator.pop()
        simulator.pop()
        #expect(Self.edge(simulator, "Frosted") == "automatic")
        #expect(Self.edge(simulator, "FrostedSoft") == "automatic")
    }

    @Test("under inherit a pushed page shows the choice it inherited; going back, each page shows its own")
    func inherit() throws {
        let simulator = try Self.simulator(inheritance: .inherit)
        try simulator.push("Hard")
        try simulator.push("Detail")
        #expect(Self.edge(simulator) == "hard")
        simulator.updateBar(Self.bar(edge: .soft, hidesItems: false))
        #expect(Self.edge(simulator) == "soft")
        #expect(Self.itemsHide(simulator) == [false])
        simulator.pop()
        #expect(Self.edge(simulator) == "hard")
        #expect(Self.itemsHide(simulator) == [true])
        simulator.pop()
        #expect(Self.edge(simulator) == "automatic")
    }

    @Test("items the app sets later get the page's choice when it shows again or updates; removed ones get theirs back")
    func itemsSetLater() throws {
        let simulator = try Self.simulator()
        try simulator.push("Bare")
        let page = try #require(simulator.page())
        let old = page.barItems[0]
        page.barItems = [VirtualBarItem(), VirtualBarItem(hidesSharedBackground: true)]
        simulator.changeSettings(of: page.name) { _ in }  // `pageNavigation.update { _ in }`
        #expect(Self.itemsHide(simulator) == [true, true])
        #expect(!old.hidesSharedBackground)
        simulator.pop()
        #expect(page.barItems.map(\.hidesSharedBackground) == [false, true])
    }

    @Test("a page that changes its scroll view: the old one gets the app's back, the new one the page's choice")
    func scrollViewChanged() throws {
        let simulator = try Self.simulator()
        try simulator.push("Soft")
        let page = try #require(simulator.page())
        let old = try #require(page.scrollView)
        page.scrollView = VirtualScrollView(topEdgeEffect: VirtualEdgeEffect(style: .hard))
        simulator.changeSettings(of: page.name) { _ in }
        #expect(old.topEdgeEffect == VirtualEdgeEffect())
        #expect(Self.edge(simulator) == "soft")
        simulator.pop()
        #expect(page.scrollView?.topEdgeEffect == VirtualEdgeEffect(style: .hard))
    }

    @Test("a value the app wrote while the page showed is the app's: it is what comes back")
    func appWroteMeanwhile() throws {
        let simulator = try Self.simulator()
        try simulator.push("Soft")
        let page = try #require(simulator.page())
        page.scrollView?.topEdgeEffect = VirtualEdgeEffect(style: .hard)
        simulator.updateBar(Self.bar(edge: .hidden))
        #expect(Self.edge(simulator) == "hidden")
        simulator.pop()
        #expect(page.scrollView?.topEdgeEffect == VirtualEdgeEffect(style: .hard))
    }

    @Test("the classic bar (before iOS 26) ignores both fields")
    func classic() throws {
        let simulator = try Self.simulator()
        simulator.platform.barGeneration = .classic
        try simulator.push("Hard")
        try simulator.push("Frosted")
        simulator.pop()
        let page = try #require(simulator.page())
        #expect(page.scrollView?.libraryWrites == 0)
        #expect(page.barItems.first?.libraryWrites == 0)
        #expect(Self.edge(simulator) == "automatic")
    }
}

extension GlassLookHostTests {
    @Test("the fields never cost a page its own item appearance")
    func ownItemAppearanceKept() throws {
        var types = HostFixtures.types
        var profile = PageBlueprint(settings: PageSettings(bar: Self.bar(edge: .hard, hidesItems: true)))
        profile.itemAppearance = PartialBarStyle(background: HostFixtures.green)
        types["Profile"] = profile
        let simulator = try NavigationSimulator(
            configuration: NavigationConfiguration(), systemContentSwipe: false, types: types, stack: ["Home"])
        try simulator.push("Profile")
        let page = try #require(simulator.page())
        #expect(page.item?.writtenByLibrary == false)
        #expect(simulator.shownBar.background == HostFixtures.green)
        #expect(Self.edge(simulator) == "hard")
    }
}
