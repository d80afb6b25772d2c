import PageNavigationCore

/// One value of a navigation path together with the page that shows it.
///
/// A path holds values (routes); the stack holds pages. The entry is what ties them: the same value
/// may appear twice in a path (two article pages for the same article), and each appearance is its
/// own page with its own identity, so that removing one of them removes the right page.
public struct PathEntry<Value: Hashable>: Hashable {
    /// The value the app put in its path.
    public var value: Value
    /// The page that shows the value.
    public var page: PageID

    /// Creates an entry.
    public init(value: Value, page: PageID) {
        self.value = value
        self.page = page
    }
}

extension PathEntry: Sendable where Value: Sendable {}
