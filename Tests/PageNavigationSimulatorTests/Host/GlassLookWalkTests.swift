import PageNavigationCore
import PageNavigationTestSupport
import Testing

@testable import PageNavigationSimulator

/// Seeded random walks with pages that choose edge effects and items without the shared background,
/// bar updates, swipes, removals, and the app writing its own values at any time: once nothing is in
/// flight the top page shows its choice over the app's last value, and every page that left the stack
/// has exactly the app's last value back.
@Suite("Host: seeded walks with iOS 26 look fields")
struct GlassLookWalkTests {
    static let red = BarColor(red: 255, green: 0, blue: 0)

    static func bar(_ edge: ScrollEdgeEffect?, _ hides: Bool?, red: Bool = false) -> PartialBarStyle {
        var bar = PartialBarStyle(background: red ? Self.red : nil)
        bar.edgeEffect = edge
        bar.itemsHideSharedBackground = hides
        return bar
    }

    static let types: [String: PageBlueprint] = [
        "Home": PageBlueprint(), "Plain": PageBlueprint(),
        "Soft": PageBlueprint(settings: PageSettings(bar: bar(.soft, nil))),
        "Hard": PageBlueprint(settings: PageSettings(bar: bar(.hard, true))),
        "Red": PageBlueprint(settings: PageSettings(bar: bar(.hidden, false, red: true))),
    ]

    static func shown(_ choice: ScrollEdgeEffect, over own: VirtualEdgeEffect) -> VirtualEdgeEffect {
        switch choice {
        case .system: own
        case .soft: VirtualEdgeEffect(style: .soft)
        case .hard: VirtualEdgeEffect(style: .hard)
        case .hidden: VirtualEdgeEffect(style: own.style, isHidden: true)
        }
    }

    @Test("the top page shows its choice; pages that left get the app's last values back", arguments: 1...6)
    func walk(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed))
        let policy: InheritancePolicy = seed.isMultiple(of: 2) ? .inherit : .default
        let simulator = try NavigationSimulator(
            configuration: NavigationConfiguration(inheritance: policy), types: Self.types, root: "Home")
        var ownEdge: [ObjectIdentifier: VirtualEdgeEffect] = [:]
        var ownItem: [ObjectIdentifier: Bool] = [:]
        var pages: [String: VirtualPage] = [:]
        // The values the library wrote last on each scroll view and item.
        var libraryEdge: [ObjectIdentifier: VirtualEdgeEffect] = [:]
        var libraryItem: [ObjectIdentifier: Bool] = [:]
        var writes: [ObjectIdentifier: Int] = [:]
        var checked = 0
        var appWrote: Set<String> = []
        var wasMoving = false
        for step in 0..<300 {
            let settle = Int.random(in: 0..<3, using: &random) > 0
            switch Int.random(in: 0..<9, using: &random) {
            case 0, 1:
                try simulator.push(["Plain", "Soft", "Hard", "Red"].randomElement(using: &random)!, settle: settle)
            case 2: simulator.pop(settle: settle)
            case 3:
                simulator.swipe(
                    startX: 5, distance: Double.random(in: 20...300, using: &random),
                    velocity: Double.random(in: -1000...1000, using: &random), release: Bool.random(using: &random),
                    settle: settle)
            case 4: simulator.release(velocity: Double.random(in: -1000...1000, using: &random), settle: settle)
            case 5:
                let edges: [ScrollEdgeEffect?] = [nil] + ScrollEdgeEffect.allCases
                simulator.updateBar(
                    Self.bar(edges.randomElement(using: &random)!, [nil, true, false].randomElement(using: &random)!))
            case 6:
                // The app changes its own values on the top page, outside the library. A write of the
                // value the scroll view or item holds, or of the library's last write, changes nothing
                // the host can see (it stays the library's). Half the
                // time it then calls `pageNavigation.update { _ in }`; else the top shows the app's
                // values until the library next shows the page's look.
                let page = try #require(simulator.page())
                defer {
                    if Bool.random(using: &random) {
                        simulator.changeSettings(of: page.name) { _ in }
                    } else {
                        appWrote.insert(page.name)
                    }
                }
                let style = VirtualEdgeEffect.Style.allCases.randomElement(using: &random)!
                let effect = VirtualEdgeEffect(style: style, isHidden: Bool.random(using: &random))
                let hides = Bool.random(using: &random)
                if let scrollView = page.scrollView, scrollView.topEdgeEffect != effect,
                    libraryEdge[ObjectIdentifier(scrollView)] != effect
                {
                    scrollView.topEdgeEffect = effect
                    ownEdge[ObjectIdentifier(scrollView)] = effect
                }
                if let item = page.barItems.first, item.hidesSharedBackground != hides,
                    libraryItem[ObjectIdentifier(item)] != hides
                {
                    item.hidesSharedBackground = hides
                    ownItem[ObjectIdentifier(item)] = hides
                }
            case 7: simulator.remove(.type(["Plain", "Soft", "Red"].randomElement(using: &random)!), settle: settle)
            default: simulator.advance(by: Double.random(in: 0...0.5, using: &random))
            }
            // Pages start with UIKit's defaults (automatic, shown; items share the background).
            for name in simulator.stack { pages[name] = simulator.page(named: name) }
            for page in pages.values {
                if let scrollView = page.scrollView, writes[ObjectIdentifier(scrollView)] != scrollView.libraryWrites {
                    writes[ObjectIdentifier(scrollView)] = scrollView.libraryWrites
                    libraryEdge[ObjectIdentifier(scrollView)] = scrollView.topEdgeEffect
                }
                for item in page.barItems where writes[ObjectIdentifier(item)] != item.libraryWrites {
                    writes[ObjectIdentifier(item)] = item.libraryWrites
                    libraryItem[ObjectIdentifier(item)] = item.hidesSharedBackground
                }
            }
            let moving = simulator.platform.transition != nil || simulator.engine.transition != nil
            defer { wasMoving = moving }
            guard !moving else { continue }
            if wasMoving { appWrote = [] }  // the end of a transition shows the top page's look again
            checked += 1
            let context = "seed \(seed) step \(step)"
            let top = try #require(simulator.page())
            for (name, page) in pages where !simulator.stack.contains(name) {
                let scrollView = try #require(page.scrollView)
                #expect(
                    scrollView.topEdgeEffect == ownEdge[ObjectIdentifier(scrollView), default: VirtualEdgeEffect()],
                    "\(context): \(name)")
                for item in page.barItems {
                    #expect(
                        item.hidesSharedBackground == ownItem[ObjectIdentifier(item), default: false],
                        "\(context): \(name)")
                }
            }
            guard !appWrote.contains(top.name) else { continue }
            let style = simulator.engine.top.style
            let scrollView = try #require(top.scrollView)
            let own = ownEdge[ObjectIdentifier(scrollView), default: VirtualEdgeEffect()]
            let choice = BarGeneration.liquidGlass.edgeEffect(under: style)
            #expect(scrollView.topEdgeEffect == Self.shown(choice, over: own), "\(context): \(top.name)")
            for item in top.barItems {
                let expected = style.itemsHideSharedBackground || ownItem[ObjectIdentifier(item), default: false]
                #expect(item.hidesSharedBackground == expected, "\(context): \(top.name)")
            }
        }
        #expect(checked > 60, "the walk settled too rarely to check anything")
    }
}
