#if canImport(UIKit) && canImport(SwiftUI)
import PageNavigation
import PageNavigationSwiftUI
import SwiftUI
import UIKit

/// `PageNavigationStack` in a real hosting controller: the path binding and the stack stay in step, and
/// a page's modifiers are on the page when it enters.
enum SwiftUIChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck("SwiftUI", "A path binding pushes a page per value, and a pop writes the path back") { stage in
            let (model, nav) = try await showStack(on: stage)
            model.path = [1, 2]
            try await stage.wait("two pages are pushed") { nav.viewControllers.count == 3 && !nav.isTransitioning }
            try await nav.pop()
            try await stage.wait("the path follows the pop (it is \(model.path))") { model.path == [1] }
            await stage.settle()
            try expectEqual(nav.viewControllers.count, 2, "pages after the pop")
        },
        DeviceCheck(
            "SwiftUI",
            "A page's pageBar is on its bar when it enters, also one changed while the page waited behind a transition"
        ) { stage in
            let (model, nav) = try await showStack(on: stage)
            model.path = [2]
            try await stage.wait("the page is pushed") { nav.viewControllers.count == 2 && !nav.isTransitioning }
            try expectBackground(
                try top(of: nav), NumberPage.color(of: 2), "the even page's background", traits: nav.traitCollection)
            model.path.append(3)
            try await stage.wait("the next push starts") { nav.isTransitioning }
            model.path.append(4)
            try await stage.wait("page 4 waits behind the push") { nav.queuedOperationCount > 0 }
            model.recolored = [4]  // the waiting page's modifier changes
            try await stage.wait("both pages are pushed") { nav.viewControllers.count == 4 && !nav.isTransitioning }
            try expectBackground(
                try top(of: nav), NumberPage.recolor, "the background the waiting page changed to",
                traits: nav.traitCollection)
        },
        DeviceCheck("SwiftUI", "pageTag reaches the engine: pop to a tag stops at that page and the path follows") {
            stage in
            let (model, nav) = try await showStack(on: stage)
            model.path = [1, 2, 5]
            try await stage.wait("three pages are pushed") { nav.viewControllers.count == 4 && !nav.isTransitioning }
            try await nav.popTo(.tag("page-1"))
            try await stage.wait("the path follows the pop (it is \(model.path))") { model.path == [1] }
        },
        DeviceCheck("SwiftUI", "A duplicate value is its own page, and removing it from the middle keeps the others") {
            stage in
            let (model, nav) = try await showStack(on: stage)
            model.path = [7, 8, 7, 8]
            try await stage.wait("four pages are pushed") { nav.viewControllers.count == 5 && !nav.isTransitioning }
            let before = nav.viewControllers
            model.path.remove(at: 1)  // [7, 7, 8]: the first 8 leaves, both 7s stay
            try await stage.wait("the page leaves") { nav.viewControllers.count == 4 && !nav.isTransitioning }
            try expect(
                nav.viewControllers[1] === before[1] && nav.viewControllers[2] === before[3]
                    && nav.viewControllers[3] === before[4],
                "the other pages stay the same pages"
            )
            try expectEqual(model.path, [7, 7, 8], "the path")
        },
        DeviceCheck("SwiftUI", "navigationTitle and toolbar items of a page reach its navigation item") { stage in
            let (model, nav) = try await showStack(on: stage)
            model.path = [4]
            try await stage.wait("the page is pushed") { nav.viewControllers.count == 2 && !nav.isTransitioning }
            let item = try top(of: nav).navigationItem
            try await stage.wait("the title reaches the item (it is \(item.title ?? "none"))") {
                item.title == "Page 4"
            }
            var trailing = item.rightBarButtonItems?.count ?? 0
            if #available(iOS 16.0, *) { trailing += item.trailingItemGroups.flatMap(\.barButtonItems).count }
            try expect(trailing > 0, "the toolbar's primary action reaches the bar's trailing items")
        },
        DeviceCheck("SwiftUI", "navigationBarBackButtonHidden keeps swipe-back on") { stage in
            let (model, nav) = try await showStack(on: stage)
            model.path = [1, 3]
            try await stage.wait("two pages are pushed") { nav.viewControllers.count == 3 && !nav.isTransitioning }
            let item = try top(of: nav).navigationItem
            try await stage.wait("SwiftUI hides the page's back button") { item.hidesBackButton }
            if #unavailable(iOS 16.0) {
                try expect(item.leftBarButtonItem == nil, "the library's iOS 15 back item is hidden too")
            }
            try expectEqual(nav.popGestureStatus, .pop, "the swipe-back status on a page without a back button")
        },
    ]

    /// Shows a stack over a path of numbers, and returns its model and its controller.
    @MainActor
    private static func showStack(on stage: CheckStage) async throws -> (PathModel, PageNavigationController) {
        let model = PathModel()
        let host = UIHostingController(rootView: NumberStack(model: model))
        let nav = try await stage.show(containing: host)
        return (model, nav)
    }

    @MainActor
    private static func top(of nav: PageNavigationController) throws -> UIViewController {
        guard let top = nav.topViewController else { throw CheckFailure("the stack has no page") }
        return top
    }
}

/// The path the checks write, and the pages they recolour.
@MainActor
final class PathModel: ObservableObject {
    @Published var path: [Int] = []
    @Published var recolored: Set<Int> = []
}

/// A stack whose pages show numbers.
struct NumberStack: View {
    @ObservedObject var model: PathModel

    var body: some View {
        PageNavigationStack(path: $model.path, configuration: PageNavigationConfiguration()) {
            Text("Numbers")
                .pageDestination(for: Int.self) { number in NumberPage(number: number) }
        }
        .environmentObject(model)  // reaches every page
    }
}

/// A page for a number: its own bar colour (even and odd differ, or the recolour), a title, a toolbar
/// button, a tag, and no back button on 3. The model reaches it as an environment object.
struct NumberPage: View {
    let number: Int
    @EnvironmentObject private var model: PathModel

    static func color(of number: Int) -> UIColor {
        number.isMultiple(of: 2)
            ? UIColor(red: 0.1, green: 0.6, blue: 0.6, alpha: 1) : UIColor(red: 0.9, green: 0.7, blue: 0.1, alpha: 1)
    }

    static let recolor = UIColor(red: 0.5, green: 0.2, blue: 0.8, alpha: 1)

    var body: some View {
        Text("Page \(number)")
            .navigationTitle("Page \(number)")
            .toolbar { ToolbarItem(placement: .primaryAction) { Button("Edit") {} } }
            .pageBar(background: Color(model.recolored.contains(number) ? Self.recolor : Self.color(of: number)))
            .pageTag("page-\(number)")
            .navigationBarBackButtonHidden(number == 3)
    }
}
#endif
