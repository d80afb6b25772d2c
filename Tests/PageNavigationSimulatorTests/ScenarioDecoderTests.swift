import Testing

@testable import PageNavigationSimulator

@Suite("Scenario decoding")
struct ScenarioDecoderTests {
    static let pages = #""pages": {"Home": {}, "Web": {"back": "webHistory"}}, "root": "Home""#

    @Test("the design's example decodes with every field")
    func decodesDesignExample() throws {
        let scenario = try ScenarioDecoder.decode(
            #"""
            {
              "name": "web page goes back in its history first",
              "config": { "inheritance": "inherit", "defaultBar": { "background": "#FFFFFF" },
                          "popGesture": "edge", "screenWidth": 390, "edgeWidth": 20,
                          "layoutDirection": "ltr", "transitionDuration": 0.35 },
              "pages": {
                "Home": { "bar": { "background": "#FF0000", "tint": "#FFFFFF" } },
                "Web":  { "back": "webHistory", "popGesture": "fullScreen" }
              },
              "root": "Home",
              "steps": [
                { "push": "Web" },
                { "webLoad": { "count": 2 } },
                { "tapBack": true },
                { "expect": { "stack": ["Home", "Web"], "webHistory": 1, "eventsInclude": ["webBack:Web"] } }
              ]
            }
            """#)
        #expect(scenario.name == "web page goes back in its history first")
        #expect(scenario.pageTypes["Home"]?.settings.bar.background == BarColor(red: 255, green: 0, blue: 0))
        #expect(scenario.pageTypes["Web"]?.settings.popGesture == .fullScreen)
        #expect(scenario.steps.count == 4)
        #expect(ScenarioRunner.run(scenario).passed)
    }

    @Test(
        "invalid scenarios name the path of the offending value",
        arguments: [
            (
                #line,
                #"{"root": "Home", "pages": {"Home": {}}, "steps": [{"swipe": {"startX": 1, "distance": "far"}}]}"#,
                "steps[0].swipe.distance", "expected a number"
            ),
            (#line, #"{"root": "Nope", "pages": {"Home": {}}}"#, "root", "unknown page type \"Nope\""),
            (#line, #"{"pages": {"Home": {}}}"#, "", "missing required key \"root\""),
            (#line, #"{"root": "Home", "pages": {"Home": {}}, "colour": 1}"#, "colour", "unknown key"),
            (
                #line, #"{"root": "Home", "pages": {"Home": {}}, "steps": [{"fly": true}]}"#, "steps[0].fly",
                "unknown step"
            ),
            (
                #line, #"{"root": "Home", "pages": {"Home": {}}, "steps": [{"push": "Web"}]}"#, "steps[0].push",
                "unknown page type \"Web\""
            ),
            (
                #line, #"{"root": "Home", "pages": {"Home": {}}, "steps": [{"pop": true, "tapBack": true}]}"#,
                "steps[0].tapBack", "exactly one action"
            ),
            (
                #line, #"{"root": "Home", "pages": {"Home": {}}, "steps": [{"pop": true, "as": "x"}]}"#, "steps[0].as",
                "unknown key"
            ),
            (
                #line, #"{"root": "Home", "pages": {"Home": {"bar": {"tint": "blue"}}}}"#, "pages.Home.bar.tint",
                "expected a colour"
            ),
            (
                #line, #"{"root": "Home", "pages": {"Home": {"bar": {"alpha": 2}}}}"#, "pages.Home.bar.alpha",
                "expected a number in 0.0…1.0"
            ),
            (
                #line, #"{"root": "Home", "pages": {"Home": {"popGesture": "sideways"}}}"#, "pages.Home.popGesture",
                "expected one of"
            ),
            (
                #line, #"{"root": "Home", "pages": {"Home": {"next": "Ghost"}}}"#, "pages.Home.next",
                "unknown page type \"Ghost\""
            ),
            (
                #line, #"{"root": "Home", "pages": {"Home": {"maxStartDistance": 40}}}"#, "pages.Home.maxStartDistance",
                "needs"
            ),
            (
                #line, #"{"root": "Home", "pages": {"Home": {}}, "config": {"layoutDirection": "up"}}"#,
                "config.layoutDirection", "expected one of"
            ),
            (
                #line, #"{"root": "Home", "pages": {"Home": {}}, "steps": [{"expect": {"stack": "Home"}}]}"#,
                "steps[0].expect.stack", "expected an array"
            ),
            (
                #line, #"{"root": "Home", "pages": {"Home": {}}, "steps": [{"expect": {"popGesture": "sometimes"}}]}"#,
                "steps[0].expect.popGesture", "expected one of"
            ),
            (
                #line, #"{"root": "Home", "pages": {"Home": {}}, "steps": [{"webLoad": {"count": 1.5}}]}"#,
                "steps[0].webLoad.count", "whole number"
            ),
            (
                #line, #"{"root": "Home", "pages": {"Home": {}}, "steps": [{"remove": {"page": "Stranger"}}]}"#,
                "steps[0].remove.page", "unknown page"
            ),
            (
                #line, #"{"root": "Home", "pages": {"Home": {}}, "steps": [{"remove": {"type": "Home", "tag": "x"}}]}"#,
                "steps[0].remove", "exactly one of"
            ),
            (
                #line, #"{"root": "Home", "pages": {"Home": {}}, "steps": [{"pop": 1}]}"#, "steps[0].pop",
                "expected true"
            ),
            (
                #line, #"{"root": "Home", "pages": {"Home": {}}, "steps": [{"setStack": []}]}"#, "steps[0].setStack",
                "at least one page"
            ),
            (#line, #"{"root": "Home", "pages": {"Home": {}}, "steps": {"pop": true}}"#, "steps", "expected an array"),
            (#line, #"{"stack": ["Home", "Nope"], "pages": {"Home": {}}}"#, "stack[1]", "unknown page type \"Nope\""),
            (#line, #"{"stack": [], "pages": {"Home": {}}}"#, "stack", "at least one page type"),
            (#line, #"{"stack": "Home", "pages": {"Home": {}}}"#, "stack", "expected an array"),
            (#line, #"{"root": "Home", "stack": ["Home"], "pages": {"Home": {}}}"#, "stack", "not both"),
            (
                #line, #"{"root": "Home", "pages": {"Home": {}}, "steps": [{"backMenu": "Stranger"}]}"#,
                "steps[0].backMenu", "unknown page"
            ),
            (
                #line, #"{"root": "Home", "pages": {"Home": {}}, "steps": [{"escape": 1}]}"#, "steps[0].escape",
                "expected true"
            ),
            (
                #line, #"{"root": "Home", "pages": {"Home": {"popGesture": "fullScreen", "maxStartDistance": 0}}}"#,
                "pages.Home.maxStartDistance", "for no limit, leave it out"
            ),
            (
                #line, #"{"root": "Home", "pages": {"Home": {"finishProgress": 1.5}}}"#, "pages.Home.finishProgress",
                "0.0…1.0"
            ),
            (
                #line, #"{"root": "Home", "pages": {"Home": {"pushGesture": "anywhere"}}}"#,
                "pages.Home.pushGesture", "\"fullScreen\""
            ),
            (
                #line, #"{"root": "Home", "pages": {"Home": {"pushFinishProgress": 2}}}"#,
                "pages.Home.pushFinishProgress", "0.0…1.0"
            ),
            (
                #line, #"{"root": "Home", "pages": {"Home": {}}, "config": {"pushFinishProgress": -1}}"#,
                "config.pushFinishProgress", "0.0…1.0"
            ),
            (
                #line, #"{"root": "Home", "pages": {"Home": {}}, "config": {"finishVelocity": "fast"}}"#,
                "config.finishVelocity", "expected a number"
            ),
            (
                #line, #"{"root": "Home", "pages": {"Home": {}}, "steps": [{"remove": []}]}"#, "steps[0].remove",
                "at least one target"
            ),
            (
                #line,
                #"{"root": "Home", "pages": {"Home": {}}, "steps": [{"remove": [{"type": "Home"}, {"page": "Nobody"}]}]}"#,
                "steps[0].remove[1].page", "unknown page"
            ),
            (
                #line, ##"{"root": "Home", "pages": {"Home": {"bar": {"background": {"light": "#FFFFFF"}}}}}"##,
                "pages.Home.bar.background", "both \"light\" and \"dark\""
            ),
            (
                #line,
                ##"{"root": "Home", "pages": {"Home": {"bar": {"tint": {"light": "system", "dark": "#000000"}}}}}"##,
                "pages.Home.bar.tint.light", "expected a colour"
            ),
            (
                #line, #"{"root": "Home", "pages": {"Home": {"bar": {"shadow": "sometimes"}}}}"#,
                "pages.Home.bar.shadow", "true, false or \"system\""
            ),
            (
                #line, #"{"root": "Home", "pages": {"Home": {}}, "config": {"appearance": "dim"}}"#,
                "config.appearance", "expected one of"
            ),
            (
                #line, #"{"root": "Home", "pages": {"Home": {}}, "steps": [{"appearance": "sepia"}]}"#,
                "steps[0].appearance", "expected one of"
            ),
            (
                #line, #"{"root": "Home", "pages": {"Home": {}}, "config": {"colorScheme": "dim"}}"#,
                "config.colorScheme", "expected one of"
            ),
            (
                #line,
                #"{"root": "Home", "pages": {"Home": {}}, "config": {"colorScheme": "dark", "appearance": "dark"}}"#,
                "config.appearance", "older spelling of \"colorScheme\""
            ),
            (
                #line,
                #"{"root": "Home", "pages": {"Home": {"popGesture": "fullScreen", "#
                    + #""maximumStartDistance": 9, "maxStartDistance": 9}}}"#,
                "pages.Home.maxStartDistance", "older spelling of \"maximumStartDistance\""
            ),
            (
                #line,
                #"{"root": "Home", "pages": {"Home": {}}, "steps": [{"colorScheme": "dark", "appearance": "dark"}]}"#,
                "steps[0].appearance", "exactly one action"
            ),
            (#line, #"[1]"#, "", "expected an object"),
            (#line, #"{"root": "Home",}"#, "", "not JSON"),
        ])
    func reportsPath(line: Int, json: String, path: String, message: String) {
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
        do {
            _ = try ScenarioDecoder.decode(json)
            Issue.record("decoded an invalid scenario", sourceLocation: location)
        } catch {
            #expect(error.path == path, sourceLocation: location)
            #expect(error.message.contains(message), "\(error.message)", sourceLocation: location)
        }
    }

    @Test(
        "an older spelling of a key decodes as the key does (format v1 stays valid)",
        arguments: [
            (
                #line,
                #"{"config": {"popGesture": "fullScreen", "maxStartDistance": 120, "appearance": "dark"}, "#
                    + #""pages": {"Home": {"popGesture": "fullScreen", "maxStartDistance": 80}}, "root": "Home", "#
                    + #""steps": [{"appearance": "light"}, {"appearance": "dark", "settle": false}]}"#,
                #"{"config": {"popGesture": "fullScreen", "maximumStartDistance": 120, "colorScheme": "dark"}, "#
                    + #""pages": {"Home": {"popGesture": "fullScreen", "maximumStartDistance": 80}}, "root": "Home", "#
                    + #""steps": [{"colorScheme": "light"}, {"colorScheme": "dark", "settle": false}]}"#
            )
        ])
    func olderSpellings(line: Int, older: String, current: String) throws {
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
        let old = try ScenarioDecoder.decode(older)
        let new = try ScenarioDecoder.decode(current)
        #expect(old == new, sourceLocation: location)
        #expect(new.configuration.popGesture == .fullScreen(maximumStartDistance: 120), sourceLocation: location)
        #expect(
            new.pageTypes["Home"]?.settings.popGesture == .fullScreen(maximumStartDistance: 80),
            sourceLocation: location)
        #expect(new.colorScheme == .dark, sourceLocation: location)
        #expect(new.steps.map(\.action) == [.appearance(.light), .appearance(.dark)], sourceLocation: location)
    }

    @Test("names given with as are known to later steps, not earlier ones")
    func explicitNames() throws {
        _ = try ScenarioDecoder.decode(
            #"{"root": "Home", "pages": {"Home": {}}, "steps": [{"push": "Home", "as": "second"}, {"remove": {"page": "second"}}]}"#
        )
        #expect(throws: ScenarioError.self) {
            try ScenarioDecoder.decode(
                #"{"root": "Home", "pages": {"Home": {}}, "steps": [{"remove": {"page": "second"}}, {"push": "Home", "as": "second"}]}"#
            )
        }
    }
}
