#if canImport(UIKit)
import Foundation
import PageNavigation
import PageNavigationCore

// The enumerations of the Objective-C surface. Swift code uses the Swift enums they stand for
// (named on each), so these are hidden from Swift.

/// Where a swipe-back may start on a page (Objective-C `PageNavigationPopGesture`; Swift ``/PageNavigationCore/PopGestureMode``).
/// The raw values are ``/PageNavigationCore/PopGestureMode/Kind``'s, and 0 for not set.
@objc(PageNavigationPopGesture)
@available(swift, obsoleted: 1, message: "Objective-C only: use PopGestureMode")
public enum ObjCPopGesture: Int {
    /// Not set: the app default applies (Swift `nil`).
    case unset = 0
    /// Only from the back edge.
    case edge
    /// From anywhere on the page, within the maximum start distance if one is set.
    case fullScreen
    /// Never.
    case disabled
}

/// What the back button and the swipes do on a page (Objective-C `PageNavigationBackHandler`; Swift
/// ``BackHandler``).
@objc(PageNavigationBackHandler)
@available(swift, obsoleted: 1, message: "Objective-C only: use BackHandler")
public enum ObjCBackHandler: Int {
    /// Go back (the default).
    case pop = 0
    /// Stay.
    case deny
    /// Ask first.
    case confirm
    /// Go back in a web view's history first.
    case webHistory
}

/// What a pop to a class or tag does when no page matches (Objective-C `PageNavigationPopFallback`;
/// Swift ``/PageNavigationCore/PopFallback``).
@objc(PageNavigationPopFallback)
@available(swift, obsoleted: 1, message: "Objective-C only: use PopFallback")
public enum ObjCPopFallback: Int {
    /// Refuse with `PageNavigationErrorCodeNotFound`.
    case none = 0
    /// Pop one page instead.
    case pop
}

/// How a pushed page starts its look (Objective-C `PageNavigationInheritance`; Swift ``/PageNavigationCore/InheritancePolicy``).
@objc(PageNavigationInheritance)
@available(swift, obsoleted: 1, message: "Objective-C only: use InheritancePolicy")
public enum ObjCInheritance: Int {
    /// From the app's default look.
    case `default` = 0
    /// From the look of the page it was pushed from.
    case inherit
}

/// What a back request did (Objective-C `PageNavigationBackRequestResult`; Swift ``/PageNavigationCore/BackRequestResult``).
@objc(PageNavigationBackRequestResult)
@available(swift, obsoleted: 1, message: "Objective-C only: use BackRequestResult")
public enum ObjCBackRequestResult: Int {
    /// The page leaves.
    case leaves = 0
    /// The page's back handler denied it.
    case denied
    /// The page's back handler asks the app first.
    case confirmationRequested
    /// The page's web view goes back in its history instead.
    case webBack
    /// Nothing happens: a transition is running, or a confirmation is open.
    case ignored
    /// Refused: on the root page (the app may dismiss instead), or the chosen page is not below the top.
    case refused
    /// The request waits for the transition in flight (iOS 26 lets the user interrupt transitions) and
    /// goes through the top page's back handler when it ends.
    case queued
}

/// The `NSError` domain of the errors the Objective-C surface reports; the codes are
/// ``/PageNavigationCore/NavigationError/code``, named by `PageNavigationErrorCode`.
@objc(PageNavigationErrorCode)
@available(swift, obsoleted: 1, message: "Objective-C only: use NavigationError")
public enum ObjCErrorCode: Int {
    /// The root page cannot be popped.
    case cannotPopRoot = 1
    /// The page is already in the stack.
    case alreadyInStack = 2
    /// The root page cannot be removed.
    case cannotRemoveRoot = 3
    /// No page in the stack matches.
    case notFound = 4
    /// No back confirmation is open.
    case nothingPending = 5
    /// A stack needs at least one page.
    case emptyStack = 6
    /// The page is not in the stack.
    case unknownPage = 7
    /// The platform cancelled the transition; nothing changed.
    case cancelled = 8
}

extension NavigationError {
    /// The error domain of ``nsError``: `PageNavigationErrorDomain`.
    static let objectiveCDomain = "PageNavigationErrorDomain"

    /// The error as an `NSError` for Objective-C blocks: domain `PageNavigationErrorDomain`, code
    /// ``code``, and the message as its localized description.
    var nsError: NSError {
        NSError(
            domain: Self.objectiveCDomain, code: code,
            userInfo: [NSLocalizedDescriptionKey: message, "PageNavigationError": rawValue]
        )
    }
}
#endif
