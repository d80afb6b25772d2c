#if canImport(SwiftUI) && canImport(UIKit)
/// A path of values of any `Hashable` types — the stack's `NavigationPath`: bind a
/// ``PageNavigationStack`` to it when one stack shows pages of several route types.
///
/// ```swift
/// @State private var path = PagePath()
///
/// PageNavigationStack(path: $path) {
///     FeedView()
///         .pageDestination(for: Article.self) { ArticleView(article: $0) }
///         .pageDestination(for: Profile.self) { ProfileView(profile: $0) }
/// }
/// // elsewhere
/// path.append(article)
/// path.append(profile)
/// path.removeLast()
/// ```
///
/// Unlike `NavigationPath`, it has no `Codable` form: use a typed array of a `Codable` route enum for
/// state restoration. Removing more values than the path holds empties it (it does not trap).
public struct PagePath: Equatable {
    /// The values, root side first.
    public private(set) var values: [AnyHashable]

    /// An empty path.
    public init() {
        values = []
    }

    /// A path of `elements`, root side first.
    public init<Elements: Sequence>(_ elements: Elements) where Elements.Element: Hashable {
        values = elements.map { AnyHashable($0) }
    }

    /// How many values the path holds.
    public var count: Int { values.count }

    /// Whether the path holds no value (the stack shows its root).
    public var isEmpty: Bool { values.isEmpty }

    /// Appends a value: its page is pushed.
    public mutating func append<Value: Hashable>(_ value: Value) {
        values.append(AnyHashable(value))
    }

    /// Removes the last `count` values (all of them when the path holds fewer): their pages are popped.
    public mutating func removeLast(_ count: Int = 1) {
        values.removeLast(min(max(count, 0), values.count))
    }
}
#endif
