import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// How a page's look is resolved: from the page it was pushed from (inherit) or from the app default,
/// then the page's own fields; `hidden` and `alpha` never inherit.
@Suite("Bar resolution")
struct BarResolutionTests {
    /// A look built from the design's default bar (the system's), with some fields changed.
    static func bar(
        _ background: BarColor = .system, tint: BarColor = .system, title: BarColor = .system,
        shadow: BarShadow = .system, hidden: Bool = false, alpha: Double = 1
    ) -> BarStyle {
        BarStyle(background: background, tint: tint, title: title, shadow: shadow, hidden: hidden, alpha: alpha)
    }

    /// The page pushed from: every field differs from the default, and it is hidden and faded.
    static let parent = bar(.pureRed, tint: .pureGreen, title: .pureBlue, shadow: false, hidden: true, alpha: 0.3)

    typealias Row = (
        line: Int, policy: InheritancePolicy, own: PartialBarStyle, parent: BarStyle?, customBar: Bool,
        expected: BarStyle
    )

    static let rows: [Row] = [
        // A root page (no parent) starts from the default under both policies.
        (#line, .inherit, .empty, nil, false, bar()),
        (#line, .default, .empty, nil, false, bar()),
        (#line, .inherit, PartialBarStyle(tint: .pureRed), nil, false, bar(tint: .pureRed)),
        // inherit: background, tint, title and shadow come from the parent; hidden and alpha do not.
        (#line, .inherit, .empty, parent, false, bar(.pureRed, tint: .pureGreen, title: .pureBlue, shadow: false)),
        (
            #line, .inherit, PartialBarStyle(tint: .black), parent, false,
            bar(.pureRed, tint: .black, title: .pureBlue, shadow: false)
        ),
        (
            #line, .inherit, PartialBarStyle(background: .clear, shadow: true), parent, false,
            bar(.clear, tint: .pureGreen, title: .pureBlue, shadow: .shown)
        ),
        (
            #line, .inherit, PartialBarStyle(title: .white), parent, false,
            bar(.pureRed, tint: .pureGreen, title: .white, shadow: false)
        ),
        (
            #line, .inherit, PartialBarStyle(hidden: true), parent, false,
            bar(.pureRed, tint: .pureGreen, title: .pureBlue, shadow: false, hidden: true)
        ),
        (
            #line, .inherit, PartialBarStyle(alpha: 0.5), parent, false,
            bar(.pureRed, tint: .pureGreen, title: .pureBlue, shadow: false, alpha: 0.5)
        ),
        (
            #line, .inherit, PartialBarStyle(hidden: false, alpha: 1), parent, false,
            bar(.pureRed, tint: .pureGreen, title: .pureBlue, shadow: false)
        ),
        // default: the parent does not matter.
        (#line, .default, .empty, parent, false, bar()),
        (#line, .default, PartialBarStyle(tint: .pureRed), parent, false, bar(tint: .pureRed)),
        (
            #line, .default, PartialBarStyle(background: .black, shadow: false, alpha: 0), parent, false,
            bar(.black, shadow: false, alpha: 0)
        ),
        // A page with a bar of its own hides the system bar, whatever it declares.
        (
            #line, .inherit, .empty, parent, true,
            bar(.pureRed, tint: .pureGreen, title: .pureBlue, shadow: false, hidden: true)
        ),
        (#line, .inherit, PartialBarStyle(hidden: false), nil, true, bar(hidden: true)),
        (#line, .default, .empty, parent, true, bar(hidden: true)),
    ]

    @Test(arguments: rows)
    func resolution(_ row: Row) {
        let style = BarStyle.resolved(
            own: row.own, inheritedFrom: row.parent, defaultStyle: .standard, policy: row.policy,
            hasCustomBar: row.customBar
        )
        #expect(style == row.expected, sourceLocation: at(row.line))
    }

    @Test(
        "the default bar is the system's: nothing customised, shown, opaque",
        arguments: [BarStyle.standard, NavigationConfiguration().defaultBar])
    func defaultBar(_ style: BarStyle) {
        #expect(style.background == .system && style.tint == .system && style.title == .system)
        #expect(style.shadow == .system && !style.hidden && style.alpha == 1)
        #expect(style.isSystem)
        #expect(style.statusBarContent == nil)  // the system chooses the status bar on its own bar
    }

    @Test(
        "roots and pages under the default policy start from the app's own default",
        arguments: InheritancePolicy.allCases)
    func appDefault(_ policy: InheritancePolicy) {
        let appDefault = Self.bar(.black, tint: .white, title: .white, shadow: false)
        let configuration = NavigationConfiguration(inheritance: policy, defaultBar: appDefault)
        var harness = Harness(
            "Home", configuration: configuration,
            settings: ["A": PageSettings(bar: PartialBarStyle(background: .pureRed))])
        harness.perform(.push("A"))
        harness.perform(.push("B"))
        #expect(harness.style("Home") == appDefault)
        #expect(
            harness.style("B")
                == (policy == .inherit ? Self.bar(.pureRed, tint: .white, title: .white, shadow: false) : appDefault))
    }

    /// DoubleNavigationController's story: A red, B green, C declares nothing.
    @Test("C looks like B under inherit; going back to A shows A exactly", arguments: InheritancePolicy.allCases)
    func doubleNavigationStory(_ policy: InheritancePolicy) {
        let settings: [String: PageSettings] = [
            "A": PageSettings(bar: PartialBarStyle(background: .pureRed, tint: .white)),
            "B": PageSettings(bar: PartialBarStyle(background: .pureGreen)),
        ]
        var harness = Harness("A", configuration: NavigationConfiguration(inheritance: policy), settings: settings)
        let lookOfA = harness.engine.top.style
        harness.perform(.push("B"), animated: true)
        harness.settle()
        harness.perform(.push("C"), animated: true)
        harness.settle()

        switch policy {
        case .inherit:
            #expect(harness.style("B") == Self.bar(.pureGreen, tint: .white))
            #expect(harness.style("C") == harness.style("B"))
        case .default:
            #expect(harness.style("B") == Self.bar(.pureGreen))
            #expect(harness.style("C") == Self.bar())
        }

        harness.perform(.popToRoot, animated: true)
        #expect(harness.engine.transition?.plan.toStyle == lookOfA)
        harness.settle()
        #expect(harness.engine.top.style == lookOfA)
        #expect(lookOfA == Self.bar(.pureRed, tint: .white))
    }

    @Test("hidden and alpha are per-page: the next page shows its bar, opaque, and going back restores both")
    func hiddenAndAlphaNeverInherit() {
        var harness = Harness(
            "Home A", configuration: .inheriting,
            settings: ["A": PageSettings(bar: PartialBarStyle(background: .pureRed, hidden: true, alpha: 0.4))])
        harness.perform(.push("B"))
        #expect(harness.style("B") == Self.bar(.pureRed))
        harness.perform(.pop)
        #expect(harness.engine.top.style == Self.bar(.pureRed, hidden: true, alpha: 0.4))
    }
}
