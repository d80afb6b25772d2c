import PageNavigationCore
import PageNavigationHost
import PageNavigationTestSupport
import Testing

@testable import PageNavigationSimulator

/// The app's own bar tint (set in code, or through `UINavigationBar.appearance()`) coexists with pages
/// that set a tint: a page's tint covers it while that page is on top and the app's comes back after;
/// pages without a tint never touch it.
@Suite("Host: the app's bar tint is given back")
struct AppTintTests {
    static let orange = BarColor(red: 255, green: 149, blue: 0)

    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let appTint: BarColor?
        /// Each step, and the bar's tint after it.
        let steps: [(Step, BarColor?)]
        let line: Int
        var testDescription: String { name }
    }

    enum Step: Sendable {
        case push(String)
        case pop
        case setStack([String])
    }

    static let rows: [Row] = [
        Row(
            name: "pages without a tint leave the app's tint alone", appTint: orange,
            steps: [(.push("Detail"), orange), (.pop, orange)], line: #line),
        Row(
            name: "a page's tint covers the app's and gives it back", appTint: orange,
            steps: [(.push("Red"), .white), (.pop, orange)], line: #line),
        Row(
            name: "with no app tint, the window's comes back", appTint: nil,
            steps: [(.push("Red"), .white), (.push("Detail"), nil), (.pop, .white), (.pop, nil)], line: #line),
        Row(
            name: "the app's tint survives pages with and without one in turn", appTint: orange,
            steps: [
                (.push("Red"), .white), (.push("Detail"), orange), (.push("Red"), .white),
                (.setStack(["Home", "List"]), orange),
            ], line: #line),
    ]

    @Test("the bar's tint after each step", arguments: rows)
    func tint(_ row: Row) throws {
        let simulator = try HostFixtures.simulator(["Home"])
        simulator.platform.barTint = row.appTint
        for (index, (step, expected)) in row.steps.enumerated() {
            switch step {
            case .push(let type): try simulator.push(type)
            case .pop: simulator.pop()
            case .setStack(let types): try simulator.setStack(types)
            }
            #expect(simulator.platform.barTint == expected, "step \(index)", sourceLocation: at(row.line))
        }
        #expect(simulator.finish().isClean)
    }

    @Test("a tint the app sets while no page's tint is on the bar is the one given back")
    func appChangesItsTint() throws {
        let simulator = try HostFixtures.simulator(["Home"])
        try simulator.push("Detail")
        simulator.platform.barTint = Self.orange
        try simulator.push("Red")
        #expect(simulator.platform.barTint == .white)
        simulator.pop()
        #expect(simulator.platform.barTint == Self.orange)
    }

    @Test("the keeper reads the app's tint only when a page's tint first covers it")
    func readsLazily() {
        let keeper = AppTintKeeper<Int>()
        var reads = 0
        let read = { () -> Int? in
            reads += 1
            return 7
        }
        #expect(keeper.barTint(forPage: nil, appTint: read) == nil)
        #expect(keeper.barTint(forPage: 1, appTint: read) == .some(1))
        #expect(keeper.barTint(forPage: 2, appTint: read) == .some(2))
        #expect(keeper.isCoveringAppTint)
        #expect(keeper.barTint(forPage: nil, appTint: read) == .some(7))
        #expect(!keeper.isCoveringAppTint)
        #expect(reads == 1)
    }
}
