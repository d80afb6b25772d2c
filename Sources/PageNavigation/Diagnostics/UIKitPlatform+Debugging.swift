#if canImport(UIKit) && (DEBUG || DebuggingToolsInRelease)
import PageNavigationCore
import PageNavigationHost
import UIKit

/// The debugging tools on a device, in debug builds only (or with the `DebuggingToolsInRelease` trait):
/// without them this conformance does not exist, the controller never starts the host's debugging bookkeeping, and nothing of it runs.
extension UIKitPlatform: @MainActor NavigationDebugPlatform {
    /// On the main actor, `seconds` from now.
    func schedule(after seconds: Double, _ body: @escaping () -> Void) {
        Task { @MainActor in
            try? await Task.sleep(nanoseconds: UInt64(max(seconds, 0) * 1_000_000_000))
            body()
        }
    }

    /// UIKit's swipe-back recognizers whose delegate is not UIKit's own, and those switched off.
    ///
    /// The library never sets their delegate (UIKit's `UINavigationController.h` and, on iOS 26,
    /// `interactiveContentPopGestureRecognizer`'s header: "should only be used to set up failure
    /// requirements"), and sets `isEnabled` only to cancel a swipe in flight, switching it back on at once
    /// (``cancelSystemSwipes()``). So a delegate whose class is not from UIKit's bundle (the same test as
    /// ``appDelegateAnswer(for:)``), or none, was set by someone else, and so was a recognizer left off.
    var swipeRecognizerChanges: SwipeRecognizerChanges {
        var recognizers: [(UIGestureRecognizer, String)] = []
        if let edge = controller.interactivePopGestureRecognizer {
            recognizers.append((edge, "interactivePopGestureRecognizer"))
        }
        if #available(iOS 26.0, *), let content = controller.interactiveContentPopGestureRecognizer {
            recognizers.append((content, "interactiveContentPopGestureRecognizer"))
        }
        var changes = SwipeRecognizerChanges()
        for (recognizer, name) in recognizers {
            if let delegate = recognizer.delegate {
                if let delegateClass = object_getClass(delegate),
                    Bundle(for: delegateClass) != Bundle(for: UINavigationController.self)
                {
                    changes.replacedDelegates.append("the delegate of \(name) is now \(delegateClass)")
                }
            } else {
                changes.replacedDelegates.append("the delegate of \(name) was set to nil")
            }
            if !recognizer.isEnabled { changes.disabled.append("\(name) is switched off (isEnabled = false)") }
        }
        return changes
    }

    /// The debug console, then the app's handler (``PageNavigationController/onDiagnostic``).
    func report(_ diagnostic: NavigationDiagnostic) {
        print(diagnostic.message)
        PageNavigationController.onDiagnostic?(diagnostic)
    }
}
#endif
