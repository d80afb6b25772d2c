/// A report of the debugging tools (debug builds): a page that was not freed, or code that took over
/// UIKit's swipe-back recognizers. It is the same ``event`` the controller's `onEvent` receives, with a
/// sentence for the console or a crash reporter.
public struct NavigationDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The event: ``NavigationEvent/notFreed(_:)`` or ``NavigationEvent/warning(_:)``.
    public var event: NavigationEvent
    /// What happened and what to do, in one or two sentences.
    public var message: String

    /// Creates a diagnostic.
    public init(event: NavigationEvent, message: String) {
        self.event = event
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
