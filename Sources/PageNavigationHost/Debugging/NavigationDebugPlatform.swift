import PageNavigationCore

#if DEBUG || DebuggingToolsInRelease
/// What the debugging tools need from a platform beyond ``NavigationPlatform``: a clock, a look at
/// UIKit's swipe-back recognizers, and a place to report. A platform that does not conform (the UIKit
/// layer in a release build) gets no debugging at all: the host never makes its ``NavigationDebugging``.
package protocol NavigationDebugPlatform: AnyObject {
    /// Runs `body` once `seconds` have passed (UIKit: on the main queue; the simulator: on its virtual
    /// clock).
    func schedule(after seconds: Double, _ body: @escaping () -> Void)
    /// What something other than the library changed on the system's swipe-back recognizers now.
    var swipeRecognizerChanges: SwipeRecognizerChanges { get }
    /// Tells the people debugging the app: the console and the app's diagnostic handler (UIKit). The
    /// event itself goes through ``NavigationPlatform/deliver(_:)`` as every event does.
    func report(_ diagnostic: NavigationDiagnostic)
}

/// What something other than the library changed on the system's swipe-back recognizers, each entry a
/// phrase naming the recognizer and the change ("interactivePopGestureRecognizer's delegate is
/// MyViewController").
package struct SwipeRecognizerChanges: Equatable, Sendable {
    /// Recognizers whose delegate is no longer UIKit's own.
    package var replacedDelegates: [String]
    /// Recognizers switched off (`isEnabled == false`).
    package var disabled: [String]

    package init(replacedDelegates: [String] = [], disabled: [String] = []) {
        self.replacedDelegates = replacedDelegates
        self.disabled = disabled
    }
}
#endif

/// When the platform looks at its swipe-back recognizers.
package enum SwipeCheckMoment: Sendable {
    /// A transition starts (`willShow`): the page that leaves is the one looked at.
    case willShow
    /// A transition ended (`didShow`, after the app's own delegate ran): the page now on top.
    case didShow
    /// A finger went down (a new touch sequence the swipe-back stand-ins see): the page on top.
    case touch
}
