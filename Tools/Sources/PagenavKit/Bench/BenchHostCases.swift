import AllocationCounter
import PageNavigationSimulator

/// The measured cases of `pagenav bench` that run the shared host over the simulator's virtual
/// platform: how many platform calls (UIKit calls on a device) one frame costs, and how many heap
/// allocations the engine and the host make for it.
struct BenchHostCases {
    var settings: BenchSettings

    private static let red = BarColor(red: 0xD0, green: 0x20, blue: 0x20)
    private static let types: [String: PageBlueprint] = [
        "Home": PageBlueprint(),
        "Article": PageBlueprint(
            settings: PageSettings(bar: PartialBarStyle(background: red), popGesture: .fullScreen)),
    ]

    private static func simulator() -> NavigationSimulator {
        do {
            return try NavigationSimulator(types: types, stack: ["Home", "Article"])
        } catch {
            preconditionFailure("the bench simulator did not start: \(error)")
        }
    }

    private var frames: Int { settings.iterations(2_000) }

    /// Platform calls for one scroll-driven alpha change of the top page (alpha between 0.6 and 1, so
    /// the status bar never needs to change).
    func platformCallsPerAlphaFrame() -> BenchSample {
        repeatMeasure { simulator in
            let before = simulator.platform.callCount
            for index in 0..<frames {
                simulator.updateBar(PartialBarStyle(alpha: 0.6 + Double(index % 40) / 100))
            }
            return Double(simulator.platform.callCount - before) / Double(frames)
        }
    }

    /// Platform calls for one frame of a full-screen swipe-back the library's pan drives.
    func platformCallsPerSwipeFrame() -> BenchSample {
        repeatMeasure { simulator in
            moveFinger(simulator, frames: 1)  // the swipe starts
            let before = simulator.platform.callCount
            moveFinger(simulator, frames: frames)
            return Double(simulator.platform.callCount - before) / Double(frames)
        }
    }

    /// Heap allocations for one frame of that swipe, through the engine and the host; `nil` where the
    /// allocator cannot be counted.
    func swipeFrameAllocations() -> BenchSample? {
        guard pagenav_allocation_counting_available() != 0 else { return nil }
        return repeatMeasure { simulator in
            moveFinger(simulator, frames: 10)  // warm up: the host's effect buffer reaches its size
            pagenav_allocation_counting_start()
            moveFinger(simulator, frames: frames)
            return Double(pagenav_allocation_counting_stop()) / Double(frames)
        }
    }

    /// Starts a held full-screen swipe and moves the finger `frames` times.
    private func moveFinger(_ simulator: NavigationSimulator, frames: Int) {
        if !simulator.isSwiping {
            simulator.swipe(startX: 200, distance: 10, release: false, settle: false)
            precondition(simulator.isSwiping, "the bench swipe did not start")
        }
        for index in 0..<frames {
            simulator.moveFinger(to: Double(10 + index % 300))
        }
    }

    private func repeatMeasure(_ measure: (NavigationSimulator) -> Double) -> BenchSample {
        let repetitions = max(settings.repetitions, 3)
        return BenchSample(
            values: (0..<repetitions).map { _ in
                let simulator = Self.simulator()
                // The simulator's record of swipe callbacks is for tests (a string per frame); what is
                // measured is the engine and the host, which hand each frame's progress to the page.
                simulator.platform.recordsGestureCallbacks = false
                return measure(simulator)
            })
    }
}
