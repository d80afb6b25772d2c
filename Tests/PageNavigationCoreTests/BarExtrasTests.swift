import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// Fonts, the large title's colour, a background image or material, and the status bar take part in
/// looks like the colours: inherited under `inherit`, restored exactly, compared for the strategy.
@Suite("Bar extras")
struct BarExtrasTests {
    static let font = BarResource(.font, identity: "Heavy|17")
    static let image = BarResource(.image, identity: "image#1")
    static let otherImage = BarResource(.image, identity: "image#2")

    static func look(_ extras: BarExtras) -> BarStyle { BarStyle.standard.with(extras: extras) }

    /// (line, from, to, strategy)
    static let strategies: [(line: Int, from: BarExtras, to: BarExtras, expected: TransitionStrategy)] = [
        (#line, BarExtras(titleFont: font), .none, .shared),
        (#line, BarExtras(largeTitleColor: .pureRed), .none, .shared),
        (#line, BarExtras(backgroundImage: image), .none, .fakeBars),
        (#line, BarExtras(backgroundImage: image), BarExtras(backgroundImage: otherImage), .fakeBars),
        (#line, BarExtras(backgroundImage: image), BarExtras(backgroundImage: image), .shared),
        (#line, BarExtras(backgroundEffect: BarResource(.material, identity: "material#1")), .none, .fakeBars),
        (#line, BarExtras(statusBar: .light), .none, .shared),
    ]

    @Test(
        "a different background image or material travels with its page; fonts and colours blend", arguments: strategies
    )
    func strategy(_ row: (line: Int, from: BarExtras, to: BarExtras, expected: TransitionStrategy)) {
        #expect(
            TransitionStrategy.between(Self.look(row.from), Self.look(row.to)) == row.expected,
            sourceLocation: at(row.line))
    }

    @Test("extras inherit under inherit, start from the default under default, and merge field by field")
    func inheritance() {
        let parent = Self.look(BarExtras(titleFont: Self.font, backgroundImage: Self.image))
        let own = PartialBarStyle().with(extras: BarExtras(largeTitleColor: .pureRed))
        let inherited = BarStyle.resolved(own: own, inheritedFrom: parent, defaultStyle: .standard, policy: .inherit)
        #expect(
            inherited.extras == BarExtras(titleFont: Self.font, largeTitleColor: .pureRed, backgroundImage: Self.image))
        let fresh = BarStyle.resolved(own: own, inheritedFrom: parent, defaultStyle: .standard, policy: .default)
        #expect(fresh.extras == BarExtras(largeTitleColor: .pureRed))
        #expect(!fresh.isSystem)
    }

    @Test("a page's chosen status bar wins over the one read from its background", arguments: ColorScheme.allCases)
    func statusBar(_ scheme: ColorScheme) {
        var style = Self.look(BarExtras(statusBar: .dark))
        style.background = .black
        #expect(style.statusBarContent(in: scheme) == .dark)
    }

    @Test("going back restores a page's extras exactly, whatever the page above did")
    func exactRestore() {
        var harness = Harness(
            "Home A",
            settings: ["A": PageSettings(bar: PartialBarStyle().with(extras: BarExtras(titleFont: Self.font)))])
        let lookOfA = harness.style("A")
        harness.perform(.push("B"))
        harness.send(
            .updateBar(
                harness.id("B"),
                PartialBarStyle().with(extras: BarExtras(backgroundImage: Self.image, statusBar: .light))))
        harness.perform(.pop)
        #expect(harness.engine.top.style == lookOfA)
        #expect(lookOfA?.extras.titleFont == Self.font)
    }
}
