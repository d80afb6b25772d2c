import PageNavigationSimulator
import Testing

/// A SwiftUI flow driven by its path binding, tested headless with the path flow tester — the
/// bookkeeping `PageNavigationStack` runs, over the simulator.
@Suite("Path flow")
struct PathFlowTests {
    enum Route: Hashable, CustomStringConvertible {
        case feed
        case article(Int)
        case editor

        var description: String {
            switch self {
            case .feed: "feed"
            case .article(let id): "article\(id)"
            case .editor: "editor"
            }
        }
    }

    @Test("a starting path is on screen at once, and its events reach onEvent only at the next turn")
    func initialPathEventsWait() throws {
        let flow = try PathFlowSimulator<Route>(path: [.feed, .article(1)])
        #expect(flow.simulator.stack == ["Root", "feed", "article1"])
        // Still inside makeUIViewController: a handler that writes @State would write it during the update.
        #expect(flow.deliveredEvents.isEmpty)
        flow.runMainQueue()
        #expect(flow.deliveredEvents.contains("didShow:article1"))
        #expect(flow.writes.isEmpty)
    }

    @Test("events after the start reach onEvent as they happen")
    func laterEventsAreNotHeld() throws {
        let flow = try PathFlowSimulator<Route>()
        flow.runMainQueue()
        flow.push(.feed, settle: false)
        #expect(flow.deliveredEvents == ["willShow:feed"])
    }

    @Test("the app's write of the binding runs at the next turn, and the binding is not written back")
    func appWrite() throws {
        let flow = try PathFlowSimulator<Route>()
        flow.setPath([.feed, .article(2)], settle: false)
        #expect(flow.simulator.stack == ["Root"])
        flow.runMainQueue()
        #expect(flow.simulator.transition != nil)
        flow.settle()
        #expect(flow.simulator.stack == ["Root", "feed", "article2"])
        #expect(flow.path == [.feed, .article(2)])
        #expect(flow.writes.isEmpty)
    }

    @Test("a navigator push changes the binding only when its transition finished")
    func pushWritesAtTheEnd() throws {
        let flow = try PathFlowSimulator<Route>(path: [.feed])
        flow.settle()
        flow.push(.article(3), settle: false)
        flow.runMainQueue()
        #expect(flow.path == [.feed])
        flow.settle()
        #expect(flow.path == [.feed, .article(3)])
        #expect(flow.writes == [[.feed, .article(3)]])
    }

    @Test("a cancelled swipe leaves the binding; a finished one pops it")
    func swipes() throws {
        let flow = try PathFlowSimulator<Route>(path: [.feed, .article(4)])
        flow.settle()
        flow.simulator.swipe(startX: 1, distance: 60, velocity: -800)
        flow.settle()
        #expect(flow.path == [.feed, .article(4)])
        #expect(flow.writes.isEmpty)
        flow.simulator.swipe(startX: 1, distance: 300)
        flow.settle()
        #expect(flow.path == [.feed])
    }

    @Test("a back confirmation keeps the binding until the pop it allows finished")
    func confirmation() throws {
        let flow = try PathFlowSimulator<Route>(
            types: ["editor": PageBlueprint(settings: PageSettings(back: .confirm))], path: [.feed, .editor]
        )
        flow.settle()
        flow.simulator.tapBack()
        flow.settle()
        #expect(flow.simulator.pendingBack == "editor")
        #expect(flow.path == [.feed, .editor])
        flow.simulator.answer(true)
        flow.settle()
        #expect(flow.path == [.feed])
    }

    @Test("a write during a push is held until the push ended, then applied as the change it made")
    func writeDuringTransition() throws {
        let flow = try PathFlowSimulator<Route>()
        flow.push(.feed, settle: false)
        flow.setPath([.article(5), .editor], settle: false)
        flow.runMainQueue()
        #expect(flow.simulator.queuedCount == 0)  // held, not queued behind the push
        flow.settle()
        #expect(flow.simulator.events.contains("didShow:feed"))
        // The write added two values to the empty path it saw: they go over the page the push brought.
        #expect(flow.simulator.stack == ["Root", "feed", "article5", "editor"])
        #expect(flow.path == [.feed, .article(5), .editor])
    }

