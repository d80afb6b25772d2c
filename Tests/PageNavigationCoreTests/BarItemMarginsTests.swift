import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// Bar-button edge margins: unset is the system's; they follow the inheritance policy like the colours
/// (never inherited under `default`); they are restored exactly; and they never cost an item its
/// 44-point tap target.
@Suite("Bar item margins")
struct BarItemMarginsTests {
    static let zero = BarItemMargins(leading: 0, trailing: 0)
    static let wide = BarItemMargins(leading: 32, trailing: 24)
    static let leadingOnly = BarItemMargins(leading: 4)

    static func look(_ margins: BarItemMargins, background: BarColor = .system) -> BarStyle {
        var style = BarStyle.standard
        style.background = background
        style.itemMargins = margins
        return style
    }

    typealias Row = (
        line: Int, policy: InheritancePolicy, own: BarItemMargins?, parent: BarItemMargins?, appDefault: BarItemMargins,
        expected: BarItemMargins
    )

    static let rows: [Row] = [
        // Unset everywhere: the system's.
        (#line, .default, nil, nil, .system, .system),
        (#line, .inherit, nil, nil, .system, .system),
        // default: never from the page pushed from; the app default or the page's own.
        (#line, .default, nil, wide, .system, .system),
        (#line, .default, nil, wide, zero, zero),
        (#line, .default, leadingOnly, wide, zero, leadingOnly),
        // inherit: from the page pushed from, unless the page sets its own.
        (#line, .inherit, nil, wide, .system, wide),
        (#line, .inherit, nil, wide, zero, wide),
        (#line, .inherit, leadingOnly, wide, .system, leadingOnly),
        // A page that wants the system's margins back under inherit says so.
        (#line, .inherit, .system, wide, .system, .system),
        // A root page (nothing to inherit from) starts from the app default under both policies.
        (#line, .inherit, nil, nil, zero, zero),
    ]

    @Test("margins resolve like the colours: own, else inherited (inherit only), else the app default", arguments: rows)
    func resolution(_ row: Row) {
        let parent = row.parent.map { Self.look($0, background: .pureRed) }
        let style = BarStyle.resolved(
            own: PartialBarStyle(itemMargins: row.own), inheritedFrom: parent, defaultStyle: Self.look(row.appDefault),
            policy: row.policy
        )
        #expect(style.itemMargins == row.expected, sourceLocation: at(row.line))
    }

    typealias FitRow = (
        line: Int, margins: BarItemMargins, width: Double, system: (leading: Double, trailing: Double),
        expected: (leading: Double, trailing: Double)
    )

    static let fits: [FitRow] = [
        // Room enough: the page's sides as set, the system's where it sets none.
        (#line, zero, 390, (16, 16), (0, 0)),
        (#line, wide, 390, (16, 16), (32, 24)),
        (#line, leadingOnly, 390, (16, 16), (4, 16)),
        (#line, .system, 390, (16, 20), (16, 20)),
        // Too wide for two 44-point targets between them: the page's sides give way in proportion.
        (#line, BarItemMargins(leading: 200, trailing: 200), 390, (16, 16), (151, 151)),
        (#line, BarItemMargins(leading: 320, trailing: 0), 390, (16, 16), (302, 0)),
        (#line, BarItemMargins(leading: 300, trailing: 0), 390, (16, 16), (300, 0)),
        (#line, BarItemMargins(leading: 300), 390, (16, 16), (286, 16)),
        // Exactly two targets of room is enough.
        (#line, BarItemMargins(leading: 151, trailing: 151), 390, (16, 16), (151, 151)),
        // A bar too narrow even for the system's margins: the page's sides go to 0, the system's stay.
        (#line, BarItemMargins(leading: 10), 100, (16, 16), (0, 16)),
        (#line, BarItemMargins(leading: 10, trailing: 10), 50, (16, 16), (0, 0)),
        (#line, .system, 50, (16, 16), (16, 16)),
    ]

    @Test("applied margins always leave room for a 44-point tap target at each end", arguments: fits)
    func fit(_ row: FitRow) {
        let points = row.margins.points(inWidth: row.width, system: row.system)
        #expect(abs(points.leading - row.expected.leading) < 0.000_1, sourceLocation: at(row.line))
        #expect(abs(points.trailing - row.expected.trailing) < 0.000_1, sourceLocation: at(row.line))
        // The page's own sides never take the room below two targets (or below what the system's sides leave).
        let systemPart =
            (row.margins.leading == nil ? row.system.leading : 0)
            + (row.margins.trailing == nil ? row.system.trailing : 0)
        let room = min(2 * BarItemMargins.minimumTapTarget, row.width - systemPart)
        #expect(row.width - points.leading - points.trailing >= room - 0.000_1, sourceLocation: at(row.line))
    }

    typealias WidenRow = (
        line: Int, margins: BarItemMargins, width: Double, system: (leading: Double, trailing: Double),
        expected: (leading: Double, trailing: Double, narrowed: Bool)
    )

    static let widenings: [WidenRow] = [
        (#line, wide, 390, (16, 16), (32, 24, false)),
        (#line, .system, 390, (16, 20), (16, 20, false)),
        // Less than the system's stays at the system's, and says so.
        (#line, leadingOnly, 390, (16, 16), (16, 16, true)),
        (#line, zero, 390, (20, 20), (20, 20, true)),
        (#line, BarItemMargins(leading: 4, trailing: 28), 390, (16, 16), (16, 28, true)),
        // Giving way for the tap targets never goes below the system's either.
        (#line, BarItemMargins(leading: 10, trailing: 10), 50, (16, 16), (16, 16, true)),
        (#line, BarItemMargins(leading: 200, trailing: 200), 390, (16, 16), (151, 151, false)),
    ]

    @Test("a host that can only widen its margins keeps each side at least the system's", arguments: widenings)
    func widen(_ row: WidenRow) {
        let points = row.margins.widenedPoints(inWidth: row.width, system: row.system)
        #expect(abs(points.leading - row.expected.leading) < 0.000_1, sourceLocation: at(row.line))
        #expect(abs(points.trailing - row.expected.trailing) < 0.000_1, sourceLocation: at(row.line))
        #expect(points.narrowed == row.expected.narrowed, sourceLocation: at(row.line))
    }

    static let sanitizing: [(line: Int, value: Double, expected: Double)] = [
        (#line, 12, 12),
        (#line, 0, 0),
        (#line, -8, 0),
        (#line, .nan, 0),
        (#line, -.infinity, 0),
        (#line, .infinity, 10_000),
    ]

    @Test(
        "a margin never pushes an item past the bar's edge: negative values and NaN count as 0", arguments: sanitizing)
    func sanitized(_ row: (line: Int, value: Double, expected: Double)) {
        #expect(BarItemMargins(leading: row.value).leading == row.expected, sourceLocation: at(row.line))
        var margins = BarItemMargins.system
        margins.trailing = row.value
        #expect(margins.trailing == row.expected, sourceLocation: at(row.line))
        #expect(margins.leading == nil, sourceLocation: at(row.line))
    }

    @Test("a look with margins is no longer the system's, and matches only its own margins")
    func systemAndMatching() {
        #expect(BarStyle.standard.itemMargins == .system)
        #expect(!Self.look(Self.zero).isSystem)
        #expect(Self.look(Self.zero).matches(PartialBarStyle(itemMargins: Self.zero)))
        #expect(!Self.look(Self.wide).matches(PartialBarStyle(itemMargins: Self.zero)))
        #expect(Self.look(Self.wide).matches(PartialBarStyle()))
        #expect(Self.look(Self.wide).resolved(in: .dark).itemMargins == Self.wide)
        #expect(Self.wide.description == "leading 32, trailing 24")
        #expect(Self.leadingOnly.description == "leading 4, trailing system")
        #expect(BarItemMargins.system.description == "system")
    }

    @Test("margins alone do not make bars travel with their pages: the one bar stays")
    func strategy() {
        #expect(TransitionStrategy.between(Self.look(Self.zero), Self.look(.system)) == .shared)
    }

    @Test("an update merges margins in whole; an update without margins keeps them")
    func merging() {
        let own = PartialBarStyle(tint: .white, itemMargins: Self.wide)
        #expect(own.merging(PartialBarStyle(background: .black)).itemMargins == Self.wide)
        #expect(own.merging(PartialBarStyle(itemMargins: Self.leadingOnly)).itemMargins == Self.leadingOnly)
    }

    @Test("an updated page shows its margins now; pages above keep theirs; pages pushed later inherit them")
    func updates() {
        var harness = Harness("Home A B", configuration: .inheriting)
        let effects = harness.send(.updateBar(harness.id("A"), PartialBarStyle(itemMargins: Self.zero)))
        #expect(effects == [.applyBar(harness.id("A"), Self.look(Self.zero))])
        #expect(harness.style("B")?.itemMargins == .system)
        harness.perform(.pop)
        harness.perform(.push("C"))
        #expect(harness.style("C")?.itemMargins == Self.zero)
    }

    @Test(
        "going back and cancelling a swipe show exactly the margins the page had", arguments: InheritancePolicy.allCases
    )
    func exactRestore(_ policy: InheritancePolicy) {
        let settings: [String: PageSettings] = [
            "Home": PageSettings(bar: PartialBarStyle(itemMargins: Self.wide)),
            "Detail": PageSettings(bar: PartialBarStyle(itemMargins: Self.zero)),
        ]
        var harness = Harness(
            "Home Detail", configuration: NavigationConfiguration(inheritance: policy), settings: settings)
        harness.perform(.push("Edit"))
        harness.send(.updateBar(harness.id("Edit"), PartialBarStyle(itemMargins: Self.leadingOnly)))
        #expect(harness.style("Edit")?.itemMargins == Self.leadingOnly)

        // A cancelled swipe on Edit leaves Edit's margins.
        harness.send(.swipeBegan(SwipeTouch(startX: 3, distance: 40)))
        harness.send(.swipeEnded(SwipeTouch(startX: 3, distance: 60), velocity: -800))
        _ = harness.takeEffects()
        let cancelled = harness.finishTransition(false)
        #expect(cancelled.contains(.applyBar(harness.id("Edit"), harness.style("Edit")!)))
        #expect(harness.engine.top.style.itemMargins == Self.leadingOnly)

        // Going back shows Detail's and then Home's own margins, whatever Edit did.
        harness.perform(.pop, animated: true)
        #expect(harness.engine.transition?.plan.toStyle.itemMargins == Self.zero)
        harness.settle()
        harness.perform(.pop, animated: true)
        harness.settle()
        #expect(harness.engine.top.style.itemMargins == Self.wide)
    }
}
