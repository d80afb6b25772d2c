import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// The library's own animator (interactive push, a swipe-back UIKit refuses) draws what the system's
/// push and pop draw on each generation: a dimmed lower page, an edge shadow and a tab bar travelling
/// with its page before iOS 26; none of these on iOS 26, whose transitions the user may interrupt.
@Suite("Transition looks per generation")
struct TransitionLookTests {
    typealias Row = (
        line: Int, generation: BarGeneration, crossFade: Bool, look: TransitionLook, interruptible: Bool
    )

    static let slideClassic = TransitionLook(dimsLowerPage: true, castsEdgeShadow: true, carriesTabBar: true)
    static let slideGlass = TransitionLook(dimsLowerPage: false, castsEdgeShadow: false, carriesTabBar: false)
    static let crossFade = TransitionLook(
        dimsLowerPage: false, castsEdgeShadow: false, carriesTabBar: false, crossFades: true)

    static let rows: [Row] = [
        (#line, .classic, false, slideClassic, false),
        (#line, .liquidGlass, false, slideGlass, true),
        // Reduce Motion's "Prefer Cross-Fade Transitions": the system cross-fades, on every generation.
        (#line, .classic, true, crossFade, false),
        (#line, .liquidGlass, true, crossFade, true),
    ]

    @Test("the library's animator draws what the system's push and pop draw on each generation", arguments: rows)
    func look(_ row: Row) {
        #expect(
            row.generation.transitionLook(prefersCrossFade: row.crossFade) == row.look, sourceLocation: at(row.line))
        #expect(row.generation.interruptibleTransitions == row.interruptible, sourceLocation: at(row.line))
        if !row.crossFade { #expect(row.generation.transitionLook == row.look, sourceLocation: at(row.line)) }
    }

    @Test("an app that keeps the classic design on iOS 26 keeps the classic transitions")
    func compatibility() {
        let generation = BarGeneration(iOSMajorVersion: 26, requiresCompatibility: true)
        #expect(generation.transitionLook.dimsLowerPage)
        #expect(!generation.interruptibleTransitions)
    }
}
