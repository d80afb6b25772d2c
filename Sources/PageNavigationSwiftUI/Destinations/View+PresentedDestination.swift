#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension View {
    /// Pushes `destination` while `isPresented` is true — the stack's
    /// `navigationDestination(isPresented:destination:)`.
    ///
    /// Setting the flag pushes the page over the stack; setting it back to `false` pops that page (with
    /// the pages above it). When the page leaves another way — the back button, a swipe, a pop — the
    /// stack sets the flag back to `false`, so setting it again pushes again. The page is not part of
    /// the stack's path. While it is shown, the page follows this view: each evaluation's `destination`
    /// replaces what it shows, so values passed by value reach it.
    ///
    /// ```swift
    /// Button("Settings") { showsSettings = true }
    ///     .pageDestination(isPresented: $showsSettings) { SettingsView() }
    /// ```
    public func pageDestination<Destination: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> Destination
    ) -> some View {
        let page = AnyView(destination())
        return modifier(
            PresentedDestination(
                isActive: isPresented.wrappedValue, page: { page },
                reset: { isPresented.wrappedValue = false }))
    }

    /// Pushes the page for `item` while it is not `nil` — the stack's
    /// `navigationDestination(item:destination:)`.
    ///
    /// Setting an item pushes its page; setting `nil` pops it (with the pages above it); setting another
    /// item while the page is shown shows that item on the same page. When the page leaves another way —
    /// the back button, a swipe, a pop — the stack sets the item back to `nil`. The page is not part of
    /// the stack's path. While it is shown, the page follows this view: each evaluation's `destination`
    /// replaces what it shows.
    ///
    /// ```swift
    /// List(accounts) { account in
    ///     Button(account.name) { selected = account }
    /// }
    /// .pageDestination(item: $selected) { account in AccountView(account: account) }
    /// ```
    public func pageDestination<Item: Hashable, Destination: View>(
        item: Binding<Item?>, @ViewBuilder destination: @escaping (Item) -> Destination
    ) -> some View {
        let current = item.wrappedValue
        return modifier(
            PresentedDestination(
                isActive: current != nil,
                page: { current.map { AnyView(destination($0)) } ?? AnyView(EmptyView()) },
                reset: { item.wrappedValue = nil }))
    }
}

/// Keeps the page of a presentation binding in step with the binding, through the page's navigator.
///
/// The pushed page shows what `destination` makes at the declaring view's latest evaluation, as the
/// destinations of a `NavigationStack` do: values the parent passes by value (a `let title`, a flag)
/// reach the page while it is shown. Each evaluation of the modifier gives a background view a new
/// preference value; SwiftUI calls `onPreferenceChange` after the update that changed it, so the page's
/// content is replaced outside any view update (an `ObservableObject` changed inside one is "Publishing
/// changes from within view updates").
private struct PresentedDestination: ViewModifier {
    @Environment(\.pageNavigator) private var navigator
    @StateObject private var presentation = Presentation()
    let isActive: Bool
    let page: () -> AnyView
    let reset: @MainActor () -> Void

    func body(content: Content) -> some View {
        content
            .onAppear { update() }
            .onChange(of: isActive) { _ in update() }
            .background(
                Color.clear
                    .preference(key: EvaluationKey.self, value: Evaluation())
                    .onPreferenceChange(EvaluationKey.self) { _ in refresh() }
            )
    }

    private func update() {
        let content = presentation.content
        if isActive { content.view = page() }
        let key = AnyHashable(ObjectIdentifier(presentation))
        navigator.present(key, isActive: isActive, page: { PresentedPageView(content: content) }, reset: reset)
    }

    /// The declaring view was evaluated again: a page shown takes what `destination` makes now.
    private func refresh() {
        if isActive { presentation.content.view = page() }
    }

    /// One evaluation of the modifier, equal only to itself.
    private struct Evaluation: Equatable {
        private let identity = Identity()

        static func == (lhs: Evaluation, rhs: Evaluation) -> Bool { lhs.identity === rhs.identity }

        private final class Identity {}
    }

    /// The modifier's latest evaluation, read by the modifier itself only (its background view is the
    /// only one that sets it).
    private struct EvaluationKey: PreferenceKey {
        static var defaultValue: Evaluation? { nil }

        static func reduce(value: inout Evaluation?, nextValue: () -> Evaluation?) {
            value = nextValue() ?? value
        }
    }
}

/// The identity of one presentation binding, and the content its page shows.
@MainActor
private final class Presentation: ObservableObject {
    let content = PresentedContent()
}

/// What a presented page shows: the destination of its binding's latest item.
@MainActor
final class PresentedContent: ObservableObject {
    @Published var view = AnyView(EmptyView()) {
        willSet { StackUpdatePass.willChange() }
    }
}

/// A presented page's view: it follows its binding's item.
struct PresentedPageView: View {
    @ObservedObject var content: PresentedContent

    var body: some View { content.view }
}
#endif
