// The on-device checks as tests, for `xcodebuild test` on an iOS simulator or device (a Mac with Xcode):
// one test per check. Elsewhere (Linux, macOS) this target is empty: the checks need UIKit.
#if canImport(UIKit) && canImport(Testing)
import PageNavigationChecks
import Testing

@MainActor
@Test("On-device check", arguments: DeviceChecks.all)
func deviceCheck(_ check: DeviceCheck) async throws {
    let outcome = await DeviceCheckRunner().run(check)
    if case .failed(let message) = outcome { Issue.record("\(check.id): \(message)") }
}
#endif
