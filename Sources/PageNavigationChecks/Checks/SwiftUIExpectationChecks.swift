#if canImport(UIKit) && canImport(SwiftUI)
import PageNavigation
import PageNavigationSwiftUI
import SwiftUI
import UIKit

/// What a `NavigationStack` user expects of `PageNavigationStack` (issue 27), where only SwiftUI can show
/// it: large titles, `onEvent` outside view updates, current destination closures, each page's own
/// trait-derived environment, and title bridging on every supported iOS version.
enum SwiftUIExpectationChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck(
            "SwiftUI",
            "Large titles show by default, and navigationBarTitleDisplayMode(.inline) turns them off per page"
        ) { stage in
            let model = ExpectationModel()
            let nav = try await stage.show(containing: UIHostingController(rootView: ExpectationStack(model: model)))
            try expect(
                nav.navigationBar.prefersLargeTitles, "the stack's bar prefers large titles, as NavigationStack's does")
            let root = try expectTop(nav)
            try expect(root.navigationItem.largeTitleDisplayMode != .never, "the root page's title may be large")
            model.path = [ExpectationModel.inlinePage]
            try await stage.wait("the page is pushed") { nav.viewControllers.count == 2 && !nav.isTransitioning }
            let item = try expectTop(nav).navigationItem
            try await stage.wait("the inline mode reaches the item (it is \(item.largeTitleDisplayMode.rawValue))") {
                item.largeTitleDisplayMode == .never
            }
        },
        DeviceCheck(
            "SwiftUI", "onEvent for a starting path runs after the stack is on screen, not inside makeUIViewController"
        ) { stage in
            let model = ExpectationModel()
            model.path = [1, 2]
            let host = UIHostingController(rootView: ExpectationStack(model: model))
            model.probe = host
            let nav = try await stage.show(containing: host)
            try await stage.wait("the starting path's events reach onEvent") { !model.eventsSeenOnScreen.isEmpty }
            try expectEqual(nav.viewControllers.count, 3, "pages of the starting path")
            try expect(
                model.eventsSeenOnScreen.allSatisfy { $0 },
                "every event came after the stack's controller was in the window")
        },
        DeviceCheck(
            "SwiftUI",
            "A push uses the pageDestination closure of the latest evaluation, with the values it captured then"
        ) { stage in
            let model = ExpectationModel()
            let nav = try await stage.show(containing: UIHostingController(rootView: ExpectationStack(model: model)))
            model.prefix = "Premium"  // the root re-evaluates; its destination captures the new prefix
            await stage.settle()
            model.path = [7]
            try await stage.wait("the page is pushed") { nav.viewControllers.count == 2 && !nav.isTransitioning }
            let item = try expectTop(nav).navigationItem
            try await stage.wait("the page's title uses the current prefix (it is \(item.title ?? "none"))") {
                item.title == "Premium 7"
            }
        },
        DeviceCheck(
            "SwiftUI",
            "A page's colour scheme follows the controller's overrideUserInterfaceStyle, not the stack's outer environment"
        ) { stage in
            let model = ExpectationModel()
            let nav = try await stage.show(containing: UIHostingController(rootView: ExpectationStack(model: model)))
            nav.overrideUserInterfaceStyle = .dark
            model.path = [ExpectationModel.schemePage]
            try await stage.wait("the page is pushed") { nav.viewControllers.count == 2 && !nav.isTransitioning }
            let item = try expectTop(nav).navigationItem
            try await stage.wait("the page sees a dark colour scheme (its title is \(item.title ?? "none"))") {
                item.title == "dark"
            }
        },
        DeviceCheck(
            "SwiftUI",
            "A parent update reaches the page on screen at once and a page below it when it appears, without rebuilding it before"
        ) { stage in
            let model = ExpectationModel()
            model.label = "first"
            let nav = try await stage.show(containing: UIHostingController(rootView: ExpectationStack(model: model)))
            model.path = [ExpectationModel.labelPage, 1]
            try await stage.wait("two pages are pushed") { nav.viewControllers.count == 3 && !nav.isTransitioning }
            let below = nav.viewControllers[1].navigationItem
            try expectEqual(below.title, "first", "the title of the page below, from the stack's environment")
            model.label = "second"
            await stage.settle()
            try expectEqual(below.title, "first", "the page off screen is not rebuilt by the parent update")
            try await nav.pop()
            try await stage.wait(
                "the page takes the new environment when it appears (its title is \(below.title ?? "none"))"
            ) {
                below.title == "second"
            }
        },
        DeviceCheck(
            "SwiftUI",
            "On every iOS version (15 and 16 included), title, large-title mode and toolbar items reach the item"
        ) { stage in
            let model = ExpectationModel()
            let nav = try await stage.show(containing: UIHostingController(rootView: ExpectationStack(model: model)))
            model.path = [3]
            try await stage.wait("the page is pushed") { nav.viewControllers.count == 2 && !nav.isTransitioning }
            let item = try expectTop(nav).navigationItem
            try await stage.wait("the title reaches the item (it is \(item.title ?? "none"))") { item.title == "3" }
            var trailing = item.rightBarButtonItems?.count ?? 0
            if #available(iOS 16.0, *) {
                trailing += item.trailingItemGroups.flatMap(\.barButtonItems).count
            }
            try expect(
                trailing > 0,
                "the toolbar's primary action reaches the trailing items (iOS \(UIDevice.current.systemVersion))")
        },
    ]

    @MainActor
    private static func expectTop(_ nav: PageNavigationController) throws -> UIViewController {
        guard let top = nav.topViewController else { throw CheckFailure("the stack has no page") }
        return top
    }
}

