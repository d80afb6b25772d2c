/// Why an operation or a back request was refused. A refused operation changes nothing and never
/// calls its completion.
public enum NavigationError: String, Error, Hashable, Sendable, CaseIterable {
    /// Pop, or a back tap, on the root page.
    case cannotPopRoot
    /// The page to push is already in the stack (or a stack would hold a page twice).
    case alreadyInStack
    /// The operation would remove the root page. To replace the root, set the whole stack.
    case cannotRemoveRoot
    /// No page matches the target.
    case notFound
    /// An answer was given but no back confirmation is open, and none that closed by itself (its page
    /// left the stack or became the root) still owes its answer.
    case nothingPending
    /// A stack may not be set to no pages.
    case emptyStack
    /// The page named by a bar update or a report is not in the stack.
    case unknownPage
    /// The platform cancelled the operation's transition (for example UIKit cancelled it); the stack is
    /// as it was.
    case cancelled

    /// A sentence for people.
    public var message: String {
        switch self {
        case .cannotPopRoot: "the root page cannot be popped"
        case .alreadyInStack: "the page is already in the stack"
        case .cannotRemoveRoot: "the root page cannot be removed; to replace it, set the whole stack (setStack)"
        case .notFound: "no page in the stack matches"
        case .nothingPending: "no back confirmation is open"
        case .emptyStack: "a stack needs at least one page"
        case .unknownPage: "the page is not in the stack"
        case .cancelled: "the platform cancelled the transition; nothing changed"
        }
    }
}

extension NavigationError {
    /// Equal when the same case. Compares the cases, where the raw-value default compares the
    /// raw strings.
    public static func == (lhs: NavigationError, rhs: NavigationError) -> Bool { lhs.ordinal == rhs.ordinal }

    /// Hashes the case. Hashes the case's position, where the raw-value default builds and hashes the
    /// raw string.
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// The case's position in the declaration.
    private var ordinal: Int {
        switch self {
        case .cannotPopRoot: 0
        case .alreadyInStack: 1
        case .cannotRemoveRoot: 2
        case .notFound: 3
        case .nothingPending: 4
        case .emptyStack: 5
        case .unknownPage: 6
        case .cancelled: 7
        }
    }
}
