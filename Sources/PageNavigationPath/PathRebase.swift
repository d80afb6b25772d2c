import PageNavigationCore

/// A path the app wrote during a transition, applied as the change it made: the rule behind path writes
/// made while a page is being swiped away, pushed or popped.
///
/// The app writes its binding from the path it holds (`path.append(.article(7))` on a path that still
/// holds the page being swiped away). Applied as the stack it names, that write would bring the page
/// back. Applied as a change, it does what the app meant: the values the write removed leave, the values
/// it added are added, and the rest is the stack the transition left — a page the swipe took away stays
/// away, a page a push brought stays.
///
/// Where values go: values written after the last value the write kept go on top; a value written
/// between kept values goes right after the nearest kept value before it that is still there (or first,
/// when there is none).
public enum PathRebase {
    /// The path `written` means when applied to `current` instead of `base`: each value with the page
    /// that keeps showing it, or `nil` where the value needs a new page.
    ///
    /// - Parameters:
    ///   - base: the path the app wrote over, each value with its page (the binding before the write).
    ///   - written: the path the app wrote.
    ///   - current: the path the stack shows now, after the transition, each value with its page.
    public static func entries<Value: Hashable>(
        base: [PathEntry<Value>], written: [Value], current: [PathEntry<Value>]
    ) -> [(value: Value, page: PageID?)] {
        let kept = PathDiff.pages(keeping: base, for: written)
        let removed = Set(base.map(\.page)).subtracting(kept.compactMap { $0 })
        var result: [(value: Value, page: PageID?)] = current.filter { !removed.contains($0.page) }.map {
            ($0.value, $0.page)
        }
        let lastKept = kept.lastIndex { $0 != nil }
        var cursor = 0
        for (index, value) in written.enumerated() {
            if let page = kept[index] {
                if let at = result.firstIndex(where: { $0.page == page }) { cursor = at + 1 }
            } else if let lastKept, index < lastKept {
                result.insert((value, nil), at: cursor)
                cursor += 1
            } else {
                result.append((value, nil))
            }
        }
        return result
    }
}
