// A real pull-down of a sheet that presents a PageNavigationController (catalogue "How UIKit behaves",
// row 21): UIKit asks the presentation controller's delegate, and the library answers with the top
// page's back handler. Not compiled on Linux (no XCTest for iOS there); CI runs it on macOS.

import CoreGraphics
import Foundation
import XCTest

final class SheetPullDownUITests: XCTestCase {
    /// An editor with unsaved text asks before its sheet goes: "Keep Editing" keeps the sheet, "Discard"
    /// lets it go, and the page hears that the user dismissed its stack (it saves a draft).
    @MainActor
    func testPullingDownAnEditedSheetAsksFirst() {
        continueAfterFailure = false
        let app = XCUIApplication()
        app.launch()
        let caseButton = app.buttons["Sheet with an editor"]
        XCTAssertTrue(caseButton.waitForExistence(timeout: 15), "the case list has the sheet case study")
        caseButton.tap()
        app.buttons["Present the sheet"].tap()
        let openEditor = app.buttons["Open the editor"]
        XCTAssertTrue(openEditor.waitForExistence(timeout: 5))
        openEditor.tap()
        let field = app.textFields["sheetNote"]
        XCTAssertTrue(field.waitForExistence(timeout: 5))
        field.tap()
        field.typeText("Milk")

        pullDown(app)
        let alert = app.alerts["Discard your changes?"]
        XCTAssertTrue(alert.waitForExistence(timeout: 5), "the editor asks before the sheet goes")
        alert.buttons["Keep Editing"].tap()
        XCTAssertTrue(field.waitForExistence(timeout: 5), "Keep Editing keeps the sheet")

        pullDown(app)
        XCTAssertTrue(alert.waitForExistence(timeout: 5))
        alert.buttons["Discard"].tap()
        let draft = app.staticTexts["sheetDraft"]
        XCTAssertTrue(draft.waitForExistence(timeout: 5))
        XCTAssertEqual(draft.label, "Draft saved: Milk", "the page heard that the user dismissed its stack")
        XCTAssertFalse(field.exists)
    }

    /// A real pull-down: a finger on the sheet's navigation bar dragged most of the screen down.
    @MainActor
    private func pullDown(_ app: XCUIApplication) {
        let bar = app.navigationBars["Editor"]
        XCTAssertTrue(bar.waitForExistence(timeout: 5))
        let grip = bar.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
        grip.press(forDuration: 0.1, thenDragTo: grip.withOffset(CGVector(dx: 0, dy: 500)))
    }
}
