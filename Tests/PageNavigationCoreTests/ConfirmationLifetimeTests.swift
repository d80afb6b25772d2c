import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// A back confirmation belongs to its page: it closes by itself when that page leaves the stack or
/// becomes the root, and the answer the app still owes is then accepted and does nothing.
@Suite("Confirmation lifetime")
struct ConfirmationLifetimeTests {
    static let settings = ["Editor": PageSettings(back: .confirm)]
    static let edgeSwipe = SwipeTouch(startX: 5, distance: 120)

    typealias Row = (line: Int, stack: String, op: Op, animated: Bool, expected: String)

    /// Every way the asking page (Editor, on top) can leave the stack while its confirmation is open.
    static let leaving: [Row] = [
        (#line, "Home Editor", .pop, true, "Home"),
        (#line, "Home Editor", .pop, false, "Home"),
        (#line, "Home List Editor", .popToRoot, true, "Home"),
        (#line, "Home List Editor", .popTo(.type("List")), false, "Home List"),
        (#line, "Home List Editor", .remove(.page("Editor")), false, "Home List"),
        (#line, "Home Editor", .push("Saved", removingCurrent: true), true, "Home Saved"),
        (#line, "Home Editor", .push("Saved", removing: [.type("Editor")]), false, "Home Saved"),
        (#line, "Home Editor", .setStack(["Home", "Saved"]), true, "Home Saved"),
        (#line, "Home List Editor", .setStack(["Home", "List"]), false, "Home List"),
    ]

    /// Every way the asking page can become the root while its confirmation is open.
    static let rooting: [Row] = [
        (#line, "Home Editor", .setStack(["Editor"]), false, "Editor"),
        (#line, "Home Editor", .setStack(["Editor"]), true, "Editor"),
        (#line, "Home Editor", .setStack(["Editor", "Next"]), true, "Editor Next"),
        (#line, "Home List Editor", .setStack(["Editor", "Home", "List"]), true, "Editor Home List"),
        (#line, "Home List Editor", .setStack(["Editor", "List"]), false, "Editor List"),
    ]

    @Test(
        "the confirmation closes when its page leaves; the late answer is accepted and does nothing",
        arguments: leaving, [false, true])
    func closesWhenThePageLeaves(_ row: Row, answer: Bool) {
        var harness = openConfirmation(row)
        #expect(harness.engine.pendingBack == nil, sourceLocation: at(row.line))
        expectLateAnswerAccepted(answer, &harness, row)
    }

    @Test(
        "the confirmation closes when its page becomes the root; back works again on later pages",
        arguments: rooting, [false, true])
    func closesWhenThePageBecomesTheRoot(_ row: Row, answer: Bool) {
        var harness = openConfirmation(row)
        #expect(harness.engine.pendingBack == nil, sourceLocation: at(row.line))
        expectLateAnswerAccepted(answer, &harness, row)

        harness.perform(.push("Later"))
        #expect(harness.engine.popGestureStatus == .pop, sourceLocation: at(row.line))
        harness.send(.tapBack)
        harness.settle()
        #expect(harness.stack == row.expected, sourceLocation: at(row.line))
        harness.perform(.push("Later"))
        harness.send(.swipeBegan(Self.edgeSwipe))
        harness.send(.swipeEnded(Self.edgeSwipe, velocity: 800))
        harness.settle()
        #expect(harness.stack == row.expected, sourceLocation: at(row.line))
        #expect(harness.takeEvents().contains("popGestureFinished:Later"), sourceLocation: at(row.line))
    }

    @Test("every confirmation that closed by itself owes one answer; one more answer is refused")
    func owedAnswersAreCounted() {
        var harness = editorPoppedWhileAsking(thenAsks: "Editor")
        harness.perform(.setStack(["Editor"]))
        #expect(harness.send(.answerBack(true)).isEmpty)
        #expect(harness.send(.answerBack(false)).isEmpty)
        #expect(harness.send(.answerBack(true)) == [.event(.refused(.nothingPending, operation: nil))])
        #expect(harness.stack == "Editor")
    }

    @Test("an open confirmation takes the next answer; an owed one is accepted after it")
    func openConfirmationAnsweredFirst() {
        var harness = editorPoppedWhileAsking(thenAsks: "Editor#2")
        harness.send(.answerBack(true))
        harness.settle()
        #expect(harness.stack == "Home")
        #expect(harness.takeEvents() == ["willShow:Home", "removed:Editor#2", "didShow:Home"])
        #expect(harness.send(.answerBack(true)).isEmpty)
        #expect(harness.send(.answerBack(true)) == [.event(.refused(.nothingPending, operation: nil))])
    }

    // MARK: Steps

    /// Editor asks to leave and the app pops it (one answer owed); then `next` is pushed and asks too.
    private func editorPoppedWhileAsking(thenAsks next: String) -> Harness {
        var harness = Harness("Home Editor", settings: Self.settings)
        harness.send(.tapBack)
        harness.perform(.pop)
        harness.perform(.push(next))
        harness.send(.tapBack)
        #expect(harness.engine.pendingBack == harness.id(next))
        _ = harness.takeEvents()
        return harness
    }

    /// Editor (on top) asks to leave; then the app performs the row's operation and it runs to its end.
    private func openConfirmation(_ row: Row) -> Harness {
        var harness = Harness(row.stack, settings: Self.settings)
        #expect(harness.send(.tapBack) == [.event(.backRequested(harness.id("Editor")))], sourceLocation: at(row.line))
        harness.perform(row.op, animated: row.animated)
        harness.settle()
        #expect(harness.stack == row.expected, sourceLocation: at(row.line))
        // The app hears that the question closed, so that it can take it down.
        #expect(harness.takeEvents().contains("confirmationClosed:Editor"), sourceLocation: at(row.line))
        return harness
    }

    /// The owed answer is accepted without any effect; a second one is refused.
    private func expectLateAnswerAccepted(_ answer: Bool, _ harness: inout Harness, _ row: Row) {
        #expect(harness.send(.answerBack(answer)).isEmpty, sourceLocation: at(row.line))
        harness.settle()
        #expect(harness.stack == row.expected, sourceLocation: at(row.line))
        #expect(harness.takeEvents().isEmpty, sourceLocation: at(row.line))
        #expect(
            harness.send(.answerBack(answer)) == [.event(.refused(.nothingPending, operation: nil))],
            sourceLocation: at(row.line))
        _ = harness.takeEvents()
    }
}
