import PageNavigationSwiftUI
import SwiftUI
import UIKit

/// The SwiftUI case studies: a `PageNavigationStack` with a typed, `Codable` path, presented full screen
/// from the UIKit list (a stack is a navigation controller of its own).
final class SwiftUICaseStudiesViewController: DemoPage {
    init() {
        super.init(
            title: "SwiftUI",
            note: "PageNavigationStack hosts a PageNavigationController whose pages are SwiftUI views.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("Open the SwiftUI stack", detail: "Its path survives relaunches (scene storage).") { [weak self] in
            let host = UIHostingController(rootView: SwiftUICaseStudiesView())
            host.modalPresentationStyle = .fullScreen
            self?.present(host, animated: true)
        }
        addButton("Open SwiftUI tabs", detail: "Two stacks in a TabView: tap the selected tab again to pop.") {
            [weak self] in
            let host = UIHostingController(rootView: SwiftUITabsView())
            host.modalPresentationStyle = .fullScreen
            self?.present(host, animated: true)
        }
    }
}

/// The routes of the SwiftUI stories. `Codable`, so the path can be saved and restored.
enum Story: Hashable, Codable, Sendable {
    case looks(Int)
    case hiddenBar
    case fullScreenSwipe
    case confirmForm
    case login
    case bindPhone
    case product(Int)
    case cart
    case swipeCallbacks
    case webHistory
}

/// The stack: its path in scene storage, the stories as destinations, an event log in the console.
struct SwiftUICaseStudiesView: View {
    @SceneStorage("swiftUIStoriesPath") private var savedPath: Data?
    @State private var path: [Story] = []
    @StateObject private var cart = CartModel()

    var body: some View {
        PageNavigationStack(
            path: savingPath, configuration: Self.configuration, onEvent: { print("PageNavigation:", $0) }
        ) {
            StoryListView()
                .pageDestination(for: Story.self) { story in StoryView(story: story) }
        }
        .environmentObject(cart)  // reaches every page
        .onAppear { path = savedPath.flatMap { try? JSONDecoder().decode([Story].self, from: $0) } ?? [] }
    }

    /// The path, saved whenever it changes (it changes when a transition finishes).
    private var savingPath: Binding<[Story]> {
        Binding(
            get: { path },
            set: { newPath in
                path = newPath
                savedPath = try? JSONEncoder().encode(newPath)
            })
    }

    @MainActor static var configuration: PageNavigationConfiguration {
        var configuration = PageNavigationConfiguration()
        configuration.popGesture = .edge
        configuration.backButton = BackButtonStyle(title: .minimal)
        return configuration
    }
}

/// Shared state, to show that environment objects reach pushed pages.
@MainActor
final class CartModel: ObservableObject {
    @Published var items = 0
}

/// The stack's root: one link per story.
struct StoryListView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List {
            PageLink("Per-page looks", value: Story.looks(1))
            PageLink("Hidden bar", value: Story.hiddenBar)
            PageLink("Full-screen swipe", value: Story.fullScreenSwipe)
            PageLink("Confirm before leaving", value: Story.confirmForm)
            PageLink("Bind a phone", value: Story.login)
            PageLink("Pop to a type or tag", value: Story.product(1))
            PageLink("Swipe-back callbacks", value: Story.swipeCallbacks)
            PageLink("Web history", value: Story.webHistory)
        }
        .pageLinkRows()  // NavigationLink's row look: untinted labels and a disclosure chevron
        .navigationTitle("SwiftUI")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } }
        }
        .pageBar(background: Color(uiColor: .systemGroupedBackground), shadow: false)
    }
}

/// The page for each story.
struct StoryView: View {
    let story: Story

    var body: some View {
        switch story {
        case .looks(let number): LooksStory(number: number)
        case .hiddenBar: HiddenBarStory()
        case .fullScreenSwipe: FullScreenSwipeStory()
        case .confirmForm: ConfirmFormStory()
        case .login: LoginStory()
        case .bindPhone: BindPhoneStory()
        case .product(let number): ProductStory(number: number)
        case .cart: CartStory()
        case .swipeCallbacks: SwipeCallbacksStory()
        case .webHistory: WebHistoryStory()
        }
    }
}
