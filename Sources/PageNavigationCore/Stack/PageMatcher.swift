/// Picks pages of the stack: one instance, every page of a type, every page with a tag, or any of a set
/// of pages.
public enum PageMatcher: Hashable, Sendable, CustomStringConvertible {
    /// Exactly this page.
    case page(PageID)
    /// Every page whose ``Page/type`` is this name.
    case type(String)
    /// Every page whose ``Page/tag`` is this tag.
    case tag(String)
    /// Any of these pages (none when the set is empty): the pages a host picked by something only it
    /// knows, such as the value a SwiftUI page shows. Commands treat it as every other matcher: the
    /// nearest match for a pop, every match for a removal, and ``NavigationError/notFound`` for none.
    case anyOf(Set<PageID>)

    /// Whether `page` matches.
    public func matches(_ page: Page) -> Bool {
        switch self {
        case .page(let id): page.id == id
        case .type(let type): page.type == type
        case .tag(let tag): page.tag == tag
        case .anyOf(let ids): ids.contains(page.id)
        }
    }

    /// `page(…)`, `type(…)`, `tag(…)` or `anyOf(…)`.
    public var description: String {
        switch self {
        case .page(let id): "page(\(id))"
        case .type(let type): "type(\(type))"
        case .tag(let tag): "tag(\(tag))"
        case .anyOf(let ids): "anyOf(\(ids.sorted().map(\.description).joined(separator: ", ")))"
        }
    }
}
