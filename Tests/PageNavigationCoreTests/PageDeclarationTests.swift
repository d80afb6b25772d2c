import PageNavigationCore
import Testing

private final class Inbox: DeclaredPage {
    static let pageDeclaration = PageDeclaration()
}

private final class Outbox: DeclaredPage {
    static let pageDeclaration = PageDeclaration()
}

/// A page type's declaration is exactly the engine settings its pages carry.
@Suite("Page declarations")
struct PageDeclarationTests {
    static let orange = BarColor(hex: "#FF9500")!

    @Test(
        "each declared field becomes the same engine setting",
        arguments: [
            (#line, PageDeclaration(), PageSettings()),
            (
                #line, PageDeclaration(bar: PartialBarStyle(tint: orange)),
                PageSettings(bar: PartialBarStyle(tint: orange))
            ),
            (
                #line, PageDeclaration(popGesture: .fullScreen(maximumStartDistance: 80)),
                PageSettings(popGesture: .fullScreen(maximumStartDistance: 80))
            ),
            (#line, PageDeclaration(finishProgress: 0.33), PageSettings(finishProgress: 0.33)),
            (#line, PageDeclaration(finishProgress: 1.5), PageSettings(finishProgress: 1)),
            (#line, PageDeclaration(finishVelocity: 800), PageSettings(finishVelocity: 800)),
            (#line, PageDeclaration(pushFinishProgress: 0.3), PageSettings(pushFinishProgress: 0.3)),
            (#line, PageDeclaration(pushGesture: .fullScreen), PageSettings(pushGesture: .fullScreen)),
            (#line, PageDeclaration(back: .confirm), PageSettings(back: .confirm)),
            (#line, PageDeclaration(back: .webHistory), PageSettings(back: .webHistory)),
            (#line, PageDeclaration(tag: "inbox"), PageSettings()),
            (#line, PageDeclaration(next: Inbox.self), PageSettings(hasNextPage: true)),
        ])
    func settings(line: Int, declaration: PageDeclaration, expected: PageSettings) {
        #expect(declaration.settings == expected, "row at line \(line)")
    }

    @Test("declarations are equal when they declare the same, the same next page type included")
    func equality() {
        #expect(PageDeclaration(next: Inbox.self) == PageDeclaration(next: Inbox.self))
        #expect(PageDeclaration(next: Inbox.self) != PageDeclaration(next: Outbox.self))
        #expect(PageDeclaration(tag: "a") != PageDeclaration(tag: "b"))
        #expect(PageDeclaration(back: .deny) != PageDeclaration())
        #expect(Set([PageDeclaration(next: Inbox.self), PageDeclaration(next: Inbox.self)]).count == 1)
    }
}
