#if canImport(UIKit) && canImport(SwiftUI)
import PageNavigation
@_spi(DeviceChecks) import PageNavigationSwiftUI
import SwiftUI
import UIKit

/// What a `NavigationStack` user expects of `PageNavigationStack` in tabs, in presented destinations
/// and at a page's first layout (issue 41), where only SwiftUI can show it.
enum SwiftUIParityChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck(
            "SwiftUI",
            "A TabView selection set to the selected tab again pops that tab's stack to its root; another tab does not"
        ) { stage in
            let model = ParityModel()
            let nav = try await stage.show(containing: UIHostingController(rootView: ParityTabs(model: model)))
            model.path = [1, 2]
            try await stage.wait("two pages are pushed") { nav.viewControllers.count == 3 && !nav.isTransitioning }
            // What SwiftUI does on a tap of a tab item: it sets the selection binding the TabView was given.
            // (A check cannot tap the tab bar; SwiftUI calling the setter on a re-tap is what apps rely on.)
            let selection = model.tabSelection
            selection.wrappedValue = 1
            await stage.settle()
            selection.wrappedValue = 0
            await stage.settle()
            try expectEqual(nav.viewControllers.count, 3, "pages after switching tabs away and back")
            try expectEqual(model.path, [1, 2], "the path after switching tabs away and back")
            selection.wrappedValue = 0  // the selected tab, tapped again
            try await stage.wait("the stack pops to its root (it holds \(nav.viewControllers.count))") {
                nav.viewControllers.count == 1 && !nav.isTransitioning
            }
            try await stage.wait("the path follows the pop (it is \(model.path))") { model.path.isEmpty }
        },
        DeviceCheck(
            "SwiftUI",
            "A pageDestination(isPresented:) page follows a value its parent passes while it is shown"
        ) { stage in
            let model = ParityModel()
            model.title = "first"
            let nav = try await stage.show(containing: UIHostingController(rootView: ParityStack(model: model)))
            model.showsDetail = true
            try await stage.wait("the page is pushed") { nav.viewControllers.count == 2 && !nav.isTransitioning }
            let item = nav.viewControllers[1].navigationItem
            try await stage.wait("the page shows the first title (it is \(item.title ?? "none"))") {
                item.title == "Detail first"
            }
            model.title = "second"  // the root re-evaluates; its destination passes the new title by value
            try await stage.wait("the page follows the parent (its title is \(item.title ?? "none"))") {
                item.title == "Detail second"
            }
        },
        DeviceCheck(
            "SwiftUI", "A pageDestination(item:) page follows a value its parent passes while it is shown"
        ) { stage in
            let model = ParityModel()
            model.title = "first"
            let nav = try await stage.show(containing: UIHostingController(rootView: ParityStack(model: model)))
            model.item = 4
            try await stage.wait("the page is pushed") { nav.viewControllers.count == 2 && !nav.isTransitioning }
            let item = nav.viewControllers[1].navigationItem
            try await stage.wait("the page shows the first title (it is \(item.title ?? "none"))") {
                item.title == "Item 4 first"
            }
            model.title = "second"
            try await stage.wait("the page follows the parent (its title is \(item.title ?? "none"))") {
                item.title == "Item 4 second"
            }
        },
        DeviceCheck(
            "SwiftUI",
            "A pushed page sees the stack's size classes from its first layout, before it is in the window"
        ) { stage in
            let model = ParityModel()
            let nav = try await stage.show(containing: UIHostingController(rootView: ParityStack(model: model)))
            let expected = ParityModel.sizeClass(nav.traitCollection.horizontalSizeClass)
            model.path = [ParityModel.sizeClassPage]
            try await stage.wait("the page is pushed") { nav.viewControllers.count == 2 && !nav.isTransitioning }
            try expect(!model.sizeClassesSeen.isEmpty, "the page's body was evaluated")
            try expect(
                model.sizeClassesSeen.allSatisfy { $0 == expected },
                "every evaluation saw the stack's horizontal size class \(String(describing: expected)) "
                    + "(it saw \(model.sizeClassesSeen.map { String(describing: $0) }))")
        },
        DeviceCheck(
            "SwiftUI",
            "A page's title and searchable field are on its item in the push's first frame (iOS 15, 16, 17 and 26)"
        ) { stage in
            let model = ParityModel()
            let nav = try await stage.show(containing: UIHostingController(rootView: ParityStack(model: model)))
            let recorder = ItemRecorder()
            nav.delegate = recorder
            model.path = [ParityModel.searchPage]
            try await stage.wait("the page is pushed") { nav.viewControllers.count == 2 && !nav.isTransitioning }
            let version = UIDevice.current.systemVersion
            try expectEqual(recorder.titles.first, "Search", "the title in the first frame (iOS \(version))")
            try expectEqual(
                recorder.hadSearchController.first, true,
                "a search controller on the item in the first frame (iOS \(version))"
            )
        },
        DeviceCheck(
            "SwiftUI",
            "No observable object of the layer changes inside the stack's update (\"Publishing changes from within view updates\")"
        ) { stage in
            let before = StackUpdatePass.changesDuringUpdates
            let model = ParityModel()
            model.path = [1]  // a starting path: its page is laid out inside makeUIViewController
            model.title = "first"
            let nav = try await stage.show(containing: UIHostingController(rootView: ParityStack(model: model)))
            try await stage.wait("the starting path's page") { nav.viewControllers.count == 2 && !nav.isTransitioning }
            model.showsDetail = true
            try await stage.wait("the detail is pushed") { nav.viewControllers.count == 3 && !nav.isTransitioning }
            let detail = nav.viewControllers[2].navigationItem
            model.title = "second"  // a parent update: new root content, a new environment, a new destination
            try await stage.wait("the detail follows the parent (its title is \(detail.title ?? "none"))") {
                detail.title == "Detail second"
            }
            model.path = []  // a path write, performed on the next turn
            try await stage.wait("the stack pops to its root") {
                nav.viewControllers.count == 1 && !nav.isTransitioning
            }
            try expectEqual(
                StackUpdatePass.changesDuringUpdates - before, 0,
                "changes of the layer's observable objects inside makeUIViewController or updateUIViewController")
        },
    ]
}