/// The state the expectation checks drive.
@MainActor
final class ExpectationModel: ObservableObject {
    /// A page whose title is inline.
    static let inlinePage = 100
    /// A page whose title names its colour scheme.
    static let schemePage = 200
    /// A page whose title is the label in the stack's environment.
    static let labelPage = 300

    @Published var path: [Int] = []
    @Published var prefix = ""
    @Published var label = ""
    /// The hosting controller whose hierarchy holds the stack.
    weak var probe: UIViewController?
    /// For each event `onEvent` saw: whether the stack's controller was in the window then.
    var eventsSeenOnScreen: [Bool] = []

    func saw(_ event: NavigationEvent) {
        eventsSeenOnScreen.append(Self.stackIsOnScreen(in: probe))
    }

    private static func stackIsOnScreen(in root: UIViewController?) -> Bool {
        guard let root else { return false }
        if root is PageNavigationController { return root.viewIfLoaded?.window != nil }
        return root.children.contains { stackIsOnScreen(in: $0) }
    }
}

/// A stack whose root declares its destination with a captured prefix.
struct ExpectationStack: View {
    @ObservedObject var model: ExpectationModel

    var body: some View {
        let prefix = model.prefix
        PageNavigationStack(path: $model.path, configuration: PageNavigationConfiguration(), onEvent: { model.saw($0) })
        {
            Text("Inbox")
                .navigationTitle("Inbox")
                .pageDestination(for: Int.self) { number in ExpectationPage(number: number, prefix: prefix) }
        }
        .environment(\.expectationLabel, model.label)
    }
}

/// A page: inline, naming its colour scheme, or titled with the prefix its destination captured.
struct ExpectationPage: View {
    let number: Int
    let prefix: String
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.expectationLabel) private var label

    var body: some View {
        switch number {
        case ExpectationModel.inlinePage:
            Text("Inline").navigationTitle("Inline").navigationBarTitleDisplayMode(.inline)
        case ExpectationModel.labelPage:
            Text("Label").navigationTitle(label)
        case ExpectationModel.schemePage:
            Text("Scheme").navigationTitle(colorScheme == .dark ? "dark" : "light")
        default:
            Text("Page").navigationTitle(prefix.isEmpty ? "\(number)" : "\(prefix) \(number)")
                .toolbar { ToolbarItem(placement: .primaryAction) { Button("Edit") {} } }
        }
    }
}

private struct ExpectationLabelKey: EnvironmentKey {
    static let defaultValue = ""
}

extension EnvironmentValues {
    /// A label set around the stack, for the environment checks.
    var expectationLabel: String {
        get { self[ExpectationLabelKey.self] }
        set { self[ExpectationLabelKey.self] = newValue }
    }
}
#endif
