/// Why a scenario is invalid: the path of the offending value (`steps[3].swipe.distance`) and what
/// is wrong with it.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where: a path from the document root, or `(document)` for the document as a whole.
    public var path: String
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `PATH: MESSAGE`.
    public var description: String { "\(path.isEmpty ? "(document)" : path): \(message)" }
}

/// A JSON value together with its path, for decoding with precise errors.
struct JSONNode {
    let value: JSONValue
    let path: String

    func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func fail(_ message: String) -> ScenarioError { ScenarioError(path: path, message: message) }

    func wrongType(_ expected: String) -> ScenarioError {
        fail("expected \(expected), found \(value.kindName)")
    }

    /// The members of an object, refusing keys outside `allowed`.
    func object(allowing allowed: Set<String>) throws(ScenarioError) -> [String: JSONNode] {
        guard case .object(let members) = value else { throw wrongType("an object") }
        var result: [String: JSONNode] = [:]
        for member in members {
            let node = JSONNode(value: member.value, path: child(member.key))
            guard allowed.contains(member.key) else {
                throw node.fail("unknown key \"\(member.key)\" (allowed: \(allowed.sorted().joined(separator: ", ")))")
            }
            result[member.key] = node
        }
        return result
    }

    /// The members of an object with any keys, in written order.
    func members() throws(ScenarioError) -> [(key: String, node: JSONNode)] {
        guard case .object(let members) = value else { throw wrongType("an object") }
        return members.map { ($0.key, JSONNode(value: $0.value, path: child($0.key))) }
    }

    func array() throws(ScenarioError) -> [JSONNode] {
        guard case .array(let values) = value else { throw wrongType("an array") }
        return values.enumerated().map { JSONNode(value: $1, path: "\(path)[\($0)]") }
    }

    func string() throws(ScenarioError) -> String {
        guard case .string(let text) = value else { throw wrongType("a string") }
        return text
    }

    func bool() throws(ScenarioError) -> Bool {
        guard case .bool(let flag) = value else { throw wrongType("a boolean") }
        return flag
    }

    func number() throws(ScenarioError) -> Double {
        guard case .number(let number) = value else { throw wrongType("a number") }
        return number
    }

    func number(in range: ClosedRange<Double>) throws(ScenarioError) -> Double {
        let number = try number()
        guard range.contains(number) else {
            throw fail("expected a number in \(range.lowerBound)…\(range.upperBound), found \(number)")
        }
        return number
    }

    func count() throws(ScenarioError) -> Int {
        let number = try number()
        guard number >= 0, number <= 1_000_000, number.rounded() == number else {
            throw fail("expected a whole number from 0 to 1000000, found \(number)")
        }
        return Int(number)
    }

    /// `true` as the value of a step that needs none.
    func flag() throws(ScenarioError) {
        guard case .bool(true) = value else {
            throw fail("expected true (this step takes no value), found \(value.kindName)")
        }
    }

    func choice<T: RawRepresentable>(_ type: T.Type) throws(ScenarioError) -> T
    where T.RawValue == String, T: CaseIterable {
        let text = try string()
        guard let result = T(rawValue: text) else {
            throw fail(
                "expected one of \(T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), found \"\(text)\"")
        }
        return result
    }

    /// A colour: `"#RRGGBB"`, `"#RRGGBBAA"`, `"clear"`, `"system"`, or `{"light": colour, "dark": colour}`.
    func color() throws(ScenarioError) -> BarColor {
        if case .object = value {
            let sides = try object(allowing: ["light", "dark"])
            guard let light = sides["light"], let dark = sides["dark"] else {
                throw fail("a dynamic colour needs both \"light\" and \"dark\"")
            }
            let lightColor = try light.fixedColor()
            return BarColor(light: lightColor, dark: try dark.fixedColor())
        }
        let text = try string()
        guard let color = BarColor(hex: text) else {
            throw fail(
                "expected a colour \"#RRGGBB\", \"#RRGGBBAA\", \"clear\", \"system\" or {\"light\": …, \"dark\": …}, found \"\(text)\""
            )
        }
        return color
    }

    /// A colour of one colour scheme: not `system`, not dynamic.
    private func fixedColor() throws(ScenarioError) -> BarColor {
        let color = try color()
        guard !color.isSystem, !color.isDynamic else {
            throw fail("expected a colour \"#RRGGBB\", \"#RRGGBBAA\" or \"clear\"")
        }
        return color
    }

    /// A shadow: `true`, `false` or `"system"`.
    func shadow() throws(ScenarioError) -> BarShadow {
        if case .string("system") = value { return .system }
        guard case .bool(let shown) = value else { throw fail("expected true, false or \"system\"") }
        return BarShadow(shown)
    }

    /// Item margins: `"system"`, or `{"leading": points, "trailing": points}` where either side may be
    /// left out or `"system"`; points from 0 to 10000.
    func itemMargins() throws(ScenarioError) -> BarItemMargins {
        if case .string("system") = value { return .system }
        guard case .object = value else {
            throw fail("expected \"system\" or {\"leading\": points, \"trailing\": points}, found \(value.kindName)")
        }
        let sides = try object(allowing: ["leading", "trailing"])
        func side(_ node: JSONNode?) throws(ScenarioError) -> Double? {
            guard let node else { return nil }
            if case .string("system") = node.value { return nil }
            guard case .number = node.value else {
                throw node.fail("expected points (a number) or \"system\", found \(node.value.kindName)")
            }
            return try node.number(in: 0...10_000)
        }
        return BarItemMargins(leading: try side(sides["leading"]), trailing: try side(sides["trailing"]))
    }
}
