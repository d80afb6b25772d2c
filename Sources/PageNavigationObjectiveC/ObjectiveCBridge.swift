#if canImport(UIKit)
import UIKit

/// The few conversions every part of the Objective-C surface shares: blocks to main-actor closures and
/// back, and the report of a value that was ignored.
@MainActor
enum ObjectiveCBridge {
    /// A block from Objective-C as the main-actor closure the Swift options take. UIKit calls the
    /// library on the main thread, and the library calls the block there.
    static func mainActor<Result>(_ block: (() -> Result)?) -> (@MainActor () -> Result)? {
        guard let block else { return nil }
        nonisolated(unsafe) let call = block
        return { call() }
    }

    /// A main-actor closure handed back to Objective-C as a block, to be called on the main thread.
    static func block(_ closure: (@MainActor () -> Void)?) -> (() -> Void)? {
        closure.map { call in { MainActor.assumeIsolated { call() } } }
    }

    /// A block taking a progress from Objective-C as the main-actor closure the Swift options take.
    static func mainActor(_ block: ((CGFloat) -> Void)?) -> (@MainActor (Double) -> Void)? {
        guard let block else { return nil }
        nonisolated(unsafe) let call = block
        return { call(CGFloat($0)) }
    }

    /// A main-actor progress closure handed back to Objective-C as a block, to be called on the main
    /// thread.
    static func block(_ closure: (@MainActor (Double) -> Void)?) -> ((CGFloat) -> Void)? {
        closure.map { call in { progress in MainActor.assumeIsolated { call(Double(progress)) } } }
    }

    /// Reports a value that changed nothing, naming the property and why (debug builds only).
    static func ignored(_ property: String, value: Any, reason: String) {
        #if DEBUG
        print("PageNavigation: \(property) = \(value) was ignored: \(reason)")
        #endif
    }
}
#endif
