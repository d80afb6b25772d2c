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

    @Test("a declaration is one settings value plus its tag and next page: fields read and write that value")
    func oneSettingsValue() {
        let settings = PageSettings(
            bar: PartialBarStyle(tint: Self.orange), popGesture: .disabled, back: .deny, finishProgress: 0.4,
            finishVelocity: 700, pushFinishProgress: 0.2, pushGesture: .fullScreen, tabBar: .hidden)
        var declaration = PageDeclaration(settings: settings, tag: "inbox")
        #expect(declaration.settings == settings)
        #expect(declaration.popGesture == .disabled && declaration.back == .deny && declaration.tag == "inbox")
        declaration.next = Inbox.self
        #expect(declaration.settings.hasNextPage)
        declaration.finishProgress = 2
        declaration.bar.hidden = true
        #expect(declaration.settings.finishProgress == 1)
        #expect(declaration.settings.bar == PartialBarStyle(tint: Self.orange, hidden: true))
        #expect(declaration.settings.tabBar == .hidden)
        declaration.settings = PageSettings(hasNextPage: false)
        #expect(declaration.settings == PageSettings(hasNextPage: true))
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
