/// A label drawn on a frame's screen: why something did not happen, or what happened instead.
public struct Annotation: Hashable, Sendable {
    /// How the label is coloured.
    public enum Tone: String, Hashable, Sendable {
        /// Something was refused or denied (red).
        case refusal
        /// The page asked before leaving (amber).
        case request
        /// Something happened instead, or is waiting (blue).
        case information
        /// A gesture was let go and undone (grey).
        case neutral
        /// An expectation did not hold (dark red).
        case failure
    }

    /// The colour.
    public var tone: Tone
    /// The text, e.g. `swipe refused: edgeDistance`.
    public var text: String

    /// Creates a label.
    public init(tone: Tone, text: String) {
        self.tone = tone
        self.text = text
    }

    /// The labels a step's events call for, in event order.
    public static func notes(for events: [String]) -> [Annotation] {
        events.compactMap { event in
            guard let colon = event.firstIndex(of: ":") else { return nil }
            let name = String(event[..<colon])
            let value = String(event[event.index(after: colon)...])
            switch name {
            case "swipeRefused": return Annotation(tone: .refusal, text: "swipe refused: \(value)")
            case "backDenied": return Annotation(tone: .refusal, text: "back denied: \(value)")
            case "backRequested": return Annotation(tone: .request, text: "back requested: \(value)")
            case "webBack": return Annotation(tone: .information, text: "web back: \(value)")
            case "dismissed": return Annotation(tone: .information, text: "sheet dismissed: \(value) was on top")
            case "error": return Annotation(tone: .refusal, text: "error: \(value)")
            case "popGestureCancelled": return Annotation(tone: .neutral, text: "swipe cancelled: \(value) stays")
            case "pushGestureCancelled":
                return Annotation(tone: .neutral, text: "push cancelled: \(value) never entered")
            default: return nil
            }
        }
    }
}
