import PageNavigationSimulator

/// A scenario's run as a storyboard: the frames to draw, in order, each with its caption's content.
///
/// Every step that changes the screen gives one frame, plus the intermediate frames of the transitions
/// it ran; repeated identical frames are dropped. `expect` steps draw no frame of their own: their
/// checks are listed under the frame before them, and a failed one is annotated there.
public struct Storyboard: Sendable {
    /// The scenario that ran.
    public var scenario: Scenario
    /// The frames, in order.
    public var frames: [StoryboardFrame]
    /// The first expectation that did not hold, if any.
    public var failure: ScenarioFailure?

    /// Builds the storyboard of a report (run it with `framesPerTransition` above zero for motion).
    public init(report: ScenarioReport) {
        scenario = report.scenario
        failure = report.failure
        frames = []
        let types = InstanceTypes(scenario: report.scenario)
        var previousEnd: SimulatorFrame?
        for record in report.records {
            if record.index >= 0, case .expect(let expectation) = scenario.steps[record.index].action {
                let failure = report.failure?.step == record.index ? report.failure : nil
                let checks = ExpectationCheck.checks(of: expectation, failure: failure)
                if frames.isEmpty, let screen = record.frames.last {
                    frames.append(StoryboardFrame(step: -1, summary: "start", screen: screen, isStepEnd: true))
                }
                frames[frames.count - 1].checks += checks
                if let failure { frames[frames.count - 1].failure = failure }
                continue
            }
            let screens = Self.distinct(record.frames, after: frames.last?.screen)
            for (position, screen) in screens.enumerated() {
                var frame = StoryboardFrame(
                    step: record.index, summary: record.summary, screen: screen,
                    isStepEnd: position == screens.count - 1
                )
                frame.swipeStartLimit = types.swipeStartLimit(of: screen.top)
                frame.stackAfterStep = record.frames.last?.stack ?? screen.stack
                if frame.isStepEnd {
                    frame.events = record.events
                    frame.notes = Annotation.notes(for: record.events)
                    if record.index >= 0,
                        Self.wasQueued(scenario.steps[record.index].action, events: record.events, before: previousEnd)
                    {
                        frame.notes.append(Annotation(tone: .information, text: "queued behind the running transition"))
                    }
                }
                frames.append(frame)
            }
            previousEnd = record.frames.last
        }
    }

    /// The number of `expect` steps.
    public var expectationCount: Int {
        scenario.steps.filter { if case .expect = $0.action { true } else { false } }.count
    }

    /// Every page instance the storyboard shows, in order of first appearance.
    public var instanceNames: [String] {
        var names: [String] = []
        for frame in frames {
            names += frame.screen.stack
            if let transition = frame.screen.transition { names += [transition.from, transition.to] }
        }
        return names
    }

    /// Drops frames that show nothing new: a repeat of the frame before, also the previous step's last
    /// (a lifted finger alone is not new), an animation that has not moved yet and one that has as good
    /// as arrived. A step's last frame is always kept.
    static func distinct(_ screens: [SimulatorFrame], after previous: SimulatorFrame?) -> [SimulatorFrame] {
        var kept: [SimulatorFrame] = []
        for (index, screen) in screens.enumerated() {
            let isLast = index == screens.count - 1
            if !isLast, let transition = screen.transition, screen.finger == nil,
                transition.frame.progress >= 0.995 || (transition.frame.progress <= 0.005 && !transition.interactive)
            {
                continue
            }
            if let last = kept.last ?? (isLast ? nil : previous), sameScreen(last, screen) { continue }
            kept.append(screen)
        }
        return kept
    }

    static func sameScreen(_ first: SimulatorFrame, _ second: SimulatorFrame) -> Bool {
        first.stack == second.stack && first.top == second.top && first.style == second.style
            && first.transition == second.transition && first.pendingBack == second.pendingBack
            && (second.finger == nil || first.finger == second.finger)
    }

    /// A stack command that produced no event while a transition was running was queued.
    static func wasQueued(_ action: ScenarioAction, events: [String], before: SimulatorFrame?) -> Bool {
        guard before?.transition != nil, events.isEmpty else { return false }
        switch action {
        case .push, .pop, .popToRoot, .popTo, .remove, .setStack: return true
        default: return false
        }
    }
}

/// One drawable frame of a storyboard and what its caption says.
public struct StoryboardFrame: Sendable {
    /// The step's index in the scenario's steps; −1 for the start.
    public var step: Int
    /// The step's one-line description.
    public var summary: String
    /// What the screen shows.
    public var screen: SimulatorFrame
    /// Whether this is the frame after the step, rather than an intermediate transition frame.
    public var isStepEnd: Bool
    /// The events the step produced (on the step's last frame only).
    public var events: [String] = []
    /// What the screen annotates: refusals, requests, web backs, errors.
    public var notes: [Annotation] = []
    /// The checks of the `expect` steps that follow this frame.
    public var checks: [ExpectationCheck] = []
    /// The failed expectation, on the frame it was checked after.
    public var failure: ScenarioFailure?
    /// How far from the back edge a swipe-back may start on the top page (`nil`: anywhere, or never).
    public var swipeStartLimit: Double?
    /// The stack when the step has ended: a page pushed while others are removed shows, already during
    /// the transition, the back title of the page it will sit on.
    public var stackAfterStep: [String] = []

    /// `Start`, or `Step N` (counting from 1, as `pagenav run` does).
    public var stepLabel: String { step < 0 ? "Start" : "Step \(step + 1)" }
}
