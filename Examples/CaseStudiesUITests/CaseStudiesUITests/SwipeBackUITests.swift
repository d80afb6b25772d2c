// Real-drag UI tests: a finger dragged across the case-studies app on a simulator, with
// XCUICoordinate.press(forDuration:thenDragTo:) ("initiates a press-and-hold gesture at the coordinate,
// then drags to another coordinate", Apple's XCUIAutomation documentation). Unlike the on-device checks,
// which ask the library's gate directly, these touches go through UIKit's own recognizers: they fail
// when UIKit's swipe-back does not begin (the catalogue "How UIKit behaves", rows 1, 4, 5, 7, 8, 11, 12).
//
// Not compiled on Linux (no XCTest for iOS there); CI builds and runs them on macOS (README.md here).

import CoreGraphics
import Foundation
import UIKit
import XCTest

final class SwipeBackUITests: XCTestCase {
    // MARK: The behaviours

    /// A page that declares nothing goes back with an edge swipe (catalogue row 1).
    @MainActor
    func testEdgeSwipeOnDefaultPage() {
        let app = launch()
        open("Swipe-back", in: app)
        app.buttons["Push a plain page"].tap()
        XCTAssertTrue(page("Plain page", in: app).waitForExistence(timeout: 5))

        swipeBackFromEdge(in: app)

        XCTAssertTrue(page("Swipe-back", in: app).waitForExistence(timeout: 5))
        waitUntilGone(page("Plain page", in: app))
    }

    /// A page with a left item of its own still goes back with an edge swipe (catalogue row 4).
    @MainActor
    func testEdgeSwipeOnPageWithOwnLeftItem() {
        let app = launch()
        open("Swipe-back", in: app)
        app.buttons["Push a page with its own left item"].tap()
        XCTAssertTrue(page("Own left item", in: app).waitForExistence(timeout: 5))
        XCTAssertTrue(app.navigationBars.buttons["Close"].exists, "the page's own left item is in the bar")

        swipeBackFromEdge(in: app)

        XCTAssertTrue(page("Swipe-back", in: app).waitForExistence(timeout: 5))
        waitUntilGone(page("Own left item", in: app))
    }

    /// A page that hides the bar still goes back with an edge swipe (catalogue row 4).
    @MainActor
    func testEdgeSwipeOnPageWithHiddenBar() {
        let app = launch()
        open("Hidden bar", in: app)
        app.buttons["Push a profile without a bar"].tap()
        XCTAssertTrue(page("Profile", in: app).waitForExistence(timeout: 5))

        swipeBackFromEdge(in: app)

        XCTAssertTrue(page("Hidden bar", in: app).waitForExistence(timeout: 5))
        waitUntilGone(page("Profile", in: app))
    }

    /// A full-screen page goes back with a swipe that starts in the middle of the screen (catalogue row 7).
    @MainActor
    func testFullScreenSwipe() {
        let app = launch()
        open("Full-screen swipe", in: app)
        let fullScreen = page("Full-screen swipe", in: app)
        XCTAssertTrue(fullScreen.waitForExistence(timeout: 5))

        // Low on the page, below its carousel, slider and buttons: only the page's scroll view is there.
        drag(in: app, from: CGVector(dx: 0.35, dy: 0.85), to: CGVector(dx: 0.95, dy: 0.85))

        XCTAssertTrue(page("Case Studies", in: app).waitForExistence(timeout: 5))
        waitUntilGone(fullScreen)
    }

    /// A page that asks before leaving shows its question for a swipe; "Keep editing" keeps it (row 11).
    @MainActor
    func testConfirmPage() {
        let app = launch()
        open("Confirm before leaving", in: app)
        XCTAssertTrue(page("Edit profile", in: app).waitForExistence(timeout: 5))
        let field = app.textFields["name"]
        field.tap()
        field.typeText("Ada")

        swipeBackFromEdge(in: app)

        let alert = app.alerts["Discard changes?"]
        XCTAssertTrue(alert.waitForExistence(timeout: 5), "the swipe asks the page first")
        alert.buttons["Keep editing"].tap()
        waitUntilGone(alert)
        XCTAssertTrue(page("Edit profile", in: app).exists, "the page stays")
        XCTAssertFalse(page("Case Studies", in: app).waitForExistence(timeout: 2), "nothing was popped")
    }

    /// A web page goes back in its own history first (two entries), then leaves (catalogue row 8).
    @MainActor
    func testWebHistory() {
        let app = launch()
        open("Web history", in: app)
        let web = page("Web history", in: app)
        XCTAssertTrue(web.waitForExistence(timeout: 5))
        // The page's HTML is loaded from a string: no network. Following the link adds a history entry.
        let link = app.webViews.links["Go to page two"]
        XCTAssertTrue(link.waitForExistence(timeout: 10))
        link.tap()

        swipeBackFromEdge(in: app)  // back in the web view's history: the page stays
        XCTAssertFalse(
            page("Case Studies", in: app).waitForExistence(timeout: 2), "the first swipe went back in the web view")
        XCTAssertTrue(web.exists)

        swipeBackFromEdge(in: app)  // no history left: the page leaves
        XCTAssertTrue(page("Case Studies", in: app).waitForExistence(timeout: 5))
        waitUntilGone(web)
    }

