import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// The page field `content` and the refusal reasons `content` and `webView` (app coexistence).
@Suite("Scenarios: content with gestures of its own")
struct ScenarioContentTests {
    @Test("content decodes into the page type's blueprint")
    func decodesContent() throws {
        let scenario = try ScenarioDecoder.decode(
            #"""
            {"root": "Home", "pages": {"Home": {"content": ["rowSwipeActions", "horizontalControl", "webViewGestures"]}, "Plain": {}}}
            """#)
        #expect(scenario.pageTypes["Home"]?.content == [.rowSwipeActions, .horizontalControl, .webViewGestures])
        #expect(scenario.pageTypes["Plain"]?.content == [])
    }

    @Test(
        "an invalid content names its path",
        arguments: [
            (
                #line, #"{"root": "Home", "pages": {"Home": {"content": "rowSwipeActions"}}}"#, "pages.Home.content",
                "expected an array"
            ),
            (
                #line, #"{"root": "Home", "pages": {"Home": {"content": ["rowSwipeActions", "map"]}}}"#,
                "pages.Home.content[1]", "expected one of"
            ),
            (
                #line, #"{"root": "Home", "pages": {"Home": {"content": [true]}}}"#, "pages.Home.content[0]",
                "expected a string"
            ),
        ])
    func invalidContent(line: Int, json: String, path: String, message: String) {
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
        do {
            _ = try ScenarioDecoder.decode(json)
            Issue.record("decoded an invalid scenario", sourceLocation: location)
        } catch {
            #expect(error.path == path, sourceLocation: location)
            #expect(error.message.contains(message), "\(error.message)", sourceLocation: location)
        }
    }

    @Test("the popGesture expectation names the new reasons")
    func popGestureReasons() throws {
        let report = try runScenario(
            #"""
            {"config": {"popGesture": "fullScreen"},
             "pages": {"Home": {}, "Inbox": {"content": ["rowSwipeActions"]},
                       "Web": {"back": "webHistory", "content": ["webViewGestures"]}},
             "root": "Home",
             "steps": [
               {"push": "Inbox"},
               {"swipe": {"startX": 200, "distance": 100}},
               {"expect": {"stack": ["Home", "Inbox"], "eventsInclude": ["swipeRefused:content"]}},
               {"pop": true},
               {"push": "Web"}, {"webLoad": {"count": 2}},
               {"expect": {"popGesture": "webView"}},
               {"swipe": {"startX": 200, "distance": 100}},
               {"expect": {"webHistory": 1, "eventsInclude": ["webBack:Web"], "eventsExclude": ["swipeRefused:content"]}},
               {"swipe": {"startX": 2, "distance": 100}},
               {"expect": {"webHistory": 0, "eventsInclude": ["swipeRefused:webView", "webBack:Web"], "popGesture": "enabled"}}
             ]}
            """#)
        #expect(report.passed, "\(String(describing: report.failure))")
    }
}
