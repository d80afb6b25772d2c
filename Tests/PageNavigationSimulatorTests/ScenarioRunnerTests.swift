import Testing

@testable import PageNavigationSimulator

@Suite("Scenario runner")
struct ScenarioRunnerTests {
    static func scenario(pages: String = #""Home": {}, "Detail": {}"#, config: String = "{}", _ steps: String) -> String
    {
        #"{"config": \#(config), "pages": {\#(pages)}, "root": "Home", "steps": [\#(steps)]}"#
    }

    @Test("a scenario may start with several pages: all are in the stack, and swipe-back pops the top one")
    func initialStack() throws {
        let report = try runScenario(
            #"""
            {"pages": {"Home": {}, "List": {}, "Detail": {"bar": {"background": "#FF0000"}}}, "stack": ["Home", "List", "Detail"],
             "steps": [
               {"expect": {"stack": ["Home", "List", "Detail"], "top": "Detail", "bar": {"background": "#FF0000"}, "popGesture": "enabled"}},
               {"swipe": {"startX": 5, "distance": 300, "velocity": 900}},
               {"expect": {"stack": ["Home", "List"], "eventsInclude": ["popGestureBegan:Detail", "removed:Detail", "didShow:List"]}},
               {"push": "Detail"},
               {"expect": {"stack": ["Home", "List", "Detail#2"]}}
             ]}
            """#)
        #expect(report.passed, "\(String(describing: report.failure))")
        #expect(report.records.first?.summary == "start with Home, List, Detail")
    }

    @Test("escape and the back button's menu go through the back handler in scenarios")
    func escapeAndMenu() throws {
        let report = try runScenario(
            #"""
            {"pages": {"Home": {}, "List": {}, "Form": {"back": "confirm"}, "Vault": {"back": "deny"}}, "stack": ["Home", "List", "Form"],
             "steps": [
               {"escape": true},
               {"expect": {"pendingBack": true, "stack": ["Home", "List", "Form"], "eventsInclude": ["backRequested:Form"]}},
               {"answer": false},
               {"backMenu": "Home"},
               {"expect": {"pendingBack": true, "eventsInclude": ["backRequested:Form"]}},
               {"answer": true},
               {"expect": {"stack": ["Home"], "eventsInclude": ["removed:List", "removed:Form", "didShow:Home"]}},
               {"escape": true},
               {"expect": {"stack": ["Home"], "eventsInclude": ["error:cannotPopRoot"]}},
               {"push": "Vault"},
               {"backMenu": "Home"},
               {"escape": true},
               {"expect": {"stack": ["Home", "Vault"], "eventsInclude": ["backDenied:Vault", "backDenied:Vault"]}}
             ]}
            """#)
        #expect(report.passed, "\(String(describing: report.failure))")
    }

    @Test("finishProgress and finishVelocity, app-wide and per page, decide the release in scenarios")
    func thresholds() throws {
        let report = try runScenario(
            #"""
            {"config": {"popGesture": "fullScreen", "finishProgress": 0.33}, "stack": ["Home", "Strict", "Page"],
             "pages": {"Home": {}, "Page": {}, "Strict": {"finishProgress": 0.9, "finishVelocity": 2000}},
             "steps": [
               {"swipe": {"startX": 100, "distance": 140}},
               {"expect": {"stack": ["Home", "Strict"]}},
               {"swipe": {"startX": 100, "distance": 280, "velocity": 1500}},
               {"expect": {"stack": ["Home", "Strict"], "eventsInclude": ["popGestureCancelled:Strict"]}}
             ]}
            """#)
        #expect(report.passed, "\(String(describing: report.failure))")
    }

    @Test("pushFinishProgress, app-wide and per page, decides an interactive push but not the swipe-back")
    func pushThresholds() throws {
        let report = try runScenario(
            #"""
            {"config": {"popGesture": "fullScreen", "pushFinishProgress": 0.3}, "stack": ["Home", "Feed"],
             "pages": {"Home": {}, "Feed": {"next": "Story"}, "Story": {"next": "Story", "pushFinishProgress": 0.8}},
             "steps": [
               {"swipe": {"startX": 385, "distance": -120}},
               {"expect": {"stack": ["Home", "Feed", "Story"]}},
               {"swipe": {"startX": 100, "distance": 120}},
               {"expect": {"stack": ["Home", "Feed", "Story"]}},
               {"swipe": {"startX": 385, "distance": -280}},
               {"expect": {"stack": ["Home", "Feed", "Story"]}}
             ]}
            """#)
        #expect(report.passed, "\(String(describing: report.failure))")
    }

    @Test("pushGesture fullScreen, app-wide or per page, lets an interactive push start anywhere")
    func pushGestureFullScreen() throws {
        let report = try runScenario(
            #"""
            {"stack": ["Home"],
             "pages": {"Home": {"next": "Story"}, "Story": {"next": "Story", "pushGesture": "fullScreen"}},
             "steps": [
               {"swipe": {"startX": 200, "distance": -250}},
               {"expect": {"stack": ["Home"], "eventsInclude": ["swipeRefused:direction"]}},
               {"swipe": {"startX": 385, "distance": -250}},
               {"swipe": {"startX": 200, "distance": -250}},
               {"expect": {"stack": ["Home", "Story", "Story#2"]}}
             ]}
            """#)
        #expect(report.passed, "\(String(describing: report.failure))")
    }

    @Test("remove takes a list of matchers: every page any of them matches leaves at once")
    func removeSeveral() throws {
        let report = try runScenario(
            #"""
            {"pages": {"Home": {}, "Verify": {"tag": "verify"}, "Code": {"tag": "verify"}, "Checkout": {}, "Done": {}},
             "stack": ["Home", "Verify", "Code", "Checkout", "Done"],
             "steps": [
               {"remove": [{"tag": "verify"}, {"type": "Checkout"}], "completion": "gone"},
               {"expect": {"stack": ["Home", "Done"], "eventsInclude": ["removed:Verify", "removed:Code", "removed:Checkout", "completed:gone"]}},
               {"remove": [{"type": "Done"}, {"tag": "missing"}]},
               {"expect": {"stack": ["Home", "Done"], "eventsInclude": ["error:notFound"]}}
             ]}
            """#)
        #expect(report.passed, "\(String(describing: report.failure))")
    }

    @Test("system looks, dynamic colours and Dark Mode: expectations compare the colour shown in the appearance")
    func systemAndDynamic() throws {
        let report = try runScenario(
            #"""
            {"config": {"colorScheme": "dark"},
             "pages": {"Home": {}, "Paper": {"bar": {"background": {"light": "#FFFFFF", "dark": "#1C1C1E"}, "shadow": "system"}},
                       "Plain": {"bar": {"tint": "system"}}},
             "root": "Home",
             "steps": [
               {"expect": {"bar": {"background": "system", "tint": "system", "title": "system", "shadow": "system"}}},
               {"push": "Paper"},
               {"expect": {"bar": {"background": "#1C1C1E"}, "transition": null}},
               {"colorScheme": "light"},
               {"expect": {"bar": {"background": "#FFFFFF"}}},
               {"expect": {"bar": {"background": {"light": "#FFFFFF", "dark": "#1C1C1E"}}}},
               {"push": "Plain", "settle": false},
               {"expect": {"transition": {"kind": "push", "strategy": "fakeBars"}}},
               {"wait": 1},
               {"push": "Home", "as": "Home2", "settle": false},
               {"expect": {"transition": {"kind": "push", "strategy": "shared"}}}
             ]}
            """#)
        #expect(report.passed, "\(String(describing: report.failure))")
    }

    @Test("a dark value alone does not match in light appearance")
    func darkValueInLight() throws {
        let report = try runScenario(
            #"""
            {"pages": {"Home": {"bar": {"background": {"light": "#FFFFFF", "dark": "#000000"}}}}, "root": "Home",
             "steps": [{"expect": {"bar": {"background": "#000000"}}}]}
            """#)
        #expect(report.failure?.key == "bar")
        #expect(report.failure?.actual.contains("#FFFFFF") == true)
    }

    @Test("a failed expectation names the step, key, expected and actual")
    func failureMessage() throws {
        let report = try runScenario(Self.scenario(#"{"push": "Detail"}, {"expect": {"stack": ["Home"]}}"#))
        let failure = try #require(report.failure)
        #expect(failure.step == 1)
        #expect(failure.key == "stack")
        #expect(failure.expected == "[Home]")
        #expect(failure.actual == "[Home, Detail]")
        #expect(failure.description == "step 2 (steps[1]) expect.stack: expected [Home], actual [Home, Detail]")
    }

    @Test("the runner stops at the first failed expectation")
    func stopsAtFirstFailure() throws {
        let report = try runScenario(
            Self.scenario(#"{"expect": {"top": "Detail"}}, {"push": "Detail"}, {"expect": {"top": "Home"}}"#))
        #expect(report.failure?.step == 0)
        #expect(report.records.count == 2)
    }

    @Test("instances are named Type, Type#2, … and as names them explicitly")
    func naming() throws {
        let report = try runScenario(
            Self.scenario(
                #"""
                {"push": "Detail"}, {"push": "Detail"}, {"push": "Home"}, {"push": "Detail", "as": "last"},
                {"expect": {"stack": ["Home", "Detail", "Detail#2", "Home#2", "last"]}},
                {"pop": true}, {"push": "Detail"},
                {"expect": {"stack": ["Home", "Detail", "Detail#2", "Home#2", "Detail#4"]}}
                """#))
        #expect(report.passed, "\(report.failure!)")
    }

    @Test("a type's own name stays free until an instance takes it, even after as")
    func plainNameAfterAs() throws {
        let report = try runScenario(
            Self.scenario(
                #"""
                {"push": "Detail", "as": "x"}, {"push": "Detail"}, {"push": "Detail"},
                {"expect": {"stack": ["Home", "x", "Detail", "Detail#3"]}}
                """#))
        #expect(report.passed, "\(report.failure!)")
    }

    @Test("as naming an instance in the stack is refused with alreadyInStack and changes nothing")
    func asPushingTwice() throws {
        let report = try runScenario(
            Self.scenario(
                #"""
                {"push": "Detail", "as": "d", "completion": "first"},
                {"push": "Detail", "as": "d", "completion": "second"},
                {"expect": {"stack": ["Home", "d"], "eventsInclude": ["completed:first", "error:alreadyInStack"], "eventsExclude": ["completed:second"]}}
                """#))
        #expect(report.passed, "\(report.failure!)")
    }

    @Test("bar is checked only when no transition runs")
    func barDuringTransition() throws {
        let report = try runScenario(
            Self.scenario(##"{"push": "Detail", "settle": false}, {"expect": {"bar": {"background": "#FFFFFF"}}}"##))
        #expect(report.failure?.key == "bar")
        #expect(report.failure?.actual.contains("transition") == true)
    }

    @Test("eventsInclude is an ordered subsequence of the events since the previous expect")
    func eventsSincePreviousExpect() throws {
        let passing = try runScenario(
            Self.scenario(
                #"""
                {"push": "Detail"}, {"expect": {"eventsInclude": ["willShow:Detail", "didShow:Detail"]}},
                {"pop": true}, {"expect": {"eventsInclude": ["willShow:Home", "removed:Detail", "didShow:Home"], "eventsExclude": ["willShow:Detail"]}}
                """#))
        #expect(passing.passed, "\(passing.failure!)")
        let outOfOrder = try runScenario(
            Self.scenario(#"{"push": "Detail"}, {"expect": {"eventsInclude": ["didShow:Detail", "willShow:Detail"]}}"#))
        #expect(outOfOrder.failure?.key == "eventsInclude")
    }

    @Test("an unreleased swipe leaves an interactive transition at its progress; release finishes it")
    func heldSwipe() throws {
        let report = try runScenario(
            Self.scenario(
                #"""
                {"push": "Detail"},
                {"swipe": {"startX": 5, "distance": 117, "release": false}},
                {"wait": 2},
                {"expect": {"transition": {"kind": "pop", "interactive": true, "strategy": "shared", "progress": 0.3}, "stack": ["Home", "Detail"], "popGesture": "transition"}},
                {"release": {"velocity": 0, "distance": 200}},
                {"expect": {"transition": null, "stack": ["Home"], "eventsInclude": ["popGestureFinished:Detail", "didShow:Home"]}}
                """#))
        #expect(report.passed, "\(report.failure!)")
    }

    @Test("settle false leaves a transition running and later operations queued")
    func queued() throws {
        let report = try runScenario(
            Self.scenario(
                #"""
                {"push": "Detail", "settle": false},
                {"push": "Detail", "settle": false},
                {"expect": {"queued": 1, "transition": {"kind": "push", "interactive": false, "progress": 0}}},
                {"wait": 0.175, "settle": false},
                {"expect": {"transition": {"progress": 0.5}}},
                {"wait": 0.175, "settle": false},
                {"expect": {"stack": ["Home", "Detail"], "queued": 0, "transition": {"kind": "push", "progress": 0}}},
                {"wait": 10, "settle": false},
                {"expect": {"stack": ["Home", "Detail", "Detail#2"], "queued": 0, "transition": null}}
                """#))
        #expect(report.passed, "\(report.failure!)")
    }

    @Test("setStack keeps instances in the stack and creates the others")
    func setStackKeeps() throws {
        let report = try runScenario(
            Self.scenario(
                pages: ##""Home": {}, "Detail": {"bar": {"tint": "#FF0000"}}"##, config: #"{"inheritance": "inherit"}"#,
                #"""
                {"push": "Detail"}, {"updateBar": {"bar": {"background": "#000000"}}},
                {"setStack": ["Home", "Detail", "Detail", "Home"], "completion": "dup"},
                {"expect": {"stack": ["Home", "Detail"], "eventsInclude": ["error:alreadyInStack"], "eventsExclude": ["completed:dup"]}},
                {"setStack": ["Home", "Detail", "Detail#2"]},
                {"expect": {"stack": ["Home", "Detail", "Detail#2"], "bar": {"background": "#000000", "tint": "#FF0000"}}},
                {"pop": true},
                {"expect": {"bar": {"background": "#000000"}}}
                """#))
        #expect(report.passed, "\(report.failure!)")
    }

    @Test(
        "popGesture names the reason a typical swipe would be refused",
        arguments: [
            (#line, #""Home": {}, "Detail": {}"#, #"{"expect": {"popGesture": "root"}}"#),
            (#line, #""Home": {}, "Detail": {}"#, #"{"push": "Detail"}, {"expect": {"popGesture": "enabled"}}"#),
            (
                #line, #""Home": {}, "Detail": {"popGesture": "disabled"}"#,
                #"{"push": "Detail"}, {"expect": {"popGesture": "disabled"}}"#
            ),
            (
                #line, #""Home": {}, "Detail": {"back": "deny"}"#,
                #"{"push": "Detail"}, {"expect": {"popGesture": "backDenied"}}"#
            ),
            (
                #line, #""Home": {}, "Detail": {"back": "confirm"}"#,
                #"{"push": "Detail"}, {"tapBack": true}, {"expect": {"popGesture": "pending"}}"#
            ),
            (
                #line, #""Home": {}, "Detail": {"back": "webHistory"}"#,
                #"{"push": "Detail"}, {"webLoad": {"count": 1}}, {"expect": {"popGesture": "webBack"}}"#
            ),
        ])
    func popGestureStatus(line: Int, pages: String, steps: String) throws {
        let report = try runScenario(Self.scenario(pages: pages, steps))
        #expect(
            report.passed, "\(report.failure.map(\.description) ?? "")",
            sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1))
    }

    @Test("a horizontal scroll state from the page type applies to every instance")
    func scrollFromBlueprint() throws {
        let report = try runScenario(
            Self.scenario(
                pages: #""Home": {}, "Gallery": {"popGesture": "fullScreen", "horizontalScroll": "scrolled"}"#,
                #"""
                {"push": "Gallery"},
                {"swipe": {"startX": 200, "distance": 150}},
                {"expect": {"top": "Gallery", "eventsInclude": ["swipeRefused:scrollView"]}},
                {"swipe": {"startX": 10, "distance": 250}},
                {"expect": {"top": "Home"}}
                """#))
        #expect(report.passed, "\(report.failure!)")
    }
}
