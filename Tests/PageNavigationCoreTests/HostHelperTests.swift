import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// Pure helpers the UIKit layer relies on: status-bar content, scroll classification, touch sampling,
/// screen updates.
@Suite("Host helpers")
struct HostHelperTests {
    static func bar(_ hex: String, alpha: Double = 1, hidden: Bool = false) -> BarStyle {
        var style = BarStyle.standard
        style.background = BarColor(hex: hex)!
        style.alpha = alpha
        style.hidden = hidden
        return style
    }

    @Test(
        "status-bar content follows the bar's background",
        arguments: [
            (#line, bar("#FFFFFF"), StatusBarContent?.some(.dark)),
            (#line, bar("#000000"), .some(.light)),
            (#line, bar("#007AFF"), .some(.light)),
            (#line, bar("#34C759"), .some(.dark)),
            (#line, bar("#808080"), .some(.light)),
            (#line, bar("#FFCC00"), .some(.dark)),
            (#line, bar("clear"), nil),
            (#line, bar("#00000070"), nil),
            (#line, bar("#000000", alpha: 0.4), nil),
            (#line, bar("#000000", hidden: true), nil),
        ])
    func statusBar(line: Int, style: BarStyle, expected: StatusBarContent?) {
        #expect(style.statusBarContent == expected, sourceLocation: at(line))
    }

    @Test("relative luminance matches WCAG at the ends and in between")
    func luminance() {
        #expect(BarColor.white.relativeLuminance == 1)
        #expect(BarColor.black.relativeLuminance == 0)
        // WCAG: #777777 has a luminance of about 0.184.
        #expect(abs(BarColor(hex: "#777777")!.relativeLuminance - 0.1845) < 0.001)
    }

    @Test(
        "scroll state from offsets, mirrored in right-to-left",
        arguments: [
            (#line, 0.0, 0.0, 0.0, LayoutDirection.leftToRight, ContentScroll.none),
            (#line, 0.0, 0.0, 500.0, .leftToRight, .atStart),
            (#line, 120.0, 0.0, 500.0, .leftToRight, .scrolled),
            (#line, 0.3, 0.0, 500.0, .leftToRight, .atStart),
            (#line, 500.0, 0.0, 500.0, .rightToLeft, .atStart),
            (#line, 200.0, 0.0, 500.0, .rightToLeft, .scrolled),
        ])
    func scroll(
        line: Int, offset: Double, minimum: Double, maximum: Double, direction: LayoutDirection, expected: ContentScroll
    ) {
        let state = ContentScroll.classify(
            offset: offset, minimumOffset: minimum, maximumOffset: maximum, direction: direction)
        #expect(state == expected, sourceLocation: at(line))
    }

    @Test("a touch sample starts where the finger went down")
    func touchSample() {
        let touch = SwipeTouch.sample(locationX: 150, translationX: 120, translationY: 8, velocityX: 0, velocityY: 0)
        #expect(touch == SwipeTouch(startX: 30, distance: 120, dy: 8))
        let still = SwipeTouch.sample(locationX: 10, translationX: 0, translationY: 0, velocityX: 600, velocityY: 0)
        #expect(still.startX == 10 && still.distance > 0)
    }

    @Test("a screen update changes where the back edge is for later swipes")
    func screenUpdate() {
        var engine = NavigationEngine(root: Page(id: PageID(1), type: "Home"))
        _ = engine.perform(.push(Page(id: PageID(2), type: "Detail"), animated: false))
        #expect(engine.popGestureStatus == .pop)
        engine.updateScreen(width: 800, direction: .rightToLeft)
        #expect(engine.swipeDecision(for: SwipeTouch(startX: 795, distance: -100)) == .pop)
        #expect(engine.swipeDecision(for: SwipeTouch(startX: 5, distance: 100)) == .refused(.direction))
    }
}
