import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// Every way back goes through the top page's back handler: VoiceOver's escape gesture and a keyboard
/// shortcut (one page back), and a page chosen in the back button's long-press menu.
@Suite("Back requests: escape, keyboard, the back-button menu")
struct BackRequestTests {
    enum Request: CustomStringConvertible {
        case escape
        case menu(String)

        var description: String {
            switch self {
            case .escape: "escape"
            case .menu(let name): "menu → \(name)"
            }
        }
    }

    typealias Row = (
        line: Int, back: BackBehavior, web: Bool, request: Request, stack: String, events: [String], pending: String?
    )

    /// On "Home List Page": what each request does under each handler (after the transition settles).
    static let rows: [Row] = [
        (#line, .pop, false, .escape, "Home List", ["willShow:List", "removed:Page", "didShow:List"], nil),
        (
            #line, .pop, false, .menu("Home"), "Home",
            ["willShow:Home", "removed:List", "removed:Page", "didShow:Home"], nil
        ),
        (#line, .pop, false, .menu("List"), "Home List", ["willShow:List", "removed:Page", "didShow:List"], nil),
        (#line, .deny, false, .escape, "Home List Page", ["backDenied:Page"], nil),
        (#line, .deny, false, .menu("Home"), "Home List Page", ["backDenied:Page"], nil),
        (#line, .confirm, false, .escape, "Home List Page", ["backRequested:Page"], "Page"),
        (#line, .confirm, false, .menu("Home"), "Home List Page", ["backRequested:Page"], "Page"),
        (#line, .webHistory, true, .escape, "Home List Page", ["webBack:Page"], nil),
        (#line, .webHistory, true, .menu("List"), "Home List", ["willShow:List", "removed:Page", "didShow:List"], nil),
        (
            #line, .webHistory, true, .menu("Home"), "Home",
            ["willShow:Home", "removed:List", "removed:Page", "didShow:Home"], nil
        ),
        (#line, .webHistory, false, .escape, "Home List", ["willShow:List", "removed:Page", "didShow:List"], nil),
    ]

    @Test(arguments: rows)
    func handlerDecides(_ row: Row) {
        var harness = Harness("Home List Page", settings: ["Page": PageSettings(back: row.back)])
        if row.web { harness.send(.webHistoryChanged(harness.id("Page"), canGoBack: true)) }
        _ = harness.takeEvents()
        harness.send(.requestBack(target(row.request, in: harness)))
        harness.settle()
        #expect(harness.stack == row.stack, sourceLocation: at(row.line))
        #expect(harness.takeEvents() == row.events, sourceLocation: at(row.line))
        #expect(harness.engine.pendingBack == row.pending.map(harness.id), sourceLocation: at(row.line))
    }

    @Test(
        "a yes to a confirmation asked from the menu goes back to the page chosen",
        arguments: [("Home", "Home"), ("List", "Home List")])
    func confirmedMenuChoice(chosen: String, stack: String) {
        var harness = Harness("Home List Form", settings: ["Form": PageSettings(back: .confirm)])
        harness.send(.requestBack(.page(harness.id(chosen))))
        harness.send(.answerBack(true))
        harness.settle()
        #expect(harness.stack == stack)
    }

    @Test("a yes to a menu choice whose page has gone since leaves to the page directly below")
    func confirmedChoiceGone() {
        var harness = Harness("Home List Detail Form", settings: ["Form": PageSettings(back: .confirm)])
        harness.send(.requestBack(.page(harness.id("List"))))
        harness.perform(.remove(.page(harness.id("List"))))
        harness.send(.answerBack(true))
        harness.settle()
        #expect(harness.stack == "Home Detail")
    }

    @Test(
        "on the root, escape is refused with cannotPopRoot and a menu choice changes nothing",
        arguments: [Request.escape, .menu("Home")])
    func onRoot(_ request: Request) {
        var harness = Harness("Home")
        let effects = harness.send(.requestBack(target(request, in: harness)))
        #expect(effects == [.event(.refused(.cannotPopRoot, operation: nil))])
        #expect(harness.stack == "Home")
    }

    @Test("a menu choice that is not below the top is refused with notFound and changes nothing")
    func menuChoiceNotBelow() {
        var harness = Harness("Home List Page")
        #expect(harness.send(.requestBack(.page(harness.id("Page")))) == [.event(.refused(.notFound, operation: nil))])
        #expect(harness.send(.requestBack(.page(PageID(999)))) == [.event(.refused(.notFound, operation: nil))])
        #expect(harness.stack == "Home List Page")
    }

    @Test(
        "during a transition, and while a confirmation is open, requests are ignored",
        arguments: [Request.escape, .menu("Home")])
    func ignoredWhileBusy(_ request: Request) {
        var harness = Harness("Home List", settings: ["Page": PageSettings(back: .confirm)])
        harness.perform(.push("Page"), animated: true)
        _ = harness.takeEffects()
        #expect(harness.send(.requestBack(target(request, in: harness))).isEmpty)
        harness.settle()
        harness.send(.tapBack)
        #expect(harness.engine.pendingBack == harness.id("Page"))
        #expect(harness.send(.requestBack(target(request, in: harness))).isEmpty)
        #expect(harness.stack == "Home List Page")
    }

    private func target(_ request: Request, in harness: Harness) -> BackTarget {
        switch request {
        case .escape: .onePage
        case .menu(let name): .page(harness.id(name))
        }
    }
}
