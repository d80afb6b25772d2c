import PageNavigationSimulator
import PagenavKit
import Testing

/// Text snapshots of rendered frames. Re-record with `PAGENAV_RECORD_SNAPSHOTS=1 swift test ...`.
@Suite("Rendered SVG snapshots")
struct SnapshotTests {
    /// Renders the first frame of `json`'s storyboard that `pick` accepts.
    func svg(_ json: String, _ pick: (StoryboardFrame) -> Bool) throws -> String {
        let board = try storyboard(json)
        let found = board.frames.first(where: pick)
        let frame = try #require(found)
        return FrameRenderer(storyboard: board).svg(for: frame, id: "f1")
    }

    static let twoLooks = """
        {"name": "two looks", "pages": {"Home": {}, "Detail": {"bar": {"background": "#D32F2F", "tint": "#FFFFFF", "title": "#FFFFFF", "shadow": false}}},
         "root": "Home", "steps": [{"push": "Detail"}]}
        """

    @Test func pushWithFakeBars() throws {
        let text = try svg(Self.twoLooks) { !$0.isStepEnd && ($0.screen.transition?.frame.progress ?? 0) < 0.5 }
        assertSnapshot(text, named: "push-fake-bars.svg")
    }

    @Test func popWithSharedBar() throws {
        let json = """
            {"name": "shared", "pages": {"Home": {"bar": {"tint": "#34C759"}}, "Detail": {"bar": {"tint": "#FF9500"}}},
             "root": "Home", "steps": [{"push": "Detail"}, {"pop": true}]}
            """
        let text = try svg(json) {
            $0.screen.transition?.kind == .pop && ($0.screen.transition?.frame.progress ?? 0) > 0.5
        }
        assertSnapshot(text, named: "pop-shared-bar.svg")
    }

    @Test func heldSwipeOnHiddenBar() throws {
        let json = """
            {"name": "hidden", "pages": {"Feed": {}, "Profile": {"bar": {"hidden": true}}}, "root": "Feed",
             "steps": [{"push": "Profile"}, {"swipe": {"startX": 10, "distance": 150, "release": false}}]}
            """
        let text = try svg(json) { $0.screen.finger != nil }
        assertSnapshot(text, named: "held-swipe-hidden-bar.svg")
    }

    @Test func confirmationAndRefusedSwipe() throws {
        let json = """
            {"name": "confirm", "pages": {"Notes": {}, "Editor": {"back": "confirm"}}, "root": "Notes",
             "steps": [{"push": "Editor"}, {"tapBack": true}, {"swipe": {"startX": 8, "distance": 200}}]}
            """
        let text = try svg(json) { $0.notes.contains { $0.text == "swipe refused: pending" } }
        assertSnapshot(text, named: "confirmation-refused-swipe.svg")
    }

    @Test func rightToLeftPush() throws {
        let json = Self.twoLooks.replacingOccurrences(
            of: "\"name\": \"two looks\",", with: "\"name\": \"rtl\", \"config\": {\"layoutDirection\": \"rtl\"},")
        let text = try svg(json) { !$0.isStepEnd && ($0.screen.transition?.frame.progress ?? 0) > 0.5 }
        assertSnapshot(text, named: "right-to-left-push.svg")
    }

    @Test func clearBarWithAlpha() throws {
        let json = """
            {"name": "clear", "config": {"screenWidth": 320}, "pages": {"Album": {}, "Photo": {"bar": {"background": "clear", "shadow": false}}},
             "root": "Album", "steps": [{"push": "Photo"}, {"updateBar": {"bar": {"alpha": 0.5}}}]}
            """
        let text = try svg(json) { $0.isStepEnd && $0.screen.style.alpha < 1 }
        assertSnapshot(text, named: "clear-bar-alpha-320.svg")
    }

    @Test func failedExpectation() throws {
        let json = """
            {"name": "fails", "pages": {"Home": {}, "Detail": {}}, "root": "Home",
             "steps": [{"push": "Detail"}, {"tapBack": true}, {"expect": {"stack": ["Home", "Detail"]}}]}
            """
        let text = try svg(json) { $0.failure != nil }
        assertSnapshot(text, named: "failed-expectation.svg")
    }

    @Test func timeline() throws {
        let report = ScenarioRunner.run(try ScenarioDecoder.decode(RunExitCodeTests.failing))
        assertSnapshot(
            Timeline.lines(for: report, file: "failing.json").joined(separator: "\n") + "\n", named: "timeline.txt")
    }
}
