/// Reads a fuzzer's input as a stream of small choices. Past the end every read is 0, so any input —
/// empty, short or long — decodes into a sequence of operations.
public struct FuzzBytes {
    private let bytes: [UInt8]
    private var index = 0

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether bytes are left.
    public var hasMore: Bool { index < bytes.count }

    /// The next byte (0 past the end).
    public mutating func byte() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }

    /// A choice among `count` (0…count-1).
    public mutating func choice(_ count: Int) -> Int { count > 0 ? Int(byte()) % count : 0 }

    /// One of `items`.
    public mutating func pick<T>(_ items: [T]) -> T { items[choice(items.count)] }

    /// Puts `items` in an order the bytes choose.
    public mutating func shuffle<T>(_ items: inout [T]) {
        for index in items.indices.dropFirst().reversed() { items.swapAt(index, choice(index + 1)) }
    }

    /// A Boolean.
    public mutating func flag() -> Bool { byte() & 1 == 1 }

    /// A number in `range`, in 256 steps.
    public mutating func number(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * Double(byte()) / 255
    }
}

/// An invariant that did not hold, with the operations that led to it.
public struct FuzzFailure: Error, CustomStringConvertible {
    /// What did not hold.
    public var message: String
    /// The operations so far, one a line.
    public var trace: [String]

    public var description: String {
        "invariant violated: \(message)\nafter:\n"
            + trace.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n")
    }
}
