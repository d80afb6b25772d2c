import PageNavigationCore
import PageNavigationPath
import Testing

/// A path binding over an engine, step by step: what the app sees in its binding when.
@Suite("Path synchronizer")
struct PathSynchronizerTests {
    /// An engine, a synchronizer and the app's binding; the host settles after every input.
    struct Host {
        var engine = NavigationEngine(root: Page(id: PageID(1), type: "Root"))
        var synchronizer = PathSynchronizer<String>(root: PageID(1))
        var binding: [String] = []
        var writes: [[String]] = []
        var settings: [String: PageSettings] = [:]
        private var pages: [PageID: Page] = [:]
        private var operations: [OperationID: PathOperation] = [:]
        private var lastID: UInt64 = 1

        mutating func write(_ path: [String], keepingOrder: Bool = false) {
            binding = path
            var maker = Maker(lastID: lastID, settings: settings)
            let change = synchronizer.edit(
                to: path, stack: engine.pages.map(\.id), isBusy: engine.isBusy, keepingOrder: keepingOrder
            ) {
                maker.make($0)
            }
            absorb(maker)
            if let change { perform(change) }
        }

        mutating func push(_ value: String) {
            var maker = Maker(lastID: lastID, settings: settings)
            let change = synchronizer.push(value) { maker.make($0) }
            absorb(maker)
            perform(change)
        }

        mutating func send(_ input: NavigationInput) {
            settle(engine.send(input))
        }

        mutating func finish(_ finished: Bool = true) { send(.transitionEnded(finished: finished)) }

        var shown: [String] { engine.pages.dropFirst().map { synchronizer.value(of: $0.id) ?? "?" } }

        private mutating func perform(_ change: PathChange) {
            let command = change.command.command(animated: true) { pages[$0] ?? engine.page($0)!.page }
            let (operation, effects) = engine.perform(command)
            operations[operation] = change.operation
            settle(effects)
        }

        private mutating func settle(_ effects: [NavigationEffect]) {
            for case .event(let event) in effects {
                switch event {
                case .completed(let id), .refused(_, operation: let id?):
                    operations.removeValue(forKey: id).map { synchronizer.ended($0) }
                default: break
                }
            }
            if let write = synchronizer.settle(engine.pages.map(\.id)).write {
                binding = write
                writes.append(write)
            }
        }

        private mutating func absorb(_ maker: Maker) {
            lastID = maker.lastID
            pages.merge(maker.pages) { $1 }
        }

        private struct Maker {
            var lastID: UInt64
            var settings: [String: PageSettings]
            var pages: [PageID: Page] = [:]

            mutating func make(_ value: String) -> PageID {
                lastID += 1
                pages[PageID(lastID)] = Page(
                    id: PageID(lastID), type: value, settings: settings[value] ?? PageSettings())
                return PageID(lastID)
            }
        }
    }

    static let edgeSwipe = SwipeTouch(startX: 5, distance: 100)

    @Test func aCancelledSwipeWritesNothingAFinishedOneWritesTheShorterPath() {
        var host = Host()
        host.write(["list", "detail"])
        host.finish()
        #expect(host.writes.isEmpty, "the path the app wrote needs no write back")
        host.send(.swipeBegan(Self.edgeSwipe))
        host.send(.swipeEnded(Self.edgeSwipe, velocity: -800))
        host.finish(false)
        #expect(host.writes.isEmpty && host.binding == ["list", "detail"])
        host.send(.swipeBegan(Self.edgeSwipe))
        host.send(.swipeEnded(Self.edgeSwipe, velocity: 800))
        #expect(host.writes.isEmpty, "nothing is written while the page is still moving")
        host.finish()
        #expect(host.writes == [["list"]] && host.binding == ["list"])
    }

    @Test func aConfirmationLeavesThePathUntilAnsweredAndThePopFinishes() {
        var host = Host()
        host.settings["editor"] = PageSettings(back: .confirm)
        host.write(["list", "editor"])
        host.finish()
        host.send(.tapBack)
        #expect(host.engine.pendingBack != nil && host.binding == ["list", "editor"])
        host.send(.answerBack(false))
        host.send(.tapBack)
        host.send(.answerBack(true))
        #expect(host.binding == ["list", "editor"], "written when the pop finishes, not when the answer comes")
        host.finish()
        #expect(host.writes == [["list"]])
    }

    @Test func anEditDuringATransitionIsHeldAndAppliesAsItsChangeToTheStackTheTransitionLeft() {
        var host = Host()
        host.push("a")  // a push through the navigator is in flight
        host.write(["b", "c"])  // the app writes its binding meanwhile
        #expect(host.engine.queuedOperations.isEmpty && host.synchronizer.heldEdit == ["b", "c"])
        host.finish()  // the push ends: the binding already says where the stack goes
        #expect(host.writes.isEmpty && host.binding == ["b", "c"])
        host.write(host.binding)  // the host's next turn, idle: the held write applies as its change
        host.finish()
        #expect(host.shown == ["a", "b", "c"] && host.writes == [["a", "b", "c"]])
    }

    @Test func anEditBeforeANavigatorOperationWaitsInTheQueueAndTheStackBecomesThePathWritten() {
        var host = Host()
        host.push("a")
        host.write(["b", "c"], keepingOrder: true)  // a navigator operation follows: order first
        #expect(host.engine.queuedOperations.count == 1)
        host.finish()
        #expect(host.writes.isEmpty && host.binding == ["b", "c"])
        host.finish()  // the app's edit ran
        #expect(host.shown == ["b", "c"] && host.writes.isEmpty)
    }

    @Test func removingAValueFromTheMiddleRemovesThatPageOnly() {
        var host = Host()
        host.write(["a", "b", "a", "c"])
        host.finish()
        let pages = host.engine.pages.map(\.id)
        host.write(["a", "a", "c"])
        #expect(
            host.engine.pages.map(\.id) == [pages[0], pages[1], pages[3], pages[4]], "no transition: the top stays")
        #expect(host.engine.transition == nil && host.writes.isEmpty)
    }

    @Test func aNavigatorPushWritesWhenItsTransitionFinishes() {
        var host = Host()
        host.push("a")
        #expect(host.binding.isEmpty)
        host.finish()
        #expect(host.writes == [["a"]])
        host.write(["a", "a"])  // a second page for the same value
        host.finish()
        #expect(host.engine.pages.count == 3 && Set(host.engine.pages.map(\.id)).count == 3)
    }

    @Test func leavingAPagePopsToThePageBelowIt() {
        var host = Host()
        host.write(["a", "b", "c"])
        host.finish()
        var synchronizer = host.synchronizer
        let stack = host.engine.pages.map(\.id)
        #expect(synchronizer.leave(stack[2], stack: stack)?.command == .popTo(stack[1]))
        #expect(synchronizer.leave(stack[0], stack: stack) == nil, "the root cannot leave")
        #expect(synchronizer.leave(PageID(999), stack: stack) == nil)
    }
}
