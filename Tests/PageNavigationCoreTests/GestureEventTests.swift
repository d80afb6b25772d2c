import PageNavigationCore
import Testing

/// The page's swipe lifecycle: began, cancelled, finished; and the interactive push from the trailing edge.
@Suite("Gesture events")
struct GestureEventTests {
    @Test(
        "a finished swipe-back: began at once, finished and removed when the transition ends",
        arguments: LayoutDirection.allCases)
    func finishedSwipe(_ direction: LayoutDirection) {
        let configuration = NavigationConfiguration(geometry: SwipeGeometry(direction: direction))
        var harness = Harness("Home A", configuration: configuration)
        let startX = direction == .leftToRight ? 4.0 : 386.0
        let sign = direction.backSign

        harness.send(.swipeBegan(SwipeTouch(startX: startX, distance: 10 * sign)))
        #expect(harness.takeEvents() == ["popGestureBegan:A", "willShow:Home"])
        #expect(harness.engine.transition?.interactive == true)
        #expect(harness.engine.transition?.kind == .pop)

        #expect(
            harness.send(.swipeMoved(SwipeTouch(startX: startX, distance: 156 * sign))) == [
                .updateInteraction(progress: 0.4)
            ])
        #expect(harness.engine.transition?.progress == 0.4)
        #expect(
            harness.send(.swipeEnded(SwipeTouch(startX: startX, distance: 156 * sign), velocity: 800 * sign)) == [
                .finishInteraction
            ])
        #expect(harness.stack == "Home A")

        harness.finishTransition()
        #expect(harness.takeEvents() == ["popGestureFinished:A", "removed:A", "didShow:Home"])
        #expect(harness.stack == "Home")
    }

    @Test(
        "a cancelled swipe-back: the page stays, nothing is removed and nothing is shown anew",
        arguments: LayoutDirection.allCases)
    func cancelledSwipe(_ direction: LayoutDirection) {
        let configuration = NavigationConfiguration(geometry: SwipeGeometry(direction: direction))
        var harness = Harness("Home A", configuration: configuration)
        let startX = direction == .leftToRight ? 4.0 : 386.0
        let touch = SwipeTouch(startX: startX, distance: 100 * direction.backSign)
        harness.send(.swipeBegan(touch))
        #expect(harness.send(.swipeEnded(touch, velocity: 0)) == [.cancelInteraction])
        harness.finishTransition(false)
        #expect(harness.takeEvents() == ["popGestureBegan:A", "willShow:Home", "popGestureCancelled:A"])
        #expect(harness.stack == "Home A")
        #expect(harness.engine.transition == nil)
    }

    @Test("a second swipe during a swipe is refused; the first one goes on")
    func swipeDuringSwipe() {
        var harness = Harness("Home A B")
        harness.send(.swipeBegan(SwipeTouch(startX: 4, distance: 10)))
        #expect(harness.send(.swipeBegan(SwipeTouch(startX: 4, distance: 10))) == [.event(.swipeRefused(.transition))])
        harness.send(.swipeEnded(SwipeTouch(startX: 4, distance: 300), velocity: 0))
        harness.settle()
        #expect(harness.stack == "Home A")
    }

    @Test("a swipe from the trailing edge pushes the declared next page", arguments: LayoutDirection.allCases)
    func interactivePush(_ direction: LayoutDirection) {
        let configuration = NavigationConfiguration(geometry: SwipeGeometry(direction: direction))
        var harness = Harness(
            "Home Story", configuration: configuration, settings: ["Story": PageSettings(hasNextPage: true)])
        let trailingX = direction == .leftToRight ? 385.0 : 5.0
        let leading = -direction.backSign
        let touch = SwipeTouch(startX: trailingX, distance: 20 * leading)
        #expect(harness.engine.swipeDecision(for: touch) == .push)

        harness.send(.swipeBegan(touch, nextPage: harness.page("Story#2")))
        #expect(harness.takeEvents() == ["pushGestureBegan:Story#2", "willShow:Story#2"])
        #expect(harness.engine.transition?.kind == .push)
        #expect(harness.engine.transition?.interactive == true)

        let far = SwipeTouch(startX: trailingX, distance: 250 * leading)
        harness.send(.swipeMoved(far))
        #expect(harness.send(.swipeEnded(far, velocity: 0)) == [.finishInteraction])
        harness.finishTransition()
        #expect(harness.takeEvents() == ["pushGestureFinished:Story#2", "didShow:Story#2"])
        #expect(harness.stack == "Home Story Story#2")
    }

    @Test("a cancelled interactive push leaves the stack as it was and the page never entered it")
    func cancelledInteractivePush() {
        var harness = Harness("Home Story", settings: ["Story": PageSettings(hasNextPage: true)])
        let touch = SwipeTouch(startX: 385, distance: -40)
        harness.send(.swipeBegan(touch, nextPage: harness.page("Story#2")))
        #expect(harness.send(.swipeEnded(touch, velocity: 700)) == [.cancelInteraction])
        harness.finishTransition(false)
        #expect(harness.stack == "Home Story")
        #expect(!harness.engine.contains(harness.id("Story#2")))
        #expect(
            harness.takeEvents() == ["pushGestureBegan:Story#2", "willShow:Story#2", "pushGestureCancelled:Story#2"])
    }

    @Test("an interactive push of a page already in the stack is refused")
    func interactivePushOfPageInStack() {
        var harness = Harness("Home Story", settings: ["Story": PageSettings(hasNextPage: true)])
        let effects = harness.send(.swipeBegan(SwipeTouch(startX: 385, distance: -40), nextPage: harness.page("Home")))
        #expect(effects == [.event(.refused(.alreadyInStack, operation: nil))])
        #expect(harness.engine.transition == nil)
    }

    @Test("the page pushed interactively starts from the top page's look")
    func interactivePushLook() {
        var harness = Harness(
            "Home Story", configuration: .inheriting,
            settings: ["Story": PageSettings(bar: PartialBarStyle(background: .pureRed), hasNextPage: true)])
        harness.send(.swipeBegan(SwipeTouch(startX: 385, distance: -40), nextPage: harness.page("Next")))
        #expect(harness.engine.transition?.plan.toStyle.background == .pureRed)
        #expect(harness.engine.transition?.plan.strategy == .shared)
    }
}
