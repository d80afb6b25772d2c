/// `pagenav bench`: measures the engine's hot paths, its memory per page, and what one frame costs
/// through the shared host: platform calls and heap allocations.
public enum BenchRunner {
    /// Runs every case and returns the report. `progress` hears the name of each case as it starts
    /// (the full bench takes tens of seconds).
    public static func run(_ settings: BenchSettings = .standard, progress: (String) -> Void = { _ in }) -> BenchReport
    {
        let cases = BenchCases(harness: BenchHarness(settings: settings))
        var entries: [BenchReport.Entry] = []
        func add(_ key: String, _ label: String, unit: String = "ns", _ measure: () -> BenchSample?) {
            progress(label)
            entries.append(BenchReport.Entry(key: key, label: label, unit: unit, sample: measure()))
        }
        add("swipeFrameNanoseconds", "swipe frame (.swipeMoved + plan.frame(at:))") { cases.swipeFrame() }
        for animated in [true, false] {
            let variant = animated ? "animated + transitionEnded" : "not animated"
            progress("push + pop, depth 10 and 10,000, \(variant)")
            let samples = cases.pushPop(depths: [10, 10_000], animated: animated)
            let suffix = animated ? "" : "NonAnimated"
            entries.append(
                BenchReport.Entry(
                    key: "pushPopDepth10\(suffix)Nanoseconds", label: "push + pop, depth 10, \(variant)", unit: "ns",
                    sample: samples[0]
                ))
            entries.append(
                BenchReport.Entry(
                    key: "pushPopDepth10000\(suffix)Nanoseconds", label: "push + pop, depth 10,000, \(variant)",
                    unit: "ns", sample: samples[1]
                ))
        }
        add("appearanceResolutionNanoseconds", "appearance of a push under inherit (BarStyle.resolved)") {
            cases.appearanceResolution()
        }
        add("removeByTypeDepth1000Nanoseconds", "remove by type, depth 1,000") { cases.removeByType(depth: 1_000) }
        add("popToTypeDepth1000Nanoseconds", "pop to type, depth 1,000 (target mid-stack: 499 popped), animated") {
            cases.popToType(depth: 1_000)
        }
        add("bytesPerPage", "engine memory per page, 10,000 pages (malloc in use)", unit: "bytes") {
            cases.bytesPerPage(pages: 10_000)
        }
        let host = BenchHostCases(settings: settings)
        add("platformCallsPerAlphaFrame", "platform calls per scroll-driven alpha change", unit: "calls") {
            host.platformCallsPerAlphaFrame()
        }
        add("platformCallsPerSwipeFrame", "platform calls per full-screen swipe frame", unit: "calls") {
            host.platformCallsPerSwipeFrame()
        }
        add("swipeFrameAllocations", "heap allocations per swipe frame (engine + host)", unit: "allocs") {
            host.swipeFrameAllocations()
        }
        return BenchReport(settings: settings, entries: entries)
    }
}
