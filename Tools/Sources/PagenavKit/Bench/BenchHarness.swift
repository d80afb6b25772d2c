/// How much `pagenav bench` measures: repetitions, warm-up and the length of each repetition.
public struct BenchSettings: Hashable, Sendable {
    /// Timed repetitions of each case; the report gives their median.
    public var repetitions: Int
    /// Untimed repetitions run first (caches, branch predictors, lazy runtime metadata).
    public var warmupRepetitions: Int
    /// Multiplies every case's iteration count; 1 is the full bench, `quick` uses 0.1.
    public var scale: Double

    /// Creates settings; counts below 1 (or a scale below 0) are raised to the smallest useful value.
    public init(repetitions: Int = 15, warmupRepetitions: Int = 2, scale: Double = 1) {
        self.repetitions = max(repetitions, 1)
        self.warmupRepetitions = max(warmupRepetitions, 0)
        self.scale = max(scale, 0)
    }

    /// The full bench: 15 repetitions after 2 warm-ups.
    public static let standard = BenchSettings()
    /// A fast pass: 5 repetitions of a tenth of the work.
    public static let quick = BenchSettings(repetitions: 5, warmupRepetitions: 1, scale: 0.1)

    /// `base` iterations scaled, at least 1.
    func iterations(_ base: Int) -> Int { max(Int((Double(base) * scale).rounded()), 1) }
}

/// The repetitions of one measured case, in nanoseconds per operation.
public struct BenchSample: Hashable, Sendable {
    /// One value per timed repetition, in the order they ran.
    public var values: [Double]

    /// The median repetition (the mean of the middle two for an even count).
    public var median: Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The fastest repetition.
    public var minimum: Double { values.min() ?? 0 }
    /// The slowest repetition.
    public var maximum: Double { values.max() ?? 0 }
}

/// A tiny timing harness on `ContinuousClock`: warm-up, then timed repetitions.
struct BenchHarness {
    var settings: BenchSettings
    let clock = ContinuousClock()

    /// Times `iterations` calls of `body` per repetition and returns nanoseconds per call. For cheap
    /// operations: the clock is read twice per repetition, not per call. `body` gets the call index,
    /// so inputs can vary and cannot be folded into constants.
    func measure(iterations: Int, _ body: (Int) -> Void) -> BenchSample {
        var values: [Double] = []
        for repetition in 0..<(settings.warmupRepetitions + settings.repetitions) {
            let start = clock.now
            for index in 0..<iterations { body(index) }
            let elapsed = clock.now - start
            if repetition >= settings.warmupRepetitions {
                values.append(elapsed.nanoseconds / Double(iterations))
            }
        }
        return BenchSample(values: values)
    }

    /// Like ``measure(iterations:_:)`` for several variants of one case (`body` gets the variant,
    /// then the call index), alternating the variants within each repetition so that they share the
    /// machine's load of the moment: their ratio stays meaningful on a busy machine. One sample per
    /// variant, repetition `k` of each measured back to back.
    func measureInterleaved(variants: Int, iterations: Int, _ body: (Int, Int) -> Void) -> [BenchSample] {
        var values = Array(repeating: [Double](), count: variants)
        for repetition in 0..<(settings.warmupRepetitions + settings.repetitions) {
            for variant in 0..<variants {
                let start = clock.now
                for index in 0..<iterations { body(variant, index) }
                let elapsed = clock.now - start
                if repetition >= settings.warmupRepetitions {
                    values[variant].append(elapsed.nanoseconds / Double(iterations))
                }
            }
        }
        return values.map { BenchSample(values: $0) }
    }

    /// Times `body` alone on a fresh state from `setup` (not timed) and returns nanoseconds per call,
    /// averaged over `iterations` calls per repetition. For operations that change the state in a way
    /// the next call could not repeat (removing pages), and that are slow enough (microseconds) for a
    /// clock read around each call to be noise.
    func measure<State>(iterations: Int, setup: () -> State, _ body: (inout State) -> Void) -> BenchSample {
        var values: [Double] = []
        for repetition in 0..<(settings.warmupRepetitions + settings.repetitions) {
            var total = Duration.zero
            for _ in 0..<iterations {
                var state = setup()
                let start = clock.now
                body(&state)
                total += clock.now - start
                blackHole(state)
            }
            if repetition >= settings.warmupRepetitions {
                values.append(total.nanoseconds / Double(iterations))
            }
        }
        return BenchSample(values: values)
    }
}

extension Duration {
    /// The duration in nanoseconds.
    var nanoseconds: Double {
        let parts = components
        return Double(parts.seconds) * 1e9 + Double(parts.attoseconds) / 1e9
    }
}

/// Consumes a value so that the optimizer cannot delete the work that produced it. Not inlined and
/// not optimized, so neither the call nor its argument can be proven useless.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {}

/// Returns its argument through a call the optimizer cannot see into, so a constant input stays an
/// input (no constant folding of the measured work).
@inline(never) @_optimize(none)
func opaque<T>(_ value: T) -> T { value }
