extension ScenarioDecoder {
    /// `config.presentation` (`none` by default); a `pullDown` step is invalid unless it is `sheet`, and
    /// the error names the step.
    static func decodePresentation(config: JSONNode?, steps: JSONNode?) throws(ScenarioError) -> StackPresentation {
        let presentation =
            try config.flatMap { (node) throws(ScenarioError) in
                try node.object(allowing: configurationKeys)["presentation"]?.choice(StackPresentation.self)
            } ?? .none
        guard presentation != .sheet, let steps else { return presentation }
        for step in try steps.array() {
            guard let pullDown = try step.members().first(where: { $0.key == ScenarioStepKey.pullDown.rawValue })
            else { continue }
            let why = presentation == .none ? "the stack is not presented" : "a full-screen presentation has none"
            throw pullDown.node.fail(
                "a pull-down needs \"config\": {\"presentation\": \"sheet\"} (\(why); presentation is \"\(presentation.rawValue)\")"
            )
        }
        return presentation
    }
}

/// The scenario format's names of the presentations (`config.presentation`). The core's choice has no
/// raw value of its own: only scenarios name it, so an app's binary does not carry the names.
extension StackPresentation: RawRepresentable {
    /// The presentation the scenario format names `rawValue`, if any.
    package init?(rawValue: String) {
        switch rawValue {
        case "none": self = .none
        case "sheet": self = .sheet
        case "fullScreen": self = .fullScreen
        default: return nil
        }
    }

    /// The presentation's name in the scenario format.
    package var rawValue: String {
        switch self {
        case .none: "none"
        case .sheet: "sheet"
        case .fullScreen: "fullScreen"
        }
    }
}
