/// Something other than the library changed UIKit's swipe-back recognizers (debug builds). See
/// ``NavigationEvent/warning(_:)``; each kind is reported once per controller.
public enum NavigationWarning: String, Hashable, Sendable, CaseIterable {
    /// The delegate of `interactivePopGestureRecognizer` (or iOS 26's
    /// `interactiveContentPopGestureRecognizer`) is no longer UIKit's own: its answers now replace
    /// UIKit's rules for swipe-back (an old snippet, or another library that takes the recognizer over).
    case popGestureDelegate
    /// A swipe-back recognizer of UIKit's was switched off (`isEnabled = false`) on a page other than
    /// the root, and stays off: swipe-back no longer works on any page.
    case popGestureEnabled

    /// What to do about it, as a sentence.
    public var advice: String {
        switch self {
        case .popGestureDelegate:
            "Find the code that sets the recognizer's delegate (search for \"interactivePopGestureRecognizer\" "
                + "and for libraries that hook or swizzle navigation) and remove it: to turn swipe-back off or "
                + "decide on a page, set pageNavigation.popGesture or pageNavigation.back instead."
        case .popGestureEnabled:
            "Find the code that sets isEnabled = false on the recognizer and set it back to true when the page "
                + "leaves, or better, remove it and set pageNavigation.popGesture = .disabled on that page: it "
                + "never leaks to another page."
        }
    }
}

extension NavigationWarning {
    /// Equal when the same case. Compares the cases, where the raw-value default compares the
    /// raw strings.
    public static func == (lhs: NavigationWarning, rhs: NavigationWarning) -> Bool { lhs.ordinal == rhs.ordinal }

    /// Hashes the case. Hashes the case's position, where the raw-value default builds and hashes the
    /// raw string.
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// The case's position in the declaration.
    private var ordinal: Int {
        switch self {
        case .popGestureDelegate: 0
        case .popGestureEnabled: 1
        }
    }
}
