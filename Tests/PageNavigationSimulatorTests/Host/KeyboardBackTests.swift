import PageNavigationCore
import PageNavigationHost
import Testing

@testable import PageNavigationSimulator

/// ⌘[ as UIKit delivers key commands: only along the responder chain of the first responder, which a
/// list or SwiftUI page does not have. The controller takes the first responder when nothing has it, so
/// the key press reaches its command, and the command goes through the top page's back handler.
@Suite("Host: ⌘[ and the first responder")
struct KeyboardBackTests {
    @Test("⌘[ on a page where nothing is being edited reaches the controller and goes back")
    func reachesControllerWithoutFirstResponder() throws {
        let simulator = try HostFixtures.simulator(["Home"])
        try simulator.push("List")
        #expect(simulator.platform.firstResponder == .anchor("List"), "taken after the push: nothing had it")
        #expect(simulator.platform.pressBackKeyCommand() == .leaves)
        simulator.settle()
        #expect(simulator.stack == ["Home"])
        #expect(simulator.platform.pressBackKeyCommand() == nil, "no ⌘[ on the root")
    }

    @Test("⌘[ goes through the back handler: deny stays, confirm asks")
    func throughBackHandler() throws {
        let simulator = try HostFixtures.simulator(["Home"])
        try simulator.push("Final")
        #expect(simulator.platform.pressBackKeyCommand() == .denied)
        #expect(simulator.events.last == "backDenied:Final")
        try simulator.push("Editor")
        #expect(simulator.platform.pressBackKeyCommand() == .confirmationRequested)
        #expect(simulator.events.last == "backRequested:Editor")
        #expect(simulator.stack == ["Home", "Final", "Editor"])
    }

    @Test("a text field keeps the first responder; ⌘[ from it still reaches the controller")
    func neverTakenFromTextField() throws {
        let simulator = try HostFixtures.simulator(["Home", "List"])
        simulator.platform.pageViewDidLoad = { [weak platform = simulator.platform] page in
            if page.name == "Detail" { platform?.focusTextField() }  // focused as it appears
        }
        try simulator.push("Detail")
        #expect(simulator.platform.firstResponder == .textField("Detail"), "the controller took nothing")
        #expect(simulator.platform.pressBackKeyCommand() == .leaves)
        simulator.settle()
        #expect(simulator.stack == ["Home", "List"])
        #expect(simulator.platform.firstResponder == .anchor("List"), "the field left with its page")
    }

    @Test("nothing is offered while something is presented over the stack")
    func presentedOver() throws {
        let simulator = try HostFixtures.simulator(["Home"])
        try simulator.push("List")
        simulator.platform.setPresentedOver(true)
        #expect(simulator.platform.pressBackKeyCommand() == nil)
        #expect(simulator.stack == ["Home", "List"])
    }

    @Test("a nil-target action from a page's control still reaches the page after a push and a pop")
    func nilTargetedActionReachesPage() throws {
        let simulator = try HostFixtures.simulator(["Home"])
        try simulator.push("List")
        #expect(simulator.platform.sendNilTargetedAction() == "List", "the anchor's chain runs through the page")
        #expect(simulator.platform.pressBackKeyCommand() == .leaves, "and still up to the controller")
        simulator.settle()
        #expect(simulator.platform.sendNilTargetedAction() == "Home", "the anchor moved to the new top page")
    }

    @Test("the first responder is claimed once the transition is over, with didShow on either side of the completion")
    func claimedAfterTheTransition() throws {
        for didShowFirst in [true, false] {
            let simulator = try HostFixtures.simulator(["Home"])
            simulator.platform.didShowBeforeCompletion = didShowFirst
            try simulator.push("List")
            #expect(simulator.platform.firstResponder == .anchor("List"), "didShow first: \(didShowFirst)")
        }
    }

    @Test("with a focus system the first responder is left to it, and ⌘[ from the focused item goes back")
    func focusSystemKeepsFocus() throws {
        let simulator = try HostFixtures.simulator(["Home"])
        simulator.platform.keyboardState.window.hasFocusSystem = true
        try simulator.push("List")
        #expect(simulator.platform.firstResponder == nil, "the library claimed nothing")
        simulator.platform.focusItem()
        try simulator.push("Detail")
        simulator.platform.focusItem()
        #expect(simulator.platform.firstResponder == .focusedItem("Detail"))
        #expect(simulator.platform.pressBackKeyCommand() == .leaves)
        simulator.settle()
        #expect(simulator.platform.firstResponder == nil, "not taken after the pop either")
    }

