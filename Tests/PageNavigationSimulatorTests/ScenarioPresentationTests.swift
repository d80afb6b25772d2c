import Testing

@testable import PageNavigationSimulator

/// The scenario format's presentation keys: `config.presentation`, `config.rootSwipeDismisses`, the
/// `pullDown` step, `expect.presented` and the `dismissed:X` event.
@Suite("Scenario: presentations")
struct ScenarioPresentationTests {
    static let pages = #"""
        "pages": {"Home": {}, "Plain": {}, "Locked": {"back": "deny"}, "Editor": {"back": "confirm"},
                  "Web": {"back": "webHistory"}}
        """#

    static func scenario(config: String, root: String = "Home", steps: String) -> String {
        #"{"config": \#(config), \#(pages), "root": "\#(root)", "steps": [\#(steps)]}"#
    }

    @Test(
        "pull-downs on plain, deny, confirm and web pages",
        arguments: [
            #"{"push": "Plain"}, {"pullDown": true}, {"expect": {"presented": false, "stack": ["Home", "Plain"], "eventsInclude": ["dismissed:Plain"]}}"#,
            #"{"push": "Web"}, {"webLoad": {"count": 2}}, {"pullDown": true}, {"expect": {"presented": false, "webHistory": 2, "eventsInclude": ["dismissed:Web"]}}"#,
            #"{"push": "Locked"}, {"pullDown": true}, {"expect": {"presented": true, "eventsInclude": ["backDenied:Locked"], "eventsExclude": ["dismissed:Locked"]}}"#,
            #"{"push": "Editor"}, {"pullDown": true}, {"expect": {"presented": true, "pendingBack": true, "eventsInclude": ["backRequested:Editor"]}}, {"answer": false}, {"expect": {"presented": true, "pendingBack": false, "eventsExclude": ["dismissed:Editor"]}}, {"pullDown": true}, {"answer": true}, {"expect": {"presented": false, "stack": ["Home", "Editor"], "eventsInclude": ["backRequested:Editor", "dismissed:Editor"], "eventsExclude": ["removed:Editor"]}}"#,
            #"{"pullDown": true}, {"expect": {"presented": false, "eventsInclude": ["dismissed:Home"]}}, {"pullDown": true}, {"expect": {"eventsExclude": ["dismissed:Home"]}}"#,
        ])
    func pullDowns(_ steps: String) throws {
        let report = try runScenario(Self.scenario(config: #"{"presentation": "sheet"}"#, steps: steps))
        #expect(report.failure == nil, "\(report.failure?.description ?? "")")
    }

    @Test(
        "a root swipe with and without rootSwipeDismisses",
        arguments: [
            (
                #"{"presentation": "sheet"}"#, "Home",
                #"{"swipe": {"startX": 5, "distance": 200, "velocity": 800}}, {"expect": {"presented": true, "stack": ["Home"], "eventsInclude": ["swipeRefused:root"]}}"#
            ),
            (
                #"{"presentation": "sheet", "rootSwipeDismisses": true}"#, "Home",
                #"{"expect": {"popGesture": "dismiss"}}, {"swipe": {"startX": 5, "distance": 200, "velocity": 800}}, {"expect": {"presented": false, "stack": ["Home"], "eventsInclude": ["dismissed:Home"]}}"#
            ),
            (
                #"{"presentation": "fullScreen", "rootSwipeDismisses": true}"#, "Home",
                #"{"swipe": {"startX": 5, "distance": 200, "velocity": 800}}, {"expect": {"presented": false, "eventsInclude": ["dismissed:Home"]}}"#
            ),
            (
                #"{"rootSwipeDismisses": true}"#, "Home",
                #"{"swipe": {"startX": 5, "distance": 200, "velocity": 800}}, {"expect": {"presented": false, "eventsInclude": ["swipeRefused:root"]}}"#
            ),
            (
                #"{"presentation": "sheet", "rootSwipeDismisses": true}"#, "Locked",
                #"{"swipe": {"startX": 5, "distance": 200, "velocity": 800}}, {"expect": {"presented": true, "eventsInclude": ["backDenied:Locked"]}}"#
            ),
            (
                #"{"presentation": "sheet", "rootSwipeDismisses": true}"#, "Editor",
                #"{"swipe": {"startX": 5, "distance": 200, "velocity": 800}}, {"expect": {"presented": true, "pendingBack": true, "eventsInclude": ["backRequested:Editor"]}}, {"answer": true}, {"expect": {"presented": false, "eventsInclude": ["dismissed:Editor"]}}"#
            ),
            (
                #"{"presentation": "sheet", "rootSwipeDismisses": true}"#, "Home",
                #"{"push": "Plain"}, {"swipe": {"startX": 5, "distance": 300, "velocity": 800}}, {"expect": {"presented": true, "stack": ["Home"], "eventsInclude": ["removed:Plain"]}}"#
            ),
        ])
    func rootSwipes(_ config: String, _ root: String, _ steps: String) throws {
        let report = try runScenario(Self.scenario(config: config, root: root, steps: steps))
        #expect(report.failure == nil, "\(report.failure?.description ?? "")")
    }

    @Test(
        "a pull-down needs a sheet; bad presentation values name their path",
        arguments: [
            (#"{}"#, #"{"pullDown": true}"#, "steps[0].pullDown"),
            (#"{"presentation": "fullScreen"}"#, #"{"push": "Plain"}, {"pullDown": true}"#, "steps[1].pullDown"),
            (#"{"presentation": "popover"}"#, #"{"pullDown": true}"#, "config.presentation"),
            (#"{"rootSwipeDismisses": "yes"}"#, #"{"tapBack": true}"#, "config.rootSwipeDismisses"),
            (#"{"presentation": "sheet"}"#, #"{"pullDown": false}"#, "steps[0].pullDown"),
            (#"{"presentation": "sheet"}"#, #"{"expect": {"presented": "no"}}"#, "steps[0].expect.presented"),
        ])
    func invalid(_ config: String, _ steps: String, _ path: String) {
        do {
            _ = try ScenarioDecoder.decode(Self.scenario(config: config, steps: steps))
            Issue.record("decoded an invalid scenario")
        } catch {
            #expect(error.path == path, "\(error.description)")
        }
    }

    @Test("a failed presented expectation names the key, expected and actual")
    func failure() throws {
        let report = try runScenario(
            Self.scenario(
                config: #"{"presentation": "sheet"}"#, steps: #"{"pullDown": true}, {"expect": {"presented": true}}"#))
        #expect(report.failure?.description == "step 2 (steps[1]) expect.presented: expected true, actual false")
    }
}
