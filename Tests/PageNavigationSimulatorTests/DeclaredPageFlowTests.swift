import PageNavigationSimulator
import Testing

// An app's pages, as plain Swift types that declare their navigation settings the way the app's view
// controllers do (`DeclaredPage`). The tests below drive the simulator with the types themselves, so
// they check what the pages declare, not a copy of it.

private let orange = BarColor(hex: "#FF9500")!

/// The app's first page; Login is pushed from it.
private final class WelcomePage: DeclaredPage {
    static let pageDeclaration = PageDeclaration()
}

private final class LoginPage: DeclaredPage {
    static let pageDeclaration = PageDeclaration(popGesture: .disabled, tag: "login")
}

private final class HomePage: DeclaredPage, NextPageProviding {
    static let pageDeclaration = PageDeclaration(bar: PartialBarStyle(tint: orange), next: InboxPage.self)
}

private final class EditPage: DeclaredPage, BackConfirming {
    static let pageDeclaration = PageDeclaration(
        bar: PartialBarStyle(background: .clear), popGesture: .fullScreen, finishProgress: 0.3, back: .confirm
    )
    func confirmBack() async -> Bool { false }  // the app's alert; a test answers with `answer(_:)`
}

/// Declares that it asks before leaving but cannot answer: in the app it goes back without asking, and
/// so it does in the simulator.
private final class ForgetfulEditPage: DeclaredPage {
    static let pageDeclaration = PageDeclaration(back: .confirm)
}

/// A help page that goes back in its web view's history first.
private final class HelpPage: DeclaredPage, HistoryBacking {
    static let pageDeclaration = PageDeclaration(popGesture: .fullScreen, back: .webHistory)
}

/// Declares web history and a next page but supplies neither (no `HistoryBacking`, no
/// `NextPageProviding`): in the app, back leaves at once and no swipe pushes; so in the simulator.
private final class ForgetfulHelpPage: DeclaredPage {
    static let pageDeclaration = PageDeclaration(back: .webHistory, next: InboxPage.self)
}

/// Not listed in any simulator's pages: reached only as ``HomePage``'s declared next page.
private final class InboxPage: DeclaredPage {
    static let pageDeclaration = PageDeclaration()
}

/// Declared nowhere in a simulator.
private final class StrayPage: DeclaredPage {
    static let pageDeclaration = PageDeclaration()
}

@Suite("Declared pages: the app's own pages in the simulator")
@MainActor
struct DeclaredPageFlowTests {
    /// Welcome → Login, then logs in: Home replaces Login in the same transition.
    private func loggedIn() throws -> NavigationSimulator {
        let simulator = try NavigationSimulator(
            pages: [WelcomePage.self, LoginPage.self, HomePage.self, EditPage.self], root: WelcomePage.self
        )
        try simulator.push(LoginPage.self)
        try simulator.push(HomePage.self, removingCurrent: true)
        return simulator
    }

    @Test("the editor asks before leaving, and stays or leaves as the test answers")
    func editorAsksBeforeLeaving() throws {
        let simulator = try loggedIn()
        try simulator.push(EditPage.self)

        simulator.tapBack()
        #expect(simulator.pendingBack == "EditPage")
        simulator.answer(false)
        #expect(simulator.stack == ["WelcomePage", "HomePage", "EditPage"])

        simulator.swipe(startX: 200, distance: 150)  // a full-screen swipe asks too
        #expect(simulator.pendingBack == "EditPage")
        simulator.answer(true)
        #expect(simulator.stack == ["WelcomePage", "HomePage"])
        #expect(simulator.events.contains("backRequested:EditPage"))
        #expect(simulator.finish().isClean)
    }

