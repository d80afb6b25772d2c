/// A page that left the stack and was still alive a grace period after the transition that removed it
/// ended (debug builds): something keeps a strong reference to it. See
/// ``NavigationEvent/notFreed(_:)``.
public struct NotFreedPage: Hashable, Sendable, CustomStringConvertible {
    /// The page's identity while it was in the stack.
    public var id: PageID
    /// The page's type name (for a view controller, its class name).
    public var type: String
    /// The page's tag, if it had one.
    public var tag: String?
    /// How the page left the stack.
    public var departure: PageDeparture
    /// How long after the transition that removed it ended the page was found alive, in seconds.
    public var grace: Double

    /// Creates a report.
    public init(id: PageID, type: String, tag: String? = nil, departure: PageDeparture, grace: Double) {
        self.id = id
        self.type = type
        self.tag = tag
        self.departure = departure
        self.grace = grace
    }

    /// `Detail (tag "order") was popped`.
    public var description: String {
        "\(type)\(tag.map { " (tag \"\($0)\")" } ?? "") was \(departure.pastTense)"
    }
}

/// How a page left the stack.
public enum PageDeparture: String, Hashable, Sendable, CaseIterable {
    /// A pop: the back button, a pop to a page, to the root, or a back request.
    case popped
    /// A swipe-back (edge, full-screen, or iOS 26's content swipe).
    case swipedBack
    /// A remove: the page was taken out of the stack without a transition of its own.
    case removed
    /// A push that removed it, or a new stack without it (`setStack`, or a change made to UIKit's
    /// stack directly).
    case replaced

    /// `popped`, `swiped back`, `removed`, `replaced`.
    public var pastTense: String {
        switch self {
        case .popped: "popped"
        case .swipedBack: "swiped back"
        case .removed: "removed"
        case .replaced: "replaced"
        }
    }
}

extension PageDeparture {
    /// Equal when the same case. Compares the cases, where the raw-value default compares the
    /// raw strings.
    public static func == (lhs: PageDeparture, rhs: PageDeparture) -> Bool { lhs.ordinal == rhs.ordinal }

    /// Hashes the case. Hashes the case's position, where the raw-value default builds and hashes the
    /// raw string.
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// The case's position in the declaration.
    private var ordinal: Int {
        switch self {
        case .popped: 0
        case .swipedBack: 1
        case .removed: 2
        case .replaced: 3
        }
    }
}
