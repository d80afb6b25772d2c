#if canImport(SwiftUI) && canImport(UIKit)
import PageNavigationCore
import SwiftUI

/// The root view of every page's hosting controller: the page's content with the stack's environment,
/// the page's navigator, and the readers of what its modifiers declare.
struct PageRootView: View {
    /// What a page shows.
    enum Content {
        /// The stack's root content.
        case root(AnyView)
        /// The destination of a value, made by the builder declared for its type when the page was made
        /// (`nil` when none was declared yet: the page then takes the first one declared).
        case value(AnyHashable, ((AnyHashable) -> AnyView)?)
        /// A view of its own: `pageDestination(isPresented:)`, `(item:)`, `PageLink(destination:)`.
        case view(AnyView)
    }

    let content: Content
    private weak var model: PageStackModel?
    private let page: PageID?
    /// The stack's environment as the page shows it; `nil` until the page is tied to its stack.
    private let environment: EnvironmentValues?
    private let apply: (PagePreferences) -> Void

    init(
        content: Content, model: PageStackModel?, page: PageID?, environment: EnvironmentValues?,
        apply: @escaping (PagePreferences) -> Void
    ) {
        self.content = content
        self.model = model
        self.page = page
        self.environment = environment
        self.apply = apply
    }

    var body: some View {
        let registry = model?.destinations ?? DestinationRegistry()
        PageContentView(content: content, destinations: registry)
            .onPreferenceChange(PagePreferencesKey.self) { preferences in apply(preferences) }
            .onPreferenceChange(DestinationPreferenceKey.self) { [weak registry, page] destinations in
                if let page { registry?.register(destinations, for: page) }
            }
            .environment(\.pageNavigator, PageNavigator(backend: model, page: page))
            .modifier(StackEnvironment(values: environment))
    }
}

/// The page's content: the root, or the destination declared for its value.
private struct PageContentView: View {
    let content: PageRootView.Content
    @ObservedObject var destinations: DestinationRegistry

    var body: some View {
        switch content {
        case .root(let view), .view(let view):
            view
        case .value(let value, let builder):
            if let builder = builder ?? destinations.builder(for: value) {
                builder(value)
            } else {
                MissingDestinationView(type: PageTypeNames.of(value))
            }
        }
    }
}

/// What a page shows when no view declares a destination for its value's type.
private struct MissingDestinationView: View {
    let type: String

    var body: some View {
        Text("No pageDestination(for: \(type).self) is declared in this PageNavigationStack.")
            .font(.footnote)
            .foregroundColor(.secondary)
            .multilineTextAlignment(.center)
            .padding()
    }
}
#endif
