import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// `config.tabBar`, the page fields `hidesBottomBar` and `tabBar`, and `expect.tabBar`: the tab bar
/// follows the pages through pushes, pops and swipes, cancelled or finished.
@Suite("Scenarios: tab bars")
struct ScenarioTabBarTests {
    static let pages = #"""
        "pages": {"Home": {}, "Detail": {"hidesBottomBar": true}, "More": {},
                  "Player": {"tabBar": "hidden"}, "Shop": {"tabBar": "shown"}}
        """#

    func run(_ steps: String, stack: String = #""root": "Home""#) throws -> ScenarioReport {
        try runScenario(#"{"config": {"tabBar": true}, \#(Self.pages), \#(stack), "steps": [\#(steps)]}"#)
    }

    @Test("hidesBottomBar hides the tab bar through a cancelled swipe and shows it after a finished one")
    func flaggedPageThroughSwipes() throws {
        let report = try run(
            #"""
            {"expect": {"tabBar": "shown"}},
            {"push": "Detail"}, {"expect": {"tabBar": "hidden"}},
            {"swipe": {"startX": 5, "distance": 100}}, {"expect": {"stack": ["Home", "Detail"], "tabBar": "hidden"}},
            {"swipe": {"startX": 5, "distance": 100}}, {"swipe": {"startX": 5, "distance": 100}},
            {"expect": {"tabBar": "hidden"}},
            {"swipe": {"startX": 5, "distance": 300}}, {"expect": {"stack": ["Home"], "tabBar": "shown"}}
            """#)
        #expect(report.failure?.description == nil)
    }

    @Test("a page above a flagged page keeps the tab bar hidden, as UIKit's rule does")
    func pageAboveFlaggedPage() throws {
        let report = try run(
            #"""
            {"push": "Detail"}, {"push": "More"}, {"expect": {"tabBar": "hidden"}},
            {"tapBack": true}, {"tapBack": true}, {"expect": {"top": "Home", "tabBar": "shown"}}
            """#)
        #expect(report.failure?.description == nil)
    }

    @Test("a page's own choice shows while it is on top and is given back when it leaves")
    func ownChoice() throws {
        let report = try run(
            #"""
            {"push": "Player"}, {"expect": {"tabBar": "hidden"}},
            {"swipe": {"startX": 5, "distance": 100}}, {"expect": {"top": "Player", "tabBar": "hidden"}},
            {"push": "More"}, {"expect": {"tabBar": "shown"}},
            {"pop": true}, {"expect": {"tabBar": "hidden"}},
            {"swipe": {"startX": 5, "distance": 300}}, {"expect": {"top": "Home", "tabBar": "shown"}},
            {"push": "Detail"}, {"push": "Shop"}, {"expect": {"tabBar": "shown"}},
            {"swipe": {"startX": 5, "distance": 100}}, {"expect": {"top": "Shop", "tabBar": "shown"}},
            {"tapBack": true}, {"expect": {"top": "Detail", "tabBar": "hidden"}}
            """#)
        #expect(report.failure?.description == nil)
    }

    /// The library's own animator (a full-screen swipe) instead of UIKit's edge swipe: UIKit still moves
    /// the tab bar for its rule, and the host's choice and give-back ride on the same transition.
    @Test("the library's full-screen swipe keeps the tab bar right through cancels and finishes")
    func fullScreenSwipes() throws {
        let swipe = #"{"swipe": {"startX": 150, "distance": 100}}"#
        let report = try runScenario(
            #"{"config": {"tabBar": true, "popGesture": "fullScreen"}, \#(Self.pages), "root": "Home", "steps": ["#
                + #"""
                {"push": "Player"}, \#(swipe), \#(swipe), \#(swipe), {"expect": {"top": "Player", "tabBar": "hidden"}},
                {"swipe": {"startX": 150, "distance": 300}}, {"expect": {"top": "Home", "tabBar": "shown"}},
                {"push": "Detail"}, \#(swipe), \#(swipe), \#(swipe), {"expect": {"top": "Detail", "tabBar": "hidden"}},
                {"push": "Shop"}, \#(swipe), {"expect": {"top": "Shop", "tabBar": "shown"}},
                {"swipe": {"startX": 150, "distance": 300}}, {"expect": {"top": "Detail", "tabBar": "hidden"}},
                {"swipe": {"startX": 150, "distance": 300}}, {"expect": {"top": "Home", "tabBar": "shown"}}
                """# + "]}")
        #expect(report.failure?.description == nil)
    }

    @Test("a stack that starts on a page with its own choice shows it")
    func initialStack() throws {
        let report = try run(#"{"expect": {"tabBar": "hidden"}}"#, stack: #""stack": ["Home", "Player"]"#)
        #expect(report.failure?.description == nil)
    }

    @Test("the tab bar is checked at rest, in a tab bar controller only; a bad value names its path")
    func checkedAtRestOnly() throws {
        let swiping = try run(
            #"{"push": "Detail"}, {"swipe": {"startX": 5, "distance": 100, "release": false}}, {"expect": {"tabBar": "hidden"}}"#
        )
        #expect(swiping.failure?.actual.contains("transition is running") == true)
        let plain = try runScenario(
            #"{"root": "Home", "pages": {"Home": {}}, "steps": [{"expect": {"tabBar": "shown"}}]}"#)
        #expect(plain.failure?.actual.contains("config.tabBar") == true)
        #expect(throws: ScenarioError.self) {
            try ScenarioDecoder.decode(#"{"root": "Home", "pages": {"Home": {"tabBar": "minimized"}}}"#)
        }
        do {
            _ = try ScenarioDecoder.decode(#"{"root": "Home", "pages": {"Home": {"hidesBottomBar": "yes"}}}"#)
        } catch {
            #expect(error.path == "pages.Home.hidesBottomBar")
        }
    }
}
