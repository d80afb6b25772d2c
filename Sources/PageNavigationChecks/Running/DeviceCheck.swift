#if canImport(UIKit)
import UIKit

/// One on-device check: it drives a real ``PageNavigation/PageNavigationController`` in a real window
/// and asserts what a user would see (the bar's look, the stack, the fake bars, a page that is gone).
public struct DeviceCheck: Identifiable, Sendable, CustomStringConvertible {
    /// What the check is about ("Looks", "Swipe gate", …); the checks screen groups by it.
    public let area: String
    /// What the check asserts, as a sentence.
    public let name: String
    /// The check: throws a ``CheckFailure`` (or any error) when what it sees is wrong, and
    /// ``CheckSkipped`` when it does not apply to this iOS version.
    let body: @MainActor @Sendable (CheckStage) async throws -> Void

    /// Creates a check.
    ///
    /// - Parameters:
    ///   - area: what the check is about.
    ///   - name: what it asserts, as a sentence.
    ///   - body: drives the stage and asserts; throws when what it sees is wrong.
    public init(_ area: String, _ name: String, body: @escaping @MainActor @Sendable (CheckStage) async throws -> Void)
    {
        self.area = area
        self.name = name
        self.body = body
    }

    /// The area and the name: unique among ``DeviceChecks/all``.
    public var id: String { "\(area): \(name)" }
    /// The area and the name.
    public var description: String { id }
}

/// How one check went.
public enum DeviceCheckOutcome: Sendable, Equatable {
    /// Everything the check asserted held.
    case passed
    /// An assertion failed (or the check timed out); the message says what was seen.
    case failed(String)
    /// The check does not apply here (for example an iOS 15 back item on iOS 26); the reason says why.
    case skipped(String)

    /// Whether the check did not fail.
    public var isSuccess: Bool {
        if case .failed = self { return false }
        return true
    }
}

/// A check that does not apply to this device or iOS version.
public struct CheckSkipped: Error, CustomStringConvertible {
    /// Why the check does not apply.
    public let reason: String
    /// Creates a skip with its reason.
    public init(_ reason: String) { self.reason = reason }
    /// The reason.
    public var description: String { reason }
}
#endif
