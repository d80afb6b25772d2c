import PageNavigationCore
import PageNavigationTestSupport
import Testing

@testable import PageNavigationSimulator

/// `itemMargins` in scenario bars: decoded wherever a bar goes, checked by `expect.bar`, and refused
/// with the path of the offending value when it is not margins.
@Suite("Scenario item margins")
struct ScenarioItemMarginsTests {
    static func bar(_ margins: String) -> String {
        #"{"root": "Home", "pages": {"Home": {"bar": {"itemMargins": \#(margins)}}}}"#
    }

    @Test(
        "margins decode as both sides, one side, or the system's",
        arguments: [
            (#line, #"{"leading": 8, "trailing": 12.5}"#, BarItemMargins(leading: 8, trailing: 12.5)),
            (#line, #"{"leading": 0}"#, BarItemMargins(leading: 0)),
            (#line, #"{"leading": "system", "trailing": 4}"#, BarItemMargins(trailing: 4)),
            (#line, #""system""#, BarItemMargins.system),
            (#line, #"{}"#, BarItemMargins.system),
        ])
    func decodes(line: Int, json: String, expected: BarItemMargins) throws {
        let scenario = try ScenarioDecoder.decode(Self.bar(json))
        #expect(scenario.pageTypes["Home"]?.settings.bar.itemMargins == expected, sourceLocation: at(line))
    }

    static let invalid: [(line: Int, json: String, path: String, message: String)] = [
        (
            #line, bar("8"), "pages.Home.bar.itemMargins",
            #"expected "system" or {"leading": points, "trailing": points}, found a number"#
        ),
        (#line, bar(#""wide""#), "pages.Home.bar.itemMargins", #"expected "system" or {"leading""#),
        (
            #line, bar(#"{"leading": -4}"#), "pages.Home.bar.itemMargins.leading",
            "expected a number in 0.0…10000.0, found -4.0"
        ),
        (
            #line, bar(#"{"trailing": "wide"}"#), "pages.Home.bar.itemMargins.trailing",
            #"expected points (a number) or "system""#
        ),
        (
            #line, bar(#"{"left": 4}"#), "pages.Home.bar.itemMargins.left",
            #"unknown key "left" (allowed: leading, trailing)"#
        ),
        (
            #line,
            #"{"root": "Home", "pages": {"Home": {}}, "config": {"defaultBar": {"itemMargins": {"leading": 20000}}}}"#,
            "config.defaultBar.itemMargins.leading", "expected a number in 0.0…10000.0"
        ),
        (
            #line,
            #"{"root": "Home", "pages": {"Home": {}}, "steps": [{"updateBar": {"bar": {"itemMargins": true}}}]}"#,
            "steps[0].updateBar.bar.itemMargins", "found a boolean"
        ),
        (
            #line,
            #"{"root": "Home", "pages": {"Home": {}}, "steps": [{"expect": {"bar": {"itemMargins": {"trailing": [4]}}}}]}"#,
            "steps[0].expect.bar.itemMargins.trailing", "expected points (a number)"
        ),
    ]

    @Test("invalid margins are refused with the path of the offending value", arguments: invalid)
    func refusesInvalid(_ row: (line: Int, json: String, path: String, message: String)) {
        do {
            _ = try ScenarioDecoder.decode(row.json)
            Issue.record("decoded invalid margins", sourceLocation: at(row.line))
        } catch {
            #expect(error.path == row.path, sourceLocation: at(row.line))
            #expect(error.message.contains(row.message), "\(error.message)", sourceLocation: at(row.line))
        }
    }

    @Test(
        "margins inherit under inherit, come back exactly on back and after a cancelled swipe, and an expectation checks them"
    )
    func runs() throws {
        let report = try runScenario(
            #"""
            {"config": {"inheritance": "inherit", "defaultBar": {"itemMargins": {"trailing": 8}}},
             "pages": {"Home": {}, "Tight": {"bar": {"itemMargins": {"leading": 0, "trailing": 0}}}, "Plain": {},
                       "Reset": {"bar": {"itemMargins": "system"}}},
             "root": "Home",
             "steps": [
               {"expect": {"bar": {"itemMargins": {"trailing": 8}}}},
               {"push": "Tight"},
               {"push": "Plain"},
               {"expect": {"bar": {"itemMargins": {"leading": 0, "trailing": 0}}}},
               {"updateBar": {"bar": {"itemMargins": {"leading": 24}}}},
               {"expect": {"bar": {"itemMargins": {"leading": 24}}}},
               {"push": "Reset"},
               {"expect": {"bar": {"itemMargins": "system"}}},
               {"swipe": {"startX": 5, "distance": 120, "velocity": -800}},
               {"expect": {"top": "Reset", "bar": {"itemMargins": "system"}, "eventsInclude": ["popGestureCancelled:Reset"]}},
               {"pop": true},
               {"expect": {"top": "Plain", "bar": {"itemMargins": {"leading": 24}}}},
               {"pop": true},
               {"expect": {"top": "Tight", "bar": {"itemMargins": {"leading": 0, "trailing": 0}}}}
             ]}
            """#)
        #expect(report.passed, "\(String(describing: report.failure))")
    }

    @Test("a failed margins expectation shows the margins the bar has")
    func failureMessage() throws {
        let report = try runScenario(
            #"""
            {"pages": {"Home": {"bar": {"itemMargins": {"leading": 4}}}}, "root": "Home",
             "steps": [{"expect": {"bar": {"itemMargins": {"leading": 0}}}}]}
            """#)
        let failure = try #require(report.failure)
        #expect(failure.key == "bar")
        #expect(failure.expected == "{itemMargins: leading 0, trailing system}")
        #expect(failure.actual.contains("itemMargins: leading 4, trailing system"))
    }
}
