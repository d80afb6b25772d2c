import PageNavigationCore
import PageNavigationPath
import PageNavigationTestSupport
import Testing

/// Which pages a new path keeps, as tables: `old` is a path of one-letter values whose pages are numbered
/// from 1 in order; `kept` is the page (or 0 for a new page) of each value of the new path.
@Suite("Path diff")
struct PathDiffTests {
    static let table: [(line: Int, old: String, new: String, kept: [UInt64])] = [
        (#line, "", "a", [0]),
        (#line, "a b", "a b c", [1, 2, 0]),
        (#line, "a b c", "a b", [1, 2]),
        (#line, "a b c", "", []),
        (#line, "a b c", "a c", [1, 3]),  // removal from the middle removes that page
        (#line, "a a", "a", [1]),  // a shorter path keeps the bottom pages
        (#line, "a a", "a a a", [1, 2, 0]),  // a duplicate pushed on top is a new page
        (#line, "a b a", "b a", [2, 3]),  // the first a goes, the second keeps its page
        (#line, "a b a", "a a", [1, 3]),
        (#line, "a b", "a x b", [1, 0, 2]),  // an insertion keeps the pages around it
        (#line, "a b", "b a", [2, 0]),  // a move is a removal and an insertion
        (#line, "a b c", "x y z", [0, 0, 0]),
    ]

    @Test func keptPages() {
        for row in Self.table {
            let oldValues = row.old.split(separator: " ").map(String.init)
            let old = oldValues.enumerated().map { PathEntry(value: $1, page: PageID(UInt64($0 + 1))) }
            let newValues = row.new.split(separator: " ").map(String.init)
            let kept = PathDiff.pages(keeping: old, for: newValues).map { $0?.rawValue ?? 0 }
            #expect(kept == row.kept, "\(row.old) → \(row.new)", sourceLocation: at(row.line))
        }
    }

    /// Kept pages keep their order and appear once, and as many are kept as the paths share values in order.
    @Test func keptPagesAreALongestCommonSubsequence() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<500 {
            let oldValues = (0..<rng.below(7)).map { _ in rng.pick(["a", "b", "c"]) }
            let newValues = (0..<rng.below(7)).map { _ in rng.pick(["a", "b", "c"]) }
            let old = oldValues.enumerated().map { PathEntry(value: $1, page: PageID(UInt64($0 + 1))) }
            let kept = PathDiff.pages(keeping: old, for: newValues)
            let pages = kept.compactMap { $0 }
            #expect(pages == pages.sorted() && Set(pages).count == pages.count, "\(oldValues) → \(newValues)")
            for (value, page) in zip(newValues, kept) {
                if let page { #expect(oldValues[Int(page.rawValue) - 1] == value, "\(oldValues) → \(newValues)") }
            }
            #expect(pages.count == Self.longestCommonSubsequence(oldValues, newValues), "\(oldValues) → \(newValues)")
        }
    }

    static func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
        var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices.reversed() {
            for j in b.indices.reversed() {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        return lengths[0][0]
    }

    /// The command that turns a stack into a target, while idle and while busy.
    @Test func commands() {
        let ids = (0...5).map { PageID(UInt64($0)) }
        #expect(PathCommand.between([ids[0], ids[1]], and: [ids[0], ids[1], ids[2]], isBusy: false) == .push(ids[2]))
        #expect(PathCommand.between([ids[0], ids[1], ids[2]], and: [ids[0]], isBusy: false) == .popTo(ids[0]))
        #expect(
            PathCommand.between([ids[0], ids[1], ids[2], ids[3]], and: [ids[0], ids[3]], isBusy: false)
                == .remove([ids[1], ids[2]]))
        #expect(
            PathCommand.between([ids[0], ids[1]], and: [ids[0], ids[2], ids[3]], isBusy: false)
                == .setStack([ids[0], ids[2], ids[3]]))
        #expect(PathCommand.between([ids[0], ids[1]], and: [ids[0], ids[1]], isBusy: false) == nil)
        #expect(
            PathCommand.between([ids[0], ids[1]], and: [ids[0], ids[1], ids[2]], isBusy: true)
                == .setStack([ids[0], ids[1], ids[2]]))
        #expect(
            PathCommand.between([ids[0], ids[1]], and: [ids[0], ids[1]], isBusy: true) == .setStack([ids[0], ids[1]]))
    }
}
