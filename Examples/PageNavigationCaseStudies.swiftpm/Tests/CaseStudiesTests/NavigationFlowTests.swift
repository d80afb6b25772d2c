// The app's navigation, tested with the app's own view controllers: each test drives the headless
// simulator with the view controller types themselves, so it checks what the pages declare
// (`DeclaredPage`) and fails when a declaration changes. No window, no animation: milliseconds a flow.
//
// Run with Product > Test in Xcode, or `xcodebuild test` on an iOS simulator.

import PageNavigation
import PageNavigationSimulator
import PageNavigationTesting
import Testing

@testable import CaseStudyPages

@MainActor
@Suite("The case studies' navigation")
struct NavigationFlowTests {
    /// The app's pages under the app's own configuration, starting on the case list.
    func makeSimulator() throws -> NavigationSimulator {
        try NavigationSimulator(
            configuration: CaseStudies.configuration.navigationConfiguration(),
            pages: [
                CaseListViewController.self, LoginViewController.self, BindPhoneViewController.self,
                ConfirmFormViewController.self, WebHistoryViewController.self,
            ],
            root: CaseListViewController.self
        )
    }

    /// Opens the login case study and logs in: the bind-phone page replaces the login page.
    func loggedIn() throws -> NavigationSimulator {
        let simulator = try makeSimulator()
        try simulator.push(LoginViewController.self)
        try simulator.push(BindPhoneViewController.self, removingCurrent: true)
        return simulator
    }

    @Test("the profile editor asks before leaving; no stays, yes leaves")
    func editorAsksBeforeLeaving() throws {
        let simulator = try loggedIn()
        try simulator.push(ConfirmFormViewController.self)

        simulator.tapBack()
        #expect(simulator.pendingBack == "ConfirmFormViewController")
        simulator.answer(false)
        #expect(simulator.top == "ConfirmFormViewController")

        simulator.swipe(startX: 5, distance: 200)  // the edge swipe asks too
        #expect(simulator.pendingBack == "ConfirmFormViewController")
        simulator.answer(true)
        #expect(simulator.top == "BindPhoneViewController")
        #expect(simulator.finish().isClean)  // nothing queued, open, in flight or out of step
    }

    @Test("back from the page after logging in does not return to the login page")
    func backSkipsLogin() throws {
        let simulator = try loggedIn()
        #expect(simulator.stack == ["CaseListViewController", "BindPhoneViewController"])

        let before = simulator.events.count
        simulator.tapBack()
        #expect(simulator.stack == ["CaseListViewController"])
        #expect(!simulator.events.dropFirst(before).contains("willShow:LoginViewController"))
        #expect(simulator.finish().isClean)
    }

    @Test("the web history page goes back in its web view first, then leaves; its full-screen swipe too")
    func webHistoryGoesBackInTheWebViewFirst() throws {
        let simulator = try makeSimulator()
        try simulator.push(WebHistoryViewController.self)
        simulator.loadWeb(count: 2)  // the user followed two links

        simulator.tapBack()
        #expect(simulator.top == "WebHistoryViewController")
        #expect(simulator.webHistory() == 1)
        simulator.swipe(startX: 200, distance: 250)  // mid-screen: the page's own full-screen swipe
        #expect(simulator.top == "WebHistoryViewController")
        #expect(simulator.webHistory() == 0)
        simulator.tapBack()
        #expect(simulator.top == "CaseListViewController")
        #expect(simulator.finish().isClean)
    }

    @Test("the declared looks show: the bind-phone page's bar is green")
    func declaredLooks() throws {
        let simulator = try loggedIn()
        #expect(simulator.bar.background == BindPhoneViewController.pageDeclaration.bar.background)
        #expect(simulator.bar.shadow == CaseListViewController.pageDeclaration.bar.shadow)  // inherited
    }

    @Test("the view controllers themselves drive the simulator, with what they set at run time")
    func viewControllersDriveTheSimulator() throws {
        let simulator = try NavigationSimulator(
            configuration: CaseStudies.configuration, root: CaseListViewController())
        try simulator.push(WebHistoryViewController())
        #expect(simulator.bar.background == BarColor(.systemGray6))  // set in its viewDidLoad, not declared
        try simulator.push(ConfirmFormViewController())
        simulator.tapBack()
        #expect(simulator.pendingBack == "ConfirmFormViewController")
        simulator.answer(true)
        #expect(simulator.top == "WebHistoryViewController")
        #expect(simulator.finish().isClean)
    }

    @Test("a view controller's options start from its declaration")
    func viewControllerStartsFromItsDeclaration() {
        let form = ConfirmFormViewController()
        #expect(form.pageNavigation.back.behavior == .confirm)
        #expect(LoginViewController().pageNavigation.tag == "login")
    }
}
