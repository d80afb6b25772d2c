import PageNavigationSimulator

/// The measured cases of `pagenav bench`. Every case drives the engine the way a host does: commands
/// through `perform`, user intents and host reports through `send`, effects consumed.
struct BenchCases {
    var harness: BenchHarness

    // MARK: Stacks

    private static let types = ["Home", "List", "Detail", "Settings"]

    /// A page of the bench: a few types, each page setting one bar field so resolution has work to do.
    static func page(_ index: Int, type: String? = nil) -> Page {
        let colour = BarColor(red: UInt8(truncatingIfNeeded: index), green: 0x40, blue: 0x80)
        return Page(
            id: PageID(UInt64(index + 1)), type: type ?? types[index % types.count],
            settings: PageSettings(
                bar: index % 2 == 0 ? PartialBarStyle(tint: colour) : PartialBarStyle(background: colour))
        )
    }

    /// An engine whose stack holds `depth` pages, built by non-animated pushes as an app would.
    static func engine(depth: Int) -> NavigationEngine {
        var engine = NavigationEngine(root: page(0))
        for index in 1..<max(depth, 1) {
            blackHole(engine.perform(.push(page(index), animated: false)))
        }
        precondition(engine.pages.count == max(depth, 1), "the bench stack did not build")
        return engine
    }

    // MARK: Cases

    /// One interactive-swipe frame: a `.swipeMoved` through the engine, then the plan's interpolation
    /// at the progress it reports. Two pages whose bars differ, so the plan uses fake bars.
    func swipeFrame() -> BenchSample {
        var engine = NavigationEngine(
            root: Page(id: PageID(1), type: "Home", settings: PageSettings(bar: PartialBarStyle(background: .black))))
        blackHole(engine.perform(.push(Page(id: PageID(2), type: "Detail"), animated: false)))
        let began = engine.send(.swipeBegan(SwipeTouch(startX: 5, distance: 1)))
        guard let plan = began.lazy.compactMap(\.transitionPlan).first, plan.interactive else {
            preconditionFailure("the bench swipe did not start: \(began)")
        }
        return harness.measure(iterations: harness.settings.iterations(200_000)) { index in
            let touch = SwipeTouch(startX: 5, distance: Double(index % 380) + 1)
            var progress = 0.0
            for effect in engine.send(.swipeMoved(touch)) {
                if case .updateInteraction(let value) = effect { progress = value }
            }
            blackHole(plan.frame(at: progress))
        }
    }

    /// A push and the pop of the pushed page on stacks of each of `depths` pages, in nanoseconds per
    /// pair; the depths are measured interleaved (see ``BenchHarness/measureInterleaved``).
    /// Animated: each command starts a transition and the host's `.transitionEnded(finished: true)`
    /// commits it (what a UIKit host does). Not animated: each command completes at once.
    func pushPop(depths: [Int], animated: Bool) -> [BenchSample] {
        var engines = depths.map { Self.engine(depth: $0) }
        let pushed = Page(
            id: PageID(UInt64.max), type: "Pushed",
            settings: PageSettings(bar: PartialBarStyle(tint: BarColor(red: 0xFF, green: 0x3B, blue: 0x30)))
        )
        let animated = opaque(animated)
        let samples = harness.measureInterleaved(
            variants: depths.count, iterations: harness.settings.iterations(100_000)
        ) { variant, _ in
            blackHole(engines[variant].perform(.push(pushed, animated: animated)))
            if animated { blackHole(engines[variant].send(.transitionEnded(finished: true))) }
            blackHole(engines[variant].perform(.pop(animated: animated)))
            if animated { blackHole(engines[variant].send(.transitionEnded(finished: true))) }
        }
        for (engine, depth) in zip(engines, depths) {
            precondition(
                engine.pages.count == depth && engine.transition == nil, "push + pop did not return to the depth")
        }
        return samples
    }

    /// The appearance a pushed page resolves to under `inherit`: the parent's look overlaid with the
    /// page's own fields (`BarStyle.resolved`).
    func appearanceResolution() -> BenchSample {
        let parents = (0..<4).map { Self.page($0).settings.bar }.map { BarStyle.standard.applying($0) }
        let owns = [
            PartialBarStyle(tint: .black), PartialBarStyle(background: .clear, shadow: false),
            PartialBarStyle(title: .white, hidden: true), PartialBarStyle(background: .white, alpha: 0.5),
        ]
        let policy = opaque(InheritancePolicy.inherit)
        let defaultStyle = opaque(BarStyle.standard)
        return harness.measure(iterations: harness.settings.iterations(1_000_000)) { index in
            blackHole(
                BarStyle.resolved(
                    own: owns[index & 3], inheritedFrom: parents[(index >> 2) & 3], defaultStyle: defaultStyle,
                    policy: policy))
        }
    }

    /// The stack of the remove and pop-to cases: `depth` pages, one of type `Login` in the middle.
    static func stackWithLogin(depth: Int) -> [Page] {
        (0..<depth).map { page($0, type: $0 == depth / 2 ? "Login" : nil) }
    }

    /// An engine holding exactly `pages`, its storage owned by it alone (as an app's engine is).
    static func engine(holding pages: [Page]) -> NavigationEngine {
        var engine = NavigationEngine(root: pages[0])
        blackHole(engine.perform(.setStack(pages, animated: false)))
        return engine
    }

    /// `remove(.type("Login"))` on a stack of `depth` pages: scan, remove one page, reindex.
    func removeByType(depth: Int) -> BenchSample {
        let pages = Self.stackWithLogin(depth: depth)
        return harness.measure(iterations: harness.settings.iterations(500), setup: { Self.engine(holding: pages) }) {
            engine in
            blackHole(engine.perform(.remove(.type("Login"))))
            precondition(engine.pages.count == depth - 1, "remove by type did not remove the page")
        }
    }

    /// `popTo(.type("Login"))`, animated and ended by the host, on a stack of `depth` pages: the search
    /// walks down half the stack and the pop removes the half above the target.
    func popToType(depth: Int) -> BenchSample {
        let pages = Self.stackWithLogin(depth: depth)
        return harness.measure(iterations: harness.settings.iterations(500), setup: { Self.engine(holding: pages) }) {
            engine in
            blackHole(engine.perform(.popTo(.type("Login"), animated: true)))
            blackHole(engine.send(.transitionEnded(finished: true)))
            precondition(engine.pages.count == depth / 2 + 1, "pop to type did not stop at the page")
        }
    }

    /// Heap bytes per page of an engine holding `pages` pages, built by non-animated pushes: the
    /// allocator's bytes in use after the build minus before, divided by the page count. Includes the
    /// page array's spare capacity and the id index; excludes effects (freed before measuring).
    func bytesPerPage(pages: Int) -> BenchSample? {
        guard HeapUsage.bytesInUse() != nil else { return nil }
        blackHole(Self.engine(depth: 64))  // first use: lazy runtime metadata, allocator arenas
        var values: [Double] = []
        let repetitions = max(harness.settings.repetitions, 3)
        values.reserveCapacity(repetitions)
        for _ in 0..<repetitions {
            guard let before = HeapUsage.bytesInUse() else { return nil }
            let engine = Self.engine(depth: pages)
            guard let after = HeapUsage.bytesInUse() else { return nil }
            blackHole(engine)
            values.append(Double(after - before) / Double(pages))
        }
        return BenchSample(values: values)
    }
}

extension NavigationEffect {
    /// The plan of a stack change that starts a transition.
    var transitionPlan: TransitionPlan? {
        if case .changeStack(_, let plan?) = self { plan } else { nil }
    }
}
