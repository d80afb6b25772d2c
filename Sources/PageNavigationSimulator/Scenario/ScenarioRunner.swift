/// Runs scenarios on a ``NavigationSimulator`` and checks their expectations.
public enum ScenarioRunner {
    /// Runs a scenario to its end or its first failed expectation.
    ///
    /// - Parameters:
    ///   - scenario: the scenario to run, on a new ``NavigationSimulator``.
    ///   - framesPerTransition: when above zero, each step's record holds intermediate frames
    ///     of every transition it ran (for storyboards); zero keeps only the frame after each step.
    /// - Returns: a record per step that ran and the first failed expectation, if any.
    public static func run(_ scenario: Scenario, framesPerTransition: Int = 0) -> ScenarioReport {
        let simulator: NavigationSimulator
        do {
            simulator = try NavigationSimulator(
                configuration: scenario.configuration, types: scenario.pageTypes, stack: scenario.initialStack)
        } catch {
            return ScenarioReport(
                scenario: scenario, records: [],
                failure: ScenarioFailure(
                    step: -1, key: "root", expected: "a known page type", actual: error.description))
        }
        simulator.colorScheme = scenario.colorScheme
        if scenario.presentation != .none { simulator.present(scenario.presentation) }
        simulator.platform.appTheme = scenario.appTheme
        if let grace = scenario.leakGrace { simulator.leakGrace = grace }
        if scenario.inTabBar { simulator.platform.embedInTabBar() }
        if let primary = scenario.splitPrimary {
            do {
                try simulator.embedInSplitView(primary: primary)
            } catch {
                return ScenarioReport(
                    scenario: scenario, records: [],
                    failure: ScenarioFailure(
                        step: -1, key: "config.split", expected: "known page types", actual: error.description))
            }
        }
        var records: [StepRecord] = []
        var eventsSinceExpect = 0
        records.append(
            StepRecord(
                index: -1, summary: "start with \(scenario.initialStack.joined(separator: ", "))", events: [],
                frames: [simulator.snapshot()]))
        for (index, step) in scenario.steps.enumerated() {
            let eventsBefore = simulator.events.count
            var frames: [SimulatorFrame] = []
            var failure: ScenarioFailure?
            if case .expect(let expectation) = step.action {
                failure = check(
                    expectation, on: simulator, events: Array(simulator.events[eventsSinceExpect...]), step: index)
                eventsSinceExpect = simulator.events.count
            } else if case .wait(let seconds) = step.action, framesPerTransition > 0 {
                wait(seconds, simulator, framesPerTransition: framesPerTransition, into: &frames)
                if step.settle { settle(simulator, framesPerTransition: framesPerTransition, into: &frames) }
            } else {
                let touch: SwipeTouch?
                do {
                    touch = try apply(step.action, to: simulator)
                } catch {
                    // A scenario built in Swift can name a type its pages do not declare.
                    failure = ScenarioFailure(
                        step: index, key: "page type", expected: "a known page type", actual: error.description)
                    touch = nil
                }
                if framesPerTransition > 0 { frames.append(simulator.snapshot(finger: touch)) }
                if step.settle { settle(simulator, framesPerTransition: framesPerTransition, into: &frames) }
            }
            frames.append(simulator.snapshot())
            records.append(
                StepRecord(
                    index: index, summary: describe(step.action), events: Array(simulator.events[eventsBefore...]),
                    frames: frames
                ))
            if let failure { return ScenarioReport(scenario: scenario, records: records, failure: failure) }
        }
        return ScenarioReport(scenario: scenario, records: records, failure: nil)
    }

    /// Runs transitions to their end, recording intermediate frames.
    static func settle(_ simulator: NavigationSimulator, framesPerTransition: Int, into frames: inout [SimulatorFrame])
    {
        guard framesPerTransition > 0 else { return simulator.settle() }
        let tick = simulator.engine.configuration.transitionDuration / Double(framesPerTransition + 1)
        var guardCount = 0
        while simulator.engine.transition != nil, !simulator.isSwiping, guardCount < 10_000 {
            simulator.advance(by: tick > 0 ? tick : 1)
            if simulator.engine.transition != nil { frames.append(simulator.snapshot()) }
            guardCount += 1
        }
        simulator.settle()
    }

