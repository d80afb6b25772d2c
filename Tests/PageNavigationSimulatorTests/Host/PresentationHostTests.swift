import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// A stack presented as a sheet, through the shared host over UIKit's dismissal calls as the virtual
/// platform models them: the pull-down goes through the top page's back handler, `isModalInPresentation`
/// follows the top page and is given back exactly, and the app's own presentation delegate keeps working.
@Suite("Host: presented stacks")
struct PresentationHostTests {
    static let types: [String: PageBlueprint] = [
        "Home": PageBlueprint(),
        "Plain": PageBlueprint(),
        "Locked": PageBlueprint(settings: PageSettings(back: .deny)),
        "Editor": PageBlueprint(settings: PageSettings(back: .confirm)),
    ]

    static func sheet(_ stack: [String], rootSwipeDismisses: Bool = false) throws -> NavigationSimulator {
        var configuration = NavigationConfiguration()
        configuration.rootSwipeDismisses = rootSwipeDismisses
        let simulator = try NavigationSimulator(configuration: configuration, types: types, stack: stack)
        simulator.present(.sheet)
        return simulator
    }

    @Test("a plain page lets the sheet go: UIKit dismisses it, the pages hear it, top first")
    func plainPage() throws {
        let simulator = try Self.sheet(["Home", "Plain"])
        let app = VirtualPresentationDelegate()
        simulator.platform.appPresentationDelegate = app
        #expect(simulator.platform.isModalInPresentation == false)
        simulator.pullDown()
        #expect(simulator.isPresented == false)
        #expect(simulator.events.suffix(1) == ["dismissed:Plain"])
        #expect(simulator.platform.dismissedCallbacks == ["Plain", "Home"])
        #expect(app.calls == ["shouldDismiss", "willDismiss", "didDismiss"], "the app's delegate hears every call")
        #expect(simulator.platform.dismissCalls == 0, "UIKit dismissed it; the library does not dismiss again")
        #expect(simulator.stack == ["Home", "Plain"])
    }

    @Test(
        "a page that denies keeps the sheet with isModalInPresentation, and gives the app's value back when it leaves")
    func denyingPage() throws {
        let simulator = try Self.sheet(["Home"])
        let app = VirtualPresentationDelegate()
        simulator.platform.appPresentationDelegate = app
        try simulator.push("Locked")
        #expect(simulator.platform.isModalInPresentation == true)
        simulator.pullDown()
        #expect(simulator.isPresented == true)
        #expect(simulator.events.last == "backDenied:Locked")
        // Only the library made the sheet modal: the app's delegate is asked what UIKit would have asked it,
        // and hears no attempt (its own "discard?" alert would meet the page's).
        #expect(app.calls == ["shouldDismiss"], "the app hears what UIKit would have asked it")
        simulator.pop()
        #expect(simulator.platform.isModalInPresentation == false)
        simulator.pullDown()
        #expect(simulator.isPresented == false)
    }

    @Test("on a page that confirms, an app delegate that refuses the pull-down keeps it its own: no question")
    func appRefusalOnConfirmingPage() throws {
        let simulator = try Self.sheet(["Home"])
        let app = VirtualPresentationDelegate(shouldDismiss: false)
        simulator.platform.appPresentationDelegate = app
        try simulator.push("Editor")
        #expect(simulator.platform.isModalInPresentation == true)
        simulator.pullDown()
        #expect(app.calls == ["shouldDismiss", "didAttemptToDismiss"], "as UIKit would call a delegate that says no")
        #expect(!simulator.events.contains("backRequested:Editor"), "the page does not ask over the app's alert")
        #expect(simulator.isPresented == true)
    }

    @Test("a page that set isModalInPresentation itself keeps its sheet: the pull-down dismisses nothing")
    func pageOwnModal() throws {
        let simulator = try Self.sheet(["Home", "Plain"])
        let app = VirtualPresentationDelegate()
        simulator.platform.appPresentationDelegate = app
        simulator.platform.pageKeepsSheet = true  // the page's own `isModalInPresentation = true`
        simulator.pullDown()
        #expect(simulator.isPresented == true, "the page's own modal sheet stays")
        #expect(simulator.platform.dismissCalls == 0)
        #expect(app.calls == ["didAttemptToDismiss"], "UIKit's attempt is the app's")
    }

    @Test("a confirming page asks; no keeps the sheet, yes dismisses it once, in code")
    func confirmingPage() throws {
        let simulator = try Self.sheet(["Home", "Editor"])
        simulator.pullDown()
        #expect(simulator.events.last == "backRequested:Editor")
        #expect(simulator.platform.isModalInPresentation == true, "the sheet stays modal while the question is open")
        simulator.pullDown()
        #expect(simulator.events.last == "backRequested:Editor", "a second pull-down while asking asks nothing")
        simulator.answer(false)
        #expect(simulator.isPresented == true)
        simulator.pullDown()
        simulator.answer(true)
        #expect(simulator.isPresented == false)
        #expect(simulator.platform.dismissCalls == 1)
        #expect(simulator.events.filter { $0.hasPrefix("dismissed:") } == ["dismissed:Editor"])
        #expect(simulator.stack == ["Home", "Editor"], "the sheet goes with its pages; nothing pops")
        #expect(simulator.platform.isModalInPresentation == false, "given back once the stack is no longer presented")
    }

