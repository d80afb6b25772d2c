import PageNavigationSimulator
import Testing

/// `pageDestination(isPresented:)` and `pageDestination(item:)` over the path flow tester: the page a
/// binding pushes, and the binding's reset when the page leaves another way, as under `NavigationStack`.
@Suite("Path flow: presentation bindings")
struct PathFlowPresentationTests {
    @Test("setting the flag pushes its page once; clearing it pops the page")
    func flagPushesAndPops() throws {
        let flow = try PathFlowSimulator<Int>(path: [1])
        flow.settle()
        flow.setPresented("settings", true)
        #expect(flow.simulator.stack == ["Root", "1", "settings"])
        flow.setPresented("settings", true)  // already shown: nothing more
        #expect(flow.simulator.stack == ["Root", "1", "settings"])
        #expect(flow.path == [1], "a presented page is not part of the path")
        flow.setPresented("settings", false)
        #expect(flow.simulator.stack == ["Root", "1"])
        #expect(flow.path == [1])
    }

    @Test("a swipe, the back button or a pop resets the flag, and setting it again pushes again")
    func leavingResetsTheFlag() throws {
        let flow = try PathFlowSimulator<Int>()
        flow.setPresented("settings", true)
        flow.simulator.swipe(startX: 1, distance: 300)
        flow.settle()
        #expect(flow.simulator.stack == ["Root"])
        #expect(flow.presented["settings"] == false)
        flow.setPresented("settings", true)
        #expect(flow.simulator.stack == ["Root", "settings#2"])
        flow.simulator.tapBack()
        flow.settle()
        #expect(flow.presented["settings"] == false)
        flow.setPresented("settings", true)
        flow.navigate { $0.popToRoot() }
        #expect(flow.presented["settings"] == false)
    }

    @Test("a cancelled swipe keeps the page and the flag")
    func cancelledSwipeKeepsTheFlag() throws {
        let flow = try PathFlowSimulator<Int>()
        flow.setPresented("settings", true)
        flow.simulator.swipe(startX: 1, distance: 40, velocity: -800)
        flow.settle()
        #expect(flow.simulator.stack == ["Root", "settings"])
        #expect(flow.presented["settings"] == true)
    }

    @Test("clearing the flag while its page is still being pushed pops it once the push ends")
    func clearWhilePushing() throws {
        let flow = try PathFlowSimulator<Int>()
        flow.setPresented("settings", true, settle: false)
        flow.setPresented("settings", false, settle: false)
        flow.settle()
        #expect(flow.simulator.stack == ["Root"])
        #expect(flow.presented["settings"] == false)
    }

    @Test("clearing the flag takes the pages above its page along, and the path follows")
    func clearTakesPagesAbove() throws {
        let flow = try PathFlowSimulator<Int>()
        flow.setPresented("settings", true)
        flow.push(7)
        #expect(flow.simulator.stack == ["Root", "settings", "7"])
        #expect(flow.path == [7])
        flow.setPresented("settings", false)
        #expect(flow.simulator.stack == ["Root"])
        #expect(flow.path == [])
    }

    @Test("a path write names the stack above the root: a presented page on top leaves, and its flag resets")
    func pathWriteTakesPresentedPageAway() throws {
        let flow = try PathFlowSimulator<Int>()
        flow.setPresented("settings", true)
        flow.setPath([3])
        #expect(flow.simulator.stack == ["Root", "3"])
        #expect(flow.presented["settings"] == false)
    }
}
