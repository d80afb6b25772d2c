#if DEBUG || DebuggingToolsInRelease
/// A JSON value a recording writes: object members keep the order they were added in, so that every
/// recording of the same session is the same text.
package indirect enum RecordedJSON: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([RecordedJSON])
    case object([Member])

    /// One member of an object.
    package struct Member: Sendable {
        package var key: String
        package var value: RecordedJSON

        package init(_ key: String, _ value: RecordedJSON) {
            self.key = key
            self.value = value
        }
    }

    /// An object from members, leaving out those whose value is `nil`.
    package static func object(_ members: (String, RecordedJSON?)...) -> RecordedJSON {
        .object(members.compactMap { key, value in value.map { Member(key, $0) } })
    }

    /// The value as JSON text: objects and arrays of objects one member or element per line, indented by
    /// two spaces; short arrays of plain values on one line.
    package var text: String { write(indent: "") }

    private func write(indent: String) -> String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return Self.number(value)
        case .string(let value): return Self.quoted(value)
        case .array(let values):
            guard !values.isEmpty else { return "[]" }
            if values.allSatisfy(\.isPlain) {
                return "[" + values.map { $0.write(indent: "") }.joined(separator: ", ") + "]"
            }
            let inner = indent + "  "
            return "[\n" + values.map { inner + $0.write(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            if members.count <= 4, members.allSatisfy({ $0.value.isPlain }) {
                return "{"
                    + members.map { "\(Self.quoted($0.key)): \($0.value.write(indent: ""))" }
                    .joined(separator: ", ") + "}"
            }
            let inner = indent + "  "
            return "{\n"
                + members.map { "\(inner)\(Self.quoted($0.key)): \($0.value.write(indent: inner))" }
                .joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    private var isPlain: Bool {
        switch self {
        case .array(let values):
            values.allSatisfy { if case .array = $0 { false } else if case .object = $0 { false } else { true } }
        case .object: false
        default: true
        }
    }

    /// A number as JSON: whole numbers without a fraction, others with up to six decimals.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        var text = String((value * 1_000_000).rounded() / 1_000_000)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// A string as JSON, with quotes, backslashes and control characters escaped.
    static func quoted(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
#endif
