#if DEBUG || DebuggingToolsInRelease
/// A navigation session recorded as a scenario (format v1, with its compatible additions): the
/// configuration, the page types with their settings, the first stack, and every step that ran, each
/// followed by an `expect` of what it did — the stack, the top page and the events seen. The scenario
/// runner replays it (`pagenav run`), and the replay fails where the behaviour changed.
///
/// The UIKit layer's recorder (debug builds) and `pagenav run --record` both write this, so a
/// recording from a device and one from a scenario are the same format.
package struct SessionRecording: Sendable {
    /// The most steps kept; later steps are not recorded, and the recording says so.
    package var limit: Int
    /// A name for people.
    package var name: String
    /// `config`, as an object.
    package var configuration: RecordedJSON
    /// `pages`: each page type and its settings, in the order they were first seen.
    package private(set) var pageTypes: [RecordedJSON.Member] = []
    /// The types of the first stack, root first.
    package var initialStack: [String]
    /// Every step recorded, each followed by its `expect`.
    package private(set) var steps: [RecordedJSON] = []
    /// How many steps ran beyond ``limit`` and were not recorded.
    package private(set) var droppedSteps = 0

    package init(name: String, configuration: RecordedJSON, initialStack: [String], limit: Int = 500) {
        self.name = name
        self.configuration = configuration
        self.initialStack = initialStack
        self.limit = max(limit, 1)
    }

    /// Whether a page type is known.
    package func knows(type: String) -> Bool { pageTypes.contains { $0.key == type } }

    /// Adds a page type with its settings (`pages.TYPE`); a type already known keeps its first settings.
    package mutating func addPageType(_ type: String, _ settings: RecordedJSON) {
        guard !knows(type: type) else { return }
        pageTypes.append(RecordedJSON.Member(type, settings))
    }

    /// Records a step that ran, and what it did: an `expect` of the stack and top page after it and of
    /// the events it produced (an ordered subsequence, so a replay that adds an event still passes one
    /// that loses or reorders one fails).
    package mutating func record(
        step: RecordedJSON, stack: [String], events: [String], extra: [RecordedJSON.Member] = []
    ) {
        guard steps.count / 2 < limit else {
            droppedSteps += 1
            return
        }
        steps.append(step)
        var expect: [RecordedJSON.Member] = [
            RecordedJSON.Member("stack", .array(stack.map(RecordedJSON.string)))
        ]
        if let top = stack.last { expect.append(RecordedJSON.Member("top", .string(top))) }
        expect += extra
        expect.append(RecordedJSON.Member("eventsInclude", .array(events.map(RecordedJSON.string))))
        steps.append(.object([RecordedJSON.Member("expect", .object(expect))]))
    }

    /// The recording as a scenario document.
    package var document: RecordedJSON {
        let description =
            droppedSteps > 0
            ? "Recorded session; \(droppedSteps) later step(s) were not recorded (limit \(limit))."
            : "Recorded session."
        return .object(
            ("name", .string(name)),
            ("description", .string(description)),
            ("config", configuration),
            ("pages", .object(pageTypes)),
            ("stack", .array(initialStack.map(RecordedJSON.string))),
            ("steps", .array(steps))
        )
    }

    /// The recording as JSON text, ending with a newline.
    package var text: String { document.text + "\n" }
}
#endif
