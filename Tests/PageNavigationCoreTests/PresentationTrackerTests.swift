import PageNavigationCore
import PageNavigationPath
import Testing

/// The rules of presentation bindings, one step at a time.
@Suite("Path: presentation tracker")
struct PresentationTrackerTests {
    let page = PageID(40)
    let root = PageID(1)

    @Test("a page whose push still runs is not reported gone; once in the stack, leaving is reported once")
    func entering() {
        var tracker = PresentationTracker<String>()
        #expect(tracker.change("flag", isActive: true) == .push)
        tracker.pushing(page, for: "flag")
        #expect(tracker.change("flag", isActive: true) == nil)
        let whilePushing = tracker.settled([root])
        #expect(whilePushing.isEmpty, "the push has not ended")
        let entered = tracker.settled([root, page])
        #expect(entered.isEmpty)
        #expect(tracker.change("flag", isActive: false) == .leave(page))
        let gone = tracker.settled([root])
        #expect(gone.map(\.key) == ["flag"] && gone.map(\.page) == [page])
        let again = tracker.settled([root])
        #expect(again.isEmpty)
        #expect(tracker.change("flag", isActive: true) == .push)
    }

    @Test("a refused push resets the binding; an ended push counts as entered")
    func refusedAndForgotten() {
        var tracker = PresentationTracker<String>()
        tracker.pushing(page, for: "flag")
        let reset = tracker.pushEnded(for: "flag", page: page, refused: true)
        #expect(reset)
        #expect(tracker.page(of: "flag") == nil)
        tracker.pushing(page, for: "flag")
        let entered = tracker.pushEnded(for: "flag", page: page, refused: false)
        #expect(!entered)
        let left = tracker.settled([root])
        #expect(left.map(\.key) == ["flag"], "an entered page that left is reported")
    }
}
