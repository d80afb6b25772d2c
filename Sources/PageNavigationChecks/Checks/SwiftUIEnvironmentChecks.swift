#if canImport(UIKit) && canImport(SwiftUI)
import PageNavigation
import PageNavigationSwiftUI
import SwiftUI
import UIKit

/// What pages of a `PageNavigationStack` get from the view around the stack, and what their content
/// presents, as under `NavigationStack` (issue 41), where only SwiftUI can show it.
enum SwiftUIEnvironmentChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck(
            "SwiftUI",
            "An openURL action set around the stack handles the links of the root and of a pushed page"
        ) { stage in
            let model = LinkModel()
            _ = try await stage.show(containing: UIHostingController(rootView: LinkStack(model: model)))
            try await stage.wait("the root's link reaches the app's action (it saw \(model.opened))") {
                model.opened.contains(LinkModel.url(for: 0))
            }
            model.path = [1]
            try await stage.wait("the pushed page's link reaches the app's action (it saw \(model.opened))") {
                model.opened.contains(LinkModel.url(for: 1))
            }
        },
        DeviceCheck(
            "SwiftUI",
            "A sheet attached to the root content presents while a page is pushed, and its item's reset dismisses it"
        ) { stage in
            let model = LinkModel()
            let host = UIHostingController(rootView: LinkStack(model: model))
            let nav = try await stage.show(containing: host)
            model.path = [1]
            try await stage.wait("the page is pushed") { nav.viewControllers.count == 2 && !nav.isTransitioning }
            model.sheet = SheetRequest(id: 7)  // raised from the pushed page, as a router does
            try await stage.wait("the root content's sheet is presented") {
                nav.presentedViewController != nil && nav.presentedViewController?.isBeingPresented == false
            }
            model.sheet = nil
            try await stage.wait("the sheet is dismissed") { nav.presentedViewController == nil }
            try expectEqual(nav.viewControllers.count, 2, "the stack under the sheet")
        },
    ]
}

/// The links the app's `openURL` action saw.
@MainActor
final class LinkModel: ObservableObject {
    @Published var path: [Int] = []
    /// The sheet the root content shows, raised from any page.
    @Published var sheet: SheetRequest?
    var opened: [URL] = []

    static func url(for page: Int) -> URL { URL(string: "app://page/\(page)")! }
}

/// A sheet a router raises.
struct SheetRequest: Identifiable {
    let id: Int
}

/// A stack with an `openURL` action of the app's around it: in-app links push pages, as a router does.
struct LinkStack: View {
    @ObservedObject var model: LinkModel

    var body: some View {
        PageNavigationStack(path: $model.path, configuration: PageNavigationConfiguration()) {
            LinkPage(number: 0)
                .pageDestination(for: Int.self) { LinkPage(number: $0) }
                .sheet(item: $model.sheet) { request in Text("Sheet \(request.id)") }
        }
        .environment(
            \.openURL,
            OpenURLAction { url in
                model.opened.append(url)
                return .handled
            })
    }
}

/// A page that opens its link once it is on screen.
struct LinkPage: View {
    let number: Int
    @Environment(\.openURL) private var openURL

    var body: some View {
        Text("Page \(number)").onAppear { openURL(LinkModel.url(for: number)) }
    }
}
#endif
