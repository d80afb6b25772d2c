/// A tiny deterministic random number generator (SplitMix64), so that every property test replays
/// exactly from its seed on every platform and toolchain. Both test targets use it.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next number of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (bound > 0). The tiny modulo bias does not matter here.
    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// True with the given probability in percent.
    public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    /// A number in `range`, uniformly.
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) / Double(1 << 53)
        return range.lowerBound + (range.upperBound - range.lowerBound) * unit
    }

    /// One element of a non-empty collection.
    public mutating func pick<C: Collection>(_ elements: C) -> C.Element where C.Index == Int {
        elements[elements.startIndex + below(elements.count)]
    }
}
