#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Whether a stack's `makeUIViewController` or `updateUIViewController` is running, and how many of
/// the SwiftUI layer's observable objects changed meanwhile. SwiftUI reports an `ObservableObject`
/// changed inside a view update as "Publishing changes from within view updates is not allowed, this
/// will cause undefined behavior"; the layer changes its observable objects from actions
/// (`onPreferenceChange`, `onChange`, the main queue's next turn) only, and the on-device checks read
/// this count to hold it to that. Not part of the public API (`@_spi(DeviceChecks)`).
@_spi(DeviceChecks)
@MainActor
public enum StackUpdatePass {
    /// How deep in stack updates the main thread is (a stack inside a stack's page nests them).
    private static var depth = 0

    /// Whether a stack's update is running now.
    static var isRunning: Bool { depth > 0 }

    /// The number of changes of the layer's observable objects made while a stack's update ran.
    public private(set) static var changesDuringUpdates = 0

    /// Runs `body` as a stack's update.
    static func run<Result>(_ body: () -> Result) -> Result {
        depth += 1
        defer { depth -= 1 }
        return body()
    }

    /// One of the layer's observable objects is about to change.
    static func willChange() {
        if depth > 0 { changesDuringUpdates += 1 }
    }
}
#endif
