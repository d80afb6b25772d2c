/// The identity of one page instance, chosen by the host (a counter is enough).
public struct PageID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The raw value.
    public var rawValue: UInt64

    /// Wraps a raw value.
    public init(_ rawValue: UInt64) { self.rawValue = rawValue }

    /// Orders by raw value.
    public static func < (lhs: PageID, rhs: PageID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `page#N`.
    public var description: String { "page#\(rawValue)" }
}

/// The identity of one accepted command, chosen by the engine; its completion carries it.
public struct OperationID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The raw value, increasing in the order commands were sent.
    public var rawValue: UInt64

    /// Wraps a raw value.
    public init(_ rawValue: UInt64) { self.rawValue = rawValue }

    /// Orders by raw value, that is by submission order.
    public static func < (lhs: OperationID, rhs: OperationID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `operation#N`.
    public var description: String { "operation#\(rawValue)" }
}
