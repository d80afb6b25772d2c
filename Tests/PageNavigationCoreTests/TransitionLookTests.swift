import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// The library's own animator (interactive push, a swipe-back UIKit refuses) draws what the system's
/// push and pop draw on each generation: a dimmed lower page, an edge shadow and a tab bar travelling
/// with its page before iOS 26; none of these on iOS 26, whose transitions the user may interrupt.
@Suite("Transition looks per generation")
struct TransitionLookTests {
    typealias Row = (line: Int, generation: BarGeneration, look: TransitionLook, interruptible: Bool)

    static let rows: [Row] = [
        (#line, .classic, TransitionLook(dimsLowerPage: true, castsEdgeShadow: true, carriesTabBar: true), false),
        (#line, .liquidGlass, TransitionLook(dimsLowerPage: false, castsEdgeShadow: false, carriesTabBar: false), true),
    ]

    @Test("the library's animator draws what the system's push and pop draw on each generation", arguments: rows)
    func look(_ row: Row) {
        #expect(row.generation.transitionLook == row.look, sourceLocation: at(row.line))
        #expect(row.generation.interruptibleTransitions == row.interruptible, sourceLocation: at(row.line))
    }

    @Test("an app that keeps the classic design on iOS 26 keeps the classic transitions")
    func compatibility() {
        let generation = BarGeneration(iOSMajorVersion: 26, requiresCompatibility: true)
        #expect(generation.transitionLook.dimsLowerPage)
        #expect(!generation.interruptibleTransitions)
    }
}