    @Test("the library's dismissal after a yes tells the app's delegate willDismiss and didDismiss, as UIKit's own")
    func confirmedDismissalTellsAppDelegate() throws {
        let simulator = try Self.sheet(["Home", "Editor"])
        let app = VirtualPresentationDelegate(shouldDismiss: true)
        simulator.platform.appPresentationDelegate = app
        simulator.pullDown()
        #expect(app.calls == ["shouldDismiss"], "the app allowed the pull-down; the page asks")
        simulator.answer(true)
        #expect(simulator.isPresented == false)
        // UIKit tells the delegate nothing for a dismissal in code: the library tells it, around its own.
        #expect(app.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(simulator.platform.dismissCalls == 1)

        let root = try Self.sheet(["Home"], rootSwipeDismisses: true)
        let rootApp = VirtualPresentationDelegate()
        root.platform.appPresentationDelegate = rootApp
        root.swipe(startX: 5, distance: 200, velocity: 800)
        #expect(root.isPresented == false)
        #expect(rootApp.calls == ["willDismiss", "didDismiss"], "the root's swipe-back is the user's dismissal too")
    }

    @Test("the app's own isModalInPresentation keeps the sheet without the back handler, and stays the app's")
    func appKeepsSheet() throws {
        let simulator = try Self.sheet(["Home", "Plain"])
        simulator.platform.isModalInPresentation = true
        simulator.pullDown()
        #expect(simulator.isPresented == true)
        #expect(!simulator.events.contains { $0.hasPrefix("backDenied") || $0.hasPrefix("dismissed") })
        try simulator.push("Locked")
        simulator.pullDown()
        #expect(!simulator.events.contains("backDenied:Locked"), "the app's refusal stands; no handler runs")
        simulator.pop()
        #expect(simulator.platform.isModalInPresentation == true, "the app's own value, exactly")
    }

    @Test("the app's delegate saying no keeps the sheet and hears the attempt; no back handler runs")
    func appDelegateRefuses() throws {
        let simulator = try Self.sheet(["Home", "Plain"])
        let app = VirtualPresentationDelegate(shouldDismiss: false)
        simulator.platform.appPresentationDelegate = app
        simulator.pullDown()
        #expect(simulator.isPresented == true)
        #expect(app.calls == ["shouldDismiss", "didAttemptToDismiss"])
        app.shouldDismiss = true
        simulator.pullDown()
        #expect(simulator.isPresented == false, "the app's yes and the page's yes together let it go")
    }

    @Test("the app's own dismissal gives isModalInPresentation back and reports no dismissal")
    func appDismisses() throws {
        let simulator = try Self.sheet(["Home", "Locked"])
        simulator.present(.none)
        #expect(simulator.platform.isModalInPresentation == false)
        #expect(!simulator.events.contains { $0.hasPrefix("dismissed:") })
    }

    @Test("a swipe-back on a presented root dismisses only with rootSwipeDismisses, through the root's handler")
    func rootSwipe() throws {
        let off = try Self.sheet(["Home"])
        off.swipe(startX: 5, distance: 200, velocity: 800)
        #expect(off.isPresented == true)
        #expect(off.events.last == "swipeRefused:root")

        let on = try Self.sheet(["Home"], rootSwipeDismisses: true)
        #expect(on.popGestureStatus == "dismiss")
        on.swipe(startX: 5, distance: 200, velocity: 800)
        #expect(on.isPresented == false)
        #expect(on.platform.dismissCalls == 1)
        #expect(on.events.last == "dismissed:Home")
        #expect(on.stack == ["Home"])

        let asking = try Self.sheet(["Editor"], rootSwipeDismisses: true)
        asking.swipe(startX: 5, distance: 200, velocity: 800)
        #expect(asking.events.last == "backRequested:Editor")
        asking.answer(true)
        #expect(asking.isPresented == false)
        #expect(asking.events.last == "dismissed:Editor")

        let pushed = try Self.sheet(["Home", "Plain"], rootSwipeDismisses: true)
        pushed.swipe(startX: 5, distance: 300, velocity: 800)
        #expect(pushed.stack == ["Home"], "above the root a swipe pops as always")
        #expect(pushed.isPresented == true)
    }

    @Test("a full-screen presentation has no pull-down")
    func fullScreen() throws {
        let simulator = try NavigationSimulator(types: Self.types, stack: ["Home", "Locked"])
        simulator.present(.fullScreen)
        #expect(simulator.platform.isModalInPresentation == false)
        simulator.pullDown()
        #expect(simulator.isPresented == true)
        #expect(!simulator.events.contains("backDenied:Locked"))
    }
}
