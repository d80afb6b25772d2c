import PageNavigationCore

extension NavigationSimulator {
    /// Creates a simulator whose page types are your app's own page types: each instance carries what
    /// its type declares in ``/PageNavigationCore/DeclaredPage/pageDeclaration``, so the test checks
    /// the settings the app ships.
    ///
    /// ```swift
    /// let simulator = try NavigationSimulator(
    ///     pages: [LoginViewController.self, HomeViewController.self, EditViewController.self],
    ///     root: LoginViewController.self
    /// )
    /// try simulator.push(EditViewController.self)
    /// ```
    ///
    /// Instances are named by their type's name (`EditViewController`, then `EditViewController#2`, …;
    /// ``typeName(of:)`` gives it). The next page a type declares is a page type of the simulator too,
    /// and so is the one it declares, and so on.
    ///
    /// - Parameters:
    ///   - configuration: the engine's configuration.
    ///   - systemContentSwipe: whether the platform has iOS 26's swipe-back from anywhere in the content.
    ///   - pages: the page types the test uses.
    ///   - root: the type of the root page (a page type of the simulator even when `pages` omits it).
    @MainActor
    public convenience init(
        configuration: NavigationConfiguration = NavigationConfiguration(), systemContentSwipe: Bool = false,
        pages: [any DeclaredPage.Type], root: any DeclaredPage.Type
    ) throws(SimulatorError) {
        try self.init(configuration: configuration, systemContentSwipe: systemContentSwipe, pages: pages, stack: [root])
    }

    /// Creates a simulator of your app's own page types whose stack starts with one instance of each
    /// of `stack`'s types, root first (a storyboard's stack). See ``init(configuration:systemContentSwipe:pages:root:)``.
    ///
    /// - Throws: ``SimulatorError/emptyStack`` when `stack` is empty.
    @MainActor
    public convenience init(
        configuration: NavigationConfiguration = NavigationConfiguration(), systemContentSwipe: Bool = false,
        pages: [any DeclaredPage.Type], stack: [any DeclaredPage.Type]
    ) throws(SimulatorError) {
        let names = DeclaredPageNames(pages + stack)
        try self.init(
            configuration: configuration, systemContentSwipe: systemContentSwipe, types: names.blueprints,
            stack: stack.map(names.name(of:))
        )
        declaredTypeNames = names.byType
    }

    /// The name the simulator gives a page type: the type's name as Swift writes it
    /// (`String(describing:)`), or its module-qualified name when two page types of one simulator share
    /// a name.
    @MainActor
    public func typeName(of page: any DeclaredPage.Type) -> String {
        declaredTypeNames[ObjectIdentifier(page)] ?? String(describing: page)
    }

    /// Pushes a new instance of one of your app's page types, as `push(_:)` does with a type name,
    /// optionally removing pages in the same transition. Returns the instance's name.
    ///
    /// - Throws: ``SimulatorError/unknownType(_:)`` when the simulator was not given `page` (list it in
    ///   `pages:`); nothing changes then.
    @MainActor @discardableResult
    public func push(
        _ page: any DeclaredPage.Type, as name: String? = nil, animated: Bool = true, completion: String? = nil,
        removing: [SimulatedTarget] = [], removingCurrent: Bool = false, settle: Bool = true
    ) throws(SimulatorError) -> String {
        guard declaredTypeNames[ObjectIdentifier(page)] != nil else { throw .unknownType(typeName(of: page)) }
        return try push(
            typeName(of: page), as: name, animated: animated, completion: completion, removing: removing,
            removingCurrent: removingCurrent, settle: settle
        )
    }

    /// Replaces the stack with instances of your app's page types, root first, as `setStack(_:)` does
    /// with names: an entry keeps the instance named after its type (the type's first instance) if it is
    /// in the stack, else a new instance is made.
    ///
    /// - Throws: ``SimulatorError/unknownType(_:)`` when the simulator was not given one of the types;
    ///   nothing changes then.
    @MainActor @_disfavoredOverload  // `setStack([])` keeps meaning the names overload
    public func setStack(
        _ pages: [any DeclaredPage.Type], animated: Bool = true, completion: String? = nil, settle: Bool = true
    ) throws(SimulatorError) {
        for page in pages where declaredTypeNames[ObjectIdentifier(page)] == nil {
            throw .unknownType(typeName(of: page))
        }
        try setStack(pages.map(typeName(of:)), animated: animated, completion: completion, settle: settle)
    }

    /// A target of every page of one of your app's page types, for `remove(_:)`, `popTo(_:)` and
    /// `removing:`.
    @MainActor
    public func target(_ page: any DeclaredPage.Type) -> SimulatedTarget {
        .type(typeName(of: page))
    }

    /// The former name of ``target(_:)``.
    @available(*, deprecated, renamed: "target(_:)")
    @MainActor
    public func matcher(_ page: any DeclaredPage.Type) -> SimulatedTarget {
        target(page)
    }
}

/// The names and blueprints of a simulator's declared page types, with every next page they lead to.
@MainActor
struct DeclaredPageNames {
    private(set) var byType: [ObjectIdentifier: String] = [:]
    private(set) var blueprints: [String: PageBlueprint] = [:]

    init(_ pages: [any DeclaredPage.Type]) {
        var types: [any DeclaredPage.Type] = []
        var pending = pages
        while let page = pending.first {
            pending.removeFirst()
            guard !types.contains(where: { ObjectIdentifier($0) == ObjectIdentifier(page) }) else { continue }
            types.append(page)
            if let next = Self.next(declaredBy: page) { pending.append(next) }
        }
        let shortNames = types.map { String(describing: $0) }
        for (type, short) in zip(types, shortNames) {
            let shared = shortNames.filter { $0 == short }.count > 1
            byType[ObjectIdentifier(type)] = shared ? String(reflecting: type) : short
        }
        for type in types {
            let declaration = type.pageDeclaration
            var settings = declaration.settings
            // As in the app: a page that declares a back kind it cannot carry out goes back at once.
            if declaration.back == .confirm, !(type is any BackConfirming.Type) { settings.back = .pop }
            if declaration.back == .webHistory, !(type is any HistoryBacking.Type) { settings.back = .pop }
            settings.hasNextPage = Self.next(declaredBy: type) != nil
            blueprints[name(of: type)] = PageBlueprint(
                settings: settings, tag: declaration.tag, next: Self.next(declaredBy: type).map(name(of:))
            )
        }
    }

    /// The next page `page` declares, if it can make it: as in the app, a page that declares a next
    /// page without making it (`NextPageProviding`) pushes nothing.
    static func next(declaredBy page: any DeclaredPage.Type) -> (any DeclaredPage.Type)? {
        page is any NextPageProviding.Type ? page.pageDeclaration.next : nil
    }

    func name(of page: any DeclaredPage.Type) -> String {
        byType[ObjectIdentifier(page)] ?? String(describing: page)
    }
}
