import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// Per-page swipe-back modes, end to end through the engine: a page's setting never leaks to another,
/// and "why didn't swipe-back start?" always has an answer.
@Suite("Swipe-back modes")
struct PopGestureModeTests {
    static let edgeSwipe = SwipeTouch(startX: 5, distance: 120)
    static let middleSwipe = SwipeTouch(startX: 200, distance: 120)

    /// The classic leak: C disables swipe-back; after leaving C, B must swipe again.
    @Test("a disabled page's mode never leaks to the page below it or to other pages")
    func classicLeak() {
        var harness = Harness("A B C", settings: ["C": PageSettings(popGesture: .disabled)])
        #expect(harness.engine.popGestureStatus == .refused(.disabled))
        #expect(harness.send(.swipeBegan(Self.edgeSwipe)) == [.event(.swipeRefused(.disabled))])

        harness.perform(.pop, animated: true)
        harness.settle()
        #expect(harness.stack == "A B")
        #expect(harness.engine.popGestureStatus == .pop)
        #expect(harness.state("B")?.page.settings.popGesture == nil)
        harness.send(.swipeBegan(Self.edgeSwipe))
        #expect(harness.engine.transition?.interactive == true)
        harness.send(.swipeEnded(Self.edgeSwipe, velocity: -600))
        harness.finishTransition(false)
        #expect(harness.takeEvents().contains("popGestureBegan:B"))

        harness.perform(.push("C#2"))
        #expect(harness.engine.popGestureStatus == .refused(.disabled))
        harness.perform(.pop)
        #expect(harness.engine.popGestureStatus == .pop)
    }

