import Testing

@testable import PageNavigationCore

/// The engine's, the gestures' and the debugging reports' choices compare and hash by case: two values
/// are equal exactly when they are the same case (the same raw value), and equal values hash alike.
@Suite("Engine choices compare by case")
struct EngineChoiceEqualityTests {
    /// Whether `==` holds exactly for the same case, equal values hash alike, and every case stays apart
    /// from the others in a set.
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
        #expect(Self.comparesByCase(PopFallback.self))
        #expect(Self.comparesByCase(StackPresentation.self))
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
}
