import Testing

@testable import PageNavigationSimulator

/// Steps as timelines and storyboards caption them, and steps that name a page below the top.
@Suite("Scenario runner: steps")
struct ScenarioStepTests {
    @Test(
        "every step has a one-line description for timelines and storyboards",
        arguments: [
            (
                #line,
                #"{"push": "Web", "as": "w", "removing": [{"type": "Home"}], "removingCurrent": true, "animated": false}"#,
                "push Web as w removing type Home removing the current page (not animated)"
            ),
            // format v1's first spellings of the same step
            (
                #line,
                #"{"push": "Web", "as": "w", "replacing": [{"type": "Home"}], "removeSelf": true, "animated": false}"#,
                "push Web as w removing type Home removing the current page (not animated)"
            ),
            (#line, #"{"pop": true, "animated": false}"#, "pop (not animated)"),
            (#line, #"{"popToRoot": true}"#, "pop to root"),
            (#line, #"{"popTo": {"tag": "t"}, "fallback": "pop"}"#, "pop to tag t or pop"),
            (#line, #"{"remove": [{"type": "Web"}, {"page": "Home"}]}"#, "remove type Web, page Home"),
            (#line, #"{"setStack": ["Home", "Web#2"]}"#, "set stack [Home, Web#2]"),
            (
                #line, #"{"swipe": {"startX": 5, "distance": 120.5, "dy": 3, "release": false}}"#,
                "swipe from x=5 by 120.5, dy 3, finger held"
            ),
            (
                #line, #"{"swipe": {"startX": 1.25e57, "distance": -80}}"#,
                "swipe from x=1.25e+57 by -80, release at 0 pt/s"
            ),  // a fuzzer's input crashed here
            (#line, #"{"release": {"velocity": 300, "distance": 200}}"#, "release at 200 with 300 pt/s"),
            (#line, #"{"release": {}}"#, "release with 0 pt/s"),
            (#line, #"{"answer": false}"#, "answer no"),
            (#line, #"{"webLoad": {"page": "Web", "count": 2}}"#, "load 2 web pages in Web"),
            (#line, #"{"webLoad": {}}"#, "load 1 web page"),
            (#line, #"{"scroll": {"page": "Home", "state": "scrolled"}}"#, "scroll Home to scrolled"),
            (#line, #"{"scroll": {"state": "atStart"}}"#, "scroll to atStart"),
            (
                #line, ##"{"updateBar": {"page": "Home", "bar": {"tint": "#FF0000", "alpha": 0.5}}}"##,
                "update bar of Home {tint: #FF0000, alpha: 0.5}"
            ),
            (#line, #"{"wait": 0.25}"#, "wait 0.25 s"),
        ])
    func summary(line: Int, step: String, text: String) throws {
        let scenario = try ScenarioDecoder.decode(
            #"{"pages": {"Home": {}, "Web": {"tag": "t"}}, "root": "Home", "steps": [\#(step)]}"#)
        let action = try #require(scenario.steps.first).action
        #expect(
            ScenarioRunner.describe(action) == text,
            sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1))
    }

    @Test("web loads, scrolls and bar updates may name a page below the top; it shows them when it is on top again")
    func stepsOnPageBelowTop() throws {
        let report = try runScenario(
            #"""
            {"pages": {"Home": {}, "Web": {"back": "webHistory", "popGesture": "fullScreen"}, "Top": {}}, "root": "Home",
             "steps": [
               {"push": "Web"}, {"push": "Top"},
               {"webLoad": {"page": "Web", "count": 2}},
               {"scroll": {"page": "Web", "state": "scrolled"}},
               {"updateBar": {"page": "Web", "bar": {"tint": "#FF0000"}}},
               {"expect": {"top": "Top", "webHistory": 0, "bar": {"tint": "system"}}},
               {"pop": true},
               {"expect": {"top": "Web", "webHistory": 2, "bar": {"tint": "#FF0000"}}},
               {"swipe": {"startX": 200, "distance": 150}},
               {"expect": {"stack": ["Home", "Web"], "eventsInclude": ["swipeRefused:scrollView"]}},
               {"tapBack": true},
               {"expect": {"stack": ["Home", "Web"], "webHistory": 1, "eventsInclude": ["webBack:Web"]}}
             ]}
            """#)
        #expect(report.passed, "\(String(describing: report.failure))")
    }
}
