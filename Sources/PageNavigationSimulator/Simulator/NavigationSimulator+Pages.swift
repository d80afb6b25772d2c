import PageNavigationCore

extension NavigationSimulator {
    /// Makes a new instance of `type`, named `name` or by the naming rule: the type's own name while no
    /// instance took it, else `Type#k` (k = instances of the type made so far).
    func makePage(type: String, name explicit: String?) -> VirtualPage {
        let count = (createdCount[type] ?? 0) + 1
        createdCount[type] = count
        var name = explicit ?? (typeOfName[type] == nil ? type : "\(type)#\(count)")
        var suffix = count
        while explicit == nil, typeOfName[name] != nil {
            suffix += 1
            name = "\(type)#\(suffix)"
        }
        let id = PageID(nextPageID)
        nextPageID += 1
        instances[name] = id
        typeOfName[name] = type
        let blueprint = blueprint(of: type) ?? PageBlueprint()
        let page = VirtualPage(
            core: Page(id: id, type: type, tag: blueprint.tag, settings: blueprint.settings), name: name,
            contentScroll: blueprint.contentScroll, ownItemLook: blueprint.itemAppearance
        )
        page.content = blueprint.content
        page.hasOwnLeftItem = blueprint.customBackButton
        if platform.pagesMakeContentInViewDidLoad { page.deferContentToViewDidLoad() }
        pagesByID[id] = page
        return page
    }

    /// What instances of `type` are made from: a type defined later (``define(_:as:)``) over one the
    /// simulator was made with.
    func blueprint(of type: String) -> PageBlueprint? { definedTypes[type] ?? pageTypes[type] }

    /// Defines (or redefines) a page type: instances made from now on carry `blueprint`. For a layer
    /// that makes pages from live objects (an app's view controllers), whose settings are read when
    /// each is pushed.
    package func define(_ type: String, as blueprint: PageBlueprint) { definedTypes[type] = blueprint }

    func pageID(_ name: String?) -> PageID {
        guard let name else { return engine.top.id }
        return instances[name] ?? PageID(UInt64.max)
    }

    func engineMatcher(_ matcher: SimulatedTarget) -> PageMatcher {
        switch matcher {
        case .page(let name): .page(pageID(name))
        case .type(let type): .type(type)
        case .tag(let tag): .tag(tag)
        }
    }

    /// An event as the scenario format writes it; `nil` for completions, which are written with
    /// their label when they run.
    public func format(_ event: NavigationEvent) -> String? {
        event.scenarioText(naming: name(of:))
    }
}

/// The simulator's naming state, kept before an operation that makes pages so that a refused one gives
/// its instance names back.
struct PageNaming {
    private let instances: [String: PageID]
    private let typeOfName: [String: String]
    private let createdCount: [String: Int]

    init(of simulator: NavigationSimulator) {
        instances = simulator.instances
        typeOfName = simulator.typeOfName
        createdCount = simulator.createdCount
    }

    /// Gives the simulator this naming state back.
    func restore(in simulator: NavigationSimulator) {
        simulator.instances = instances
        simulator.typeOfName = typeOfName
        simulator.createdCount = createdCount
    }
}
