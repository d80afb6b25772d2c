/// Writes SVG markup line by line: elements with attributes in the order given, text escaped and
/// numbers rounded to two decimals, so that the same frame always gives the same text.
struct SVGWriter {
    /// The markup written so far, one element per line.
    private(set) var lines: [String] = []
    private var depth = 0

    /// The markup as one string.
    var text: String { lines.joined(separator: "\n") + "\n" }

    /// Opens an element that will contain others; close it with ``close(_:)``.
    mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        append("<\(name)\(Self.attributeText(attributes))>")
        depth += 1
    }

    /// Closes the element opened last.
    mutating func close(_ name: String) {
        depth -= 1
        append("</\(name)>")
    }

    /// Writes an empty element, or one holding only `text`.
    mutating func element(_ name: String, _ attributes: [(String, String)], text: String? = nil) {
        if let text {
            append("<\(name)\(Self.attributeText(attributes))>\(Self.escape(text))</\(name)>")
        } else {
            append("<\(name)\(Self.attributeText(attributes))/>")
        }
    }

    /// Writes a comment (for people reading the markup).
    mutating func comment(_ text: String) {
        append("<!-- \(text.replacingOccurrences(of: "--", with: "- -")) -->")
    }

    private mutating func append(_ line: String) {
        lines.append(String(repeating: "  ", count: max(depth, 0)) + line)
    }

    private static func attributeText(_ attributes: [(String, String)]) -> String {
        attributes.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
    }

    /// Escapes text for XML content and attribute values.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    /// A number as SVG writes it: at most two decimals, no trailing zeros, never `-0` (any finite
    /// number, also one too large for an `Int`; a scenario may hold one).
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == 0 { return "0" }
        return BenchReport.format(value)
    }
}

/// Shorthand for attribute values.
extension Double {
    /// The number as SVG writes it.
    var svg: String { SVGWriter.number(self) }
}
