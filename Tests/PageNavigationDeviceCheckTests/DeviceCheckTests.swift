// The on-device checks as tests, for `xcodebuild test` on an iOS simulator or device (a Mac with Xcode):
// one test per check. Elsewhere (Linux, macOS) this target is empty: the checks need UIKit.
#if canImport(UIKit) && canImport(Testing)
import PageNavigationChecks
import Testing

/// Every check, one at a time: each drives windows and transitions on the main actor and waits for them.
@MainActor
@Test("On-device check", .serialized, arguments: DeviceChecks.all)
func deviceCheck(_ check: DeviceCheck) async throws {
    switch await DeviceCheckRunner().run(check) {
    case .passed: break
    case .failed(let message): Issue.record("\(check.id): \(message)")
    case .skipped(let reason): print("SKIPPED \(check.id): \(reason)")
    }
}
#endif
