#if canImport(UIKit)
import UIKit

/// Runs checks one at a time, each on a fresh ``CheckStage``, with a time limit.
@MainActor
public final class DeviceCheckRunner {
    /// The scene the checks' windows are shown in; `nil` makes windows without a scene (test runners).
    private let scene: UIWindowScene?
    /// The most a check may take, in seconds, before it counts as failed.
    public var timeLimit: Double = 20

    /// Creates a runner that shows its windows in `scene`, or in the app's first window scene when
    /// there is an app (test runners without an app host get windows without a scene).
    public init(scene: UIWindowScene? = nil) {
        self.scene = scene ?? Self.appScene
    }

    /// The first connected window scene of the running app, if the process has an app.
    private static var appScene: UIWindowScene? {
        // `UIApplication.shared` is nil in a test process without an app host: ask without unwrapping.
        let application =
            UIApplication.perform(NSSelectorFromString("sharedApplication"))?.takeUnretainedValue() as? UIApplication
        return application?.connectedScenes.compactMap { $0 as? UIWindowScene }.first
    }

    /// Runs `check` and tells how it went. A check that throws fails with the error's description; one
    /// that runs past ``timeLimit`` fails as timed out.
    public func run(_ check: DeviceCheck) async -> DeviceCheckOutcome {
        let stage = CheckStage(scene: scene)
        defer { stage.tearDown() }
        let result = OutcomeBox()
        let limit = timeLimit
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            result.continuation = continuation
            let work = Task { @MainActor in
                do {
                    try await check.body(stage)
                    result.finish(.passed)
                } catch let skip as CheckSkipped {
                    result.finish(.skipped(skip.reason))
                } catch {
                    result.finish(.failed(String(describing: error)))
                }
            }
            let timer = Task { @MainActor in
                try? await Task.sleep(nanoseconds: UInt64(limit * 1_000_000_000))
                result.finish(.failed("timed out after \(limit)s"))
            }
            // Whichever ends first stops the other: a check that timed out stops driving the UI at its
            // next wait, before the next check runs.
            result.onFinish = {
                work.cancel()
                timer.cancel()
            }
        }
        return result.outcome ?? .failed("no outcome")
    }

    /// Runs every check in order, reporting each outcome as it comes.
    public func run(
        _ checks: [DeviceCheck], report: (DeviceCheck, DeviceCheckOutcome) -> Void
    ) async {
        for check in checks {
            report(check, await run(check))
        }
    }
}

/// The first outcome of a check — its own or the time limit's — and the waiter to wake.
@MainActor
private final class OutcomeBox {
    var outcome: DeviceCheckOutcome?
    var continuation: CheckedContinuation<Void, Never>?
    var onFinish: (() -> Void)?

    func finish(_ outcome: DeviceCheckOutcome) {
        guard self.outcome == nil else { return }
        self.outcome = outcome
        onFinish?()
        onFinish = nil
        continuation?.resume()
        continuation = nil
    }
}
#endif
