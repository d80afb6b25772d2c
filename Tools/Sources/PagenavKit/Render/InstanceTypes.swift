import PageNavigationSimulator

/// Which page type each instance name of a scenario belongs to, for facts the frames do not carry
/// (a page's swipe-back mode).
struct InstanceTypes {
    private var typeOfName: [String: String] = [:]
    private let scenario: Scenario

    init(scenario: Scenario) {
        self.scenario = scenario
        for step in scenario.steps {
            if case .push(let type, let name?, _, _, _, _) = step.action { typeOfName[name] = type }
        }
    }

    /// The type of an instance: named with `as`, else the part before `#`.
    func type(of name: String) -> String {
        typeOfName[name] ?? NavigationSimulator.baseType(of: name)
    }

    /// How far from the back edge a swipe-back may start on this page: the edge region, a full-screen
    /// page's maximum, or `nil` when it may start anywhere or never.
    func swipeStartLimit(of name: String) -> Double? {
        let configuration = scenario.configuration
        let mode = scenario.pageTypes[type(of: name)]?.settings.popGesture ?? configuration.popGesture
        switch mode {
        case .edge: return configuration.geometry.edgeWidth
        case .fullScreen(let maximum): return maximum
        case .disabled: return nil
        }
    }
}
