import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// What a transition draws at a given progress: blended tint, title and alpha, and page offsets that
/// mirror in right-to-left layouts.
@Suite("Transition frames")
struct TransitionFrameTests {
    static let from = BarStyle(
        background: .white, tint: .hex("#000000"), title: .hex("#FF0000"), shadow: true, hidden: false, alpha: 1)
    static let to = BarStyle(
        background: .white, tint: .hex("#FFFFFF"), title: .hex("#0000FF"), shadow: true, hidden: false, alpha: 0)

    static func plan(_ kind: TransitionKind = .push, _ direction: LayoutDirection = .leftToRight) -> TransitionPlan {
        TransitionPlan(
            kind: kind, from: PageID(1), to: PageID(2), fromStyle: from, toStyle: to,
            interactive: false, direction: direction, screenWidth: 390
        )
    }

    typealias ColorRow = (line: Int, progress: Double, tint: String, title: String, alpha: Double)

    static let colorRows: [ColorRow] = [
        (#line, 0, "#000000", "#FF0000", 1),
        (#line, 0.5, "#808080", "#800080", 0.5),
        (#line, 1, "#FFFFFF", "#0000FF", 0),
        (#line, 0.25, "#404040", "#BF0040", 0.75),
        // Progress outside 0…1 is clamped.
        (#line, -0.5, "#000000", "#FF0000", 1),
        (#line, 1.5, "#FFFFFF", "#0000FF", 0),
    ]

    @Test(arguments: colorRows)
    func blending(_ row: ColorRow) {
        let frame = Self.plan().frame(at: row.progress)
        #expect(frame.tint.hex == row.tint, sourceLocation: at(row.line))
        #expect(frame.title.hex == row.title, sourceLocation: at(row.line))
        #expect(abs(frame.alpha - row.alpha) < 1e-9, sourceLocation: at(row.line))
    }

    typealias OffsetRow = (
        line: Int, kind: TransitionKind, direction: LayoutDirection, progress: Double, from: Double, to: Double
    )

    /// The incoming page travels a full width from the trailing side; the outgoing one a third of it.
    static let offsetRows: [OffsetRow] = [
        (#line, .push, .leftToRight, 0, 0, 390),
        (#line, .push, .leftToRight, 0.5, -58.5, 195),
        (#line, .push, .leftToRight, 1, -117, 0),
        (#line, .push, .rightToLeft, 0, 0, -390),
        (#line, .push, .rightToLeft, 0.5, 58.5, -195),
        (#line, .push, .rightToLeft, 1, 117, 0),
        (#line, .pop, .leftToRight, 0, 0, -117),
        (#line, .pop, .leftToRight, 0.5, 195, -58.5),
        (#line, .pop, .leftToRight, 1, 390, 0),
        (#line, .pop, .rightToLeft, 0, 0, 117),
        (#line, .pop, .rightToLeft, 0.5, -195, 58.5),
        (#line, .pop, .rightToLeft, 1, -390, 0),
    ]

    @Test(arguments: offsetRows)
    func pageOffsets(_ row: OffsetRow) {
        let frame = Self.plan(row.kind, row.direction).frame(at: row.progress)
        #expect(abs(frame.fromPageOffset - row.from) < 1e-9, sourceLocation: at(row.line))
        #expect(abs(frame.toPageOffset - row.to) < 1e-9, sourceLocation: at(row.line))
    }

    @Test("the ends of a transition show the two pages' looks exactly", arguments: TransitionKind.allCases)
    func endsAreExact(_ kind: TransitionKind) {
        let plan = Self.plan(kind)
        #expect(plan.frame(at: 0).fromBar == Self.from)
        #expect(plan.frame(at: 1).toBar == Self.to)
        #expect(plan.frame(at: 0).tint == Self.from.tint && plan.frame(at: 1).tint == Self.to.tint)
    }

    @Test("a shared bar keeps the background and blends tint and title; fake bars have no shared bar")
    func sharedBar() {
        let blue = BarStyle(
            background: .pureBlue, tint: .hex("#000000"), title: .hex("#000000"), shadow: false, hidden: false, alpha: 1
        )
        var white = blue
        white.tint = .hex("#FFFFFF")
        let plan = TransitionPlan(
            kind: .push, from: PageID(1), to: PageID(2), fromStyle: blue, toStyle: white, interactive: false)
        #expect(plan.strategy == .shared)
        let bar = plan.frame(at: 0.5).sharedBar
        #expect(bar?.background == .pureBlue)
        #expect(bar?.shadow == false)
        #expect(bar?.tint.hex == "#808080")

        #expect(Self.plan().frame(at: 0.5).sharedBar == nil)
        #expect(Self.plan().strategy == .fakeBars)
    }
}
