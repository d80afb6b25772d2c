import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// The same look is carried out differently on iOS 26's Liquid Glass bar than on the classic bar of
/// iOS 15–25: where the tint goes, whether alpha can fade anything, whether the scroll edge effect
/// would stack with a material, whether a fake bar draws the system's hairline.
@Suite("Bar generations")
struct BarGenerationTests {
    static let material = BarResource(.material, identity: "material#1")
    static let image = BarResource(.image, identity: "image#1")

    static func look(
        background: BarColor = .system, tint: BarColor = .system, shadow: BarShadow = .system, hidden: Bool = false,
        alpha: Double = 1, extras: BarExtras = .none
    ) -> BarStyle {
        BarStyle(background: background, tint: tint, title: .system, shadow: shadow, hidden: hidden, alpha: alpha)
            .with(extras: extras)
    }

    /// (line, iOS major version, generation)
    static let versions: [(line: Int, version: Int, expected: BarGeneration)] = [
        (#line, 15, .classic), (#line, 18, .classic), (#line, 25, .classic), (#line, 26, .liquidGlass),
        (#line, 27, .liquidGlass),
    ]

    @Test("iOS 26 and later draw Liquid Glass; iOS 15–25 the classic bar", arguments: versions)
    func generation(_ row: (line: Int, version: Int, expected: BarGeneration)) {
        #expect(BarGeneration(iOSMajorVersion: row.version) == row.expected, sourceLocation: at(row.line))
        // An app with UIDesignRequiresCompatibility keeps the classic bar on every version.
        #expect(
            BarGeneration(iOSMajorVersion: row.version, requiresCompatibility: true) == .classic,
            sourceLocation: at(row.line))
    }

    static let navy = BarColor(red: 13, green: 26, blue: 89)
    static let gold = BarColor(red: 255, green: 215, blue: 0)
    static let red = BarColor(red: 255, green: 0, blue: 0)

    typealias ProminentRow = (line: Int, generation: BarGeneration, style: BarStyle, expected: BarColor?)

    /// (line, generation, look, the prominent items' label; nil: the system's)
    static let prominentLabels: [ProminentRow] = [
        (#line, .classic, look(background: navy, tint: .white), nil),  // the tint fills nothing there
        (#line, .liquidGlass, look(background: navy), nil),  // the system's tint: the system's label
        (#line, .liquidGlass, look(tint: .systemBlue), nil),  // white reads on blue (4.0:1)
        (#line, .liquidGlass, look(background: .white, tint: red), nil),
        (#line, .liquidGlass, look(tint: .clear), nil),  // a clear tint fills nothing
        // A white capsule on a navy page: the page's own background colour as the label.
        (#line, .liquidGlass, look(background: navy, tint: .white), navy),
        // No background of the page's own, or one that does not read on the fill: black.
        (#line, .liquidGlass, look(tint: .white), .black),
        (#line, .liquidGlass, look(background: .white, tint: gold), .black),
        (#line, .liquidGlass, look(background: BarColor(red: 13, green: 26, blue: 89, alpha: 128), tint: gold), .black),
        // A dynamic tint: each appearance on its own (white where the system's label reads).
        (
            #line, .liquidGlass, look(tint: BarColor(light: .white, dark: .systemBlue)),
            BarColor(light: .black, dark: .white)
        ),
        (
            #line, .liquidGlass, look(background: BarColor(light: navy, dark: .black), tint: .white),
            BarColor(light: navy, dark: .black)
        ),
    ]

    @Test(
        "on Liquid Glass a light page tint fills prominent items, so their label gets a colour that reads on it",
        arguments: prominentLabels)
    func prominentLabel(_ row: ProminentRow) {
        #expect(row.generation.prominentLabel(for: row.style) == row.expected, sourceLocation: at(row.line))
        // Whatever is written reads on the fill, in both appearances.
        if let label = row.generation.prominentLabel(for: row.style) {
            for scheme in ColorScheme.allCases {
                let contrast = label.resolved(in: scheme).contrastRatio(with: row.style.tint.resolved(in: scheme))
                #expect(contrast >= BarGeneration.prominentLabelMinimumContrast, sourceLocation: at(row.line))
            }
        }
    }

    @Test(
        "contrast ratios follow WCAG 2",
        arguments: [
            (BarColor.white, BarColor.black, 21.0, #line), (.white, .white, 1.0, #line),
            (.white, .systemBlue, 4.02, #line),
            (navy, .white, 16.04, #line),
        ] as [(BarColor, BarColor, Double, Int)])
    func contrast(_ first: BarColor, _ second: BarColor, expected: Double, line: Int) {
        #expect(abs(first.contrastRatio(with: second) - expected) < 0.05, sourceLocation: at(line))
        #expect(first.contrastRatio(with: second) == second.contrastRatio(with: first), sourceLocation: at(line))
    }

    @Test("on Liquid Glass the routed back item leaves its title to UIKit, and a back image sits in glass")
    func back() {
        #expect(BarGeneration.classic.routedBackItemRepeatsTitle)
        #expect(!BarGeneration.liquidGlass.routedBackItemRepeatsTitle)
        #expect(!BarGeneration.classic.drawsBackImageInGlass)
        #expect(BarGeneration.liquidGlass.drawsBackImageInGlass)
    }

    /// (line, generation, on an iPad, the routed back item must carry a title)
    static let routedBackTitles: [(line: Int, generation: BarGeneration, onPad: Bool, needsTitle: Bool)] = [
        // iOS 26 iPad: an empty back item makes the back button invisible (react-native-navigation #8277).
        (#line, .liquidGlass, true, true),
        // iOS 26 iPhone: no title of its own, UIKit derives it as for its own button.
        (#line, .liquidGlass, false, false),
        // The classic bar repeats the derived title by its own rule, on every device.
        (#line, .classic, true, false),
        (#line, .classic, false, false),
    ]

    @Test("on a Liquid Glass iPad the routed back item always carries a title", arguments: routedBackTitles)
    func routedBackTitle(_ row: (line: Int, generation: BarGeneration, onPad: Bool, needsTitle: Bool)) {
        #expect(
            row.generation.routedBackItemNeedsTitle(onPad: row.onPad) == row.needsTitle, sourceLocation: at(row.line))
    }

    /// (line, generation, look, fades nothing)
    static let alphas: [(line: Int, generation: BarGeneration, style: BarStyle, expected: Bool)] = [
        (#line, .classic, look(alpha: 0.5), false),
        (#line, .liquidGlass, look(alpha: 0.5), true),
        (#line, .liquidGlass, look(alpha: 0), true),
        (#line, .liquidGlass, look(alpha: 1), false),
        (#line, .liquidGlass, look(hidden: true, alpha: 0.5), false),
        (#line, .liquidGlass, look(background: .white, alpha: 0.5), false),
        (#line, .liquidGlass, look(alpha: 0.5, extras: BarExtras(backgroundImage: image)), false),
        (#line, .liquidGlass, look(alpha: 0.5, extras: BarExtras(backgroundEffect: material)), false),
    ]

    @Test("on Liquid Glass alpha fades nothing on a system background, and only there", arguments: alphas)
    func alpha(_ row: (line: Int, generation: BarGeneration, style: BarStyle, expected: Bool)) {
        #expect(row.generation.alphaFadesNothing(row.style) == row.expected, sourceLocation: at(row.line))
    }

    typealias EdgeRow = (line: Int, generation: BarGeneration, style: BarStyle, fakeBar: Bool, expected: Bool)

    /// (line, generation, look, a fake bar in the page, hides the edge effect)
    static let edges: [EdgeRow] = [
        (#line, .classic, look(extras: BarExtras(backgroundEffect: material)), false, false),
        (#line, .classic, look(background: .white), true, false),
        (#line, .liquidGlass, look(extras: BarExtras(backgroundEffect: material)), false, true),
        (#line, .liquidGlass, look(), false, false),
        (#line, .liquidGlass, look(background: .white), false, false),
        (#line, .liquidGlass, look(extras: BarExtras(backgroundImage: image)), false, false),
        (#line, .liquidGlass, look(background: .white), true, true),
        (#line, .liquidGlass, look(extras: BarExtras(backgroundImage: image)), true, true),
        (#line, .liquidGlass, look(), true, false),
        // A hidden bar hides nothing: the content under the status bar keeps its edge effect.
        (#line, .liquidGlass, look(hidden: true, extras: BarExtras(backgroundEffect: material)), false, false),
        (#line, .liquidGlass, look(background: .white, hidden: true), true, false),
    ]

    @Test(
        "on Liquid Glass a material, or a fake bar with a background, hides the scroll edge effect under the bar",
        arguments: edges)
    func edgeEffect(_ row: EdgeRow) {
        #expect(
            row.generation.hidesEdgeEffect(under: row.style, fakeBar: row.fakeBar) == row.expected,
            sourceLocation: at(row.line))
    }

    /// (line, generation, background, shadow, draws the system's hairline)
    static let hairlines:
        [(line: Int, generation: BarGeneration, background: BarColor, shadow: BarShadow, expected: Bool)] = [
            (#line, .classic, .white, .system, true),
            (#line, .classic, .system, .system, true),
            (#line, .liquidGlass, .system, .system, false),  // the glass bar draws none
            (#line, .liquidGlass, .white, .system, true),  // a background of the look's own keeps the base's line
            (#line, .classic, .white, .hidden, false),
            (#line, .liquidGlass, .white, .shown, false),  // a shown shadow is the look's own line, not the system's
        ]

    @Test("a fake bar draws the system's hairline where the real bar does", arguments: hairlines)
    func hairline(
        _ row: (line: Int, generation: BarGeneration, background: BarColor, shadow: BarShadow, expected: Bool)
    ) {
        #expect(
            row.generation.fakeBarDrawsSystemHairline(for: Self.look(background: row.background, shadow: row.shadow))
                == row.expected, sourceLocation: at(row.line))
    }

    /// (line, generation, background, shadow, opacity, writes the item's hairline)
    static let fadeHairlines:
        [(
            line: Int, generation: BarGeneration, background: BarColor, shadow: BarShadow, opacity: Double,
            expected: Bool
        )] = [
            (#line, .classic, .system, .system, 0.5, true),  // the classic bar's line fades with it
            (#line, .liquidGlass, .system, .system, 0.5, false),  // glass draws none: nothing to fade
            (#line, .liquidGlass, .white, .system, 0.5, true),  // a background of the look's own keeps its line
            (#line, .liquidGlass, .system, .shown, 0.5, true),  // a line the look asks for
            (#line, .liquidGlass, .system, .system, 1, false),
        ]

    @Test("a fade writes the hairline only where the bar draws one", arguments: fadeHairlines)
    func fadeHairline(
        _ row: (
            line: Int, generation: BarGeneration, background: BarColor, shadow: BarShadow, opacity: Double,
            expected: Bool
        )
    ) {
        let style = Self.look(background: row.background, shadow: row.shadow, alpha: row.opacity)
        #expect(
            style.writesHairline(atOpacity: row.opacity, on: row.generation) == row.expected,
            sourceLocation: at(row.line))
    }

    @Test("a themed Liquid Glass bar has a line to fade with its colour; an unthemed one has none")
    func themedFadeHairline() {
        let faded = Self.look(background: .system, shadow: .system, alpha: 0.5)
        #expect(faded.writesHairline(atOpacity: 0.5, on: .liquidGlass, themed: true))
        #expect(!faded.writesHairline(atOpacity: 0.5, on: .liquidGlass, themed: false))
        #expect(faded.writesHairline(atOpacity: 0.5, on: .classic, themed: false))
        #expect(!faded.writesHairline(atOpacity: 1, on: .liquidGlass, themed: true))  // full opacity: the theme's own
    }
}
