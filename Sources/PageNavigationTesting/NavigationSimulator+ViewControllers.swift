#if canImport(UIKit)
import PageNavigation
import PageNavigationCore
import PageNavigationSimulator
import UIKit

extension NavigationSimulator {
    /// Creates a simulator whose root page is `root`, one of your app's own view controllers, under your
    /// app's configuration — for an app's `xcodebuild test` on an iOS simulator.
    ///
    /// The page carries what `root.pageNavigation` holds once its view has loaded: its declaration
    /// (``DeclaredPage``) and whatever the view controller set in its initializer and `viewDidLoad`. No
    /// window is made and nothing animates; the view controller is only read.
    ///
    /// ```swift
    /// let simulator = try NavigationSimulator(configuration: AppNavigation.configuration, root: HomeViewController())
    /// try simulator.push(EditViewController())
    /// simulator.tapBack()
    /// #expect(simulator.pendingBack == "EditViewController")
    /// ```
    ///
    /// On iOS 26 the simulator models the running system: its content swipe-back and interruptible
    /// transitions, unless the app keeps the classic design.
    @MainActor
    public convenience init(configuration: PageNavigationConfiguration, root: UIViewController) throws(SimulatorError) {
        let types = Self.pageTypes(of: root)
        var engine = configuration.navigationConfiguration(systemContentSwipe: BarGeneration.running == .liquidGlass)
        engine.interruptibleTransitions = BarGeneration.running.interruptibleTransitions
        try self.init(
            configuration: engine, systemContentSwipe: BarGeneration.running == .liquidGlass,
            types: Dictionary(types, uniquingKeysWith: { first, _ in first }), root: types[0].type)
    }

    /// Pushes `viewController`, one of your app's own view controllers, as a new page named after its
    /// type (`EditViewController`, then `EditViewController#2`, …), carrying what its `pageNavigation`
    /// holds once its view has loaded. Returns the page's name.
    ///
    /// Its settings are read now: change them on the view controller before pushing it. A next page
    /// (``PageOptions/nextPage``) is made once, now, to learn its type and settings; a trailing-edge swipe
    /// then pushes a page like it.
    @MainActor @discardableResult
    public func push(
        _ viewController: UIViewController, animated: Bool = true, completion: String? = nil,
        removing: [SimulatedTarget] = [], removingCurrent: Bool = false, settle: Bool = true
    ) throws(SimulatorError) -> String {
        let types = Self.pageTypes(of: viewController)
        for (type, blueprint) in types.reversed() { define(type, as: blueprint) }
        return try push(
            types[0].type, animated: animated, completion: completion, removing: removing,
            removingCurrent: removingCurrent,
            settle: settle)
    }

    /// The name the simulator gives pages of `viewController`'s type: the type's name as Swift writes it.
    @MainActor
    public static func typeName(of viewController: UIViewController) -> String {
        String(describing: type(of: viewController))
    }

    /// The page types `viewController` brings, its own first: what its page carries (its options once
    /// its view has loaded), and the type of its next page (``PageOptions/nextPage``), learnt from one
    /// instance made now, whose own next page is not followed.
    @MainActor
    static func pageTypes(of viewController: UIViewController) -> [(type: String, blueprint: PageBlueprint)] {
        var own = blueprint(of: viewController)
        guard let next = viewController.pageNavigation.nextPage?() else {
            return [(typeName(of: viewController), own)]
        }
        var nextBlueprint = blueprint(of: next)
        nextBlueprint.settings.hasNextPage = false
        own.next = typeName(of: next)
        return [(typeName(of: viewController), own), (typeName(of: next), nextBlueprint)]
    }

    /// What a page of `viewController` carries: its options once its view has loaded.
    @MainActor
    private static func blueprint(of viewController: UIViewController) -> PageBlueprint {
        viewController.loadViewIfNeeded()
        let options = viewController.pageNavigation
        var blueprint = PageBlueprint(settings: options.settings, tag: options.tag)
        blueprint.settings.hasNextPage = options.nextPage != nil
        return blueprint
    }
}
#endif