    @Test("two stacks in one window: the most recently shown one takes ⌘[")
    func twoStacksInOneWindow() throws {
        let left = try HostFixtures.simulator(["Home"])
        let right = try HostFixtures.simulator(["Home"])
        let window = VirtualWindow()
        left.platform.putInWindow(window)
        right.platform.putInWindow(window)
        try left.push("List")
        #expect(left.platform.firstResponder == .anchor("List"))
        try right.push("Detail")
        #expect(right.platform.firstResponder == .anchor("Detail"), "the other stack's anchor counts as unclaimed")
        #expect(left.platform.pressBackKeyCommand() == nil, "the key press goes to the stack shown last")
        #expect(right.platform.pressBackKeyCommand() == .leaves)
        right.settle()
        #expect(right.stack == ["Home"])
        #expect(left.stack == ["Home", "List"])
        try left.push("Detail")
        #expect(left.platform.firstResponder == .anchor("Detail"), "and back to the first one when it shows a page")
    }

    @Test("⌘[ from an active search field does not pop the page")
    func activeSearch() throws {
        let simulator = try HostFixtures.simulator(["Home"])
        try simulator.push("List")
        simulator.platform.setSearchActive(true)
        #expect(simulator.platform.pressBackKeyCommand() == nil)
        #expect(simulator.stack == ["Home", "List"])
        simulator.platform.setSearchActive(false)
        simulator.settle()
        #expect(simulator.platform.firstResponder == .anchor("List"), "the field ended editing: taken back")
        #expect(simulator.platform.pressBackKeyCommand() == .leaves, "offered again once the search ended")
    }

    @Test("a sheet with its own stack that closes gives ⌘[ back to the stack below")
    func sheetCloses() throws {
        let stack = try HostFixtures.simulator(["Home"])
        let sheet = try HostFixtures.simulator(["Home"])
        let window = VirtualWindow()
        stack.platform.putInWindow(window)
        sheet.platform.putInWindow(window)
        try stack.push("List")
        stack.platform.setPresentedOver(true)
        try sheet.push("Detail")
        #expect(sheet.platform.firstResponder == .anchor("Detail"), "the sheet's stack took it")
        stack.platform.closeSheet(sheet.platform)
        stack.settle()
        #expect(stack.platform.firstResponder == .anchor("List"), "taken back once the sheet closed")
        #expect(stack.platform.pressBackKeyCommand() == .leaves)
    }

    @Test("a text field that ends editing gives ⌘[ back without a push or a pop")
    func textFieldEndsEditing() throws {
        let simulator = try HostFixtures.simulator(["Home"])
        try simulator.push("Detail")
        simulator.platform.focusTextField()
        simulator.platform.endEditing()
        simulator.settle()
        #expect(simulator.platform.firstResponder == .anchor("Detail"), "taken back on the next turn")
        #expect(simulator.platform.pressBackKeyCommand() == .leaves)
    }

    @Test("a page that can become the first responder is made it, not given an anchor that would show its bar")
    func pageThatBecomesFirstResponder() throws {
        let simulator = try HostFixtures.simulator(["Home"])
        simulator.platform.pageViewDidLoad = { page in
            if page.name == "Detail" { page.canBecomeFirstResponder = true }  // an input bar of its own
        }
        try simulator.push("Detail")
        #expect(simulator.platform.firstResponder == .page("Detail"), "its own bar shows, as UIKit would show it")
        #expect(simulator.platform.sendNilTargetedAction() == "Detail")
        simulator.platform.focusTextField()
        simulator.platform.endEditing()
        simulator.settle()
        #expect(simulator.platform.firstResponder == .page("Detail"), "and again once its field ends editing")
        #expect(simulator.platform.pressBackKeyCommand() == .leaves, "⌘[ still reaches the controller")
    }

    @Test(
        "the library claims only when the stack takes key presses, no focus system runs and no one else holds it",
        arguments: [
            (KeyboardSituation(), KeyboardSituation.FirstResponder.none, true),
            (KeyboardSituation(), .anchorElsewhere, true),
            (KeyboardSituation(), .anchorOnTopPage, false),
            (KeyboardSituation(), .other, false),
            (KeyboardSituation(hasFocusSystem: true), .none, false),
            (KeyboardSituation(onScreen: false), .none, false),
            (KeyboardSituation(presentedOverStack: true), .none, false),
            (KeyboardSituation(presentedOverTopPage: true), .anchorElsewhere, false),
        ])
    func claimRule(situation: KeyboardSituation, firstResponder: KeyboardSituation.FirstResponder, claims: Bool) {
        #expect(situation.claims(firstResponder: { firstResponder }) == claims)
    }
}
