import PageNavigationCore
import PageNavigationTestSupport
import Testing

@testable import PageNavigationSimulator

/// UIKit as it behaves with the controller's delegate (UIKitBehavior rows 1, 2, 5, 11): a delegate that
/// offers the animator methods leaves UIKit's swipe-back recognizers inert; UIKit reads what a delegate
/// offers only when the delegate is set; a recognizer that begins and gets no pop leaves the controller stuck.
@Suite("Host: the controller's delegate and UIKit's swipe-back recognizers")
struct DelegateQuirkTests {
    @Test("an edge swipe on a default page pops: the library's delegate does not offer the animator methods")
    func edgeSwipeOnDefaultPage() throws {
        let simulator = try HostFixtures.simulator(["Home", "List"])
        simulator.swipe(startX: 5, distance: 250, velocity: 800)
        #expect(simulator.stack == ["Home"])
        #expect(simulator.events.contains("popGestureFinished:List"))
        #expect(simulator.platform.delegateOffersAnimators == false)
    }

    @Test("iOS 26: the system's content swipe pops from the middle of a default page")
    func contentSwipeOnDefaultPage() throws {
        let simulator = try HostFixtures.simulator(
            ["Home", "List"], systemContentSwipe: true,
            configuration: NavigationConfiguration(popGesture: .system(hasContentSwipe: true)))
        simulator.swipe(startX: 150, distance: 200, velocity: 800)
        #expect(simulator.stack == ["Home"])
        #expect(simulator.events.contains("popGestureFinished:List"))
    }

    @Test(
        "the app's delegate brings custom transitions: the library's pan carries the edge swipe (and iOS 26's content swipe)",
        arguments: [false, true])
    func appAnimatorsKeepSwipeBack(systemContentSwipe: Bool) throws {
        let simulator = try HostFixtures.simulator(
            ["Home", "List", "Detail"], systemContentSwipe: systemContentSwipe,
            configuration: NavigationConfiguration(popGesture: .system(hasContentSwipe: systemContentSwipe)))
        simulator.platform.setAppDelegate(implementsAnimators: true)
        #expect(simulator.platform.delegateOffersAnimators)  // UIKit asked again: the app's transitions are used
        simulator.swipe(startX: 5, distance: 250, velocity: 800)
        #expect(simulator.stack == ["Home", "List"])
        #expect(simulator.events.contains("popGestureFinished:Detail"))
        if systemContentSwipe {
            simulator.swipe(startX: 150, distance: 200, velocity: 800)
            #expect(simulator.stack == ["Home"])
        }
        #expect(!simulator.platform.isStuck)
    }

    @Test("an app delegate with only the interaction method keeps UIKit's own swipe-back (issue 35)")
    func interactionMethodAloneKeepsSystemSwipes() throws {
        let simulator = try HostFixtures.simulator(["Home", "List", "Detail"])
        simulator.platform.setAppDelegate(implementing: .interaction)
        // UIKit asked again: the interaction method is offered, the animation method (which leaves UIKit's
        // recognizers inert) is not.
        #expect(simulator.platform.delegateOfferedAnimatorMethods == .interaction)
        simulator.swipe(startX: 5, distance: 250, velocity: 800)
        #expect(simulator.stack == ["Home", "List"])
        #expect(simulator.platform.systemSwipesBegan == 1)  // UIKit's own edge swipe carried it
        // The library's own interactive push offers both, then gives back exactly the app's one method.
        try simulator.push("Feed")
        simulator.swipe(startX: 385, distance: -250, velocity: -900)
        #expect(simulator.events.contains { $0.hasPrefix("pushGestureFinished:Detail") })
        #expect(simulator.platform.delegateOfferedAnimatorMethods == .interaction)
        // An app delegate with the animation method alone: offered, UIKit's swipe-back is inert.
        simulator.platform.setAppDelegate(implementing: .animation)
        #expect(simulator.platform.delegateOfferedAnimatorMethods == .animation)
        simulator.swipe(startX: 5, distance: 250, velocity: 800)
        #expect(simulator.platform.systemSwipesBegan == 1)
        #expect(simulator.stack == ["Home", "List", "Feed"])
    }

