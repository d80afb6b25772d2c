import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// How a look lands on a page's navigation item appearances: when the page keeps its own, when the
/// scroll-edge appearance keeps the bar's look, and how a scroll-driven fade changes them.
@Suite("Item appearances: scroll edge and fade rules")
struct ItemAppearanceRuleTests {
    static let red = BarColor(red: 255, green: 0, blue: 0)
    static let image = BarExtras(backgroundImage: BarResource(.image, identity: "stripes"))
    static let material = BarExtras(backgroundEffect: BarResource(.material, identity: "thin"))

    static func look(
        background: BarColor = .system, shadow: BarShadow = .system, alpha: Double = 1, extras: BarExtras = .none,
        margins: BarItemMargins = .system
    ) -> BarStyle {
        var style = BarStyle.standard
        style.background = background
        style.shadow = shadow
        style.alpha = alpha
        style.extras = extras
        style.itemMargins = margins
        return style
    }

    struct Row: Sendable {
        let style: BarStyle
        let withBackground: Bool
        let backIndicator: Bool
        let keepsOwn: Bool
        let line: Int
    }

    @Test(
        "a page keeps its own item appearances only when the look customises nothing the item shows",
        arguments: [
            Row(style: look(), withBackground: true, backIndicator: false, keepsOwn: true, line: #line),
            Row(
                style: look(margins: BarItemMargins(leading: 0, trailing: 0)), withBackground: true,
                backIndicator: false, keepsOwn: true, line: #line),
            Row(style: look(), withBackground: false, backIndicator: false, keepsOwn: false, line: #line),
            Row(style: look(), withBackground: true, backIndicator: true, keepsOwn: false, line: #line),
            Row(style: look(background: red), withBackground: true, backIndicator: false, keepsOwn: false, line: #line),
            Row(style: look(alpha: 0.5), withBackground: true, backIndicator: false, keepsOwn: false, line: #line),
            Row(style: look(shadow: .hidden), withBackground: true, backIndicator: false, keepsOwn: false, line: #line),
        ])
    func keepsOwn(_ row: Row) {
        #expect(
            row.style.keepsOwnItemAppearances(withBackground: row.withBackground, hasBackIndicator: row.backIndicator)
                == row.keepsOwn, sourceLocation: at(row.line))
    }

    @Test(
        "the scroll edge keeps the bar's look only under the system background, with no image or material",
        arguments: [
            (look(), true, #line),
            (look(shadow: .hidden, alpha: 0.5), true, #line),
            (look(background: red), false, #line),
            (look(background: .clear), false, #line),
            (look(extras: image), false, #line),
            (look(extras: material), false, #line),
        ] as [(BarStyle, Bool, Int)])
    func scrollEdge(style: BarStyle, keepsBar: Bool, line: Int) {
        #expect(style.scrollEdgeKeepsBarLook == keepsBar, sourceLocation: at(line))
    }

    @Test(
        "a fade changes only opacity below full opacity, and reaches the scroll edge only for an own background",
        arguments: [
            (look(), false, false, #line),
            (look(alpha: 0.4), true, false, #line),
            (look(background: red, alpha: 0.4), true, true, #line),
            (look(background: red), false, true, #line),
            (look(background: .clear, alpha: 0), true, true, #line),
            (look(alpha: 0.4, extras: image), true, true, #line),  // an own image shows at the scroll edge too
            (look(alpha: 0.4, extras: material), true, true, #line),
        ] as [(BarStyle, Bool, Bool, Int)])
    func fade(style: BarStyle, byOpacity: Bool, reachesEdge: Bool, line: Int) {
        #expect(style.fadesByOpacityOnly == byOpacity, sourceLocation: at(line))
        #expect(style.fadeReachesScrollEdge == reachesEdge, sourceLocation: at(line))
    }

    @Test(
        "a themed scroll-edge look fades with the bar under the system background, and is kept at full opacity",
        arguments: [
            // (look, the scroll edge is themed, keeps the bar's edge look, the fade reaches the edge)
            (look(), false, true, false, #line),
            (look(), true, true, false, #line),
            (look(alpha: 0.4), false, true, false, #line),
            (look(alpha: 0.4), true, false, true, #line),
            (look(alpha: 0), true, false, true, #line),
            (look(background: red, alpha: 0.4), true, false, true, #line),
            (look(alpha: 0.4, extras: material), true, false, true, #line),  // an own material shows at the edge
        ] as [(BarStyle, Bool, Bool, Bool, Int)])
    func themedScrollEdge(style: BarStyle, themed: Bool, keepsBar: Bool, reachesEdge: Bool, line: Int) {
        #expect(style.scrollEdgeKeepsBarLook(themed: themed) == keepsBar, sourceLocation: at(line))
        #expect(style.fadeReachesScrollEdge(themed: themed) == reachesEdge, sourceLocation: at(line))
    }

    @Test(
        "below full opacity the system blur gives way to a colour, and the hairline is written to fade with it",
        arguments: [
            (look(), 1.0, false, false, #line),
            (look(), 0.5, true, true, #line),
            (look(extras: material), 0.5, false, true, #line),
            (look(background: red), 0.5, false, true, #line),
            (look(shadow: .hidden), 1.0, false, true, #line),
            (look(shadow: .shown), 1.0, false, true, #line),
            (look(background: red), 1.0, false, false, #line),
        ] as [(BarStyle, Double, Bool, Bool, Int)])
    func blurAndHairline(style: BarStyle, opacity: Double, replacesBlur: Bool, writesHairline: Bool, line: Int) {
        #expect(style.replacesSystemBlur(atOpacity: opacity) == replacesBlur, sourceLocation: at(line))
        #expect(style.writesHairline(atOpacity: opacity) == writesHairline, sourceLocation: at(line))
    }
}
