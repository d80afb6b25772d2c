import PageNavigationCore
import Testing

/// The looks' and the stack's choices compare and hash by case: two values are equal exactly when they
/// are the same case (the same raw value), and equal values hash alike.
@Suite("Choices compare by case")
struct CaseEqualityTests {
    /// Whether `==` holds exactly for the same case, and every case hashes apart from the others in a set.
    static func comparesByCase<Choice: CaseIterable & Hashable & RawRepresentable>(_: Choice.Type) -> Bool
    where Choice.RawValue: Equatable {
        let cases = Array(Choice.allCases)
        let pairs = cases.allSatisfy { left in
            cases.allSatisfy { right in (left == right) == (left.rawValue == right.rawValue) }
        }
        let hashes = cases.allSatisfy { $0.hashValue == Choice(rawValue: $0.rawValue)?.hashValue }
        return pairs && hashes && Set(cases).count == cases.count
    }

    @Test("every case equals only itself")
    func byCase() {
        #expect(Self.comparesByCase(BarShadow.self))
        #expect(Self.comparesByCase(ScrollEdgeEffect.self))
        #expect(Self.comparesByCase(InheritancePolicy.self))
        #expect(Self.comparesByCase(StatusBarContent.self))
        #expect(Self.comparesByCase(BarGeneration.self))
        #expect(Self.comparesByCase(ColorScheme.self))
        #expect(Self.comparesByCase(BarResource.Kind.self))
        #expect(Self.comparesByCase(BackBehavior.self))
        #expect(Self.comparesByCase(BackOutcome.self))
        #expect(Self.comparesByCase(NavigationError.self))
    }

    @Test("back request results compare and hash with the error they carry")
    func backRequestResults() {
        let results: [BackRequestResult] =
            [.leaves, .denied, .confirmationRequested, .webBack, .ignored, .queued]
            + NavigationError.allCases.map(BackRequestResult.refused)
        #expect(Set(results).count == results.count)
        for result in results { #expect(Set([result, result]).count == 1) }
    }
}
