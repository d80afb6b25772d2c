#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension View {
    /// Pushes `destination` while `isPresented` is true — the stack's
    /// `navigationDestination(isPresented:destination:)`.
    ///
    /// Setting the flag pushes the page over the stack; setting it back to `false` pops that page (with
    /// the pages above it). When the page leaves another way — the back button, a swipe, a pop — the
    /// stack sets the flag back to `false`, so setting it again pushes again. The page is not part of
    /// the stack's path.
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
                isActive: isPresented.wrappedValue, item: nil, page: { page },
                reset: { isPresented.wrappedValue = false }))
    }

    /// Pushes the page for `item` while it is not `nil` — the stack's
    /// `navigationDestination(item:destination:)`.
    ///
    /// Setting an item pushes its page; setting `nil` pops it (with the pages above it); setting another
    /// item while the page is shown shows that item on the same page. When the page leaves another way —
    /// the back button, a swipe, a pop — the stack sets the item back to `nil`. The page is not part of
    /// the stack's path.
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
                isActive: current != nil, item: current.map { AnyHashable($0) },
                page: { current.map { AnyView(destination($0)) } ?? AnyView(EmptyView()) },
                reset: { item.wrappedValue = nil }))
    }
}

/// Keeps the page of a presentation binding in step with the binding, through the page's navigator.
private struct PresentedDestination: ViewModifier {
    @Environment(\.pageNavigator) private var navigator
    @StateObject private var presentation = Presentation()
    let isActive: Bool
    /// The item shown, for `pageDestination(item:)`.
    let item: AnyHashable?
    let page: () -> AnyView
    let reset: @MainActor () -> Void

    func body(content: Content) -> some View {
        content
            .onAppear { update() }
            .onChange(of: isActive) { _ in update() }
            .onChange(of: item) { _ in
                if isActive { presentation.content.view = page() }
            }
    }

    private func update() {
        let content = presentation.content
        if isActive { content.view = page() }
        let key = AnyHashable(ObjectIdentifier(presentation))
        navigator.present(key, isActive: isActive, page: { PresentedPageView(content: content) }, reset: reset)
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
    @Published var view = AnyView(EmptyView())
}

/// A presented page's view: it follows its binding's item.
struct PresentedPageView: View {
    @ObservedObject var content: PresentedContent

    var body: some View { content.view }
}
#endif
