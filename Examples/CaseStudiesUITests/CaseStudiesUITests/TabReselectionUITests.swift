// A real tap on the selected tab of a SwiftUI TabView whose tabs hold PageNavigationStacks: the only
// rung of the verification ladder where SwiftUI itself calls the selection binding's setter for a tap
// of the selected tab, which `Binding.reselectingPopsToRoot()` relies on (the on-device check
// "A TabView selection set to the selected tab again pops…" sets the binding itself).
//
// Not compiled on Linux (no XCTest for iOS there); CI builds and runs them on macOS (README.md here).

import Foundation
import XCTest

final class TabReselectionUITests: XCTestCase {
    /// Two pages deep in the Feed tab, a tap on Feed pops to the Feed root; a tap on Settings and back
    /// to Feed keeps the Feed stack as it is.
    @MainActor
    func testSecondTapOnSelectedTabPopsItsStack() {
        continueAfterFailure = false
        let app = XCUIApplication()
        app.launch()
        let list = app.buttons["SwiftUI"]
        XCTAssertTrue(list.waitForExistence(timeout: 15), "the case list has SwiftUI")
        list.tap()
        let open = app.buttons["Open SwiftUI tabs"]
        XCTAssertTrue(open.waitForExistence(timeout: 5))
        open.tap()
        XCTAssertTrue(app.navigationBars["Feed"].waitForExistence(timeout: 5), "the Feed tab's root shows")

        app.buttons["Item 1"].tap()
        XCTAssertTrue(app.navigationBars["Item 1"].waitForExistence(timeout: 5))
        app.buttons["Item 2"].tap()
        XCTAssertTrue(app.navigationBars["Item 2"].waitForExistence(timeout: 5))

        let tabBar = app.tabBars.firstMatch
        tabBar.buttons["Settings"].tap()
        XCTAssertTrue(app.navigationBars["Settings"].waitForExistence(timeout: 5))
        tabBar.buttons["Feed"].tap()
        XCTAssertTrue(app.navigationBars["Item 2"].waitForExistence(timeout: 5), "switching back keeps the stack")

        tabBar.buttons["Feed"].tap()  // the selected tab, again
        XCTAssertTrue(app.navigationBars["Feed"].waitForExistence(timeout: 5), "the Feed stack pops to its root")
        let gone = expectation(for: NSPredicate(format: "exists == false"), evaluatedWith: app.navigationBars["Item 2"])
        wait(for: [gone], timeout: 5)
    }
}
