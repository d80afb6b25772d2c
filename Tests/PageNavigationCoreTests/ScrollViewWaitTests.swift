import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// F13: a page's scroll views wait for the library's pan only where that pan can start a swipe; every
/// other page's content drags without delay.
@Suite("Scroll views wait for the library's pan only where it can serve")
struct ScrollViewWaitTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var depth: Int
        var mode: PopGestureMode
        var hasNextPage = false
        /// (the pan carries edge swipes, the pan carries swipes beyond the edge region)
        var libraryPops: (edge: Bool, beyond: Bool)
        var waits: Bool
        var line: Int = #line
        var testDescription: String { "line \(line)" }
    }

    static let rows: [Row] = [
        // iOS 26, default: the system's edge and content swipes pop; nothing waits.
        Row(depth: 2, mode: .fullScreen, libraryPops: (false, false), waits: false),
        Row(depth: 2, mode: .edge, libraryPops: (false, false), waits: false),
        // Before iOS 26: the full-screen swipe is the pan's; the edge swipe is UIKit's.
        Row(depth: 2, mode: .fullScreen, libraryPops: (false, true), waits: true),
        Row(depth: 2, mode: .fullScreen(maximumStartDistance: 120), libraryPops: (false, true), waits: true),
        Row(depth: 2, mode: .edge, libraryPops: (false, true), waits: false),
        // The system's swipes cannot begin (the app's delegate brings transitions): the pan pops everywhere.
        Row(depth: 2, mode: .edge, libraryPops: (true, true), waits: true),
        Row(depth: 2, mode: .fullScreen, libraryPops: (true, true), waits: true),
        // Nothing to pop: only an interactive push makes the pan useful.
        Row(depth: 1, mode: .fullScreen, libraryPops: (true, true), waits: false),
        Row(depth: 2, mode: .disabled, libraryPops: (true, true), waits: false),
        Row(depth: 1, mode: .edge, hasNextPage: true, libraryPops: (false, false), waits: true),
        Row(depth: 2, mode: .disabled, hasNextPage: true, libraryPops: (false, false), waits: true),
    ]

    @Test("the rule", arguments: rows)
    func rule(_ row: Row) {
        let situation = SwipeSituation(depth: row.depth, mode: row.mode, hasNextPage: row.hasNextPage)
        let waits = situation.scrollViewsWaitForLibraryPan(
            libraryPopsAtEdge: row.libraryPops.edge, libraryPopsBeyondEdge: row.libraryPops.beyond)
        #expect(waits == row.waits, sourceLocation: at(row.line))
    }
}