    @Test("a deep link written while a page is swiped away does not bring that page back")
    func writeDuringSwipe() throws {
        let flow = try PathFlowSimulator<Route>(path: [.feed, .article(1)])
        flow.settle()
        flow.simulator.swipe(startX: 1, distance: 150, release: false, settle: false)
        flow.setPath(flow.path + [.article(2)], settle: false)  // the router appends to the path it holds
        flow.runMainQueue()
        flow.simulator.release(distance: 300)
        flow.settle()
        #expect(flow.simulator.stack == ["Root", "feed", "article2"])
        #expect(flow.path == [.feed, .article(2)])
    }

    @Test("a write during a cancelled swipe applies as written")
    func writeDuringCancelledSwipe() throws {
        let flow = try PathFlowSimulator<Route>(path: [.feed, .article(1)])
        flow.settle()
        flow.simulator.swipe(startX: 1, distance: 30, release: false, settle: false)
        flow.setPath(flow.path + [.article(2)], settle: false)
        flow.runMainQueue()
        flow.simulator.release(velocity: -800, distance: 30)
        flow.settle()
        #expect(flow.simulator.stack == ["Root", "feed", "article1", "article2"])
        #expect(flow.path == [.feed, .article(1), .article(2)])
    }

    @Test("a navigator operation after a held write keeps the order: the write runs first, as written")
    func navigatorAfterHeldWrite() throws {
        let flow = try PathFlowSimulator<Route>(path: [.feed])
        flow.settle()
        flow.push(.article(1), settle: false)
        flow.setPath([.feed, .editor], settle: false)
        flow.runMainQueue()
        flow.push(.article(9), settle: false)
        flow.settle()
        #expect(flow.simulator.stack == ["Root", "feed", "editor", "article9"])
        #expect(flow.path == [.feed, .editor, .article(9)])
    }

    @Test("removing a value from the middle removes exactly that page")
    func removeFromMiddle() throws {
        let flow = try PathFlowSimulator<Route>(path: [.article(1), .article(2), .article(1)])
        flow.settle()
        flow.setPath([.article(1), .article(1)])
        #expect(flow.simulator.stack == ["Root", "article1", "article1#2"])
        #expect(flow.simulator.events.contains("removed:article2"))
    }

    @Test("a page that dismisses itself takes the pages above it, and the binding follows")
    func dismiss() throws {
        let flow = try PathFlowSimulator<Route>(path: [.feed, .article(1), .editor])
        flow.settle()
        #expect(flow.dismiss("article1"))
        #expect(flow.path == [.feed])
        #expect(!flow.dismiss("Root"))
    }

    @Test("a pop through the navigator writes the binding once")
    func navigatorPop() throws {
        let flow = try PathFlowSimulator<Route>(path: [.feed, .editor])
        flow.settle()
        flow.navigate { $0.popToRoot() }
        #expect(flow.path == [])
        #expect(flow.writes == [[]])
    }

    @Test("the documentation's example: an editor asks before leaving")
    func documentedExample() throws {
        let flow = try PathFlowSimulator<Route>(
            types: ["editor": PageBlueprint(settings: PageSettings(back: .confirm))], path: [.feed]
        )
        flow.push(.editor)
        #expect(flow.path == [.feed, .editor])
        flow.simulator.tapBack()
        flow.settle()
        #expect(flow.path == [.feed, .editor])
        flow.simulator.answer(true)
        flow.settle()
        #expect(flow.path == [.feed])
    }

    enum Story: Hashable {
        case feed
        case article(Int)
    }

    @Test("the type's documentation example: a swipe back pops the binding")
    func typeExample() throws {
        let flow = try PathFlowSimulator<Story>(path: [.feed])
        flow.setPath([.feed, .article(1)])
        #expect(flow.simulator.stack == ["Root", "feed", "article(1)"])
        flow.simulator.swipe(startX: 1, distance: 300)
        flow.runMainQueue()
        #expect(flow.path == [.feed])
    }

    @Test("the README example: the binding follows once the swipe finished")
    func readmeExample() throws {
        let flow = try PathFlowSimulator<Story>(path: [.article(1)])
        flow.simulator.swipe(startX: 1, distance: 300)
        flow.settle()
        #expect(flow.path == [])
    }

    @Test("a write without animation runs without a transition")
    func unanimatedWrite() throws {
        let flow = try PathFlowSimulator<Story>()
        flow.setPath([.feed], animated: false, settle: false)
        flow.runMainQueue()
        #expect(flow.simulator.transition == nil)
        #expect(flow.simulator.stack == ["Root", "feed"])
    }
}
