/// Where a page's horizontal scroll view rests, as the host reports it.
public enum ContentScroll: String, Hashable, Sendable, CaseIterable {
    /// The page has no horizontal scroll view.
    case none
    /// It rests at its start: a full-screen swipe-back may begin.
    case atStart
    /// It is scrolled away from its start: pans beyond the edge region belong to the scroll view.
    case scrolled
}
