/// A page in the stack with what the engine knows about it besides its declaration.
public struct PageState: Equatable, Sendable {
    /// The page as declared.
    public internal(set) var page: Page
    /// The resolved look of the page it was pushed from, captured at push time (`nil` for the root
    /// and for pages that start from the default).
    public var inherited: BarStyle? { inheritedBox?.style }
    /// Where ``inherited`` is kept: out of line, since only pages pushed under ``InheritancePolicy/inherit``
    /// have one (a page without pays one word for it).
    private var inheritedBox: InheritedLook?
    /// The page's resolved look now.
    public internal(set) var style: BarStyle
    /// Whether the page's web view can go back, as last reported.
    public internal(set) var webCanGoBack: Bool
    /// The page's horizontal scroll state, as last reported.
    public internal(set) var contentScroll: ContentScroll
    /// The gestures of the page's content under the last swipe's start, as last reported.
    public internal(set) var content: Set<ContentGesture>

    // Not inlined: five callers (binary size).
    @inline(never)
    init(page: Page, inherited: BarStyle?, configuration: NavigationConfiguration) {
        self.page = page
        self.inheritedBox = (page.carriedInheritance ?? inherited).map(InheritedLook.init)
        self.style = .standard
        self.webCanGoBack = false
        self.contentScroll = .none
        self.content = []
        restyle(configuration)
    }

    /// The page's identity.
    public var id: PageID { page.id }

    /// Equal when every stored field is equal, as the synthesized `==` would compare them. Written out
    /// and never inlined, so that comparing arrays of pages (a pending stack change) calls it instead
    /// of carrying a copy of it (binary size).
    @inline(never)
    public static func == (lhs: PageState, rhs: PageState) -> Bool {
        lhs.page == rhs.page && lhs.inheritedBox == rhs.inheritedBox && lhs.style == rhs.style
            && lhs.webCanGoBack == rhs.webCanGoBack && lhs.contentScroll == rhs.contentScroll
            && lhs.content == rhs.content
    }

    mutating func restyle(_ configuration: NavigationConfiguration) {
        style = .resolved(
            own: page.settings.bar, inheritedFrom: inherited, defaultStyle: configuration.defaultBar,
            policy: configuration.inheritance, hasCustomBar: page.settings.hasCustomBar
        )
    }
}

extension [PageState] {
    /// Appends `page`. Not inlined: the array's growth and the page's copy had a copy at each of four
    /// callers (binary size).
    @inline(never)
    mutating func appendPage(_ page: PageState) { append(page) }
}

/// An inherited look, boxed (immutable, shared between copies of a page's state). Its own class, not
/// ``StoredLook``: a non-optional look keeps the box in the allocator's 96-byte size class (the
/// engine's memory per page; README's benchmarks).
private final class InheritedLook: Equatable, Sendable {
    let style: BarStyle
    init(_ style: BarStyle) { self.style = style }
    static func == (lhs: InheritedLook, rhs: InheritedLook) -> Bool { lhs === rhs || lhs.style == rhs.style }
}
