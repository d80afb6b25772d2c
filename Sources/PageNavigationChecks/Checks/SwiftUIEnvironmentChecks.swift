#if canImport(UIKit) && canImport(SwiftUI)
import PageNavigation
import PageNavigationSwiftUI
import SwiftUI
import UIKit

/// What pages of a `PageNavigationStack` get from the view around the stack, as `NavigationStack`'s
/// pages do (issue 41), where only SwiftUI can show it.
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
        }
    ]
}

/// The links the app's `openURL` action saw.
@MainActor
final class LinkModel: ObservableObject {
    @Published var path: [Int] = []
    var opened: [URL] = []

    static func url(for page: Int) -> URL { URL(string: "app://page/\(page)")! }
}

/// A stack with an `openURL` action of the app's around it: in-app links push pages, as a router does.
struct LinkStack: View {
    @ObservedObject var model: LinkModel

    var body: some View {
        PageNavigationStack(path: $model.path, configuration: PageNavigationConfiguration()) {
            LinkPage(number: 0)
                .pageDestination(for: Int.self) { LinkPage(number: $0) }
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
