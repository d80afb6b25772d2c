import PageNavigationSwiftUI
import SwiftUI

/// Compiles the navigation of a Mastodon-like client in its PageNavigationStack spelling (issue 41): a
/// router per tab with a typed path and a presented sheet, a destination modifier shared by every
/// stack, in-app links through `openURL`, deep links, and a confirmation on the composer.
enum ProbeRoute: Hashable {
    case account(id: String)
    case status(id: String)
    case hashtag(String)
}

enum ProbeSheet: Identifiable {
    case composer
    case settings

    var id: String {
        switch self {
        case .composer: "composer"
        case .settings: "settings"
        }
    }
}

@MainActor
final class ProbeRouter: ObservableObject {
    @Published var path: [ProbeRoute] = []
    @Published var presentedSheet: ProbeSheet?

    func navigate(to route: ProbeRoute) { path.append(route) }

    /// In-app links push pages; others open in the browser.
    func handle(url: URL) -> OpenURLAction.Result {
        guard url.scheme == "probe", let host = url.host else { return .systemAction }
        navigate(to: .hashtag(host))
        return .handled
    }
}

extension View {
    /// Every stack's destinations, as the app's router declares them.
    func withProbeRouter() -> some View {
        pageDestination(for: ProbeRoute.self) { route in
            switch route {
            case .account(let id): Text("Account \(id)")
            case .status(let id): Text("Status \(id)")
            case .hashtag(let tag): Text("#\(tag)")
            }
        }
    }

    /// The sheets a router presents, attached to a stack's root content.
    func withProbeSheets(_ sheet: Binding<ProbeSheet?>) -> some View {
        self.sheet(item: sheet) { destination in
            switch destination {
            case .composer:
                PageNavigationStack {
                    TextEditor(text: .constant(""))
                        .pageBackConfirmation(Text("Discard the draft?"), leave: Text("Discard"))
                }
            case .settings:
                Text("Settings")
            }
        }
    }
}

struct ProbeTimelineTab: View {
    @StateObject private var router = ProbeRouter()

    var body: some View {
        PageNavigationStack(path: $router.path) {
            List {
                Button("Ada") { router.navigate(to: .account(id: "ada")) }
                PageLink("A status", value: ProbeRoute.status(id: "1"))
                Button("Compose") { router.presentedSheet = .composer }
            }
            .navigationTitle("Home")
            .withProbeRouter()
            .withProbeSheets($router.presentedSheet)
        }
        .environment(\.openURL, OpenURLAction { router.handle(url: $0) })
        .onOpenURL { _ = router.handle(url: $0) }
        .environmentObject(router)
    }
}

struct ProbeTabs: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            ProbeTimelineTab().tabItem { Label("Home", systemImage: "house") }.tag(0)
            ProbeTimelineTab().tabItem { Label("Local", systemImage: "person.2") }.tag(1)
        }
    }
}
