import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// `config.split` and the steps `collapse` and `expand`: pages moved between the columns' navigation
/// controllers keep their looks and back handlers, and leave the stack once.
@Suite("Scenarios: split views")
struct ScenarioSplitViewTests {
    static let pages = #"""
        "config": {"split": {"primary": ["List"]}},
        "pages": {"List": {"bar": {"background": "#00FF00"}}, "Detail": {"bar": {"background": "#FF0000"}},
                  "Edit": {"back": "deny", "bar": {"background": "#0000FF"}}, "Form": {"back": "confirm"}},
        "root": "Detail"
        """#

    func run(_ steps: String) throws -> ScenarioReport {
        try runScenario(#"{\#(Self.pages), "steps": [\#(steps)]}"#)
    }

    @Test("a collapsed split view shows one stack, primary pages first, with the pages' looks and handlers")
    func collapsedKeepsLooksAndHandlers() throws {
        let report = try run(
            #"""
            {"push": "Edit"}, {"expect": {"stack": ["Detail", "Edit"], "bar": {"background": "#0000FF"}}},
            {"collapse": true},
            {"expect": {"stack": ["List", "Detail", "Edit"], "top": "Edit", "bar": {"background": "#0000FF"}}},
            {"tapBack": true}, {"expect": {"stack": ["List", "Detail", "Edit"], "eventsInclude": ["backDenied:Edit"]}},
            {"swipe": {"startX": 5, "distance": 300}},
            {"expect": {"stack": ["List", "Detail", "Edit"], "eventsInclude": ["backDenied:Edit"]}},
            {"push": "Form"}, {"tapBack": true}, {"expect": {"pendingBack": true, "eventsInclude": ["backRequested:Form"]}},
            {"answer": true}, {"expect": {"stack": ["List", "Detail", "Edit"], "bar": {"background": "#0000FF"}}},
            {"expand": true},
            {"expect": {"stack": ["Detail", "Edit"], "top": "Edit", "bar": {"background": "#0000FF"}}},
            {"tapBack": true}, {"expect": {"stack": ["Detail", "Edit"], "eventsInclude": ["backDenied:Edit"]}}
            """#)
        #expect(report.failure?.description == nil)
    }

    /// A question asked in the secondary column goes when UIKit moves its page: its answer would act on
    /// a controller that no longer holds the page. The prompt closes, the app hears it, and a new back
    /// tap asks again from the primary's controller, whose yes leaves.
    @Test("a confirmation open while the split view collapses closes; the page asks again from its new holder")
    func confirmationClosesOnCollapse() throws {
        let report = try run(
            #"""
            {"push": "Form"}, {"tapBack": true}, {"expect": {"pendingBack": true, "eventsInclude": ["backRequested:Form"]}},
            {"collapse": true},
            {"expect": {"stack": ["List", "Detail", "Form"], "pendingBack": false, "eventsInclude": ["confirmationClosed:Form"]}},
            {"tapBack": true}, {"expect": {"pendingBack": true}}, {"answer": true},
            {"expect": {"stack": ["List", "Detail"], "eventsInclude": ["removed:Form"]}}
            """#)
        #expect(report.failure?.description == nil)
    }

    /// The secondary column's controller forgets the pages UIKit took from it: a page popped from the
    /// primary's stack while collapsed is not removed again on expand by a controller that kept it.
    @Test("a page popped while collapsed leaves once; expanding brings back only what is left")
    func poppedWhileCollapsed() throws {
        let report = try run(
            #"""
            {"push": "Form"}, {"collapse": true}, {"expect": {"eventsExclude": ["removed:Detail", "removed:Form"]}},
            {"pop": true}, {"expect": {"stack": ["List", "Detail"], "eventsInclude": ["removed:Form"]}},
            {"expand": true},
            {"expect": {"stack": ["Detail"], "bar": {"background": "#FF0000"}, "eventsExclude": ["removed:Form"]}},
            {"collapse": true}, {"pop": true}, {"expect": {"stack": ["List"], "bar": {"background": "#00FF00"}}},
            {"expand": true}, {"expect": {"stack": ["Detail"], "bar": {"background": "#FF0000"}}}
            """#)
        #expect(report.failure?.description == nil)
    }

    /// Under `inherit`, a moved page keeps what it inherited in the secondary column: the secondary's root
    /// does not start inheriting from the primary's pages, nor the pages above it through it.
    @Test("pages moved onto the primary's stack keep the looks they inherited")
    func inheritedLooksKept() throws {
        let report = try runScenario(
            #"""
            {"config": {"inheritance": "inherit", "split": {"primary": ["List"]}},
             "pages": {"List": {"bar": {"tint": "#00FF00"}}, "Detail": {"bar": {"background": "#FF0000"}}, "Edit": {}},
             "root": "Detail",
             "steps": [{"push": "Edit"}, {"expect": {"bar": {"background": "#FF0000", "tint": "system"}}},
               {"collapse": true},
               {"expect": {"stack": ["List", "Detail", "Edit"], "bar": {"background": "#FF0000", "tint": "system"}}},
               {"pop": true}, {"expect": {"top": "Detail", "bar": {"background": "#FF0000", "tint": "system"}}},
               {"push": "Edit"}, {"expect": {"bar": {"background": "#FF0000", "tint": "system"}}},
               {"expand": true}, {"expect": {"stack": ["Detail", "Edit#2"], "bar": {"background": "#FF0000", "tint": "system"}}}]}
            """#)
        #expect(report.failure?.description == nil)
    }

    @Test("collapse and expand do nothing without a split view; a bad split names its path")
    func invalidSplit() throws {
        let plain = try runScenario(
            #"{"root": "Home", "pages": {"Home": {}}, "steps": [{"collapse": true}, {"expect": {"stack": ["Home"]}}, {"expand": true}]}"#
        )
        #expect(plain.failure?.description == nil)
        for (json, path) in [
            (
                #"{"root": "Home", "pages": {"Home": {}}, "config": {"split": {"primary": ["Nope"]}}}"#,
                "config.split.primary[0]"
            ),
            (#"{"root": "Home", "pages": {"Home": {}}, "config": {"split": {"primary": []}}}"#, "config.split.primary"),
            (#"{"root": "Home", "pages": {"Home": {}}, "config": {"split": {}}}"#, "config.split"),
            (#"{"root": "Home", "pages": {"Home": {}}, "steps": [{"collapse": 1}]}"#, "steps[0].collapse"),
        ] {
            do {
                _ = try ScenarioDecoder.decode(json)
                Issue.record("decoded \(json)")
            } catch {
                #expect(error.path == path)
            }
        }
    }
}
