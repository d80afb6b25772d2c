import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// iOS 26's per-page vocabulary: the scroll edge effect under the bar and bar button items without the
/// shared glass background. Which edge effect a page's scroll view shows is one rule that merges the
/// page's own choice with the library's (a material hides the effect, a fake bar hides it while it
/// travels); both fields take part in looks like the other extras.
@Suite("iOS 26 look fields")
struct GlassLookTests {
    static let material = BarResource(.material, identity: "material#1")

    static func look(
        background: BarColor = .system, hidden: Bool = false, edge: ScrollEdgeEffect = .system,
        material: Bool = false, hidesItems: Bool = false
    ) -> BarStyle {
        var style = BarStyle.standard
        style.background = background
        style.hidden = hidden
        style.edgeEffect = edge
        style.itemsHideSharedBackground = hidesItems
        if material { style.extras.backgroundEffect = Self.material }
        return style
    }

    typealias EdgeRow = (
        line: Int, generation: BarGeneration, style: BarStyle, fakeBar: Bool, expected: ScrollEdgeEffect
    )

    /// (line, generation, look, a fake bar in the page, the edge effect shown)
    static let edges: [EdgeRow] = [
        // The classic bar has no edge effect: nothing is written, whatever the page asks.
        (#line, .classic, look(edge: .hard), false, .system),
        (#line, .classic, look(material: true), false, .system),
        (#line, .classic, look(background: .white, edge: .soft), true, .system),
        // A page that asks for nothing gets nothing written.
        (#line, .liquidGlass, look(), false, .system),
        (#line, .liquidGlass, look(background: .white), false, .system),
        // The page's own choice.
        (#line, .liquidGlass, look(edge: .soft), false, .soft),
        (#line, .liquidGlass, look(edge: .hard), false, .hard),
        (#line, .liquidGlass, look(edge: .hidden), false, .hidden),
        (#line, .liquidGlass, look(hidden: true, edge: .hard), false, .hard),
        // A material hides it unless the page chose an edge of its own: the page's choice wins.
        (#line, .liquidGlass, look(material: true), false, .hidden),
        (#line, .liquidGlass, look(edge: .soft, material: true), false, .soft),
        (#line, .liquidGlass, look(edge: .hard, material: true), false, .hard),
        (#line, .liquidGlass, look(hidden: true, material: true), false, .system),
        // A fake bar with a background of its own hides it while it travels, whatever the page chose.
        (#line, .liquidGlass, look(background: .white, edge: .hard), true, .hidden),
        (#line, .liquidGlass, look(edge: .soft, material: true), true, .hidden),
        // A fake bar of the system's background draws nothing to fade: the page's choice stays.
        (#line, .liquidGlass, look(edge: .hard), true, .hard),
        (#line, .liquidGlass, look(), true, .system),
        // A hidden bar carries no fake bar background to protect.
        (#line, .liquidGlass, look(background: .white, hidden: true, edge: .soft), true, .soft),
    ]

    @Test("the page's edge effect, merged with the library's rules", arguments: edges)
    func edgeEffect(_ row: EdgeRow) {
        #expect(
            row.generation.edgeEffect(under: row.style, fakeBar: row.fakeBar) == row.expected,
            sourceLocation: at(row.line))
        // The older rule agrees wherever the page chose nothing.
        if row.style.edgeEffect == .system {
            #expect(
                (row.expected == .hidden) == row.generation.hidesEdgeEffect(under: row.style, fakeBar: row.fakeBar),
                sourceLocation: at(row.line))
        }
    }

    typealias ThemedEdgeRow = (
        line: Int, generation: BarGeneration, style: BarStyle, fakeBar: Bool, themed: Bool,
        expected: ScrollEdgeEffect
    )

    /// (line, generation, look, a fake bar in the page, the app's theme or the page's own item
    /// appearance gives the bar a colour, the edge effect shown)
    static let themedEdges: [ThemedEdgeRow] = [
        // A themed app's fake bar draws the theme's colour for a system background, like a background of
        // the look's own: the effect is hidden while it travels, whatever the page chose.
        (#line, .liquidGlass, look(), true, true, .hidden),
        (#line, .liquidGlass, look(edge: .hard), true, true, .hidden),
        (#line, .liquidGlass, look(background: .white), true, true, .hidden),
        // At rest the theme is the real bar's, not in the page: the page's choice, else the system's.
        (#line, .liquidGlass, look(), false, true, .system),
        (#line, .liquidGlass, look(edge: .soft), false, true, .soft),
        // A hidden bar carries no fake bar background; the classic bar has no edge effect.
        (#line, .liquidGlass, look(hidden: true), true, true, .system),
        (#line, .classic, look(), true, true, .system),
        // Without a theme, a system background's fake bar draws nothing to fade.
        (#line, .liquidGlass, look(), true, false, .system),
    ]

    @Test("a themed fake bar hides the edge effect as a background of the look's own does", arguments: themedEdges)
    func themedEdgeEffect(_ row: ThemedEdgeRow) {
        #expect(
            row.generation.edgeEffect(under: row.style, fakeBar: row.fakeBar, themed: row.themed) == row.expected,
            sourceLocation: at(row.line))
        if row.style.edgeEffect == .system {
            #expect(
                (row.expected == .hidden)
                    == row.generation.hidesEdgeEffect(under: row.style, fakeBar: row.fakeBar, themed: row.themed),
                sourceLocation: at(row.line))
        }
    }

    /// (line, generation, the look asks, items hide the shared background)
    static let items: [(line: Int, generation: BarGeneration, asks: Bool, expected: Bool)] = [
        (#line, .liquidGlass, true, true),
        (#line, .liquidGlass, false, false),
        (#line, .classic, true, false),
        (#line, .classic, false, false),
    ]

    @Test("items drop the shared glass background only on Liquid Glass, when asked", arguments: items)
    func sharedBackground(_ row: (line: Int, generation: BarGeneration, asks: Bool, expected: Bool)) {
        #expect(
            row.generation.hidesSharedItemBackground(under: Self.look(hidesItems: row.asks)) == row.expected,
            sourceLocation: at(row.line))
    }

    typealias InheritRow = (
        line: Int, policy: InheritancePolicy, parent: PartialBarStyle, own: PartialBarStyle,
        edge: ScrollEdgeEffect, hidesItems: Bool
    )

    static func bar(edge: ScrollEdgeEffect? = nil, hidesItems: Bool? = nil) -> PartialBarStyle {
        var bar = PartialBarStyle()
        bar.edgeEffect = edge
        bar.itemsHideSharedBackground = hidesItems
        return bar
    }

    /// (line, policy, parent's fields, page's fields, resolved edge effect, resolved items hide)
    static let inheritance: [InheritRow] = [
        (#line, .inherit, bar(edge: .hard, hidesItems: true), .empty, .hard, true),
        (#line, .default, bar(edge: .hard, hidesItems: true), .empty, .system, false),
        // `.system` and `false` bring the system's back over an inherited choice.
        (#line, .inherit, bar(edge: .hard, hidesItems: true), bar(edge: .system, hidesItems: false), .system, false),
        (#line, .inherit, bar(edge: .hard), bar(edge: .soft), .soft, false),
        (#line, .default, .empty, bar(edge: .hidden, hidesItems: true), .hidden, true),
    ]

    @Test("the fields inherit like the colours, and only under inherit", arguments: inheritance)
    func inherits(_ row: InheritRow) {
        let parent = BarStyle.resolved(own: row.parent, inheritedFrom: nil, defaultStyle: .standard, policy: row.policy)
        let style = BarStyle.resolved(
            own: row.own, inheritedFrom: parent, defaultStyle: .standard, policy: row.policy)
        #expect(style.edgeEffect == row.edge, sourceLocation: at(row.line))
        #expect(style.itemsHideSharedBackground == row.hidesItems, sourceLocation: at(row.line))
    }

    @Test("batch updates and two writers change only these fields")
    func merging() {
        let page = Self.bar(edge: .soft).merging(PartialBarStyle(tint: .white))
        #expect(page.edgeEffect == .soft && page.tint == .white)
        let cleared = page.applyingChanges(from: Self.bar(edge: .soft), to: .empty)
        #expect(cleared.edgeEffect == nil && cleared.tint == .white)
        let hidden = PartialBarStyle.empty.applyingChanges(from: .empty, to: Self.bar(hidesItems: true))
        #expect(hidden.itemsHideSharedBackground == true)
    }

    @Test("neither field costs a page its own item appearances, fake bars or a shared bar")
    func neutral() {
        let style = Self.look(edge: .hard, hidesItems: true)
        #expect(style.keepsOwnItemAppearances(withBackground: true, hasBackIndicator: false))
        #expect(TransitionStrategy.between(.standard, style) == .shared)
        #expect(style.matches(Self.bar(edge: .hard, hidesItems: true)))
        #expect(!style.matches(Self.bar(edge: .soft)))
        #expect(!BarStyle.standard.matches(Self.bar(hidesItems: true)))
    }
}

extension GlassLookTests {
    @Test("Objective-C's numbers: 1…4 name the choices, 0 and others name none")
    func bridgedNumbers() {
        #expect(ScrollEdgeEffect.allCases.map(\.bridgedNumber) == [1, 2, 3, 4])
        for effect in ScrollEdgeEffect.allCases {
            #expect(ScrollEdgeEffect(bridgedNumber: effect.bridgedNumber) == effect)
        }
        #expect(ScrollEdgeEffect(bridgedNumber: 0) == nil)
        #expect(ScrollEdgeEffect(bridgedNumber: 5) == nil)
        #expect(ScrollEdgeEffect(bridgedNumber: -1) == nil)
    }
}
