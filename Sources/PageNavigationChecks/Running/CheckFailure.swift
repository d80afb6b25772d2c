#if canImport(UIKit)
import UIKit

/// What a check saw that is wrong, and where the check asserted it.
public struct CheckFailure: Error, CustomStringConvertible {
    /// What was expected and what was seen.
    public let message: String
    /// The file and line of the assertion.
    public let location: String

    /// Creates a failure at an assertion.
    public init(_ message: String, fileID: StaticString = #fileID, line: UInt = #line) {
        self.message = message
        self.location = "\(fileID):\(line)"
    }

    /// The message and where it was asserted.
    public var description: String { "\(message) (\(location))" }
}

/// Fails the check with `message` unless `condition` holds.
@MainActor
func expect(_ condition: Bool, _ message: @autoclosure () -> String, fileID: StaticString = #fileID, line: UInt = #line)
    throws
{
    guard condition else { throw CheckFailure(message(), fileID: fileID, line: line) }
}

/// Fails the check unless `actual` equals `expected`, naming `what` and both values.
@MainActor
func expectEqual<Value: Equatable>(
    _ actual: Value, _ expected: Value, _ what: String, fileID: StaticString = #fileID, line: UInt = #line
) throws {
    guard actual == expected else {
        throw CheckFailure("\(what): expected \(expected), saw \(actual)", fileID: fileID, line: line)
    }
}

/// Fails the check unless `actual` is `expected` once both are resolved for `traits` (components within
/// 1/255), naming `what` and both colours.
@MainActor
func expectColor(
    _ actual: UIColor?, _ expected: UIColor?, _ what: String, traits: UITraitCollection,
    fileID: StaticString = #fileID, line: UInt = #line
) throws {
    guard ColorComparison.same(actual, expected, traits: traits) else {
        throw CheckFailure(
            "\(what): expected \(ColorComparison.describe(expected, traits)), saw \(ColorComparison.describe(actual, traits))",
            fileID: fileID, line: line
        )
    }
}

/// Compares colours as the screen shows them.
@MainActor
enum ColorComparison {
    static func components(_ color: UIColor, _ traits: UITraitCollection) -> [CGFloat] {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha]
    }

    static func same(_ first: UIColor?, _ second: UIColor?, traits: UITraitCollection) -> Bool {
        switch (first, second) {
        case (nil, nil): return true
        case (let first?, let second?):
            return zip(components(first, traits), components(second, traits)).allSatisfy {
                abs($0 - $1) <= 1.0 / 255 + 0.0001
            }
        default: return false
        }
    }

    static func describe(_ color: UIColor?, _ traits: UITraitCollection) -> String {
        guard let color else { return "none" }
        let parts = components(color, traits).map { String(Int(($0 * 255).rounded())) }
        return "rgba(\(parts.joined(separator: ", ")))"
    }
}
#endif