    @Test("a page may ask for edge-only swipes in an app that swipes from anywhere")
    func pageOverridesAppDefault() {
        var harness = Harness(
            "Home Map List", configuration: NavigationConfiguration(popGesture: .fullScreen),
            settings: ["Map": PageSettings(popGesture: .edge)])
        #expect(
            SwipeDecision.evaluate(
                Self.middleSwipe, situation: harness.engine.swipeSituation,
                geometry: harness.engine.configuration.geometry) == .pop)
        harness.perform(.pop)
        #expect(harness.send(.swipeBegan(Self.middleSwipe)) == [.event(.swipeRefused(.edgeDistance))])
        #expect(harness.send(.swipeBegan(Self.edgeSwipe)).contains(.event(.popGestureBegan(harness.id("Map")))))
    }

    @Test("full-screen swipes yield to scrolled content beyond the edge region, and come back at its start")
    func scrollViewConflict() {
        var harness = Harness("Home Gallery", settings: ["Gallery": PageSettings(popGesture: .fullScreen)])
        let gallery = harness.id("Gallery")
        harness.send(.contentScrollChanged(gallery, .scrolled))
        #expect(harness.send(.swipeBegan(Self.middleSwipe)) == [.event(.swipeRefused(.scrollView))])
        #expect(harness.engine.swipeDecision(for: Self.edgeSwipe) == .pop)
        harness.send(.contentScrollChanged(gallery, .atStart))
        #expect(harness.send(.swipeBegan(Self.middleSwipe)).contains(.event(.popGestureBegan(gallery))))
    }

    @Test("full-screen swipes with a maximum start distance")
    func maximumStartDistance() {
        var harness = Harness(
            "Home Article", settings: ["Article": PageSettings(popGesture: .fullScreen(maximumStartDistance: 120))])
        #expect(
            harness.send(.swipeBegan(SwipeTouch(startX: 121, distance: 50))) == [.event(.swipeRefused(.edgeDistance))])
        #expect(
            harness.send(.swipeBegan(SwipeTouch(startX: 120, distance: 50))).contains(
                .event(.popGestureBegan(harness.id("Article")))))
    }

    typealias StatusRow = (line: Int, stack: String, settings: PageSettings, prepare: Preparation, expected: String)

    enum Preparation: Sendable {
        case none, transition, confirmationOpen, webHistory, scrolled
    }

    /// The status is what a swipe 1 pt from the back edge, moving 100 pt back, would do now.
    static let statusRows: [StatusRow] = [
        (#line, "Home T", PageSettings(), .none, "enabled"),
        (#line, "T", PageSettings(), .none, "root"),
        (#line, "Home T", PageSettings(popGesture: .disabled), .none, "disabled"),
        (#line, "Home T", PageSettings(), .transition, "transition"),
        (#line, "Home T", PageSettings(back: .confirm), .confirmationOpen, "pending"),
        (#line, "Home T", PageSettings(popGesture: .fullScreen(maximumStartDistance: 0)), .none, "edgeDistance"),
        (#line, "Home T", PageSettings(popGesture: .fullScreen), .scrolled, "enabled"),
        (#line, "Home T", PageSettings(back: .deny), .none, "backDenied"),
        (#line, "Home T", PageSettings(back: .confirm), .none, "backRequested"),
        (#line, "Home T", PageSettings(back: .webHistory), .webHistory, "webBack"),
        (#line, "Home T", PageSettings(back: .webHistory), .none, "enabled"),
        // Swipe-back keeps working with a hidden bar and with a bar of the page's own.
        (#line, "Home T", PageSettings(bar: PartialBarStyle(hidden: true)), .none, "enabled"),
        (#line, "Home T", PageSettings(hasCustomBar: true), .none, "enabled"),
    ]

    @Test(arguments: statusRows, LayoutDirection.allCases)
    func popGestureStatus(_ row: StatusRow, direction: LayoutDirection) {
        let configuration = NavigationConfiguration(geometry: SwipeGeometry(direction: direction))
        var harness = Harness(row.stack, configuration: configuration, settings: ["T": row.settings])
        let top = harness.engine.top.id
        switch row.prepare {
        case .none: break
        case .transition: harness.perform(.push("Other"), animated: true)
        case .confirmationOpen: harness.send(.tapBack)
        case .webHistory: harness.send(.webHistoryChanged(top, canGoBack: true))
        case .scrolled: harness.send(.contentScrollChanged(top, .scrolled))
        }
        #expect(harness.engine.popGestureStatus.name == row.expected, sourceLocation: at(row.line))

        // The same swipe, really made, does what the status said.
        let x = direction == .leftToRight ? 1.0 : 389.0
        let effects = harness.send(.swipeBegan(SwipeTouch(startX: x, distance: 100 * direction.backSign)))
        let began = effects.contains(.event(.popGestureBegan(top)))
        #expect(began == (row.expected == "enabled"), sourceLocation: at(row.line))
    }
}

/// The start-distance rule the UIKit options and the scenario decoder both apply: a limit must be above 0.
@Suite("Swipe-back modes: start-distance limits")
struct StartDistanceLimitTests {
    @Test(
        "a limit is usable only above 0",
        arguments: [
            (120, true, #line), (0.5, true, #line), (.infinity, true, #line), (0, false, #line),
            (-10, false, #line), (.nan, false, #line),
        ] as [(Double, Bool, Int)])
    func usable(distance: Double, usable: Bool, line: Int) {
        #expect(PopGestureMode.isUsableMaximumStartDistance(distance) == usable, sourceLocation: at(line))
    }

    @Test(
        "only a full-screen mode with an unusable limit reports it",
        arguments: [
            (.edge, nil, #line), (.disabled, nil, #line), (.fullScreen, nil, #line),
            (.fullScreen(maximumStartDistance: 150), nil, #line), (.fullScreen(maximumStartDistance: 0), 0, #line),
            (.fullScreen(maximumStartDistance: -4), -4, #line),
        ] as [(PopGestureMode, Double?, Int)])
    func unusable(mode: PopGestureMode, reported: Double?, line: Int) {
        #expect(mode.unusableMaximumStartDistance == reported, sourceLocation: at(line))
    }
}
