import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// The app's content keeps its own gestures (issue 24, `APPS.md` "Content with gestures of its own"):
/// rows with leading swipe actions, sliders and carousels, web views with their own back swipe.
@Suite("Host: the app's content keeps its own gestures")
struct ContentGestureHostTests {
    static let types: [String: PageBlueprint] = {
        func page(_ mode: PopGestureMode?, _ back: BackBehavior = .pop, _ content: Set<ContentGesture>) -> PageBlueprint
        {
            var blueprint = PageBlueprint(settings: PageSettings(popGesture: mode, back: back))
            blueprint.content = content
            return blueprint
        }
        return [
            "Home": PageBlueprint(),
            "Inbox": page(.fullScreen, .pop, [.rowSwipeActions]),
            "Player": page(.fullScreen, .pop, [.horizontalControl]),
            "Mail": page(nil, .pop, [.rowSwipeActions]),
            "Article": page(nil, .webHistory, [.webViewGestures]),
            "Plain": page(nil, .webHistory, []),
            "Reader": page(.fullScreen, .webHistory, [.webViewGestures]),
            "Browser": page(.fullScreen, .pop, [.webViewGestures]),
        ]
    }()

    static func simulator(_ stack: [String], systemContentSwipe: Bool = false) throws -> NavigationSimulator {
        let configuration = NavigationConfiguration(popGesture: .system(hasContentSwipe: systemContentSwipe))
        return try NavigationSimulator(
            configuration: configuration, systemContentSwipe: systemContentSwipe, types: types, stack: stack
        )
    }

    /// (page, whether the system has a content swipe (iOS 26))
    static let fullScreenContent: [(page: String, systemContentSwipe: Bool)] = [
        ("Inbox", false), ("Inbox", true), ("Player", false), ("Player", true), ("Mail", true),
    ]

    @Test(
        "a full-screen swipe on content with gestures of its own is the content's; the edge stays swipe-back's",
        arguments: fullScreenContent)
    func fullScreenSwipeOnContent(_ row: (page: String, systemContentSwipe: Bool)) throws {
        let simulator = try Self.simulator(["Home", row.page], systemContentSwipe: row.systemContentSwipe)
        simulator.swipe(startX: 120, distance: 200, velocity: 900)
        #expect(simulator.stack == ["Home", row.page])
        #expect(simulator.platformStack == simulator.stack)
        #expect(simulator.events.contains("swipeRefused:content"))
        #expect(!simulator.events.contains("popGestureBegan:\(row.page)"))

        simulator.swipe(startX: 8, distance: 200, velocity: 900)
        #expect(simulator.stack == ["Home"])
        #expect(simulator.events.contains("popGestureFinished:\(row.page)"))
    }

    @Test(
        "an edge swipe on a web view with its own swipe goes back in its history exactly once",
        arguments: [false, true])
    func webViewSwipeGoesBackOnce(systemContentSwipe: Bool) throws {
        let simulator = try Self.simulator(["Home", "Article"], systemContentSwipe: systemContentSwipe)
        simulator.loadWeb(count: 2)
        #expect(simulator.popGestureStatus == "webView")

        simulator.swipe(startX: 5, distance: 200, velocity: 900)
        #expect(simulator.webHistory() == 1)
        #expect(simulator.stack == ["Home", "Article"])
        #expect(simulator.events.suffix(2) == ["swipeRefused:webView", "webBack:Article"])

        simulator.swipe(startX: 5, distance: 200, velocity: 900)
        #expect(simulator.webHistory() == 0)
        #expect(simulator.popGestureStatus == "enabled")
        simulator.swipe(startX: 5, distance: 200, velocity: 900)
        #expect(simulator.stack == ["Home"])
    }

