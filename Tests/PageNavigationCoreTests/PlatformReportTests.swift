import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// What the engine does with what the platform reports: a controller that starts with several pages,
/// transitions the platform cancels, and the platform's own swipe-back mode.
@Suite("Platform reports")
struct PlatformReportTests {
    @Test(
        "a transition the host reports cancelled is a cancel, whatever its kind: nothing commits, its operation is refused",
        arguments: AnimationAndQueueTests.rows
    )
    func cancelledIsCancelled(_ row: AnimationAndQueueTests.Row) {
        var harness = Harness(row.stack)
        let styles = harness.engine.pages.map(\.style)
        let operation = harness.perform(row.op, animated: true)
        _ = harness.takeEffects()
        let effects = harness.send(.transitionEnded(finished: false))
        #expect(harness.stack == row.stack, sourceLocation: at(row.line))
        #expect(harness.engine.pages.map(\.style) == styles, sourceLocation: at(row.line))
        #expect(effects.events.contains(.refused(.cancelled, operation: operation)), sourceLocation: at(row.line))
        #expect(!effects.events.contains(.completed(operation)), sourceLocation: at(row.line))
        #expect(
            !effects.events.contains { if case .didShow = $0 { true } else { false } }, sourceLocation: at(row.line))
        #expect(
            effects.contains(.applyBar(harness.engine.top.id, harness.engine.top.style)), sourceLocation: at(row.line))
        #expect(harness.engine.isBusy == false, sourceLocation: at(row.line))
    }

    @Test("an engine can start with several pages: each resolves its look from the page below, as if pushed in order")
    func startsWithSeveralPages() {
        let red = BarColor(red: 200, green: 0, blue: 0)
        let pages = [
            Page(id: PageID(1), type: "Home", settings: PageSettings(bar: PartialBarStyle(background: red))),
            Page(id: PageID(2), type: "List", settings: PageSettings(bar: PartialBarStyle(hidden: true))),
            Page(id: PageID(3), type: "Detail"),
        ]
        let inherit = NavigationEngine(stack: pages, configuration: NavigationConfiguration(inheritance: .inherit))
        #expect(inherit.pages.map(\.id) == [PageID(1), PageID(2), PageID(3)])
        #expect(inherit.pages.map(\.style.background) == [red, red, red])
        #expect(inherit.pages.map(\.style.hidden) == [false, true, false])
        #expect(inherit.popGestureStatus == .pop)
        let plain = NavigationEngine(stack: pages, configuration: NavigationConfiguration(inheritance: .default))
        #expect(
            plain.pages.map(\.style.background) == [red, BarStyle.standard.background, BarStyle.standard.background])
    }

    @Test("a page given twice to the starting stack keeps its first place")
    func startsWithoutDuplicates() {
        let home = Page(id: PageID(1), type: "Home")
        let list = Page(id: PageID(2), type: "List")
        let engine = NavigationEngine(stack: [home, list, home])
        #expect(engine.pages.map(\.id) == [PageID(1), PageID(2)])
        #expect(engine.contains(PageID(2)))
    }

    @Test(
        "the system's swipe-back mode: from anywhere where a content swipe exists (iOS 26), else from the edge",
        arguments: [
            (true, PopGestureMode.fullScreen), (false, PopGestureMode.edge),
        ])
    func systemMode(hasContentSwipe: Bool, expected: PopGestureMode) {
        #expect(PopGestureMode.system(hasContentSwipe: hasContentSwipe) == expected)
    }
}
