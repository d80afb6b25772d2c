import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// A hairline colour of the page's own: it shows the hairline unless the look hides it, and it is
/// restored exactly like every field of a look.
@Suite("Looks: the hairline's colour and the back button's image")
struct ShadowColorTests {
    static let red = BarColor(red: 255, green: 0, blue: 0)

    @Test(
        "the shadow the bar shows",
        arguments: [
            (#line, BarShadow.system, Optional<BarColor>.none, BarShadow.system),
            (#line, .system, red, .shown),  // a colour of its own shows the hairline
            (#line, .shown, red, .shown),
            (#line, .hidden, red, .hidden),  // a look that hides the hairline still hides it
            (#line, .hidden, nil, .hidden),
        ])
    func shownShadow(line: Int, shadow: BarShadow, color: BarColor?, expected: BarShadow) {
        var style = BarStyle.standard
        style.shadow = shadow
        style.extras.shadowColor = color
        #expect(style.shownShadow == expected, sourceLocation: at(line))
        #expect(style.writesHairline(atOpacity: 1) == (expected != .system), sourceLocation: at(line))
    }

    @Test("a page's hairline colour and back image are its own: the page below keeps its look, restored on back")
    func exactRestore() {
        var engine = NavigationEngine(root: Page(id: PageID(1), type: "Home"), configuration: NavigationConfiguration())
        let home = engine.top.style
        var settings = PageSettings()
        settings.bar.extras.shadowColor = Self.red
        settings.bar.extras.backButtonImage = BarResource(.image, identity: "arrow")
        _ = engine.perform(.push(Page(id: PageID(2), type: "Detail", settings: settings), animated: false))
        #expect(engine.top.style.extras.shadowColor == Self.red)
        #expect(engine.top.style.extras.backButtonImage == BarResource(.image, identity: "arrow"))
        _ = engine.perform(.pop(animated: false))
        #expect(engine.top.style == home)
        #expect(engine.top.style.extras.shadowColor == nil)
    }

    @Test("under inherit, a pushed page starts from the hairline colour of the page it was pushed from")
    func inherits() {
        var configuration = NavigationConfiguration()
        configuration.inheritance = .inherit
        var settings = PageSettings()
        settings.bar.extras.shadowColor = Self.red
        var engine = NavigationEngine(
            root: Page(id: PageID(1), type: "Home", settings: settings), configuration: configuration)
        _ = engine.perform(.push(Page(id: PageID(2), type: "Detail"), animated: false))
        #expect(engine.top.style.extras.shadowColor == Self.red)
    }
}
