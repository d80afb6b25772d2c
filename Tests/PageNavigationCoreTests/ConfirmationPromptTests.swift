import PageNavigationPath
import Testing

/// A back confirmation asked with an alert: one answer per question, and a prompt closed without an
/// answer resolves as "stay" (issue 41, item 5).
@Suite("Host: confirmation prompt")
@MainActor
struct ConfirmationPromptTests {
    @Test("a prompt closed without an answer stays, on the next turn")
    func closedWithoutAnswerStays() {
        let prompt = ConfirmationPrompt()
        var answers: [Bool] = []
        var nextTurn: [() -> Void] = []
        prompt.ask { answers.append($0) }
        #expect(prompt.isAsking)
        prompt.closed { nextTurn.append($0) }
        #expect(answers.isEmpty, "not before the turn ends: a button may still answer")
        nextTurn.forEach { $0() }
        #expect(answers == [false])
        #expect(!prompt.isAsking)
    }

    @Test("a button that closes the prompt answers, whichever comes first")
    func buttonAnswerWins() {
        let prompt = ConfirmationPrompt()
        var answers: [Bool] = []
        var nextTurn: [() -> Void] = []
        prompt.ask { answers.append($0) }
        prompt.closed { nextTurn.append($0) }
        prompt.answer(true)
        nextTurn.forEach { $0() }
        #expect(answers == [true])
    }

    @Test("a later question is not answered by an earlier prompt's closing; an open one is answered stay")
    func questionsStaySeparate() {
        let prompt = ConfirmationPrompt()
        var first: [Bool] = []
        var second: [Bool] = []
        var nextTurn: [() -> Void] = []
        prompt.ask { first.append($0) }
        prompt.closed { nextTurn.append($0) }
        prompt.answer(true)
        prompt.ask { second.append($0) }
        nextTurn.forEach { $0() }
        #expect(first == [true] && second.isEmpty && prompt.isAsking)
        prompt.ask { _ in }
        #expect(second == [false], "a question still open when another is asked stays")
    }
}
