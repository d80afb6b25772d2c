import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// The system colour (whatever UIKit shows for a page that customises nothing) and dynamic colours
/// (one value in light appearance, another in dark).
@Suite("System and dynamic colours")
struct SystemAndDynamicColorTests {
    static let paper = BarColor(light: .white, dark: .black)

    @Test("system equals only system", arguments: [BarColor.white, .black, .clear, .systemBlue, paper])
    func systemEqualsOnlySystem(_ other: BarColor) {
        #expect(BarColor.system == .system)
        #expect(BarColor.system != other)
        #expect(BarColor(hex: "system") == .system)
        #expect(BarColor(hex: "SYSTEM") == .system)
        #expect(BarColor.system.hex == "system")
    }

    /// (line, colour, light value, dark value)
    static let resolutions: [(line: Int, color: BarColor, light: BarColor, dark: BarColor)] = [
        (#line, paper, .white, .black),
        (#line, .pureRed, .pureRed, .pureRed),
        (#line, .system, .system, .system),
        (#line, BarColor(light: .pureRed, dark: .pureRed), .pureRed, .pureRed),
        (#line, BarColor(light: paper, dark: paper), .white, .black),  // each side in its own appearance
    ]

    @Test("a colour resolves to its value in each appearance", arguments: resolutions)
    func resolved(_ row: (line: Int, color: BarColor, light: BarColor, dark: BarColor)) {
        #expect(row.color.resolved(in: .light) == row.light, sourceLocation: at(row.line))
        #expect(row.color.resolved(in: .dark) == row.dark, sourceLocation: at(row.line))
    }

    @Test("a colour with the same value in both appearances is a plain colour")
    func sameBothWays() {
        let same = BarColor(light: .pureRed, dark: .pureRed)
        #expect(!same.isDynamic)
        #expect(same == .pureRed)
        #expect(Self.paper.isDynamic)
        #expect(Self.paper.description == "#FFFFFF/#000000")
    }

    @Test("blending: the system colour switches half-way; a dynamic colour blends each appearance")
    func blending() {
        #expect(BarColor.system.blended(to: .pureRed, progress: 0.49) == .system)
        #expect(BarColor.system.blended(to: .pureRed, progress: 0.5) == .pureRed)
        #expect(BarColor.pureRed.blended(to: .system, progress: 0.7) == .system)
        let half = Self.paper.blended(to: .pureRed, progress: 0.5)
        #expect(half.resolved(in: .light) == BarColor.white.blended(to: .pureRed, progress: 0.5))
        #expect(half.resolved(in: .dark) == BarColor.black.blended(to: .pureRed, progress: 0.5))
    }

    /// (line, background, scheme, expected status-bar content)
    static let statusBars: [(line: Int, background: BarColor, scheme: ColorScheme, expected: StatusBarContent?)] = [
        (#line, .system, .light, nil),
        (#line, .system, .dark, nil),
        (#line, paper, .light, .dark),
        (#line, paper, .dark, .light),
        (#line, .pureBlue, .dark, .light),
    ]

    @Test(
        "the status bar follows the background shown in the appearance; on the system bar the system decides",
        arguments: statusBars)
    func statusBar(_ row: (line: Int, background: BarColor, scheme: ColorScheme, expected: StatusBarContent?)) {
        var style = BarStyle.standard
        style.background = row.background
        #expect(style.statusBarContent(in: row.scheme) == row.expected, sourceLocation: at(row.line))
    }

    @Test("a partial look matches the colour shown in the appearance asked for")
    func matchesInScheme() {
        var style = BarStyle.standard
        style.background = Self.paper
        #expect(style.matches(PartialBarStyle(background: .white), in: .light))
        #expect(!style.matches(PartialBarStyle(background: .white), in: .dark))
        #expect(style.matches(PartialBarStyle(background: .black), in: .dark))
        #expect(style.matches(PartialBarStyle(background: Self.paper), in: .dark))
        #expect(!BarStyle.standard.matches(PartialBarStyle(background: .white)))
    }

    @Test("only a look that customises nothing is the system's")
    func isSystem() {
        #expect(BarStyle.standard.isSystem)
        for change in [
            { (s: inout BarStyle) in s.tint = .pureRed }, { $0.shadow = .hidden }, { $0.hidden = true },
            { $0.alpha = 0.5 },
        ] {
            var style = BarStyle.standard
            change(&style)
            #expect(!style.isSystem)
        }
    }
}
