#if canImport(UIKit) && canImport(SwiftUI)
import PageNavigation
import PageNavigationSwiftUI
import SwiftUI
import UIKit

/// `pageBar` colours that depend on the colour scheme (issue 41, item 8): from iOS 17, a SwiftUI colour
/// keeps its light and dark values; a colour made from a dynamic `UIColor` keeps them on every version.
/// A page's first layout sees the stack's colour scheme (item 10), and `pageHidesTabBar` (item 7).
enum SwiftUIColorChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck("SwiftUI", "pageBar colours keep their light and dark values (semantic colours from iOS 17)") {
            stage in
            let nav = await stage.show(UIViewController())
            let page = PageHostingController(
                rootView: Text("Colours").pageBar(
                    background: Color(uiColor: .systemBackground), title: .primary))
            try await nav.push(page)
            let light = UITraitCollection(userInterfaceStyle: .light)
            let dark = UITraitCollection(userInterfaceStyle: .dark)
            let background = page.pageNavigation.bar.backgroundColor
            try expect(
                background?.resolvedColor(with: light) != background?.resolvedColor(with: dark),
                "Color(uiColor: .systemBackground) stays dynamic")
            if #available(iOS 17.0, *) {
                let title = page.pageNavigation.bar.titleColor
                try expect(
                    title?.resolvedColor(with: light) != title?.resolvedColor(with: dark),
                    "the title in .primary is dark in light mode and light in Dark Mode")
            }
        },
        DeviceCheck("SwiftUI", "A page's first layout, before it enters, sees the stack's Dark Mode") { stage in
            let model = SchemeModel()
            let nav = try await stage.show(containing: UIHostingController(rootView: SchemeStack(model: model)))
            nav.overrideUserInterfaceStyle = .dark
            await stage.settle()
            model.path = [1]
            try await stage.wait("the page is pushed") { nav.viewControllers.count == 2 && !nav.isTransitioning }
            try expect(!model.seen.isEmpty, "the page was evaluated")
            try expect(model.seen.allSatisfy { $0 == .dark }, "every evaluation saw Dark Mode (saw \(model.seen))")
        },
        DeviceCheck("SwiftUI", "pageHidesTabBar sets hidesBottomBarWhenPushed before the page is pushed") { stage in
            let model = SchemeModel()
            let stack = UIHostingController(rootView: SchemeStack(model: model))
            let tabs = UITabBarController()
            tabs.viewControllers = [stack]
            let nav = try await stage.show(containing: tabs)
            model.path = [2]
            try await stage.wait("the page is pushed") { nav.viewControllers.count == 2 && !nav.isTransitioning }
            try expect(nav.topViewController?.hidesBottomBarWhenPushed == true, "hidesBottomBarWhenPushed")
        },
    ]
}

/// The colour schemes a page's body saw.
@MainActor
final class SchemeModel: ObservableObject {
    @Published var path: [Int] = []
    var seen: [SwiftUI.ColorScheme] = []
}

/// A stack whose page 1 records its colour scheme and page 2 hides the tab bar.
private struct SchemeStack: View {
    @ObservedObject var model: SchemeModel

    var body: some View {
        PageNavigationStack(path: $model.path, configuration: PageNavigationConfiguration()) {
            Text("Root")
                .pageDestination(for: Int.self) { number in
                    if number == 1 {
                        SchemePage(model: model)
                    } else {
                        Text("No tab bar").pageHidesTabBar()
                    }
                }
        }
    }
}

private struct SchemePage: View {
    let model: SchemeModel
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        model.seen.append(colorScheme)
        return Text("Scheme").pageBar(background: colorScheme == .dark ? .black : .white)
    }
}
#endif
