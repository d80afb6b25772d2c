import PageNavigationCore
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
        (#line, changed { $0.tint = .pureRed; $0.title = .pureGreen }, .shared),
        (#line, changed { $0.background = .pureRed }, .fakeBars),
        (#line, changed { $0.background = .clear }, .fakeBars),
        (#line, changed { $0.background = BarColor(red: 255, green: 255, blue: 255, alpha: 254) }, .fakeBars),
        (#line, changed { $0.shadow = false }, .fakeBars),
        (#line, changed { $0.hidden = true }, .fakeBars),
        (#line, changed { $0.alpha = 0.99 }, .fakeBars),
        (#line, changed { $0.alpha = 0 }, .fakeBars),
        (#line, changed { $0.background = .hex("#ffffffff") }, .shared),
    ]

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