    @Test("the app's animator is used as soon as its delegate is set, and no longer once it is replaced")
    func appDelegateAnswersAreAskedAgain() throws {
        let simulator = try HostFixtures.simulator(["Home"])
        simulator.platform.setAppDelegate(implementsAnimators: true)
        try simulator.push("List")
        #expect(simulator.platform.lastTransitionUsedAppAnimator)
        simulator.platform.setAppDelegate(implementsAnimators: false)
        try simulator.push("Detail")
        #expect(!simulator.platform.lastTransitionUsedAppAnimator)
        simulator.swipe(startX: 5, distance: 250, velocity: 800)
        #expect(simulator.stack == ["Home", "List"])
    }

    @Test("the delegate is set again only when what it offers changes (UIKit caches the answers)")
    func delegateSetOnlyOnChange() throws {
        let simulator = try HostFixtures.simulator(["Home", "Feed"])
        let sets = simulator.platform.delegateSetCount
        try simulator.push("List")
        simulator.pop()
        #expect(simulator.platform.delegateSetCount == sets)
        // The library's interactive push: offered before UIKit asks for the animator, withdrawn after.
        simulator.swipe(startX: 385, distance: -40, velocity: 900)
        #expect(simulator.stack == ["Home", "Feed"])
        #expect(simulator.platform.delegateSetCount == sets + 2)
        simulator.swipe(startX: 385, distance: -250, velocity: -900)
        #expect(simulator.events.contains("pushGestureCancelled:Detail"))
        #expect(simulator.stack == ["Home", "Feed", "Detail#2"])
        #expect(simulator.events.contains("pushGestureFinished:Detail#2"))
        #expect(simulator.platform.delegateSetCount == sets + 4)
        #expect(simulator.platform.delegateOffersAnimators == false)
        simulator.swipe(startX: 5, distance: 250, velocity: 800)
        #expect(simulator.stack == ["Home", "Feed"])
    }

    @Test("before iOS 26, the library's full-screen swipe runs its own animator, then UIKit's edge swipe works again")
    func fullScreenSwipeOffersThenWithdraws() throws {
        let simulator = try HostFixtures.simulator(
            ["Home", "List", "Detail"], configuration: NavigationConfiguration(popGesture: .fullScreen))
        // The finger drives the library's transition: a swipe let go early goes back.
        simulator.swipe(startX: 150, distance: 40, velocity: -800)
        #expect(simulator.stack == ["Home", "List", "Detail"])
        #expect(simulator.events.contains("popGestureCancelled:Detail"))
        simulator.swipe(startX: 150, distance: 250, velocity: 800)
        #expect(simulator.stack == ["Home", "List"])
        #expect(simulator.events.contains("popGestureFinished:Detail"))
        #expect(simulator.platform.delegateOffersAnimators == false)
        simulator.swipe(startX: 5, distance: 250, velocity: 800)
        #expect(simulator.stack == ["Home"])
        #expect(simulator.platform.edge.isActive == false)
    }

    /// Page types a back swipe meets, and what UIKit's own delegate refuses.
    static let types: [String: PageBlueprint] = {
        var types = HostFixtures.types
        types["Gallery"] = PageBlueprint(settings: PageSettings(popGesture: .fullScreen), contentScroll: .atStart)
        return types
    }()

