#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// A button that pushes the page for a value onto the ``PageNavigationStack`` it is in — the stack's
/// `NavigationLink(value:)`. The page is the one ``SwiftUICore/View/pageDestination(for:destination:)``
/// declares for the value's type; the path binding gains the value when the push finishes.
///
/// ```swift
/// PageLink("Open the article", value: Route.article(42))
/// PageLink(value: Route.profile("ada")) { Label("Ada", systemImage: "person") }
/// PageLink { AboutView() } label: { Text("About") }   // a view of its own, not part of the path
/// ```
///
/// In a `List` or a `Form`, give the links the row look of `NavigationLink` — an untinted label and a
/// disclosure chevron — with ``SwiftUICore/View/pageLinkRows(_:)`` on the list.
public struct PageLink<Label: View, Value: Hashable>: View {
    @Environment(\.pageNavigator) private var navigator
    @Environment(\.pageLinkRows) private var showsRow
    private let target: Target
    private let label: Label

    /// What the link pushes.
    private enum Target {
        case value(Value)
        case view(AnyView)
    }

    /// Creates a link with a label of your own.
    public init(value: Value, @ViewBuilder label: () -> Label) {
        self.target = .value(value)
        self.label = label()
    }

    fileprivate init(view: AnyView, label: Label) {
        self.target = .view(view)
        self.label = label
    }

    /// The content: a button; style it as any button. Under ``SwiftUICore/View/pageLinkRows(_:)``, its label
    /// is untinted and followed by a disclosure chevron.
    public var body: some View {
        Button {
            switch target {
            case .value(let value): navigator.push(value)
            case .view(let view): navigator.pushView(view)
            }
        } label: {
            if showsRow {
                PageLinkRowLabel { label }
            } else {
                label
            }
        }
    }
}

extension PageLink where Value == Never {
    /// Creates a link that pushes `destination`, a view of its own — the stack's
    /// `NavigationLink(destination:label:)`. The page is not part of the stack's path.
    public init<Destination: View>(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(view: AnyView(destination()), label: label())
    }
}

extension PageLink where Label == Text {
    /// Creates a link with a text label.
    public init(_ title: some StringProtocol, value: Value) {
        self.init(value: value) { Text(title) }
    }

    /// Creates a link with a localized text label.
    public init(_ titleKey: LocalizedStringKey, value: Value) {
        self.init(value: value) { Text(titleKey) }
    }
}

extension PageLink where Label == Text, Value == Never {
    /// Creates a link with a text label that pushes `destination`, a view of its own.
    public init<Destination: View>(_ title: some StringProtocol, @ViewBuilder destination: () -> Destination) {
        self.init(view: AnyView(destination()), label: Text(title))
    }

    /// Creates a link with a localized text label that pushes `destination`, a view of its own.
    public init<Destination: View>(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(view: AnyView(destination()), label: Text(titleKey))
    }
}
#endif
