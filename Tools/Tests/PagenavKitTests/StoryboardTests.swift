import PageNavigationSimulator
import Testing

@testable import PagenavKit

@Suite("Storyboard")
struct StoryboardTests {
    @Test("a step that changes nothing draws one frame; expect steps fold into the frame before")
    func framesAndChecks() throws {
        let board = try storyboard(
            """
            {"name": "s", "pages": {"Home": {}, "Detail": {}}, "root": "Home",
             "steps": [{"expect": {"top": "Home"}}, {"tapBack": true}, {"push": "Detail"},
                       {"expect": {"stack": ["Home", "Detail"], "top": "Detail"}}]}
            """)
        let steps = board.frames.map(\.step)
        #expect(steps.first == -1)
        #expect(steps.filter { $0 == 1 }.count == 1)
        #expect(steps.filter { $0 == 2 }.count == 3)
        #expect(board.frames[0].checks.map(\.key) == ["top"])
        #expect(board.frames.last?.checks.map(\.key) == ["stack", "top"])
        #expect(board.frames[1].notes == [Annotation(tone: .refusal, text: "error: cannotPopRoot")])
        #expect(board.frames.filter(\.isStepEnd).count == 3)
    }

    @Test("a failed key is marked, later keys are skipped")
    func failedChecks() throws {
        let board = try storyboard(
            """
            {"name": "s", "pages": {"Home": {}}, "root": "Home",
             "steps": [{"expect": {"stack": ["Home"], "top": "Other", "queued": 0}}]}
            """)
        #expect(board.frames.count == 1)
        #expect(board.frames[0].checks.map(\.outcome) == [.passed, .failed, .skipped])
        #expect(board.frames[0].failure?.key == "top")
    }

    @Test(
        "events become labels",
        arguments: [
            ("swipeRefused:edgeDistance", Annotation(tone: .refusal, text: "swipe refused: edgeDistance")),
            ("backDenied:Form", Annotation(tone: .refusal, text: "back denied: Form")),
            ("backRequested:Form", Annotation(tone: .request, text: "back requested: Form")),
            ("webBack:Web", Annotation(tone: .information, text: "web back: Web")),
            ("error:notFound", Annotation(tone: .refusal, text: "error: notFound")),
            ("popGestureCancelled:Photo", Annotation(tone: .neutral, text: "swipe cancelled: Photo stays")),
            ("pushGestureCancelled:Story", Annotation(tone: .neutral, text: "push cancelled: Story never entered")),
        ])
    func labels(event: String, label: Annotation) {
        #expect(Annotation.notes(for: ["didShow:X", event, "completed:done"]) == [label])
    }

    @Test("a command sent during a transition is annotated as queued")
    func queued() throws {
        let board = try storyboard(
            """
            {"name": "s", "pages": {"Home": {}, "Detail": {}}, "root": "Home",
             "steps": [{"push": "Detail", "settle": false}, {"push": "Detail", "settle": false}, {"wait": 0.1}]}
            """)
        let second = try #require(board.frames.first { $0.step == 1 })
        #expect(second.notes.map(\.text) == ["queued behind the running transition"])
    }

    @Test("a scenario with a number too large for an Int renders (a fuzzer's input crashed the runner's captions)")
    func hugeNumbers() throws {
        #expect(SVGWriter.number(1.25e57) == "1.25e+57")
        let board = try storyboard(
            """
            {"name": "s", "pages": {"Home": {}, "Detail": {"popGesture": "fullScreen"}}, "root": "Home",
             "steps": [{"push": "Detail"}, {"swipe": {"startX": 1.25e57, "distance": 80, "velocity": 0}}]}
            """)
        let renderer = FrameRenderer(storyboard: board)
        for (index, frame) in board.frames.enumerated() {
            #expect(!renderer.svg(for: frame, id: "f\(index)").isEmpty)
        }
        #expect(board.frames.contains { $0.summary.contains("x=1.25e+57") })
    }

    @Test("a scenario's app theme is drawn where pages leave the bar to the system, at rest and in fake bars")
    func appTheme() throws {
        let board = try storyboard(
            """
            {"name": "s", "config": {"appTheme": {"background": "#1E90FF", "title": "#FFFFFF"}},
             "pages": {"Home": {}, "Red": {"bar": {"background": "#FF0000"}}}, "root": "Home",
             "steps": [{"push": "Red"}]}
            """)
        let renderer = FrameRenderer(storyboard: board)
        let svgs = board.frames.enumerated().map { renderer.svg(for: $1, id: "f\($0)") }
        #expect(svgs[0].contains("#1E90FF"))
        #expect(svgs[0].contains("#FFFFFF"))
        #expect(!svgs[0].contains("#F9F9F9"))  // not the system's bar
        let moving = try #require(board.frames.firstIndex { $0.screen.transition != nil })
        #expect(svgs[moving].contains("#1E90FF") && svgs[moving].contains("#FF0000"))
    }

    @Test("a page's own item appearance is drawn at rest and in its fake bar, over the theme")
    func ownItemAppearance() throws {
        let board = try storyboard(
            """
            {"name": "s", "config": {"appTheme": {"background": "#1E90FF"}},
             "pages": {"Home": {}, "Profile": {"itemAppearance": {"background": "#00AA00"}}, "Red": {"bar": {"background": "#FF0000"}}},
             "root": "Home", "steps": [{"push": "Profile"}, {"push": "Red"}]}
            """)
        let renderer = FrameRenderer(storyboard: board)
        let atRest = try #require(board.frames.last { $0.step == 0 })
        #expect(renderer.svg(for: atRest, id: "a").contains("fill=\"#00AA00\""))
        let moving = try #require(board.frames.first { $0.step == 1 && $0.screen.transition != nil })
        let svg = renderer.svg(for: moving, id: "b")
        #expect(svg.contains("fill=\"#00AA00\"") && svg.contains("fill=\"#FF0000\""))
    }

    @Test("a bar's alpha fades its background, not its title and buttons (as on a device)")
    func alphaKeepsTitle() throws {
        let board = try storyboard(
            """
            {"name": "s", "pages": {"Home": {"bar": {"background": "#FF0000", "title": "#00FF00", "alpha": 0.2}}}, "root": "Home", "steps": []}
            """)
        let svg = FrameRenderer(storyboard: board).svg(for: board.frames[0], id: "f")
        #expect(!svg.contains(" opacity=\"0.2\""))  // no group faded as a whole
        #expect(svg.contains("fill=\"#FF0000\" fill-opacity=\"0.2\""))
        let title = try #require(
            svg.components(separatedBy: "<text").first { $0.contains("font-size=\"17\"") && $0.contains(">Home<") })
        #expect(title.contains("fill=\"#00FF00\""))
        #expect(!title.contains("opacity"))
    }

    @Test("SVG numbers and text are written deterministically")
    func writer() {
        #expect(SVGWriter.number(1.0) == "1")
        #expect(SVGWriter.number(-0.001) == "0")
        #expect(SVGWriter.number(12.345) == "12.35" || SVGWriter.number(12.345) == "12.34")
        #expect(SVGWriter.escape("<a & \"b\">") == "&lt;a &amp; &quot;b&quot;&gt;")
    }

    @Test("long names are shortened to fit")
    func truncation() {
        let text = TextMetrics.truncated("AVeryLongPageNameThatDoesNotFit", size: 17, bold: true, toFit: 120)
        #expect(text.hasSuffix("…"))
        #expect(TextMetrics.width(text, size: 17, bold: true) <= 120)
    }
}
