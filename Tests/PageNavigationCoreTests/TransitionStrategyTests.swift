import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// Fake bars when two pages' bars differ in background, shadow, hidden or alpha; otherwise one shared
/// bar whose tint and title blend.
@Suite("Transition strategy")
struct TransitionStrategyTests {
    static let base = BarStyle.standard

    static func changed(_ change: (inout BarStyle) -> Void) -> BarStyle {
        var style = base
        change(&style)
        return style
    }

    typealias Row = (line: Int, to: BarStyle, expected: TransitionStrategy)

    static let rows: [Row] = [
        (#line, base, .shared),
        (#line, changed { $0.tint = .pureRed }, .shared),
        (#line, changed { $0.title = .pureRed }, .shared),
        (
            #line,
            changed {
                $0.tint = .pureRed
                $0.title = .pureGreen
            }, .shared
        ),
        (#line, changed { $0.background = .pureRed }, .fakeBars),
        (#line, changed { $0.background = .clear }, .fakeBars),
        (#line, changed { $0.background = BarColor(red: 255, green: 255, blue: 255, alpha: 254) }, .fakeBars),
        (#line, changed { $0.shadow = false }, .fakeBars),
        (#line, changed { $0.hidden = true }, .fakeBars),
        (#line, changed { $0.alpha = 0.99 }, .fakeBars),
        (#line, changed { $0.alpha = 0 }, .fakeBars),
        (#line, changed { $0.background = .white }, .fakeBars),  // a system page next to a coloured one
        (#line, changed { $0.shadow = .shown }, .fakeBars),
        (#line, changed { $0.tint = BarColor(light: .white, dark: .black) }, .shared),
        (#line, changed { $0.extras.shadowColor = .pureRed }, .fakeBars),  // the hairline travels with its page
        (#line, changed { $0.extras.backButtonImage = BarResource(.image, identity: "arrow") }, .shared),
    ]

    /// Looks compare exactly: `#RRGGBBFF` is `#RRGGBB`; a dynamic colour differs from its light value
    /// alone, because it differs in dark appearance.
    static let pairs: [(line: Int, from: BarColor, to: BarColor, expected: TransitionStrategy)] = [
        (#line, .white, .hex("#ffffffff"), .shared),
        (#line, .white, BarColor(light: .white, dark: .black), .fakeBars),
        (#line, BarColor(light: .white, dark: .black), BarColor(light: .white, dark: .black), .shared),
        (#line, BarColor(light: .white, dark: .white), .white, .shared),
        (#line, .system, .system, .shared),
    ]

    @Test(arguments: pairs)
    func backgrounds(_ row: (line: Int, from: BarColor, to: BarColor, expected: TransitionStrategy)) {
        let from = Self.changed { $0.background = row.from }
        let to = Self.changed { $0.background = row.to }
        #expect(TransitionStrategy.between(from, to) == row.expected, sourceLocation: at(row.line))
    }

    @Test(arguments: rows)
    func strategy(_ row: Row) {
        #expect(TransitionStrategy.between(Self.base, row.to) == row.expected, sourceLocation: at(row.line))
        #expect(TransitionStrategy.between(row.to, Self.base) == row.expected, sourceLocation: at(row.line))
    }

    @Test("the engine plans each transition by the two pages' looks", arguments: InheritancePolicy.allCases)
    func engineChoosesStrategy(_ policy: InheritancePolicy) {
        let settings: [String: PageSettings] = [
            "A": PageSettings(bar: PartialBarStyle(background: .pureRed)),
            "B": PageSettings(bar: PartialBarStyle(tint: .pureGreen)),
        ]
        var harness = Harness("Home A", configuration: NavigationConfiguration(inheritance: policy), settings: settings)
        harness.perform(.push("B"), animated: true)
        // Under inherit B keeps A's red background: one shared bar. Under default B is white: fake bars.
        #expect(harness.engine.transition?.plan.strategy == (policy == .inherit ? .shared : .fakeBars))
        harness.settle()
        harness.perform(.pop, animated: true)
        #expect(harness.engine.transition?.plan.strategy == (policy == .inherit ? .shared : .fakeBars))
    }
}
