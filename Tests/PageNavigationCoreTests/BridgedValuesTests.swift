import PageNavigationCore
import Testing

/// The plain-number spellings the Objective-C surface maps through: FDFullscreenPopGesture's "0 means
/// no limit", error codes that never change, and the "shadow hidden" flag.
@Suite("Bridged values")
struct BridgedValuesTests {
    @Test(
        "a maximum start distance maps to a full-screen mode; 0 means no limit; impossible ones are refused",
        arguments: [
            (0.0, PopGestureMode?.some(.fullScreen)),
            (40, .fullScreen(maximumStartDistance: 40)),
            (0.5, .fullScreen(maximumStartDistance: 0.5)),
            (-1, nil),
            (-.infinity, nil),
            (.infinity, nil),
            (.nan, nil),
        ])
    func fullScreenDistance(distance: Double, mode: PopGestureMode?) {
        #expect(PopGestureMode(fullScreenMaximumStartDistance: distance) == mode)
    }

    @Test(
        "the distance reads back as the limit, 0 for no limit or no full-screen swipe",
        arguments: [
            (PopGestureMode.fullScreen(maximumStartDistance: 40), 40.0),
            (.fullScreen, 0),
            (.edge, 0),
            (.disabled, 0),
        ])
    func distanceReadsBack(mode: PopGestureMode, distance: Double) {
        #expect(mode.bridgedMaximumStartDistance == distance)
        if case .fullScreen = mode { #expect(PopGestureMode(fullScreenMaximumStartDistance: distance) == mode) }
    }

    /// What a user notices: an Objective-C page that copied FDFullscreenPopGesture's `0` swipes back from
    /// the middle of the screen instead of refusing every swipe; a limit refuses a swipe beyond it.
    @Test("a page with FDFullscreenPopGesture's 0 swipes from the middle; a 40-point limit refuses it")
    func zeroSwipesFromTheMiddle() throws {
        let middle = SwipeTouch(startX: 200, distance: 120)
        let noLimit = try #require(PopGestureMode(fullScreenMaximumStartDistance: 0))
        var harness = Harness("A B", settings: ["B": PageSettings(popGesture: noLimit)])
        harness.send(.swipeBegan(middle))
        #expect(harness.engine.transition?.interactive == true)

        let limited = try #require(PopGestureMode(fullScreenMaximumStartDistance: 40))
        var limitedHarness = Harness("A B", settings: ["B": PageSettings(popGesture: limited)])
        #expect(limitedHarness.send(.swipeBegan(middle)) == [.event(.swipeRefused(.edgeDistance))])
    }

    @Test("every navigation error has its own code, and the code names it again")
    func errorCodes() {
        let codes = NavigationError.allCases.map(\.code)
        #expect(Set(codes).count == codes.count)
        #expect(codes.allSatisfy { $0 > 0 })
        for error in NavigationError.allCases { #expect(NavigationError(code: error.code) == error) }
        #expect(NavigationError(code: 0) == nil)
        #expect(NavigationError(code: 999) == nil)
    }

    @Test(
        "error codes never change: apps compare them",
        arguments: [
            (NavigationError.cannotPopRoot, 1), (.alreadyInStack, 2), (.cannotRemoveRoot, 3), (.notFound, 4),
            (.nothingPending, 5), (.emptyStack, 6), (.unknownPage, 7), (.cancelled, 8),
        ])
    func stableCodes(error: NavigationError, code: Int) {
        #expect(error.code == code)
    }

    @Test(
        "the shadow-hidden flag maps both ways; the system's shadow reads as unset",
        arguments: [
            (Bool?.some(true), BarShadow?.some(.hidden)),
            (false, .shown),
            (nil, nil),
        ])
    func shadowFlag(hidden: Bool?, shadow: BarShadow?) {
        #expect(BarShadow.bridged(hidden: hidden) == shadow)
        #expect(BarShadow.bridgedHidden(shadow) == hidden)
    }

    @Test("the system's shadow has no flag")
    func systemShadow() {
        #expect(BarShadow.bridgedHidden(.system) == nil)
    }
}

/// Choosing a swipe-back mode by kind, as an Objective-C page does (`page.popGesture = …FullScreen`).
@Suite("Bridged values: pop-gesture kinds")
struct BridgedPopGestureKindTests {
    static let limited = PopGestureMode.fullScreen(maximumStartDistance: 40)

    @Test(
        "choosing a kind in place of the current mode; full-screen keeps a distance already set",
        arguments: [
            (PopGestureMode.Kind?.none, PopGestureMode?.some(.edge), PopGestureMode?.none),
            (.edge, limited, .edge),
            (.disabled, limited, .disabled),
            (.fullScreen, nil, .fullScreen),
            (.fullScreen, .edge, .fullScreen),
            (.fullScreen, limited, limited),
            (.fullScreen, .fullScreen, .fullScreen),
        ])
    func choosing(kind: PopGestureMode.Kind?, current: PopGestureMode?, chosen: PopGestureMode?) {
        #expect(PopGestureMode.choosing(kind, replacing: current) == chosen)
    }

    @Test(
        "every mode's kind chooses that mode again", arguments: [PopGestureMode.edge, .disabled, .fullScreen, limited])
    func kindRoundTrip(mode: PopGestureMode) {
        #expect(PopGestureMode.choosing(mode.kind, replacing: mode) == mode)
    }

    @Test("kinds start at 1, leaving 0 for not set")
    func rawValues() {
        #expect(PopGestureMode.Kind.allCases.map(\.rawValue) == [1, 2, 3])
        #expect(PopGestureMode.Kind(rawValue: 0) == nil)
    }

    /// What a user notices: an Objective-C page that sets its distance and then full-screen (or the
    /// other way round) refuses a swipe from the middle either way.
    @Test("distance then full-screen keeps the limit: a middle swipe is still refused")
    func distanceThenKind() throws {
        let distance = try #require(PopGestureMode(fullScreenMaximumStartDistance: 40))
        let mode = PopGestureMode.choosing(.fullScreen, replacing: distance)
        var harness = Harness("A B", settings: ["B": PageSettings(popGesture: mode)])
        #expect(
            harness.send(.swipeBegan(SwipeTouch(startX: 200, distance: 120))) == [.event(.swipeRefused(.edgeDistance))])
    }
}
