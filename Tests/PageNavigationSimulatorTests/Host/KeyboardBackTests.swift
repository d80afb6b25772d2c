import PageNavigationCore
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
        #expect(simulator.platform.firstResponder == .controller, "taken after the push: nothing had it")
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
        simulator.platform.pageViewDidLoad = { page in
            if page.name == "Detail" { simulator.platform.focusTextField() }  // focused as it appears
        }
        try simulator.push("Detail")
        #expect(simulator.platform.firstResponder == .textField("Detail"), "the controller took nothing")
        #expect(simulator.platform.pressBackKeyCommand() == .leaves)
        simulator.settle()
        #expect(simulator.stack == ["Home", "List"])
        #expect(simulator.platform.firstResponder == .controller, "the field left with its page")
    }

    @Test("nothing is offered while something is presented over the stack")
    func presentedOver() throws {
        let simulator = try HostFixtures.simulator(["Home"])
        try simulator.push("List")
        simulator.platform.setPresentedOver(true)
        #expect(simulator.platform.pressBackKeyCommand() == nil)
        #expect(simulator.stack == ["Home", "List"])
    }
}
