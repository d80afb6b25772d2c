import PageNavigationCore

#if DEBUG || DebuggingToolsInRelease
/// Debug builds: records what an app's navigation controller does as a scenario — the commands and
/// user intents the host receives, named as the scenario runner names instances — so that a session on
/// a device replays with `pagenav run` (``SessionRecording``). It keeps no page: only ids, type names
/// and instance names.
package final class SessionRecorder {
    package private(set) var recording: SessionRecording
    /// Instance names, as the simulator gives them: a type's name while no instance took it, else
    /// `Type#k` (k = instances of the type made so far). One entry per page named, in order: an array,
    /// as a recording names a few pages and each kind of dictionary costs code of its own.
    private var named: [(id: PageID, type: String, name: String)] = []
    /// The step that ran last; its `expect` is written when the next step starts (or at export).
    private var pending: [RecordedJSON.Member]?
    private var events: [String] = []

    package init(configuration: NavigationConfiguration, stack: [Page], limit: Int) {
        recording = SessionRecording(
            name: "recorded session", configuration: .configuration(configuration), initialStack: stack.map(\.type),
            limit: limit)
        stack.forEach { _ = name(of: $0) }
    }

    /// The instance name of a page, naming it now if it is new.
    package func name(of page: Page) -> String {
        if let entry = named.first(where: { $0.id == page.id }) { return entry.name }
        recording.addPageType(page.type, .pageType(page))
        let count = named.reduce(0) { $1.type == page.type ? $0 + 1 : $0 } + 1
        var name = isUsed(page.type) ? "\(page.type)#\(count)" : page.type
        var suffix = count
        while isUsed(name) {
            suffix += 1
            name = "\(page.type)#\(suffix)"
        }
        named.append((page.id, page.type, name))
        return name
    }

    private func isUsed(_ name: String) -> Bool { named.contains { $0.name == name } }

    func name(of id: PageID) -> String { named.first { $0.id == id }?.name ?? "?" }

    /// A type a matcher names: known to the recording's page types from now on (an app may match a
    /// superclass of its pages, which has no instance).
    func knowsType(_ type: String) -> String {
        recording.addPageType(type, .object([]))
        return type
    }

    /// A step starts: the previous one is written with what it did (`stack`, the settled stack now;
    /// `settled`: whether no transition runs, else the previous step is written with `"settle": false`).
    package func begin(_ step: [RecordedJSON.Member], stack: [PageID], settled: Bool) {
        flush(stack: stack, settled: settled)
        pending = step
    }

    /// An event happened.
    func saw(_ event: NavigationEvent) {
        guard pending != nil, let text = scenarioText(of: event) else { return }
        events.append(text)
    }

    /// The step that ran last is a swipe that began: the finger moved to `touch` and, with a velocity,
    /// lifted.
    package func swipeMoved(_ touch: SwipeTouch, velocity: Double?) {
        guard let step = pending, step.first?.key == "swipe" else { return }
        var fields: [RecordedJSON.Member] = [
            RecordedJSON.Member("startX", .number(touch.startX)),
            RecordedJSON.Member("distance", .number(touch.distance)),
        ]
        if touch.dy != 0 { fields.append(RecordedJSON.Member("dy", .number(touch.dy))) }
        if let velocity {
            fields.append(RecordedJSON.Member("velocity", .number(velocity)))
        } else {
            fields.append(RecordedJSON.Member("release", .bool(false)))
        }
        pending = [RecordedJSON.Member("swipe", .object(fields))]
    }

    /// The swipe that ran last ended without the recorder seeing the finger lift — UIKit's own
    /// swipe-back reports only whether its transition finished: the swipe is written to lift with a
    /// velocity (`backSign` × `speed`, pt/s) that makes a replay end the same way.
    package func swipeEnded(finished: Bool, backSign: Double, speed: Double) {
        guard let step = pending, step.count == 1, step[0].key == "swipe", case .object(var fields) = step[0].value,
            let release = fields.firstIndex(where: { $0.key == "release" })
        else { return }
        fields[release] = RecordedJSON.Member("velocity", .number((finished ? 1 : -1) * backSign * speed))
        pending = [RecordedJSON.Member("swipe", .object(fields))]
    }

    /// The recording, with the step that ran last written with the stack now.
    package func export(stack: [PageID], settled: Bool) -> SessionRecording {
        guard var step = pending else { return recording }
        if !settled { step.append(RecordedJSON.Member("settle", .bool(false))) }
        var result = recording
        result.record(step: .object(step), stack: stack.map { name(of: $0) }, events: events)
        return result
    }

    private func flush(stack: [PageID], settled: Bool) {
        guard var step = pending else { return }
        if !settled { step.append(RecordedJSON.Member("settle", .bool(false))) }
        recording.record(step: .object(step), stack: stack.map { name(of: $0) }, events: events)
        pending = nil
        events = []
    }

    /// An event as the scenario format writes it; `nil` for completions (the recorder gives operations
    /// no labels).
    private func scenarioText(of event: NavigationEvent) -> String? {
        switch event {
        // A device's grace periods and recognizers are its own: a replay does not model them.
        case .notFreed, .warning: nil
        default: event.scenarioText(naming: name(of:))
        }
    }
}
#endif
