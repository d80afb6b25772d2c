import PageNavigationTestSupport
import Testing

@testable import PageNavigationSimulator

/// `JSONValue` is public and `Hashable`: values that are equal hash alike (a `Set` keeps one), and
/// objects compare member by member in written order, as scenario error paths need.
@Suite("JSON values")
struct JSONValueTests {
    @Test(
        "equality is structural, objects compare in written order, and equal values hash alike",
        arguments: [
            (#line, #"{"a": 1, "b": [true, null]}"#, #"{ "a" : 1.0 , "b" : [ true , null ] }"#, true),
            (#line, #"{"a": 1, "b": 2}"#, #"{"b": 2, "a": 1}"#, false),
            (#line, #"{"a": 1}"#, #"{"a": 1, "b": 2}"#, false),
            (#line, #"{"a": 1}"#, #"{"b": 1}"#, false),
            (#line, #"{"a": {"b": "x"}}"#, #"{"a": {"b": "y"}}"#, false),
            (#line, #"[1, "1"]"#, #"[1, 1]"#, false),
            (#line, #""\u00e9""#, #""é""#, true),
            (#line, "null", "false", false),
            (#line, "{}", "[]", false),
            (#line, "0", "-0", true),
        ])
    func equality(line: Int, lhs: String, rhs: String, equal: Bool) throws {
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
        let a = try JSONParser.parse(lhs)
        let b = try JSONParser.parse(rhs)
        #expect((a == b) == equal, sourceLocation: location)
        #expect(Set([a, b]).count == (equal ? 1 : 2), sourceLocation: location)
        if equal { #expect(a.hashValue == b.hashValue, sourceLocation: location) }
    }

    @Test(
        "any value written out, with any whitespace and escapes, parses back to an equal value with the same hash",
        arguments: [1, 2, 3, 4, 5] as [UInt64])
    func roundTrip(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<200 {
            let value = JSONWriter.value(depth: 3, using: &random)
            let text = JSONWriter.write(value, using: &random)
            let parsed = try JSONParser.parse(text)
            #expect(parsed == value, "\(text)")
            #expect(parsed.hashValue == value.hashValue, "\(text)")
            #expect([value: text][parsed] == text)
        }
    }
}

/// Random JSON values and a writer that spells them with random whitespace and escapes.
enum JSONWriter {
    static let characters: [Character] = [
        "a", "Z", " ", "\"", "\\", "/", "\n", "\t", "\u{08}", "\u{0C}", "\r", "\u{01}", "é", "😀",
    ]

    static func value(depth: Int, using random: inout SplitMix64) -> JSONValue {
        switch Int.random(in: 0..<(depth > 0 ? 6 : 4), using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2: return .number(Double(Int.random(in: -4000...4000, using: &random)) / 4)
        case 3:
            return .string(
                String(
                    (0..<Int.random(in: 0...6, using: &random)).map { _ in characters.randomElement(using: &random)! }))
        case 4:
            return .array(
                (0..<Int.random(in: 0...3, using: &random)).map { _ in value(depth: depth - 1, using: &random) })
        default:
            let keys = ["a", "b", "c", "d"].shuffled(using: &random).prefix(Int.random(in: 0...3, using: &random))
            return .object(keys.map { (key: $0, value: value(depth: depth - 1, using: &random)) })
        }
    }

    static func write(_ value: JSONValue, using random: inout SplitMix64) -> String {
        let space = [" ", "", "\n", "\t", "\r\n"].randomElement(using: &random)!
        switch value {
        case .null: return "null"
        case .bool(let flag): return "\(flag)"
        case .number(let number): return "\(number)"
        case .string(let text): return string(text, using: &random)
        case .array(let values):
            return "[" + space + values.map { write($0, using: &random) }.joined(separator: "," + space) + "]"
        case .object(let members):
            return "{" + space
                + members.map { string($0.key, using: &random) + space + ":" + write($0.value, using: &random) }
                .joined(separator: space + "," + space) + "}"
        }
    }

    /// A JSON string, each character written plainly or escaped (short escapes and `\u` with either case of hex digits).
    static func string(_ text: String, using random: inout SplitMix64) -> String {
        let short: [Character: String] = [
            "\"": "\\\"", "\\": "\\\\", "/": "\\/", "\n": "\\n", "\t": "\\t", "\u{08}": "\\b", "\u{0C}": "\\f",
            "\r": "\\r",
        ]
        let body = text.unicodeScalars.map { scalar -> String in
            let mustEscape = scalar.value < 0x20 || scalar == "\"" || scalar == "\\"
            guard mustEscape || Bool.random(using: &random) else { return String(scalar) }
            if let escape = short[Character(scalar)], Bool.random(using: &random) { return escape }
            let units = String(scalar).utf16.map { unit -> String in
                let hex = String(unit, radix: 16)
                let padded = String(repeating: "0", count: 4 - hex.count) + hex
                return "\\u" + (Bool.random(using: &random) ? padded.uppercased() : padded)
            }
            return units.joined()
        }
        return "\"" + body.joined() + "\""
    }
}
