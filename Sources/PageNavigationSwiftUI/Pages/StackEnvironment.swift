#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// The environment of the view that holds the stack, as one page shows it. Each page is a hosting
/// controller of its own, whose views would otherwise not see the values and objects set around the stack.
@MainActor
final class StackEnvironmentStore: ObservableObject {
    @Published var values: EnvironmentValues?
}

/// Gives a page's content the stack's environment, as `NavigationStack` gives it to its pages, with
/// the values the page's own hosting controller derives from its traits kept: its colour scheme (also
/// under a controller's `overrideUserInterfaceStyle`) and its size classes (a split view's column, a
/// sheet). Everything else comes from the stack: actions set around it (`openURL`, which a router sets
/// to push pages for in-app links), a Dynamic Type range, a layout direction, custom keys and objects.
struct StackEnvironment: ViewModifier {
    @ObservedObject var store: StackEnvironmentStore
    /// The page's own environment: what its hosting controller gives it.
    @Environment(\.self) private var own

    func body(content: Content) -> some View {
        if let values = store.values {
            content.environment(\.self, Self.merged(values, keeping: own))
        } else {
            content
        }
    }

    /// `stack`, with the values a page derives from its own traits taken from `own`.
    static func merged(_ stack: EnvironmentValues, keeping own: EnvironmentValues) -> EnvironmentValues {
        var values = stack
        values.colorScheme = own.colorScheme
        values.horizontalSizeClass = own.horizontalSizeClass
        values.verticalSizeClass = own.verticalSizeClass
        return values
    }
}
#endif
