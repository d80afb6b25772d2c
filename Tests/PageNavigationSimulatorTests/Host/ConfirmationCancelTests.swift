import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// A confirmation belongs to its page: a deep link or `setStack` that removes the page while it asks
/// cancels its question (UIKit: the `ask()` Task, whose alert dismisses itself) and tells the app.
@Suite("Host: a confirmation does not outlive its page")
struct ConfirmationCancelTests {
    @Test(
        "a page removed while it asks has its question cancelled, and the app hears of it",
        arguments: [false, true])
    func removedWhileAsking(animated: Bool) throws {
        let simulator = try HostFixtures.simulator(["Home", "Editor"])
        simulator.tapBack()
        let editor = try #require(simulator.page(named: "Editor"))
        #expect(editor.isAsking)
        try simulator.setStack(["Home", "List"], animated: animated)
        #expect(simulator.stack == ["Home", "List"])
        #expect(!editor.isAsking)
        #expect(editor.cancelledQuestions == 1)
        #expect(simulator.events.contains("confirmationClosed:Editor"))
        simulator.answer(true)  // the late answer changes nothing
        #expect(simulator.stack == ["Home", "List"])
    }

    @Test("an answered question is not cancelled when its page leaves")
    func answeredIsNotCancelled() throws {
        let simulator = try HostFixtures.simulator(["Home", "Editor"])
        // The test holds the page: the simulator, like UIKit, lets a page that left the stack go.
        let editor = try #require(simulator.page(named: "Editor"))
        simulator.tapBack()
        simulator.answer(true)
        #expect(simulator.stack == ["Home"])
        #expect(editor.cancelledQuestions == 0)
        #expect(!simulator.events.contains("confirmationClosed:Editor"))
    }
}
