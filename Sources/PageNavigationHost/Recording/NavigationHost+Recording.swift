import PageNavigationCore

#if DEBUG || DebuggingToolsInRelease
extension NavigationHost {
    /// Starts recording the session as a scenario (debug builds; see ``SessionRecording``), from the
    /// stack as it is now; at most `limit` steps are kept. Does nothing without the debugging tools or
    /// before the controller has pages.
    package func startRecording(limit: Int = 500) {
        adoptPlatformStack()
        guard let debugging, let engine else { return }
        debugging.recorder = SessionRecorder(
            configuration: configuration, stack: engine.pages.map(\.page), limit: limit)
    }

    /// The session recorded since ``startRecording(limit:)``, as scenario JSON; `nil` when none runs.
    package func exportRecording() -> String? {
        guard let recorder = debugging?.recorder, let engine else { return nil }
        return recorder.export(stack: engine.pages.map(\.id), settled: engine.transition == nil).text
    }

    /// A command is about to run: it is a step of the recording.
    func recordStep(_ command: NavigationCommand) {
        guard let recorder = debugging?.recorder, let engine else { return }
        func matcher(_ matcher: PageMatcher) -> RecordedJSON {
            switch matcher {
            case .page(let id): .object(("page", .string(recorder.name(of: id))))
            case .type(let type), .typeOrSubtype(let type):
                .object(("type", .string(recorder.knowsType(type))))
            case .tag(let tag): .object(("tag", .string(tag)))
            }
        }
        let animated = { (animated: Bool) in animated ? nil : RecordedJSON.bool(false) }
        let step: RecordedJSON
        switch command {
        case .push(let page, let isAnimated, let removing, let removingCurrent):
            let known = engine.contains(page.id)
            let name = recorder.name(of: page)
            step = .object(
                ("push", .string(page.type)), ("as", known ? .string(name) : nil), ("animated", animated(isAnimated)),
                ("removing", removing.isEmpty ? nil : .array(removing.map(matcher))),
                ("removingCurrent", removingCurrent ? .bool(true) : nil))
        case .pop(let isAnimated): step = .object(("pop", .bool(true)), ("animated", animated(isAnimated)))
        case .popToRoot(let isAnimated): step = .object(("popToRoot", .bool(true)), ("animated", animated(isAnimated)))
        case .popTo(let target, let fallback, let isAnimated):
            step = .object(
                ("popTo", matcher(target)), ("fallback", fallback == .pop ? .string("pop") : nil),
                ("animated", animated(isAnimated)))
        case .remove(let target): step = .object(("remove", matcher(target)))
        case .removeAll(let targets): step = .object(("remove", .array(targets.map(matcher))))
        case .setStack(let pages, let isAnimated):
            step = .object(
                ("setStack", .array(pages.map { .string(recorder.name(of: $0)) })), ("animated", animated(isAnimated)))
        }
        begin(step, recorder, engine)
    }

    /// A user intent is about to reach the engine: a tap, a back request, an answer, a swipe, a bar
    /// update are steps of the recording (the platform's own reports are not).
    func recordStep(_ input: NavigationInput) {
        guard let recorder = debugging?.recorder, let engine else { return }
        let step: RecordedJSON
        switch input {
        case .tapBack: step = .object(("tapBack", .bool(true)))
        case .requestBack(.onePage): step = .object(("escape", .bool(true)))
        case .requestBack(.page(let id)): step = .object(("backMenu", .string(recorder.name(of: id))))
        case .answerBack(let answer): step = .object(("answer", .bool(answer)))
        case .updateBar(let id, let bar):
            step = .object(("updateBar", .object(("page", .string(recorder.name(of: id))), ("bar", .bar(bar)))))
        case .swipeBegan(let touch, let next):
            next.map { _ = recorder.name(of: $0) }
            begin(.object(("swipe", .object([]))), recorder, engine)
            recorder.swipeMoved(touch, velocity: nil)
            return
        case .swipeMoved(let touch):
            recorder.swipeMoved(touch, velocity: nil)
            return
        case .swipeEnded(let touch, let velocity):
            recorder.swipeMoved(touch, velocity: velocity)
            return
        case .transitionEnded(let finished):
            // UIKit's own swipe-back reports no lift, only how its transition ended.
            let geometry = engine.configuration.geometry
            recorder.swipeEnded(
                finished: finished, backSign: geometry.direction == .leftToRight ? 1 : -1,
                speed: max(2 * geometry.velocityThreshold, 1000))
            return
        default: return
        }
        begin(step, recorder, engine)
    }

    private func begin(_ step: RecordedJSON, _ recorder: SessionRecorder, _ engine: NavigationEngine) {
        guard case .object(let members) = step else { return }
        recorder.begin(members, stack: engine.pages.map(\.id), settled: engine.transition == nil)
    }
}
#else
/// Release builds without the `DebuggingToolsInRelease` trait: no recorder, so nothing is recorded.
extension NavigationHost {
    package func startRecording(limit: Int = 500) {
        adoptPlatformStack()  // as with the tools: a storyboard's stack starts the engine here too
    }
    package func exportRecording() -> String? { nil }
    func recordStep(_ command: NavigationCommand) {}
    func recordStep(_ input: NavigationInput) {}
}
#endif
