import PageNavigationSimulator

/// Feeds a fuzzer's bytes, as text, to the scenario decoder: it decodes, or fails with a path and a
/// message; a scenario that decodes runs to an end.
public enum DecoderFuzzer {
    public static func run(_ data: [UInt8]) -> FuzzFailure? {
        let text = String(decoding: data, as: UTF8.self)
        do {
            let scenario = try ScenarioDecoder.decode(text)
            let report = ScenarioRunner.run(scenario)
            guard report.records.count <= scenario.steps.count + 1 else {
                return FuzzFailure(message: "a scenario ran more steps than it has", trace: [text])
            }
        } catch {
            guard !error.message.isEmpty else {
                return FuzzFailure(message: "an error without a message", trace: [text])
            }
        }
        return nil
    }
}
