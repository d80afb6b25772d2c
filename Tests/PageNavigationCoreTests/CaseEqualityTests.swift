import Testing

@testable import PageNavigationCore

/// The core's choices with a `String` raw value compare and hash by case (the standard library's
/// defaults for `RawRepresentable` would build and compare the strings): two values are equal exactly
/// when they are the same case (the same raw value), and equal values hash alike.
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

    @Test("every case of the looks' and the stack's choices equals only itself")
    func looksAndStack() {
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

    @Test("every case of the engine's, the gestures' and the debugging reports' choices equals only itself")
    func engineAndGestures() {
        #expect(Self.comparesByCase(PopFallback.self))
        // No raw value of its own (the simulator names it for scenarios): each case equals only itself.
        let presentations = Array(StackPresentation.allCases)
        #expect(
            presentations.indices.allSatisfy { i in
                presentations.indices.allSatisfy { j in
                    (presentations[i] == presentations[j]) == (i == j)
                }
            })
        #expect(Set(presentations).count == presentations.count)
        #expect(Self.comparesByCase(TransitionStrategy.self))
        #expect(Self.comparesByCase(TransitionKind.self))
        #expect(Self.comparesByCase(ContentGesture.self))
        #expect(Self.comparesByCase(ContentScroll.self))
        #expect(Self.comparesByCase(LayoutDirection.self))
        #expect(Self.comparesByCase(PushGestureMode.self))
        #expect(Self.comparesByCase(ReleaseDecision.self))
        #expect(Self.comparesByCase(SwipeRefusal.self))
        #expect(Self.comparesByCase(NavigationWarning.self))
        #expect(Self.comparesByCase(PageDeparture.self))
        #expect(Self.comparesByCase(TabBarMinimizing.self))
        #expect(Self.comparesByCase(TabBarVisibility.self))
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
