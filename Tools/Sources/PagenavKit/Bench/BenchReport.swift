import PageNavigationSimulator

/// The figures of one `pagenav bench` run: each case's median, the targets, and two renderings
/// (human-readable lines and one JSON object).
public struct BenchReport: Sendable {
    /// One measured figure.
    public struct Entry: Sendable {
        /// The JSON key, e.g. `swipeFrameNanoseconds`.
        public var key: String
        /// What was measured, for people.
        public var label: String
        /// `ns` or `bytes`.
        public var unit: String
        /// Every timed repetition; the figure is its median. `nil` when the platform cannot measure it.
        public var sample: BenchSample?
    }

    /// A target of the issue and whether this run met it.
    public struct Target: Sendable {
        /// The JSON key under `targetsMet`.
        public var key: String
        /// The target, for people.
        public var label: String
        /// Whether the run met it; `nil` when a figure is missing.
        public var met: Bool?
    }

    /// How much was measured.
    public var settings: BenchSettings
    /// The measured figures, in report order.
    public var entries: [Entry]

    /// The median of the figure with this key.
    public func value(_ key: String) -> Double? {
        entries.first { $0.key == key }?.sample?.median
    }

    /// The size of one page's entry in the engine's page array (`MemoryLayout<PageState>.stride`), to
    /// read ``bytesPerPage`` against: the rest is the array's spare capacity and the id index.
    public var pageStateStride: Int { MemoryLayout<PageState>.stride }

    /// Push + pop at depth 10,000 over depth 10 (animated); the target is at most 1.5.
    public var depthRatio: Double? {
        ratio("pushPopDepth10000Nanoseconds", over: "pushPopDepth10Nanoseconds")
    }

    /// The same ratio without animation.
    public var depthRatioNonAnimated: Double? {
        ratio("pushPopDepth10000NonAnimatedNanoseconds", over: "pushPopDepth10NonAnimatedNanoseconds")
    }

    /// The median of the per-repetition ratios when the two figures were measured interleaved
    /// (repetition k of each back to back, under the same load); else the ratio of the medians.
    func ratio(_ key: String, over baseKey: String) -> Double? {
        guard let sample = entries.first(where: { $0.key == key })?.sample,
            let base = entries.first(where: { $0.key == baseKey })?.sample,
            base.median > 0
        else { return nil }
        guard sample.values.count == base.values.count, base.values.allSatisfy({ $0 > 0 }) else {
            return sample.median / base.median
        }
        return BenchSample(values: zip(sample.values, base.values).map { $0 / $1 }).median
    }

    /// The targets: a swipe frame within 1 µs, push + pop at depth 10,000 within 1.5× of depth 10 (both
    /// variants), at most 512 bytes of engine state per page; through the shared host, at most one
    /// platform call per alpha frame, two per swipe frame, and no heap allocation per swipe frame.
    public var targets: [Target] {
        [
            Target(
                key: "swipeFrame", label: "swipe frame ≤ 1000 ns",
                met: value("swipeFrameNanoseconds").map { $0 <= 1000 }),
            Target(
                key: "pushPopDepthRatio", label: "push + pop at depth 10,000 ≤ 1.5 × depth 10",
                met: depthRatio.flatMap { animated in depthRatioNonAnimated.map { animated <= 1.5 && $0 <= 1.5 } }
            ),
            Target(
                key: "bytesPerPage", label: "engine state ≤ 512 bytes per page",
                met: value("bytesPerPage").map { $0 <= 512 }),
            Target(
                key: "platformCallsPerAlphaFrame", label: "≤ 1 platform call per alpha frame",
                met: value("platformCallsPerAlphaFrame").map { $0 <= 1 }
            ),
            Target(
                key: "platformCallsPerSwipeFrame", label: "≤ 2 platform calls per swipe frame",
                met: value("platformCallsPerSwipeFrame").map { $0 <= 2 }
            ),
            Target(
                key: "swipeFrameAllocations", label: "0 allocations per swipe frame",
                met: value("swipeFrameAllocations").map { $0 == 0 }),
        ]
    }

    /// One line per figure, the ratios and the targets, for people.
    public var lines: [String] {
        var lines = [
            "pagenav bench: median of \(settings.repetitions) repetitions after \(settings.warmupRepetitions) warm-up, scale \(Self.format(settings.scale))"
        ]
        let width = entries.map(\.label.count).max() ?? 0
        for entry in entries {
            let label = entry.label.rightPadded(to: width)
            guard let sample = entry.sample else {
                lines.append("  \(label)  n/a (the allocator cannot be measured on this platform)")
                continue
            }
            let median = Self.format(sample.median).leftPadded(to: 10)
            lines.append(
                "  \(label)  \(median) \(entry.unit.rightPadded(to: 5))  (min \(Self.format(sample.minimum)), max \(Self.format(sample.maximum)))"
            )
        }
        if let depthRatio, let depthRatioNonAnimated {
            lines.append(
                "  push + pop, depth 10,000 / depth 10: \(Self.format(depthRatio))× animated, \(Self.format(depthRatioNonAnimated))× not animated"
            )
        }
        lines.append("  one PageState in the page array: \(pageStateStride) bytes (MemoryLayout stride)")
        for target in targets {
            let verdict =
                switch target.met {
                case true?: "met"
                case false?: "MISSED"
                case nil: "not measured"
                }
            lines.append("  target: \(target.label): \(verdict)")
        }
        return lines
    }

    /// One JSON object: every figure's median under its key (`null` when not measured), the ratios,
    /// `targetsMet`, and the settings.
    public var json: String {
        var fields = entries.map { "\"\($0.key)\": \($0.sample.map { Self.format($0.median) } ?? "null")" }
        fields.append("\"pushPopDepthRatio\": \(depthRatio.map { Self.format($0) } ?? "null")")
        fields.append("\"pushPopDepthRatioNonAnimated\": \(depthRatioNonAnimated.map { Self.format($0) } ?? "null")")
        fields.append("\"pageStateStrideBytes\": \(pageStateStride)")
        let targets = targets.map { "\"\($0.key)\": \($0.met.map { $0 ? "true" : "false" } ?? "null")" }
        fields.append("\"targetsMet\": {\(targets.joined(separator: ", "))}")
        fields.append("\"repetitions\": \(settings.repetitions)")
        fields.append("\"warmupRepetitions\": \(settings.warmupRepetitions)")
        fields.append("\"scale\": \(Self.format(settings.scale))")
        return "{\n  " + fields.joined(separator: ",\n  ") + "\n}"
    }

    /// A number with at most two decimals (JSON-valid: no exponent for the magnitudes measured here);
    /// `0` for infinities and NaN. Also the renderer's numbers (``SVGWriter/number(_:)``).
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }

    fileprivate func rightPadded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