    @Test(
        "every swipe in the back direction pops, or is refused with its reason, or runs the back handler",
        arguments: 0..<40)
    func everyBackSwipeHasAnOutcome(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let contentSwipe = Bool.random(using: &random)
        let popGesture: PopGestureMode = [.edge, .fullScreen, .system(hasContentSwipe: contentSwipe)].randomElement(
            using: &random)!
        let names = ["List", "Detail", "Locked", "Limited", "Gallery", "Editor", "Web", "Final", "Feed", "Hidden"]
        let stack =
            ["Home"] + (0..<Int.random(in: 0...3, using: &random)).map { _ in names.randomElement(using: &random)! }
        let simulator = try NavigationSimulator(
            configuration: NavigationConfiguration(popGesture: popGesture), systemContentSwipe: contentSwipe,
            types: Self.types, stack: stack)
        if Int.random(in: 0..<4, using: &random) == 0 { simulator.platform.setAppDelegate(implementsAnimators: true) }
        let outcomes = ["popGestureBegan:", "swipeRefused:", "backDenied:", "backRequested:", "webBack:"]
        for step in 0..<12 {
            if simulator.pendingBack != nil { simulator.answer(Bool.random(using: &random)) }
            if Int.random(in: 0..<5, using: &random) == 0 {
                try simulator.push(names.randomElement(using: &random)!)
            }
            if let top = simulator.stack.last, top.hasPrefix("Hidden") == false,
                Int.random(in: 0..<6, using: &random) == 0
            {
                simulator.page(named: top)?.hidesBackButton = true
            }
            let eventCount = simulator.events.count
            let startX = [2.0, 12, 60, 150, 300].randomElement(using: &random)!
            simulator.swipe(
                startX: startX, distance: [40.0, 120, 260].randomElement(using: &random)!,
                dy: [0.0, 10].randomElement(using: &random)!, velocity: [0.0, 300, 900].randomElement(using: &random)!)
            let new = simulator.events[eventCount...]
            #expect(
                new.contains { event in outcomes.contains { event.hasPrefix($0) } },
                "seed \(seed) step \(step): a back swipe from \(startX) on \(stack) left no trace: \(Array(new))")
            #expect(!simulator.platform.isStuck, "seed \(seed) step \(step): the controller is stuck")
        }
        try simulator.push("Detail", as: "Last")
        #expect(simulator.stack.last == "Last", "seed \(seed): the push after the swipes appears")
    }

    @Test("a swipe on the root never starts UIKit's recognizer, so the next push appears", arguments: [false, true])
    func swipeOnRootThenPush(systemContentSwipe: Bool) throws {
        let simulator = try HostFixtures.simulator(["Home"], systemContentSwipe: systemContentSwipe)
        for startX in [2.0, 150] {
            simulator.swipe(startX: startX, distance: 250, velocity: 800)
            #expect(simulator.events.last == "swipeRefused:root")
        }
        #expect(simulator.platform.edge.isActive == false && simulator.platform.content.isActive == false)
        try simulator.push("List")
        #expect(simulator.stack == ["Home", "List"])
        #expect(!simulator.platform.isStuck)
    }

    @Test("UIKit's recognizer beginning on the root leaves the controller stuck (row 5, as modelled)")
    func rootFreezeIsModelled() throws {
        let simulator = try HostFixtures.simulator(["Home"])
        simulator.platform.appReplacedEdgeDelegate = true  // the app's delegate lets every swipe begin
        simulator.swipe(startX: 5, distance: 250, velocity: 800)
        #expect(simulator.platform.isStuck)
        try simulator.push("List")
        #expect(simulator.platformStack == ["Home"])
    }
}

/// F13 through the host: what the UIKit gate asks before a page's scroll view may scroll.
@Suite("Host: scroll views wait for the library's pan only where it can serve")
struct ScrollViewWaitHostTests {
    @Test("iOS 26 by default: nothing waits; a page with a next page: its scroll views wait")
    func contentSwipeSystem() throws {
        let simulator = try HostFixtures.simulator(
            ["Home", "List"], systemContentSwipe: true,
            configuration: NavigationConfiguration(popGesture: .system(hasContentSwipe: true)))
        #expect(simulator.host.scrollViewsWaitForLibraryPan == false)
        try simulator.push("Feed")
        #expect(simulator.host.scrollViewsWaitForLibraryPan)
    }

    @Test("before iOS 26: edge mode does not wait, full-screen does, a hidden bar's page does")
    func beforeContentSwipe() throws {
        let edge = try HostFixtures.simulator(["Home", "List"])
        #expect(edge.host.scrollViewsWaitForLibraryPan == false)
        try edge.push("Hidden")  // UIKit refuses its edge swipe there: the pan takes it over
        #expect(edge.host.scrollViewsWaitForLibraryPan)
        let full = try HostFixtures.simulator(
            ["Home", "List"], configuration: NavigationConfiguration(popGesture: .fullScreen))
        #expect(full.host.scrollViewsWaitForLibraryPan)
        full.pop()
        #expect(full.host.scrollViewsWaitForLibraryPan == false)  // the root: nothing to pop
    }

    @Test("the app's delegate brings transitions: the pan carries swipe-back, and scroll views wait for it")
    func appAnimators() throws {
        let simulator = try HostFixtures.simulator(
            ["Home", "List"], systemContentSwipe: true,
            configuration: NavigationConfiguration(popGesture: .system(hasContentSwipe: true)))
        simulator.platform.setAppDelegate(implementsAnimators: true)
        #expect(simulator.host.scrollViewsWaitForLibraryPan)
        #expect(simulator.host.libraryPanWaitsForSystemSwipes == false)
    }
}
