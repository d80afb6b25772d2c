/// Picks pages of the stack: one instance, every page of a type, or every page with a tag.
public enum PageMatcher: Hashable, Sendable, CustomStringConvertible {
    /// Exactly this page.
    case page(PageID)
    /// Every page whose ``Page/type`` is this name (pages of a subtype do not match).
    case type(String)
    /// Every page whose ``Page/type`` is this name or descends from it (``Page/supertypes``): a class
    /// and its subclasses.
    case typeOrSubtype(String)
    /// Every page whose ``Page/tag`` is this tag.
    case tag(String)

    /// Whether `page` matches.
    public func matches(_ page: Page) -> Bool {
        switch self {
        case .page(let id): page.id == id
        case .type(let type): page.type == type
        case .typeOrSubtype(let type): page.type == type || page.supertypes.contains(type)
        case .tag(let tag): page.tag == tag
        }
    }

    /// `page(…)`, `type(…)` or `tag(…)`.
    public var description: String {
        // One interpolation for every case: each names its kind and its value (binary size).
        let (kind, value) =
            switch self {
            case .page(let id): ("page", id.description)
            case .type(let type): ("type", type)
            case .typeOrSubtype(let type): ("typeOrSubtype", type)
            case .tag(let tag): ("tag", tag)
            }
        return "\(kind)(\(value))"
    }
}
