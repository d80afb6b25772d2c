import PageNavigationCore
import PageNavigationPath
import PageNavigationTestSupport
import Testing

/// A write made during a transition, applied as its change to the stack the transition left. `base` is
/// the path the app wrote over (pages numbered from 1 in order), `current` the pages the stack shows
/// after the transition (by those numbers, or a letter's page 9 for a page a push brought), `written`
/// the app's write; `result` the path applied, with `+` marking a value that gets a new page.
@Suite("Path rebase")
struct PathRebaseTests {
    static let table: [(line: Int, base: String, current: [UInt64], written: String, result: String)] = [
        (#line, "a b", [1], "a b c", "a +c"),  // a deep link during a swipe: the swiped page stays away
        (#line, "a b", [1, 2], "a b c", "a b +c"),  // the swipe was cancelled: the write as written
        (#line, "a b", [1, 2, 9], "a b c", "a b p +c"),  // a push brought p: c goes on top
        (#line, "a b", [1], "a", "a"),  // removeLast of the page the swipe took: nothing more
        (#line, "a b c", [1, 2], "a c", "a"),  // b removed by the write, c by the swipe
        (#line, "a b", [1], "x a b", "+x a"),  // an insertion before kept values goes first
        (#line, "a b c", [1, 3], "a x b c", "a +x c"),  // after the nearest kept value still there
        (#line, "a b", [1], "", ""),  // popToRoot
        (#line, "a b", [1], "x y", "+x +y"),  // a replacement: every old value is removed
    ]

    @Test func rebasedPaths() {
        for row in Self.table {
            let baseValues = row.base.split(separator: " ").map(String.init)
            let base = baseValues.enumerated().map { PathEntry(value: $1, page: PageID(UInt64($0 + 1))) }
            let current = row.current.map { id in
                PathEntry(value: id == 9 ? "p" : baseValues[Int(id) - 1], page: PageID(id))
            }
            let written = row.written.split(separator: " ").map(String.init)
            let result = PathRebase.entries(base: base, written: written, current: current)
                .map { $0.page == nil ? "+\($0.value)" : $0.value }.joined(separator: " ")
            #expect(
                result == row.result, "\(row.base) → \(row.written) over \(row.current)", sourceLocation: at(row.line))
        }
    }

    @Test("over the stack it was written for, a change is the path written, with the pages PathDiff keeps")
    func unchangedStack() {
        var rng = SplitMix64(seed: 11)
        for _ in 0..<300 {
            let baseValues = (0..<rng.below(6)).map { _ in rng.pick(["a", "b", "c"]) }
            let written = (0..<rng.below(6)).map { _ in rng.pick(["a", "b", "c"]) }
            let base = baseValues.enumerated().map { PathEntry(value: $1, page: PageID(UInt64($0 + 1))) }
            let result = PathRebase.entries(base: base, written: written, current: base)
            #expect(result.map(\.value) == written, "\(baseValues) → \(written)")
            #expect(result.map(\.page) == PathDiff.pages(keeping: base, for: written), "\(baseValues) → \(written)")
        }
    }
}