    /// Lets virtual time pass in ticks, recording a frame at each tick while a transition runs.
    static func wait(
        _ seconds: Double, _ simulator: NavigationSimulator, framesPerTransition: Int,
        into frames: inout [SimulatorFrame]
    ) {
        let duration = simulator.engine.configuration.transitionDuration
        let tick = duration > 0 ? duration / Double(framesPerTransition + 1) : seconds
        var remaining = seconds
        while remaining > 0, simulator.engine.transition != nil, !simulator.isSwiping {
            let step = min(tick, remaining)
            simulator.advance(by: step)
            remaining -= step
            if simulator.engine.transition != nil { frames.append(simulator.snapshot()) }
        }
        simulator.advance(by: max(remaining, 0))
    }

    /// Carries out one non-`expect` action without settling; returns the touch of a swipe.
    static func apply(_ action: ScenarioAction, to simulator: NavigationSimulator) throws(SimulatorError) -> SwipeTouch?
    {
        switch action {
        case .push(let type, let name, let animated, let completion, let removing, let removingCurrent):
            try simulator.push(
                type, as: name, animated: animated, completion: completion, removing: removing,
                removingCurrent: removingCurrent, settle: false)
        case .pop(let animated, let completion):
            simulator.pop(animated: animated, completion: completion, settle: false)
        case .popToRoot(let animated, let completion):
            simulator.popToRoot(animated: animated, completion: completion, settle: false)
        case .popTo(let matcher, let fallback, let animated, let completion):
            simulator.popTo(matcher, fallback: fallback, animated: animated, completion: completion, settle: false)
        case .remove(let matcher, let completion):
            simulator.remove(matcher, completion: completion, settle: false)
        case .removeAll(let matchers, let completion):
            simulator.remove(matchers, completion: completion, settle: false)
        case .setStack(let entries, let animated, let completion):
            try simulator.setStack(entries, animated: animated, completion: completion, settle: false)
        case .tapBack:
            simulator.tapBack(settle: false)
        case .escape:
            simulator.escape(settle: false)
        case .appearance(let scheme):
            simulator.colorScheme = scheme
        case .backMenu(let name):
            simulator.backMenu(to: name, settle: false)
        case .swipe(let swipe):
            let touch = SwipeTouch(startX: swipe.startX, distance: swipe.distance, dy: swipe.dy)
            simulator.swipe(
                startX: swipe.startX, distance: swipe.distance, dy: swipe.dy, velocity: swipe.velocity,
                release: swipe.release, settle: false)
            return touch
        case .release(let velocity, let distance):
            simulator.release(velocity: velocity, distance: distance, settle: false)
        case .answer(let answer):
            simulator.answer(answer, settle: false)
        case .webLoad(let page, let count):
            simulator.loadWeb(page: page, count: count)
        case .scroll(let page, let state):
            simulator.scroll(page: page, to: state)
        case .updateBar(let page, let bar):
            simulator.updateBar(page: page, bar)
        case .systemHidesBar(let hidden):
            simulator.systemHidesBar(hidden)
        case .pullDown:
            simulator.pullDown(settle: false)
        case .collapse:
            simulator.collapse()
        case .expand:
            simulator.expand()
        case .wait(let seconds):
            simulator.advance(by: seconds)
        case .holdPage(let name):
            simulator.holdPage(name)
        case .dropPage(let name):
            simulator.dropPage(name)
        case .appChanges(let change):
            simulator.appChanges(change)
        case .expect:
            break
        }
        return nil
    }
}

/// What running a scenario produced: a record per step and the first failed expectation, if any.
public struct ScenarioReport: Sendable {
    /// The scenario that ran.
    public var scenario: Scenario
    /// One record per step that ran (the first, index −1, is the start).
    public var records: [StepRecord]
    /// The first expectation that did not hold.
    public var failure: ScenarioFailure?

    /// Whether every expectation held.
    public var passed: Bool { failure == nil }
}

/// One step as it ran.
public struct StepRecord: Sendable {
    /// The step's index in `steps` (−1 for the start).
    public var index: Int
    /// A short description of the step.
    public var summary: String
    /// The events the step produced.
    public var events: [String]
    /// What the screen showed: intermediate frames (when recorded), then the frame after the step.
    public var frames: [SimulatorFrame]
}

/// An expectation that did not hold.
public struct ScenarioFailure: Hashable, Sendable, CustomStringConvertible {
    /// The step's index in `steps`.
    public var step: Int
    /// The expectation key, e.g. `stack`.
    public var key: String
    /// What was expected.
    public var expected: String
    /// What was found.
    public var actual: String

    /// `step N (steps[I]) expect.KEY: expected …, actual …`.
    public var description: String {
        "step \(step + 1) (steps[\(step)]) expect.\(key): expected \(expected), actual \(actual)"
    }
}
