import PageNavigationCore
import Testing

@testable import PageNavigationSimulator

/// A controller created without pages has no stack until the app gives it one: a push or a set stack
/// becomes the stack at once; everything else changes nothing and completes nothing.
@Suite("Host: a controller that starts empty")
struct EmptyControllerTests {
    @Test("the first push becomes the root at once, with its completion run once")
    func firstPushIsRoot() throws {
        let simulator = try HostFixtures.emptySimulator()
        try simulator.push("List", completion: "first")
        #expect(simulator.stack == ["List"])
        #expect(simulator.platformStack == ["List"])
        #expect(simulator.transition == nil)
        #expect(simulator.events == ["completed:first"])
        #expect(simulator.page(named: "List")?.showsBackButton == false)
        #expect(simulator.popGestureStatus == "root")
    }

    @Test("a first set stack becomes the whole stack at once, each page with its back button")
    func firstSetStack() throws {
        let simulator = try HostFixtures.emptySimulator()
        try simulator.setStack(["List", "Detail"], completion: "set")
        #expect(simulator.stack == ["List", "Detail"])
        #expect(simulator.platformStack == ["List", "Detail"])
        #expect(simulator.events == ["completed:set"])
        #expect(simulator.page(named: "Detail")?.backButtonTarget == "List")
    }

    /// (what the app or the user does to an empty controller)
    static let inertOperations: [(name: String, run: @Sendable (NavigationSimulator) throws -> Void)] = [
        ("pop", { $0.pop(completion: "op") }),
        ("pop to root", { $0.popToRoot(completion: "op") }),
        ("remove", { $0.remove(.type("Home"), completion: "op") }),
        ("empty set stack", { try $0.setStack([], completion: "op") }),
        ("back tap", { $0.tapBack() }),
    ]

    @Test(
        "anything but a push or a set stack changes nothing and completes nothing",
        arguments: inertOperations.map(\.name))
    func inertOperation(_ name: String) throws {
        let simulator = try HostFixtures.emptySimulator()
        try #require(Self.inertOperations.first { $0.name == name }).run(simulator)
        #expect(simulator.platformStack == [])
        #expect(simulator.events == [])
        #expect(simulator.retainedPageCount == 0)
        #expect(simulator.host.engine == nil)
    }

    @Test("VoiceOver's escape is refused with emptyStack (the system may try another), and the back menu is empty")
    func escapeRefused() throws {
        let simulator = try HostFixtures.emptySimulator()
        #expect(simulator.escape() == .refused(.emptyStack))
        #expect(simulator.host.backMenuPages.isEmpty)
        #expect(simulator.platformStack == [])
    }
}
