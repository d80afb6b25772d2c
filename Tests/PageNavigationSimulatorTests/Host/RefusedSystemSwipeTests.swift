import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// UIKit's own delegate of its swipe-back recognizers refuses them on a page with a hidden bar or a left
/// item of its own (the classic "swipe-back stops working"). The library keeps UIKit's delegate, so its
/// pan, which waits for those recognizers to fail, carries out the pop the engine accepted.
@Suite("Host: swipe-back where UIKit's own recognizers refuse")
struct RefusedSystemSwipeTests {
    static let types: [String: PageBlueprint] = [
        "Home": PageBlueprint(),
        "Photo": PageBlueprint(settings: PageSettings(bar: PartialBarStyle(hidden: true))),
        "Form": PageBlueprint(customBackButton: true),
        "LockedForm": PageBlueprint(settings: PageSettings(popGesture: .disabled), customBackButton: true),
        "AskingForm": PageBlueprint(settings: PageSettings(back: .confirm), customBackButton: true),
    ]

    @Test(
        "an edge swipe pops a page whose bar is hidden or whose back button is its own, on iOS 15–25 and on iOS 26",
        arguments: [("Photo", false), ("Form", false), ("Photo", true), ("Form", true)])
    func edgeSwipePops(type: String, systemContentSwipe: Bool) throws {
        let simulator = try NavigationSimulator(
            systemContentSwipe: systemContentSwipe, types: Self.types, stack: ["Home", type])
        simulator.swipe(startX: 5, distance: 250, velocity: 800)
        #expect(simulator.stack == ["Home"])
        #expect(simulator.events.contains("popGestureFinished:\(type)"))
    }

    @Test("the page's own rules still hold there: disabled refuses, confirm asks, and nothing pops")
    func pageRulesHold() throws {
        let locked = try NavigationSimulator(types: Self.types, stack: ["Home", "LockedForm"])
        locked.swipe(startX: 5, distance: 250, velocity: 800)
        #expect(locked.stack == ["Home", "LockedForm"])
        #expect(locked.events.contains("swipeRefused:disabled"))
        let asking = try NavigationSimulator(types: Self.types, stack: ["Home", "AskingForm"])
        asking.swipe(startX: 5, distance: 250, velocity: 800)
        #expect(asking.stack == ["Home", "AskingForm"])
        #expect(asking.pendingBack == "AskingForm")
    }

    @Test("a cancelled swipe on such a page leaves it on top with its look, and the next swipe still works")
    func cancelThenSwipe() throws {
        let simulator = try NavigationSimulator(types: Self.types, stack: ["Home", "Photo"])
        simulator.swipe(startX: 5, distance: 60, velocity: -800)
        #expect(simulator.stack == ["Home", "Photo"])
        #expect(simulator.events.contains("popGestureCancelled:Photo"))
        #expect(simulator.platform.isBarHidden)
        simulator.swipe(startX: 5, distance: 250, velocity: 800)
        #expect(simulator.stack == ["Home"])
        #expect(!simulator.platform.isBarHidden)
    }

    /// How the app turned the system's edge swipe down for one swipe.
    enum Refusal: String, CaseIterable, Sendable {
        case disabledByApp, appDelegateSaysNo
    }

