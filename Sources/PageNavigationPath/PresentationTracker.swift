import PageNavigationCore

/// The pages that presentation bindings push — SwiftUI's `pageDestination(isPresented:)` and
/// `pageDestination(item:)` — and what a binding's change or the stack's settling asks for, as
/// `NavigationStack` does with `navigationDestination(isPresented:)`:
///
/// - A binding becomes active (`true`, an item): push its page, once.
/// - It becomes inactive while its page is in the stack: that page leaves (with the pages above it).
/// - Its page leaves the stack another way (back button, swipe, a pop): the binding is reset (`false`,
///   `nil`), so that setting it again pushes again.
/// - A push that is refused also resets the binding.
///
/// A page counts as gone only once it was in the settled stack (or its push ended), so a page whose
/// push still runs or waits is not reported.
package struct PresentationTracker<Key: Hashable> {
    /// What a binding's change asks for.
    package enum Step: Equatable {
        /// Push the binding's page.
        case push
        /// The page leaves the stack: pop to the page below it.
        case leave(PageID)
    }

    private struct Shown {
        var page: PageID
        /// Whether the page was in the settled stack (or its push ended).
        var entered: Bool
    }

    private var shown: [Key: Shown] = .init()

    /// No binding shows a page.
    package init() {}

    /// The page a binding shows (or pushes), if any.
    package func page(of key: Key) -> PageID? { shown[key]?.page }

    /// Every page the bindings show or push.
    package var pages: [PageID] { shown.values.map(\.page) }

    /// The binding of `key` is active (or not) now: what to do.
    package func change(_ key: Key, isActive: Bool) -> Step? {
        switch (isActive, shown[key]) {
        case (true, nil): .push
        case (false, let entry?): .leave(entry.page)
        default: nil
        }
    }

    /// The page for `key` is being pushed.
    package mutating func pushing(_ page: PageID, for key: Key) {
        shown[key] = Shown(page: page, entered: false)
    }

    /// The push of the page for `key` ended: it is in the stack (`refused` false) or it never came
    /// (the binding is to be reset). Returns whether to reset the binding.
    package mutating func pushEnded(for key: Key, page: PageID, refused: Bool) -> Bool {
        guard shown[key]?.page == page else { return false }
        if refused {
            shown[key] = nil
            return true
        }
        shown[key]?.entered = true
        return false
    }

    /// The stack settled as `stack`: the bindings whose pages left it, to be reset (each once), with
    /// those pages.
    package mutating func settled(_ stack: [PageID]) -> [(key: Key, page: PageID)] {
        var gone: [(key: Key, page: PageID)] = []
        for (key, entry) in shown {
            if stack.contains(entry.page) {
                shown[key]?.entered = true
            } else if entry.entered {
                gone.append((key, entry.page))
            }
        }
        for entry in gone { shown[entry.key] = nil }
        return gone
    }
}
