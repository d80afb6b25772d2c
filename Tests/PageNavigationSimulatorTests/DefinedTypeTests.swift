import PageNavigationCore
import PageNavigationSimulator
import Testing

/// Page types defined while the simulator runs, as the iOS testing layer does for each view controller
/// it pushes (its settings are read at the push): later instances carry the new blueprint, pages made
/// earlier keep theirs, and a defined next page is pushed by the trailing-edge swipe.
@MainActor
@Suite("Simulator: page types defined later")
struct DefinedTypeTests {
    @Test("a type defined later is pushed with its blueprint; earlier pages keep theirs; its next page is pushed")
    func definedLater() throws {
        let simulator = try NavigationSimulator(types: ["Home": PageBlueprint()], root: "Home")
        #expect(throws: SimulatorError.unknownType("Edit")) { try simulator.push("Edit") }

        simulator.define("Edit", as: PageBlueprint(settings: PageSettings(back: .confirm)))
        try simulator.push("Edit")
        simulator.tapBack()
        #expect(simulator.pendingBack == "Edit")
        simulator.answer(false)

        simulator.define("Edit", as: PageBlueprint(settings: PageSettings(back: .pop)))
        simulator.define("Inbox", as: PageBlueprint())
        simulator.define("Edit", as: PageBlueprint(settings: PageSettings(back: .pop), next: "Inbox"))
        try simulator.push("Edit")
        #expect(simulator.stack == ["Home", "Edit", "Edit#2"])
        simulator.swipe(startX: 385, distance: -250)
        #expect(simulator.stack == ["Home", "Edit", "Edit#2", "Inbox"])
        simulator.pop()
        simulator.tapBack()
        #expect(simulator.stack == ["Home", "Edit"])  // the second Edit had no confirmation
        simulator.tapBack()
        #expect(simulator.pendingBack == "Edit")  // the first keeps the blueprint it was made with
    }
}
