#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// A button that pushes the page for a value onto the ``PageNavigationStack`` it is in — the stack's
/// `NavigationLink(value:)`. The page is the one ``SwiftUICore/View/pageDestination(for:destination:)``
/// declares for the value's type; the path binding gains the value when the push finishes.
///
/// ```swift
/// PageLink("Open the article", value: Route.article(42))
/// PageLink(value: Route.profile("ada")) { Label("Ada", systemImage: "person") }
/// ```
public struct PageLink<Label: View, Value: Hashable>: View {
    @Environment(\.pageNavigator) private var navigator
    private let value: Value
    private let label: Label

    /// Creates a link with a label of your own.
    public init(value: Value, @ViewBuilder label: () -> Label) {
        self.value = value
        self.label = label()
    }

    /// The content: a plain button; style it as any button.
    public var body: some View {
        Button {
            navigator.push(value)
        } label: {
            label
        }
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
#endif
