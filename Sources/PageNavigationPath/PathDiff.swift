import PageNavigationCore

/// Which pages of an old path a new path keeps: the identity rule behind path bindings.
///
/// A path binding holds values, not pages, so when the app writes a new path the pages of values it kept
/// must be found again. The rule: the longest sequence of values the two paths share, in order, keeps its
/// pages (a minimal edit script); every other value of the new path gets a new page. So removing a value
/// from the middle removes exactly that page, a shortened path pops (its first pages are kept), a longer
/// one pushes, and of two equal values the one whose position the edit did not touch keeps its page.
public enum PathDiff {
    /// For each value of `newValues`, the page of `old` that keeps showing it, or `nil` where the value
    /// needs a page of its own.
    ///
    /// - Parameters:
    ///   - old: the path as it was, each value with its page.
    ///   - newValues: the path the app wrote.
    /// - Returns: one entry per value of `newValues`; the pages that are not `nil` appear in the order they
    ///   have in `old`, and each at most once.
    public static func pages<Value: Hashable>(keeping old: [PathEntry<Value>], for newValues: [Value]) -> [PageID?] {
        let oldValues = old.map(\.value)
        // The common edits first: truncating keeps the first pages, appending keeps them all.
        if newValues.count <= oldValues.count, Array(oldValues.prefix(newValues.count)) == newValues {
            return old.prefix(newValues.count).map(\.page)
        }
        if oldValues.count < newValues.count, Array(newValues.prefix(oldValues.count)) == oldValues {
            return old.map(\.page) + Array(repeating: nil, count: newValues.count - oldValues.count)
        }
        let difference = newValues.difference(from: oldValues)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var kept = old.indices.lazy.filter { !removed.contains($0) }.map { old[$0].page }.makeIterator()
        return newValues.indices.map { inserted.contains($0) ? nil : kept.next() }
    }
}
