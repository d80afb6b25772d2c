import Testing

@testable import PageNavigationSimulator

/// `config.interruptibleTransitions` models iOS 26, whose transitions the user may interrupt.
@Suite("Scenarios: interruptible transitions")
struct ScenarioInterruptionTests {
    static func scenario(interruptible: Bool?, stack: [String]) -> String {
        let config = interruptible.map { #""config": {"interruptibleTransitions": \#($0)},"# } ?? ""
        let expected = stack.map { "\"\($0)\"" }.joined(separator: ", ")
        return #"""
            {\#(config) "pages": {"Home": {}, "Detail": {}}, "root": "Home",
             "steps": [
               {"push": "Detail", "completion": "push", "settle": false},
               {"wait": 0.1, "settle": false},
               {"tapBack": true},
               {"expect": {"stack": [\#(expected)], "transition": null, "eventsInclude": ["didShow:Detail", "completed:push"]}}
             ]}
            """#
    }

    @Test("a back tap during a push pops once the push is over; without the key (before iOS 26) it is lost")
    func backTapDuringPush() throws {
        let interrupted = try runScenario(Self.scenario(interruptible: true, stack: ["Home"]))
        #expect(interrupted.passed, "\(String(describing: interrupted.failure))")
        for interruptible in [false, nil] as [Bool?] {
            let lost = try runScenario(Self.scenario(interruptible: interruptible, stack: ["Home", "Detail"]))
            #expect(lost.passed, "\(String(describing: lost.failure))")
        }
    }

    @Test("interruptibleTransitions must be a boolean")
    func invalidValue() {
        #expect(throws: ScenarioError.self) {
            try ScenarioDecoder.decode(
                #"{"config": {"interruptibleTransitions": "yes"}, "pages": {"Home": {}}, "root": "Home", "steps": []}"#)
        }
    }
}