    /// A page pushed with `hidesBottomBarWhenPushed` in a tab bar goes back with an edge swipe, and the tab
    /// bar comes back with the page below (catalogue row 12).
    @MainActor
    func testPageThatHidesTheTabBar() {
        let app = launch()
        open("Swipe-back", in: app)
        app.buttons["Open a tab bar"].tap()
        XCTAssertTrue(page("Tab root", in: app).waitForExistence(timeout: 5))
        let tabBar = app.tabBars.firstMatch
        XCTAssertTrue(tabBar.waitForExistence(timeout: 5))
        app.buttons["Push a page that hides the tab bar"].tap()
        XCTAssertTrue(page("Without tab bar", in: app).waitForExistence(timeout: 5))
        waitUntil(tabBar, "exists == false OR hittable == false")  // hidden, or moved off screen

        swipeBackFromEdge(in: app)

        XCTAssertTrue(page("Tab root", in: app).waitForExistence(timeout: 5))
        waitUntil(tabBar, "exists == true AND hittable == true")  // the tab bar is back
        waitUntilGone(page("Without tab bar", in: app))
    }

    /// An edge swipe on the root page, where there is nothing to pop, leaves the controller working: the
    /// next push shows (catalogue row 5).
    @MainActor
    func testSwipeOnRootThenPush() {
        let app = launch()

        swipeBackFromEdge(in: app)
        open("Hidden bar", in: app)

        XCTAssertTrue(page("Hidden bar", in: app).waitForExistence(timeout: 5), "the push shows")
    }

