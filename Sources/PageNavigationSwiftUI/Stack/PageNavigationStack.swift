#if canImport(SwiftUI) && canImport(UIKit)
import PageNavigation
import PageNavigationCore
import SwiftUI

/// A navigation stack for SwiftUI that hosts a ``/PageNavigation/PageNavigationController``: every page is a hosting
/// controller in a real `UINavigationController`, with the per-page bar looks, swipe-back and back
/// handling of the UIKit layer.
///
/// Use it where you used `NavigationStack`. The path is a binding to an array of your route type (as
/// `NavigationStack(path:)` with a typed array): it is `Codable` whenever the route type is, so state
/// restoration is `@SceneStorage` or your own encoding away — or a ``PagePath`` for values of several
/// types. It changes only when a transition finishes — a cancelled swipe and an open back confirmation
/// leave it as it is. A write made while a transition runs (a deep link while a page is swiped away)
/// waits until the stack is idle, then applies as the change it made — values it removed leave, values
/// it added come — to the stack the transition left: the page swiped away does not come back.
///
/// ```swift
/// enum Route: Hashable, Codable {
///     case article(Int)
///     case editor(Int)
/// }
///
/// struct ContentView: View {
///     @State private var path: [Route] = []
///
///     var body: some View {
///         PageNavigationStack(path: $path) {
///             FeedView()
///                 .pageDestination(for: Route.self) { route in
///                     switch route {
///                     case .article(let id): ArticleView(id: id)
///                     case .editor(let id): EditorView(id: id)
///                     }
///                 }
///         }
///     }
/// }
/// ```
///
/// Pages are `UIHostingController`s, so `navigationTitle`, toolbar items, `searchable`, large titles,
/// sheets and alerts work on them as on any hosting controller in a navigation controller.
public struct PageNavigationStack<Root: View>: View {
    private let root: Root
    private let path: PathBinding?
    private let configuration: PageNavigationConfiguration
    private let onEvent: (@MainActor (NavigationEvent) -> Void)?

    /// Creates a stack whose path is `path`: the values of the pages above the root, root side first.
    ///
    /// - Parameters:
    ///   - path: the pages above the root, as values of your route type.
    ///   - configuration: the stack-wide defaults: default look, inheritance, default swipe-back mode,
    ///     back button, gesture geometry. ``/PageNavigation/PageNavigationConfiguration/shared`` by default.
    ///   - onEvent: called for every navigation event (pages shown and removed, swipes, back requests,
    ///     refusals), for logging or analytics.
    ///   - root: the root page.
    public init<Route: Hashable>(
        path: Binding<[Route]>, configuration: PageNavigationConfiguration = .shared,
        onEvent: (@MainActor (NavigationEvent) -> Void)? = nil, @ViewBuilder root: () -> Root
    ) {
        self.root = root()
        self.path = PathBinding(path)
        self.configuration = configuration
        self.onEvent = onEvent
    }

    /// Creates a stack whose path is a ``PagePath``: values of any types, each shown by the page the
    /// ``SwiftUICore/View/pageDestination(for:destination:)`` for its type declares — as
    /// `NavigationStack(path:)` with a `NavigationPath`.
    ///
    /// - Parameters:
    ///   - path: the pages above the root, as values of any `Hashable` types.
    ///   - configuration: the stack-wide defaults. ``/PageNavigation/PageNavigationConfiguration/shared`` by default.
    ///   - onEvent: called for every navigation event.
    ///   - root: the root page.
    public init(
        path: Binding<PagePath>, configuration: PageNavigationConfiguration = .shared,
        onEvent: (@MainActor (NavigationEvent) -> Void)? = nil, @ViewBuilder root: () -> Root
    ) {
        self.root = root()
        self.path = PathBinding(path)
        self.configuration = configuration
        self.onEvent = onEvent
    }

    /// Creates a stack that keeps its path itself: push values with ``PageLink`` or the ``PageNavigator``.
    public init(
        configuration: PageNavigationConfiguration = .shared,
        onEvent: (@MainActor (NavigationEvent) -> Void)? = nil, @ViewBuilder root: () -> Root
    ) {
        self.root = root()
        self.path = nil
        self.configuration = configuration
        self.onEvent = onEvent
    }

    /// The hosted controller, filling the space it is given (its bar extends under the top safe area).
    public var body: some View {
        // Reading the path here makes SwiftUI evaluate this body, and so update the controller, whenever
        // the app changes the path: the binding is kept type-erased, where SwiftUI cannot see it.
        PageStackRepresentable(
            root: AnyView(root), path: path, pathValues: path?.read(), configuration: configuration,
            onEvent: onEvent
        )
        .ignoresSafeArea()
    }
}

/// Hosts the stack's ``/PageNavigation/PageNavigationController``.
private struct PageStackRepresentable: UIViewControllerRepresentable {
    let root: AnyView
    let path: PathBinding?
    /// The path's values when the stack's body was evaluated: a changed path is a changed representable.
    let pathValues: [AnyHashable]?
    let configuration: PageNavigationConfiguration
    let onEvent: (@MainActor (NavigationEvent) -> Void)?

    func makeCoordinator() -> PageStackModel {
        PageStackModel(root: root, configuration: configuration)
    }

    func makeUIViewController(context: Context) -> PageNavigationController {
        StackUpdatePass.run {
            let model = context.coordinator
            model.onEvent = onEvent
            model.start(root: root, path: path, environment: context.environment)
            followPresentation(of: model.controller, in: context.environment)
            return model.controller
        }
    }

    /// Inside `.sheet` (or `.fullScreenCover`), a dismissal the stack decides on (a yes to a pull-down's
    /// confirmation, a swipe on the root with `rootSwipeDismisses`) goes through SwiftUI's own `dismiss`
    /// action, so that the binding that presented the sheet follows; elsewhere through UIKit.
    private func followPresentation(of controller: PageNavigationController, in environment: EnvironmentValues) {
        guard environment.isPresented else {
            controller.dismissesPresentation = nil
            return
        }
        let dismiss: DismissAction = environment.dismiss
        controller.dismissesPresentation = { @MainActor in dismiss() }
    }

    /// Publishes nothing: the pages take the new root content and environment through their
    /// `rootView`, and a changed path is performed on the next turn of the main queue
    /// (`StackUpdatePass` counts what would).
    func updateUIViewController(_ controller: PageNavigationController, context: Context) {
        StackUpdatePass.run {
            let model = context.coordinator
            model.onEvent = onEvent
            model.update(
                root: root, path: path, environment: context.environment,
                animated: !context.transaction.disablesAnimations
            )
            followPresentation(of: controller, in: context.environment)
        }
    }
}
#endif
