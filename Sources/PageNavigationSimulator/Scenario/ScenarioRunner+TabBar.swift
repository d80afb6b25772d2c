extension ScenarioRunner {
    /// What `expect.tabBar` finds instead of `expected`, or `nil` when it holds: the tab bar is checked
    /// at rest only, and only in a tab bar controller.
    static func checkTabBar(_ expected: TabBarVisibility, on simulator: NavigationSimulator) -> String? {
        guard let shown = simulator.tabBar else { return "no tab bar (the scenario needs \"config.tabBar\": true)" }
        if simulator.transition != nil { return "a transition is running (the tab bar is checked only when none runs)" }
        return shown == expected ? nil : shown.rawValue
    }
}
