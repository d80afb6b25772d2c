import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// How the library's look combines with what the app did through UIKit (DESIGN principle 7): a field
/// set through the library wins; a system field shows the page's own item appearance, else the app's
/// theme. And who decides the status bar under a look.
@Suite("App looks: the library's look over the app's theme and the page's own appearance")
struct AppLookTests {
    static let red = BarColor(hex: "#FF0000")!
    static let green = BarColor(hex: "#00AA00")!
    static let blue = BarColor(hex: "#1E90FF")!
    static let white = BarColor.white

    static func look(_ change: (inout BarStyle) -> Void = { _ in }) -> BarStyle {
        var style = BarStyle.standard
        change(&style)
        return style
    }

    static let own = PartialBarStyle(background: green, title: white, shadow: .hidden)
    static let theme = PartialBarStyle(background: blue, tint: white, title: red, shadow: .shown)

    @Test(
        "each system field shows the page's own appearance, else the theme; library fields win",
        arguments: [
            (#line, look(), PartialBarStyle.empty, PartialBarStyle.empty, look()),
            (
                #line, look(), .empty, theme,
                look {
                    $0.background = blue
                    $0.tint = white
                    $0.title = red
                    $0.shadow = .shown
                }
            ),
            (
                #line, look(), own, theme,
                look {
                    $0.background = green
                    $0.tint = white
                    $0.title = white
                    $0.shadow = .hidden
                }
            ),
            (
                #line, look(), own, .empty,
                look {
                    $0.background = green
                    $0.title = white
                    $0.shadow = .hidden
                }
            ),
            (
                #line, look { $0.background = red }, own, theme,
                look {
                    $0.background = red
                    $0.tint = white
                    $0.title = white
                    $0.shadow = .hidden
                }
            ),
            (
                #line,
                look {
                    $0.title = BarColor.black
                    $0.shadow = .shown
                }, own, theme,
                look {
                    $0.background = green
                    $0.tint = white
                    $0.title = .black
                    $0.shadow = .shown
                }
            ),
            (
                #line, look { $0.background = .clear }, own, theme,
                look {
                    $0.background = .clear
                    $0.tint = white
                    $0.title = white
                    $0.shadow = .hidden
                }
            ),
            (
                #line,
                look {
                    $0.hidden = true
                    $0.alpha = 0.5
                }, PartialBarStyle(hidden: false, alpha: 1), .empty,
                look {
                    $0.hidden = true
                    $0.alpha = 0.5
                }
            ),
        ])
    func shown(line: Int, style: BarStyle, own: PartialBarStyle, theme: PartialBarStyle, expected: BarStyle) {
        #expect(style.shown(own: own, theme: theme) == expected, sourceLocation: at(line))
    }

    @Test("a background image or material set through the library is not the system's: it wins over the theme")
    func imageWins() {
        let style = BarStyle.standard.with(extras: BarExtras(backgroundImage: BarResource(.image, identity: "stripes")))
        #expect(style.shown(theme: Self.theme).background == .system)
        #expect(style.shown(theme: Self.theme).tint == Self.white)
    }

    @Test(
        "who decides the status bar: the bar's colour, the bar itself for a visible system bar, else the page",
        arguments: [
            (#line, look(), StatusBarDecider.bar),
            (#line, look { $0.hidden = true }, .page),
            (#line, look { $0.alpha = 0.3 }, .page),
            (#line, look { $0.background = .clear }, .page),
            (#line, look { $0.background = BarColor(hex: "#000000")! }, .content(.light)),
            (#line, look { $0.background = BarColor(hex: "#FFFFFF")! }, .content(.dark)),
            (
                #line,
                look {
                    $0.background = BarColor(hex: "#000000")!
                    $0.hidden = true
                }, .page
            ),
            (#line, look().with(extras: BarExtras(statusBar: .light)), .content(.light)),
            (#line, look().with(extras: BarExtras(backgroundEffect: BarResource(.material, identity: "dark"))), .page),
        ])
    func statusBar(line: Int, style: BarStyle, expected: StatusBarDecider) {
        #expect(style.statusBarDecider(in: .light) == expected, sourceLocation: at(line))
    }
}