    @Test("a web view without a swipe of its own: the library goes back in its history, once")
    func webViewWithoutItsOwnSwipe() throws {
        let simulator = try Self.simulator(["Home", "Plain"])
        simulator.loadWeb(count: 2)
        simulator.swipe(startX: 5, distance: 200, velocity: 900)
        #expect(simulator.webHistory() == 1)
        #expect(simulator.events.last == "webBack:Plain")
    }

    /// WebKit's own back-forward swipe starts at the screen edge only (`UIKIT.md` 8): beyond the edge
    /// region a full-screen swipe over a web view is decided as on any page.
    @Test(
        "a full-screen swipe beyond the edge over a web view: back once in its history while it has one, then the page pops",
        arguments: [false, true])
    func fullScreenSwipeOverWebView(systemContentSwipe: Bool) throws {
        let simulator = try Self.simulator(["Home", "Reader"], systemContentSwipe: systemContentSwipe)
        simulator.loadWeb(count: 1)
        simulator.swipe(startX: 150, distance: 200, velocity: 900)
        #expect(simulator.webHistory() == 0)
        #expect(simulator.stack == ["Home", "Reader"])
        #expect(simulator.events.suffix(1) == ["webBack:Reader"])
        #expect(!simulator.events.contains("swipeRefused:content"))

        simulator.swipe(startX: 150, distance: 200, velocity: 900)
        #expect(simulator.stack == ["Home"])
        #expect(simulator.events.contains("popGestureFinished:Reader"))
    }

    @Test("a full-screen swipe beyond the edge over a web view on a page that pops pops it", arguments: [false, true])
    func fullScreenSwipeOverWebViewPops(systemContentSwipe: Bool) throws {
        let simulator = try Self.simulator(["Home", "Browser"], systemContentSwipe: systemContentSwipe)
        simulator.loadWeb(page: "Browser", count: 2)
        simulator.swipe(startX: 150, distance: 200, velocity: 900)
        #expect(simulator.stack == ["Home"])
        #expect(simulator.events.contains("popGestureFinished:Browser"))
    }

    @Test("the back button on a web view with its own swipe goes back once, by the library")
    func backButtonOnWebView() throws {
        let simulator = try Self.simulator(["Home", "Article"])
        simulator.loadWeb(count: 2)
        simulator.tapBack()
        #expect(simulator.webHistory() == 1)
        #expect(simulator.stack == ["Home", "Article"])
    }
}

/// iOS 26's default: UIKit makes `interactiveContentPopGestureRecognizer` with the view, after `init`.
@Suite("Host: the system's default swipe-back mode is decided when it can be known")
struct SystemPopGestureDefaultTests {
    @Test("a content swipe that appears after the host was made turns the full-width default on")
    func contentSwipeAppearsLater() throws {
        // Made in `init`: the content swipe recognizer does not exist yet, so the system default is edge.
        let simulator = try NavigationSimulator(
            configuration: NavigationConfiguration(popGesture: .system(hasContentSwipe: false)),
            systemContentSwipe: false, types: ["Home": PageBlueprint(), "List": PageBlueprint()],
            stack: ["Home", "List"]
        )
        simulator.host.popGestureFollowsSystem = true
        simulator.platform.hasContentSwipe = true  // the view loaded
        simulator.swipe(startX: 150, distance: 200, velocity: 900)
        #expect(simulator.stack == ["Home"])
        #expect(simulator.events.contains("popGestureFinished:List"))
    }

    @Test("an app's own default mode stays whatever the platform has")
    func appChoiceStays() throws {
        let simulator = try NavigationSimulator(
            configuration: NavigationConfiguration(popGesture: .edge),
            systemContentSwipe: false, types: ["Home": PageBlueprint(), "List": PageBlueprint()],
            stack: ["Home", "List"]
        )
        simulator.platform.hasContentSwipe = true
        simulator.swipe(startX: 150, distance: 200, velocity: 900)
        #expect(simulator.stack == ["Home", "List"])
        #expect(simulator.events.contains("swipeRefused:edgeDistance"))
    }
}