    /// A swipe cancelled three times on a page that hides the tab bar (catalogue row 12): before iOS 26 the
    /// library's own pop carries the tab bar; it stays hidden after each cancel and comes back, with its
    /// buttons, when the page leaves.
    @MainActor
    func testCancelledSwipesOnTabBarPage() {
        let app = launch()
        open("Tab bars and split views", in: app)
        app.buttons["Open a tab bar"].tap()
        XCTAssertTrue(page("Music", in: app).waitForExistence(timeout: 5))
        let tabBar = app.tabBars.firstMatch
        XCTAssertTrue(tabBar.waitForExistence(timeout: 5))
        let buttonCount = tabBar.buttons.count
        app.buttons["Push an album (hidesBottomBarWhenPushed)"].tap()
        XCTAssertTrue(page("Album", in: app).waitForExistence(timeout: 5))
        waitUntil(tabBar, "exists == false OR hittable == false")
        for _ in 1...3 {
            // From 30 % slowly to 50 % and held: released without speed at or below half way, it cancels.
            app.coordinate(withNormalizedOffset: CGVector(dx: 0.3, dy: 0.5)).press(
                forDuration: 0.05, thenDragTo: app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)),
                withVelocity: .slow, thenHoldForDuration: 0.3)
            XCTAssertTrue(page("Album", in: app).waitForExistence(timeout: 5), "the album stays")
            waitUntil(tabBar, "exists == false OR hittable == false")  // the cancel left no tab bar on screen
        }
        drag(in: app, from: CGVector(dx: 0.2, dy: 0.5), to: CGVector(dx: 0.95, dy: 0.5))
        XCTAssertTrue(page("Music", in: app).waitForExistence(timeout: 5))
        waitUntil(tabBar, "exists == true AND hittable == true")
        XCTAssertEqual(tabBar.buttons.count, buttonCount, "the tab bar has its buttons")
        XCTAssertTrue(tabBar.buttons["Music"].isHittable, "its buttons can be tapped")
    }

    // MARK: ⌘[ on a hardware keyboard
    //
    // A real key press with XCUIElement.typeKey(_:modifierFlags:) ("types a single key … with the flags you
    // specify", Apple's XCUIAutomation documentation). Unlike the on-device check, which calls the
    // command's action, the press goes through UIKit's key-command delivery, which follows only the
    // first responder's responder chain: it fails when nothing on the page is the first responder and the
    // controller did not become it.

    /// On a page of buttons, where nothing is the first responder, ⌘[ goes back.
    @MainActor
    func testCommandBracketOnPageThatEditsNothing() {
        let app = launch()
        open("Swipe-back", in: app)
        app.buttons["Push a plain page"].tap()
        let plain = page("Plain page", in: app)
        XCTAssertTrue(plain.waitForExistence(timeout: 5))

        app.typeKey("[", modifierFlags: .command)

        XCTAssertTrue(page("Swipe-back", in: app).waitForExistence(timeout: 5), "⌘[ went back")
        waitUntilGone(plain)
    }

    /// From a text field (the first responder), ⌘[ reaches the controller and asks the page's handler.
    @MainActor
    func testCommandBracketAsksOnConfirmPage() {
        let app = launch()
        open("Confirm before leaving", in: app)
        XCTAssertTrue(page("Edit profile", in: app).waitForExistence(timeout: 5))
        let field = app.textFields["name"]
        field.tap()
        field.typeText("Ada")

        app.typeKey("[", modifierFlags: .command)

        let alert = app.alerts["Discard changes?"]
        XCTAssertTrue(alert.waitForExistence(timeout: 5), "⌘[ asks the page first")
        alert.buttons["Keep editing"].tap()
        waitUntilGone(alert)
        XCTAssertTrue(page("Edit profile", in: app).exists, "the page stays")
    }

    /// A button with no target (`addTarget(nil, …)`) sends its action to the first responder: the page
    /// still receives it, since the library's first responder for ⌘[ is inside the page, not the
    /// controller (whose responder chain leaves its pages out).
    @MainActor
    func testNilTargetButtonReachesPageAfterPush() {
        let app = launch()
        open("Swipe-back", in: app)
        app.buttons["Push a plain page"].tap()
        XCTAssertTrue(page("Plain page", in: app).waitForExistence(timeout: 5))
        app.buttons["Count (no target)"].tap()
        XCTAssertTrue(app.staticTexts["Counted 1"].waitForExistence(timeout: 5), "the page received the action")
        app.typeKey("[", modifierFlags: .command)
        XCTAssertTrue(page("Swipe-back", in: app).waitForExistence(timeout: 5), "and ⌘[ still goes back")
    }

    /// Two stacks side by side (an iPad split view, a PageNavigationController in each column): ⌘[ goes
    /// to the stack that showed a page last, through its top page's handler.
    @MainActor
    func testCommandBracketWithTwoStacks() throws {
        try XCTSkipUnless(UIDevice.current.userInterfaceIdiom == .pad, "a split view shows both columns on an iPad")
        let app = launch()
        open("Tab bars and split views", in: app)
        app.buttons["Open a split view (iPad)"].tap()
        XCTAssertTrue(page("Items", in: app).waitForExistence(timeout: 5))
        app.buttons["Open item 2"].tap()
        XCTAssertTrue(page("Item 2", in: app).waitForExistence(timeout: 5))
        app.buttons["Push the editor"].tap()
        XCTAssertTrue(page("Edit item 2", in: app).waitForExistence(timeout: 5))

        app.typeKey("[", modifierFlags: .command)

        let alert = app.alerts["Discard your edits?"]
        XCTAssertTrue(alert.waitForExistence(timeout: 5), "⌘[ reached the detail stack, which asks first")
        alert.buttons["Discard"].tap()
        XCTAssertTrue(page("Item 2", in: app).waitForExistence(timeout: 5), "the editor left")
        XCTAssertTrue(page("Items", in: app).exists, "the list column stays")
    }

    // MARK: Helpers

    /// Launches the app and waits for the case list.
    @MainActor
    private func launch() -> XCUIApplication {
        continueAfterFailure = false
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(page("Case Studies", in: app).waitForExistence(timeout: 15), "the case list shows")
        return app
    }

    /// A page on screen, by the accessibility identifier the case studies give its view ("page." + title).
    @MainActor
    private func page(_ title: String, in app: XCUIApplication) -> XCUIElement {
        app.otherElements["page.\(title)"]
    }

    /// Opens the case study with the button `title` on the case list.
    @MainActor
    private func open(_ title: String, in app: XCUIApplication) {
        let button = app.buttons[title]
        XCTAssertTrue(button.waitForExistence(timeout: 5), "the case list has \(title)")
        button.tap()
    }

    /// A swipe-back from the left edge of the screen: a real touch 2 points from the edge, dragged to 80 %
    /// of the width, at half the height.
    @MainActor
    private func swipeBackFromEdge(in app: XCUIApplication) {
        let edge = app.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0.5)).withOffset(CGVector(dx: 2, dy: 0))
        edge.press(forDuration: 0.05, thenDragTo: app.coordinate(withNormalizedOffset: CGVector(dx: 0.8, dy: 0.5)))
    }

    /// A drag between two points given as fractions of the app's frame.
    @MainActor
    private func drag(in app: XCUIApplication, from start: CGVector, to end: CGVector) {
        app.coordinate(withNormalizedOffset: start)
            .press(forDuration: 0.05, thenDragTo: app.coordinate(withNormalizedOffset: end))
    }

    /// Waits until `element` is no longer on screen.
    @MainActor
    private func waitUntilGone(_ element: XCUIElement, timeout: TimeInterval = 5) {
        waitUntil(element, "exists == false", timeout: timeout)
    }

    /// Waits until `element` matches `predicate` (an NSPredicate format over XCUIElement's properties).
    @MainActor
    private func waitUntil(_ element: XCUIElement, _ predicate: String, timeout: TimeInterval = 5) {
        let matched = expectation(for: NSPredicate(format: predicate), evaluatedWith: element)
        wait(for: [matched], timeout: timeout)
    }
}
