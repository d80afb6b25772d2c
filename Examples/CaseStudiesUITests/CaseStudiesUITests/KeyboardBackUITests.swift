// A real ⌘[ key press on the case-studies app, with XCUIElement.typeKey(_:modifierFlags:) ("types a
// single key … with the flags you specify", Apple's XCUIAutomation documentation). Unlike the on-device
// check, which calls the command's action directly, the press goes through UIKit's own key-command
// delivery: it reaches only the responder chain of the first responder, so it fails when nothing on the
// page is the first responder and the controller did not become it (the catalogue "How UIKit behaves",
// the key-command row). Not compiled on Linux (no XCTest for iOS there); CI runs it on macOS.

import Foundation
import XCTest

final class KeyboardBackUITests: XCTestCase {
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

    // MARK: Helpers (as in SwipeBackUITests)

    @MainActor
    private func launch() -> XCUIApplication {
        continueAfterFailure = false
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(page("Case Studies", in: app).waitForExistence(timeout: 15), "the case list shows")
        return app
    }

    @MainActor
    private func page(_ title: String, in app: XCUIApplication) -> XCUIElement {
        app.otherElements["page.\(title)"]
    }

    @MainActor
    private func open(_ title: String, in app: XCUIApplication) {
        let button = app.buttons[title]
        XCTAssertTrue(button.waitForExistence(timeout: 5), "the case list has \(title)")
        button.tap()
    }

    @MainActor
    private func waitUntilGone(_ element: XCUIElement, timeout: TimeInterval = 5) {
        let gone = expectation(for: NSPredicate(format: "exists == false"), evaluatedWith: element)
        wait(for: [gone], timeout: timeout)
    }
}
