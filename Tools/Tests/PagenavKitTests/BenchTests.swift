import AllocationCounter
import Foundation
import Testing

@testable import PagenavKit

/// `pagenav bench` in a tiny mode: the report has every key with a positive number. No timing is
/// asserted: the figures depend on the machine and its load. Serialized: the memory figures read the
/// process-wide allocator statistics.
@Suite(.serialized) struct BenchTests {
    /// One repetition, no warm-up, a thousandth of the work: a second or two even in a debug build.
    static let tiny = BenchSettings(repetitions: 1, warmupRepetitions: 0, scale: 0.001)

    @Test func jsonHasEveryKeyWithPositiveNumbers() throws {
        let report = BenchRunner.run(Self.tiny)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any]
        )
        let keys = [
            "swipeFrameNanoseconds", "pushPopDepth10Nanoseconds", "pushPopDepth10000Nanoseconds", "bytesPerPage",
            "pushPopDepth10NonAnimatedNanoseconds", "pushPopDepth10000NonAnimatedNanoseconds",
            "appearanceResolutionNanoseconds", "removeByTypeDepth1000Nanoseconds", "popToTypeDepth1000Nanoseconds",
            "pushPopDepthRatio", "pushPopDepthRatioNonAnimated", "pageStateStrideBytes",
            "platformCallsPerAlphaFrame", "platformCallsPerSwipeFrame",
        ]
        for key in keys {
            let number = try #require(object[key] as? Double, "\(key) is missing or not a number")
            #expect(number > 0, "\(key) is \(number)")
        }
        let targets = try #require(object["targetsMet"] as? [String: Any])
        #expect(
            Set(targets.keys) == [
                "swipeFrame", "pushPopDepthRatio", "bytesPerPage", "platformCallsPerAlphaFrame",
                "platformCallsPerSwipeFrame",
                "swipeFrameAllocations",
            ])
        #if canImport(Glibc)
        #expect(object["swipeFrameAllocations"] is Double, "swipeFrameAllocations is not measured")
        #endif
        #expect(object["repetitions"] as? Int == 1)
    }

    @Test func linesNameEveryCase() {
        let report = BenchReport(
            settings: Self.tiny,
            entries: [
                BenchReport.Entry(
                    key: "swipeFrameNanoseconds", label: "swipe frame", unit: "ns",
                    sample: BenchSample(values: [3, 1, 2]))
            ]
        )
        #expect(report.lines.contains { $0.contains("swipe frame") && $0.contains("2 ns") })
        #expect(report.value("swipeFrameNanoseconds") == 2)
    }

    @Test func medianOfEvenCountAveragesTheMiddle() {
        #expect(BenchSample(values: [4, 1, 3, 2]).median == 2.5)
        #expect(BenchSample(values: [5]).median == 5)
    }

    #if canImport(Glibc)
    /// The allocation counter counts what is allocated while it counts, and nothing after it stopped;
    /// without this, a figure of 0 allocations would prove nothing.
    @Test func allocationCounterCountsKnownAllocations() {
        #expect(pagenav_allocation_counting_available() != 0)
        pagenav_allocation_counting_start()
        var boxes: [AnyObject] = []
        for index in 0..<10 { boxes.append(Box(index)) }
        let counted = pagenav_allocation_counting_stop()
        for index in 0..<10 { boxes.append(Box(index)) }
        #expect(counted >= 10, "counted \(counted) allocations for at least 10")
        #expect(pagenav_allocation_counting_stop() == counted)
        #expect(boxes.count == 20)
    }

    private final class Box {
        let value: Int
        init(_ value: Int) { self.value = value }
    }
    #endif

    #if canImport(Glibc) || canImport(Darwin)
    @Test func heapUsageSeesAKnownAllocation() throws {
        let before = try #require(HeapUsage.bytesInUse())
        // Large enough that other suites allocating or freeing meanwhile (tests run in parallel)
        // cannot hide it: 64 MiB, read within 8 MiB.
        let size = 64 << 20
        let block = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        defer { block.deallocate() }
        let after = try #require(HeapUsage.bytesInUse())
        #expect(abs((after - before) - size) < 8 << 20, "read \(after - before) bytes for \(size)")
    }
    #endif
}