    @Test(
        "a back handler does not run for a swipe the app turned down",
        arguments: Refusal.allCases, ["Editor", "Final"])
    func handlerRespectsRefusal(refusal: Refusal, type: String) throws {
        // Before iOS 26 and on iOS 26 (whose content swipe is asked for an edge touch too), on a plain page
        // and on one with a back button of its own.
        for (contentSwipe, contentFirst) in [(false, false), (true, false), (true, true)] {
            for customBack in [false, true] {
                var types = HostFixtures.types
                types[type]?.customBackButton = customBack
                let simulator = try NavigationSimulator(
                    systemContentSwipe: contentSwipe, types: types, stack: ["Home", type])
                simulator.platform.contentStandInAskedFirst = contentFirst
                switch refusal {
                case .disabledByApp: simulator.platform.edge.isEnabled = false
                case .appDelegateSaysNo: simulator.platform.appEdgeDelegateAnswer = false
                }
                let before = simulator.events.count
                simulator.swipe(startX: 5, distance: 250, velocity: 800)
                let events = simulator.events.dropFirst(before)
                let setup = "content swipe \(contentSwipe) (asked first \(contentFirst)), own back button \(customBack)"
                #expect(simulator.stack == ["Home", type], "\(setup)")
                #expect(simulator.pendingBack == nil, "\(setup)")
                #expect(
                    !events.contains("backDenied:\(type)") && !events.contains("backRequested:\(type)"),
                    "\(setup): \(events)")
            }
        }
    }

    @Test(
        "on iOS 26 a touch in the edge region is the edge swipe's, whichever stand-in UIKit asks first",
        arguments: [false, true])
    func edgeTouchIsTheEdgeSwipes(contentFirst: Bool) throws {
        let simulator = try NavigationSimulator(
            systemContentSwipe: true, types: HostFixtures.types, stack: ["Home", "List"])
        simulator.platform.contentStandInAskedFirst = contentFirst
        simulator.platform.content.isEnabled = false  // the app keeps only the edge swipe on iOS 26
        simulator.swipe(startX: 5, distance: 250, velocity: 800)
        #expect(simulator.stack == ["Home"])
        #expect(simulator.events.contains("popGestureFinished:List"))
    }

    @Test("a swipe UIKit's edge recognizer began beyond the library's edge width is an edge swipe")
    func uikitsWiderEdge() throws {
        let simulator = try NavigationSimulator(types: HostFixtures.types, stack: ["Home", "List"])
        simulator.platform.systemEdgeWidth = 40
        simulator.swipe(startX: 30, distance: 250, velocity: 800)
        #expect(simulator.stack == ["Home"])
        #expect(!simulator.events.contains("swipeRefused:edgeDistance"))
    }

    @Test("a page that hides its back button still swipes back: UIKit's refusal there is made up for")
    func hiddenBackButtonSwipes() throws {
        let simulator = try NavigationSimulator(types: HostFixtures.types, stack: ["Home", "List"])
        simulator.page(named: "List")?.hidesBackButton = true
        simulator.swipe(startX: 5, distance: 250, velocity: 800)
        #expect(simulator.stack == ["Home"])
    }

    @Test(
        "UIKit refusing a swipe for a reason of its own (a text selection, a row's actions) is not taken over",
        arguments: [false, true])
    func uikitsOwnRefusalStands(systemContentSwipe: Bool) throws {
        let simulator = try NavigationSimulator(
            systemContentSwipe: systemContentSwipe, types: Self.types, stack: ["Home", "Home"])
        simulator.platform.systemRefusesTouch = true
        simulator.swipe(startX: 5, distance: 250, velocity: 800)
        #expect(simulator.stack == ["Home", "Home#2"])
        #expect(!simulator.events.contains("popGestureFinished:Home#2"))
    }

    @Test(
        "an app delegate of the edge recognizer decides alone: its no is not taken over, its yes pops",
        arguments: [("Form", false), ("Photo", false), ("Form", true), ("Photo", true)])
    func appDelegateDecides(type: String, answer: Bool) throws {
        let simulator = try NavigationSimulator(types: Self.types, stack: ["Home", type])
        simulator.platform.appEdgeDelegateAnswer = answer
        simulator.swipe(startX: 5, distance: 250, velocity: 800)
        #expect(simulator.stack == (answer ? ["Home"] : ["Home", type]))
        #expect(simulator.events.contains("popGestureBegan:\(type)") == answer)
        #expect(simulator.platform.pan.isActive == false)
    }

    @Test("an edge swipe-back the app turned off (isEnabled = false) is not taken over: nothing pops")
    func appDisabledRecognizer() throws {
        let simulator = try NavigationSimulator(types: Self.types, stack: ["Home", "Form"])
        simulator.platform.edge.isEnabled = false
        simulator.swipe(startX: 5, distance: 250, velocity: 800)
        #expect(simulator.stack == ["Home", "Form"])
        #expect(!simulator.events.contains("popGestureBegan:Form"))
    }
}
