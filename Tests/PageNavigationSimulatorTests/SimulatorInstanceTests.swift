import PageNavigationSimulator
import Testing

/// Instance names in the simulator's Swift API: every instance has its own name, and a name the
/// simulator never gave names no page.
@Suite("Navigation simulator: instance names")
struct SimulatorInstanceTests {
    static let types: [String: PageBlueprint] = [
        "Home": PageBlueprint(), "Detail": PageBlueprint(),
        "Photos": PageBlueprint(settings: PageSettings(popGesture: .fullScreen, back: .webHistory)),
    ]

    @Test("an automatic name skips a Type#N name given with as, so every instance keeps a name of its own")
    func automaticNameSkipsExplicitOne() throws {
        let simulator = try NavigationSimulator(types: Self.types, root: "Home")
        try simulator.push("Detail", as: "Detail#3")
        try simulator.push("Detail")
        try simulator.push("Detail")
        #expect(simulator.stack == ["Home", "Detail#3", "Detail", "Detail#4"])
        let ids = simulator.stack.compactMap(simulator.id(of:))
        #expect(ids == simulator.engine.pages.map(\.id))
        #expect(simulator.id(of: "Detail#2") == nil)
    }

    /// (what names a page the simulator never made)
    static let unknownPageSteps: [(name: String, run: @Sendable (NavigationSimulator) -> Void)] = [
        ("scroll", { $0.scroll(page: "Ghost", to: .scrolled) }),
        ("web load", { $0.loadWeb(page: "Ghost", count: 2) }),
        (
            "bar update",
            { $0.updateBar(page: "Ghost", PartialBarStyle(background: BarColor(red: 255, green: 0, blue: 0))) }
        ),
    ]

    @Test(
        "a step naming a page the simulator never made is refused with unknownPage and changes no page",
        arguments: unknownPageSteps.map(\.name))
    func unknownPageChangesNothing(_ name: String) throws {
        let simulator = try NavigationSimulator(types: Self.types, root: "Home")
        try simulator.push("Photos")
        let look = simulator.bar
        try #require(Self.unknownPageSteps.first { $0.name == name }).run(simulator)
        #expect(simulator.events.last == "error:unknownPage")
        #expect(simulator.page(named: "Ghost") == nil)
        #expect(simulator.webHistory(of: "Ghost") == 0)
        #expect(simulator.page(named: "Photos")?.contentScroll == ContentScroll.none)
        #expect(simulator.webHistory() == 0)
        #expect(simulator.bar == look)
        simulator.swipe(startX: 200, distance: 250)  // full screen, content at its start, no web history: it pops
        #expect(simulator.stack == ["Home"])
    }
}

/// The simulator's Swift API refuses names it was never told about, and a refused operation gives
/// back the instance names it would have used.
@Suite("Navigation simulator: refusals leave names alone")
struct SimulatorRefusalNamingTests {
    static let types: [String: PageBlueprint] = ["Home": PageBlueprint(), "Detail": PageBlueprint()]

    @Test("pushing a type the simulator was not told about throws unknownType and changes nothing")
    func unknownTypeThrows() throws {
        let simulator = try NavigationSimulator(types: Self.types, root: "Home")
        #expect(throws: SimulatorError.unknownType("Detial")) { try simulator.push("Detial") }
        #expect(throws: SimulatorError.unknownType("Detial")) { try simulator.setStack(["Home", "Detial"]) }
        #expect(simulator.stack == ["Home"])
        #expect(simulator.events == [])
        try simulator.push("Detail")
        #expect(simulator.stack == ["Home", "Detail"])  // the typo used up no name
    }

    @Test("a refused push uses up no instance name: the next instance gets the name")
    func refusedPushGivesNameBack() throws {
        let simulator = try NavigationSimulator(types: Self.types, root: "Home")
        try simulator.push("Detail", removing: [.type("Nowhere")])  // refused: notFound
        #expect(simulator.events.last == "error:notFound")
        #expect(simulator.stack == ["Home"])
        try simulator.push("Detail")
        #expect(simulator.stack == ["Home", "Detail"])
        try simulator.setStack(["Home", "Detail", "Detail#2"], animated: false)
        try simulator.push("Detail", removing: [.page("Home")])  // refused: cannotRemoveRoot
        #expect(simulator.events.last == "error:cannotRemoveRoot")
        try simulator.push("Detail")
        #expect(simulator.stack == ["Home", "Detail", "Detail#2", "Detail#3"])
    }
}