    @Test("back from Home does not return to Login")
    func backFromHomeSkipsLogin() throws {
        let simulator = try loggedIn()
        #expect(simulator.stack == ["WelcomePage", "HomePage"])
        #expect(simulator.events.contains("removed:LoginPage"))

        let before = simulator.events.count
        simulator.tapBack()
        #expect(simulator.stack == ["WelcomePage"])
        #expect(
            Array(simulator.events.dropFirst(before)) == [
                "willShow:WelcomePage", "removed:HomePage", "didShow:WelcomePage",
            ])
        #expect(simulator.finish().isClean)
    }

    @Test("every declared field reaches the simulator's pages")
    func declaredFieldsReachThePages() throws {
        let simulator = try NavigationSimulator(
            pages: [WelcomePage.self, LoginPage.self, HomePage.self, EditPage.self], root: WelcomePage.self
        )
        try simulator.push(LoginPage.self)
        #expect(simulator.page()?.core.tag == "login")
        try simulator.push(HomePage.self)
        #expect(simulator.bar.tint == orange)
        try simulator.push(EditPage.self)
        #expect(simulator.bar.background == .clear)
        #expect(simulator.page()?.core.settings == EditPage.pageDeclaration.settings)
        simulator.remove(.tag("login"))
        #expect(simulator.stack == ["WelcomePage", "HomePage", "EditPage"])
    }

    @Test("the login page's declared swipe mode holds: it cannot be swiped away")
    func loginCannotBeSwipedAway() throws {
        let simulator = try NavigationSimulator(pages: [HomePage.self, LoginPage.self], root: HomePage.self)
        try simulator.push(LoginPage.self)
        #expect(simulator.swipe(startX: 2, distance: 200) == .refused(.disabled))
        #expect(simulator.stack == ["HomePage", "LoginPage"])
    }

    @Test("a declared next page is a page type of the simulator: a trailing-edge swipe pushes it")
    func declaredNextPage() throws {
        let simulator = try loggedIn()
        simulator.swipe(startX: 385, distance: -250)
        #expect(simulator.stack == ["WelcomePage", "HomePage", "InboxPage"])
        #expect(simulator.typeName(of: InboxPage.self) == "InboxPage")
    }

    @Test("a page type the simulator was not given is refused and changes nothing")
    func strayTypeIsRefused() throws {
        let simulator = try loggedIn()
        #expect(throws: SimulatorError.unknownType("StrayPage")) { try simulator.push(StrayPage.self) }
        #expect(simulator.stack == ["WelcomePage", "HomePage"])
    }

    @Test("a root login page is replaced by setting the stack: back from Home has nowhere to go")
    func rootLoginReplacedBySettingTheStack() throws {
        let simulator = try NavigationSimulator(pages: [LoginPage.self, HomePage.self], root: LoginPage.self)
        try simulator.setStack([HomePage.self])
        #expect(simulator.stack == ["HomePage"])
        simulator.tapBack()
        #expect(simulator.stack == ["HomePage"])
        #expect(simulator.events.last == "error:cannotPopRoot")
        #expect(throws: SimulatorError.unknownType("StrayPage")) {
            try simulator.setStack([HomePage.self, StrayPage.self])
        }
        #expect(simulator.stack == ["HomePage"])
    }

    @Test("pages are matched by their type")
    func matchedByType() throws {
        let simulator = try loggedIn()
        try simulator.push(EditPage.self)
        try simulator.push(EditPage.self)
        simulator.popTo(simulator.target(HomePage.self), animated: false)
        #expect(simulator.stack == ["WelcomePage", "HomePage"])
        #expect(throws: SimulatorError.emptyStack) {
            try NavigationSimulator(pages: [HomePage.self], stack: [])
        }
    }

    @Test("a page that declares .confirm without adopting BackConfirming goes back without asking, as in the app")
    func confirmWithoutAnswerPops() throws {
        let simulator = try NavigationSimulator(
            pages: [WelcomePage.self, ForgetfulEditPage.self], root: WelcomePage.self)
        try simulator.push(ForgetfulEditPage.self)
        simulator.tapBack()
        #expect(simulator.pendingBack == nil)
        #expect(simulator.stack == ["WelcomePage"])
    }

    @Test("a page that declares .webHistory goes back in its history first, only if it supplies one")
    func webHistoryNeedsAHistory() throws {
        let simulator = try NavigationSimulator(
            pages: [WelcomePage.self, HelpPage.self, ForgetfulHelpPage.self], root: WelcomePage.self)
        try simulator.push(HelpPage.self)
        simulator.loadWeb(count: 2)
        simulator.tapBack()
        #expect(simulator.stack == ["WelcomePage", "HelpPage"])
        #expect(simulator.webHistory() == 1)
        simulator.swipe(startX: 200, distance: 250)  // the page's full-screen swipe goes back in it too
        #expect(simulator.stack == ["WelcomePage", "HelpPage"])
        #expect(simulator.webHistory() == 0)

        try simulator.push(ForgetfulHelpPage.self)
        simulator.loadWeb(count: 2)
        simulator.tapBack()  // as in the app: no web view to go back in, so the page leaves
        #expect(simulator.stack == ["WelcomePage", "HelpPage"])
    }

    @Test("a declared next page that the page does not make is never pushed, as in the app")
    func nextPageNeedsAMaker() throws {
        let simulator = try NavigationSimulator(
            pages: [WelcomePage.self, ForgetfulHelpPage.self], root: WelcomePage.self)
        try simulator.push(ForgetfulHelpPage.self)
        simulator.swipe(startX: 385, distance: -250)
        #expect(simulator.stack == ["WelcomePage", "ForgetfulHelpPage"])
        #expect(throws: SimulatorError.unknownType("InboxPage")) { try simulator.push(InboxPage.self) }
    }
}
