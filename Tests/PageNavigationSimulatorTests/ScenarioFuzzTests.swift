import PageNavigationTestSupport
import Testing

@testable import PageNavigationSimulator

/// Feeds truncated, mutated and random documents to the decoder and runner: whatever the input, the
/// answer is a scenario or an error with a message, and a decoded scenario runs to an end.
@Suite("Scenario fuzzing")
struct ScenarioFuzzTests {
    static let seeds: [UInt64] = [1, 7, 42, 2026]

    static let corpus = [
        #"""
        {"name": "web", "config": {"inheritance": "inherit", "popGesture": "edge", "screenWidth": 390, "edgeWidth": 20,
         "layoutDirection": "rtl", "transitionDuration": 0.35, "defaultBar": {"background": "#FFFFFF"}},
         "pages": {"Home": {"bar": {"background": "#FF0000", "tint": "#FFFFFF", "alpha": 0.5}, "next": "Web"},
                   "Web": {"back": "webHistory", "popGesture": "fullScreen", "maxStartDistance": 100, "tag": "w",
                           "horizontalScroll": "atStart", "customBackButton": true}},
         "root": "Home",
         "steps": [{"push": "Web", "completion": "c", "animated": false}, {"webLoad": {"count": 2}}, {"tapBack": true},
                   {"swipe": {"startX": 5, "distance": -120, "dy": 3, "velocity": 700, "release": false}},
                   {"release": {"velocity": -600, "distance": 10}}, {"answer": true}, {"scroll": {"state": "scrolled"}},
                   {"updateBar": {"bar": {"hidden": true, "shadow": false}}}, {"wait": 0.2, "settle": false},
                   {"popTo": {"type": "Home"}, "fallback": "pop"}, {"remove": {"tag": "w"}}, {"setStack": ["Home", "Web"]},
                   {"push": "Web", "replacing": [{"type": "Web"}], "removeSelf": true, "as": "x"}, {"popToRoot": true},
                   {"expect": {"stack": ["Home"], "top": "Home", "bar": {"tint": "#FFFFFF"}, "popGesture": "root",
                               "pendingBack": false, "webHistory": 0, "queued": 0, "transition": null,
                               "eventsInclude": ["didShow:Home"], "eventsExclude": ["error:notFound"]}}]}
        """#,
        #"""
        {"pages": {"A": {"back": "confirm"}, "B": {"back": "deny", "popGesture": "disabled"}}, "root": "A",
         "steps": [{"push": "B", "settle": false}, {"push": "A", "settle": false}, {"expect": {"queued": 1,
         "transition": {"kind": "push", "interactive": false, "strategy": "shared", "progress": 0}}}, {"pop": true},
         {"tapBack": true}, {"answer": false}, {"swipe": {"startX": 1, "distance": 200}}, {"answer": true}]}
        """#,
    ]

    @Test("truncated documents never crash", arguments: seeds)
    func truncated(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for text in Self.corpus {
            let bytes = Array(text.utf8)
            for _ in 0..<150 {
                let cut = Int.random(in: 0..<bytes.count, using: &random)
                Self.exercise(String(decoding: bytes[..<cut], as: UTF8.self))
            }
        }
    }

    @Test("byte-mutated documents never crash", arguments: seeds)
    func mutatedBytes(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let alphabet = Array(#"{}[]:,"0123456789.-eE truefalsn#\"#.utf8) + [0x00, 0xFF, 0xC3]
        for text in Self.corpus {
            for _ in 0..<150 {
                var bytes = Array(text.utf8)
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    let index = Int.random(in: 0..<bytes.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: bytes[index] = alphabet.randomElement(using: &random)!
                    case 1: bytes.remove(at: index)
                    default: bytes.insert(alphabet.randomElement(using: &random)!, at: index)
                    }
                }
                Self.exercise(String(decoding: bytes, as: UTF8.self))
            }
        }
    }

    @Test("structurally mutated scenarios decode or fail with a path, and run to an end", arguments: seeds)
    func mutatedStructure(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var decoded = 0
        for text in Self.corpus {
            let original = try JSONParser.parse(text)
            for _ in 0..<300 {
                var value = original
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    value = Self.mutate(value, using: &random)
                }
                if Self.exercise(value) { decoded += 1 }
            }
        }
        // Mutations must reach the runner, not only the decoder's first check.
        #expect(decoded > 20)
    }

    /// Decodes and, when valid, runs; returns whether it decoded.
    @discardableResult
    static func exercise(_ text: String) -> Bool {
        do {
            let scenario = try ScenarioDecoder.decode(text)
            _ = ScenarioRunner.run(scenario, framesPerTransition: 2)
            return true
        } catch {
            #expect(!error.message.isEmpty)
            return false
        }
    }

    @discardableResult
    static func exercise(_ value: JSONValue) -> Bool {
        do {
            let scenario = try ScenarioDecoder.decode(value)
            let report = ScenarioRunner.run(scenario, framesPerTransition: 1)
            #expect(report.records.count <= scenario.steps.count + 1)
            return true
        } catch {
            #expect(!error.message.isEmpty)
            return false
        }
    }

    /// Replaces, removes or retypes one value somewhere in the tree.
    static func mutate(_ value: JSONValue, using random: inout SplitMix64) -> JSONValue {
        switch value {
        case .object(var members) where !members.isEmpty && Bool.random(using: &random):
            let index = Int.random(in: 0..<members.count, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0: members.remove(at: index)
            case 1: members[index].value = randomLeaf(using: &random)
            default: members[index].value = mutate(members[index].value, using: &random)
            }
            return .object(members)
        case .array(var values) where !values.isEmpty && Bool.random(using: &random):
            let index = Int.random(in: 0..<values.count, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0: values.remove(at: index)
            case 1: values.append(values[index])
            default: values[index] = mutate(values[index], using: &random)
            }
            return .array(values)
        case .object, .array:
            return Int.random(in: 0..<4, using: &random) == 0 ? randomLeaf(using: &random) : value
        default:
            return randomLeaf(using: &random)
        }
    }

    static func randomLeaf(using random: inout SplitMix64) -> JSONValue {
        let strings = [
            "Home", "Web", "A", "B", "Web#2", "x", "#FF0000", "clear", "edge", "fullScreen", "rtl", "pop", "",
        ]
        switch Int.random(in: 0..<7, using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2: return .number([0, 1, -1, 0.5, 1e9, -1e9, 390, 1_000_001].randomElement(using: &random)!)
        case 3: return .string(strings.randomElement(using: &random)!)
        case 4: return .array([.string(strings.randomElement(using: &random)!)])
        case 5: return .object([("type", .string("Web"))])
        default: return .object([])
        }
    }
}
