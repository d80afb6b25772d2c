import PageNavigationCore
import Testing

/// Which pages a matcher picks: exact types, types with their subtypes, tags and instances.
@Suite("Page matchers")
struct PageMatcherTests {
    static let signUp = Page(
        id: PageID(7), type: "App.SignUpForm", tag: "form", supertypes: ["App.Form", "UIKit.UIViewController"]
    )

    @Test(
        "a matcher picks a page by instance, exact type, type or subtype, or tag",
        arguments: [
            (#line, PageMatcher.page(PageID(7)), true),
            (#line, .page(PageID(8)), false),
            (#line, .type("App.SignUpForm"), true),
            (#line, .type("App.Form"), false),  // an exact type target leaves subclasses alone
            (#line, .typeOrSubtype("App.Form"), true),  // a base class matches its subclasses
            (#line, .typeOrSubtype("App.SignUpForm"), true),  // and itself
            (#line, .typeOrSubtype("UIKit.UIViewController"), true),
            (#line, .typeOrSubtype("App.Login"), false),
            (#line, .tag("form"), true),
            (#line, .tag("App.Form"), false),
        ])
    func matches(line: Int, matcher: PageMatcher, expected: Bool) {
        #expect(
            matcher.matches(Self.signUp) == expected,
            sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1))
    }

    @Test(
        "a matcher describes itself as its kind and its value",
        arguments: [
            (#line, PageMatcher.page(PageID(7)), "page(page#7)"),
            (#line, .type("App.SignUpForm"), "type(App.SignUpForm)"),
            (#line, .typeOrSubtype("App.Form"), "typeOrSubtype(App.Form)"),
            (#line, .tag("form"), "tag(form)"),
        ])
    func describes(line: Int, matcher: PageMatcher, expected: String) {
        #expect(
            matcher.description == expected,
            sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1))
    }

    @Test(
        "pop to a base type: the exact target is not found and changes nothing; with subtypes it pops to the subclass page"
    )
    func popToBaseType() {
        var engine = NavigationEngine(root: Page(id: PageID(1), type: "Home"), configuration: NavigationConfiguration())
        _ = engine.perform(.push(Self.signUp, animated: false))
        _ = engine.perform(.push(Page(id: PageID(9), type: "App.Terms"), animated: false))
        let (_, refused) = engine.perform(.popTo(.type("App.Form"), fallback: .none, animated: false))
        #expect(refused.contains { if case .event(.refused(.notFound, _)) = $0 { true } else { false } })
        #expect(engine.pages.map(\.id) == [PageID(1), PageID(7), PageID(9)])
        _ = engine.perform(.popTo(.typeOrSubtype("App.Form"), fallback: .none, animated: false))
        #expect(engine.pages.map(\.id) == [PageID(1), PageID(7)])
    }

    @Test("the engine knows a page in the stack or waiting in a queued push, and no other")
    func knowsQueuedPages() {
        var engine = NavigationEngine(root: Page(id: PageID(1), type: "Home"), configuration: NavigationConfiguration())
        _ = engine.perform(.push(Page(id: PageID(2), type: "List"), animated: true))
        _ = engine.perform(.push(Page(id: PageID(3), type: "Detail"), animated: true))  // waits for the first push
        #expect(engine.knows(PageID(1)) && engine.knows(PageID(2)) && engine.knows(PageID(3)))
        #expect(!engine.contains(PageID(3)))
        #expect(!engine.knows(PageID(4)))
    }

    @Test("refusing to remove the root says how to replace it")
    func removeRootSuggestsSetStack() {
        #expect(NavigationError.cannotRemoveRoot.message.contains("setStack"))
    }
}