/// What a shown page's item holds in the transition's first frame: the delegate's `willShow` adds an
/// animation alongside the transition (`UIViewControllerTransitionCoordinator.animate(alongsideTransition:completion:)`,
/// whose block runs as the animation starts), which reads the item then; without a transition, at once.
@MainActor
final class ItemRecorder: NSObject, UINavigationControllerDelegate {
    var titles: [String?] = []
    var hadSearchController: [Bool] = []

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        let item = viewController.navigationItem
        let record = { [weak self] in
            self?.titles.append(item.title)
            self?.hadSearchController.append(item.searchController != nil)
        }
        guard let coordinator = navigationController.transitionCoordinator else { return record() }
        coordinator.animate(alongsideTransition: { _ in record() })
    }
}

/// The state the parity checks drive.
@MainActor
final class ParityModel: ObservableObject {
    /// A page that records the horizontal size class of each evaluation.
    static let sizeClassPage = 500
    /// A page with a search field.
    static let searchPage = 600

    @Published var tab = 0
    @Published var path: [Int] = []
    @Published var title = ""
    @Published var showsDetail = false
    @Published var item: Int?
    /// The horizontal size class of each evaluation of the size-class page.
    var sizeClassesSeen: [UserInterfaceSizeClass?] = []

    /// The selection the tab view is given.
    var tabSelection: Binding<Int> {
        Binding(get: { self.tab }, set: { self.tab = $0 }).reselectingPopsToRoot()
    }

    static func sizeClass(_ uiSizeClass: UIUserInterfaceSizeClass) -> UserInterfaceSizeClass? {
        switch uiSizeClass {
        case .compact: .compact
        case .regular: .regular
        default: nil
        }
    }
}

/// Two tabs; the first holds a stack.
struct ParityTabs: View {
    @ObservedObject var model: ParityModel

    var body: some View {
        TabView(selection: model.tabSelection) {
            ParityStack(model: model)
                .tabItem { Text("Stack") }
                .tag(0)
            Text("Other")
                .tabItem { Text("Other") }
                .tag(1)
        }
    }
}

/// A stack whose root passes the model's title by value to its destinations.
struct ParityStack: View {
    @ObservedObject var model: ParityModel

    var body: some View {
        let title = model.title
        PageNavigationStack(path: $model.path, configuration: PageNavigationConfiguration()) {
            Text("Root")
                .navigationTitle("Root")
                .pageDestination(for: Int.self) { number in ParityPage(number: number, model: model) }
                .pageDestination(isPresented: $model.showsDetail) { TitledPage(title: "Detail \(title)") }
                .pageDestination(item: $model.item) { item in TitledPage(title: "Item \(item) \(title)") }
        }
        .environment(\.expectationLabel, title)  // a changed environment at every title change
    }
}

/// A page titled with what its parent passed.
struct TitledPage: View {
    let title: String

    var body: some View {
        Text(title).navigationTitle(title)
    }
}

/// A page that records its size class, or shows a search field.
struct ParityPage: View {
    let number: Int
    let model: ParityModel
    @Environment(\.horizontalSizeClass) private var sizeClass
    @State private var query = ""

    var body: some View {
        if number == ParityModel.searchPage {
            List { Text("Result") }
                .navigationTitle("Search")
                .searchable(text: $query)
        } else {
            let _ = model.sizeClassesSeen.append(sizeClass)
            Text("Size class").navigationTitle("Size class")
        }
    }
}
#endif
