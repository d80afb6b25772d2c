#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Gives a page's content the stack's environment, as `NavigationStack` gives it to its pages, with
/// the values the page's own hosting controller derives from its traits kept: its colour scheme (also
/// under a controller's `overrideUserInterfaceStyle`) and its size classes (a split view's column, a
/// sheet). Everything else comes from the stack: actions set around it (`openURL`, which a router sets
/// to push pages for in-app links), a Dynamic Type range, a layout direction, custom keys and objects.
///
/// The stack's values are a plain value of the page's root view, not an observable object: the stack
/// hands them over by setting the page's `rootView` from its representable's `updateUIViewController`,
/// which publishes nothing while SwiftUI updates the view around the stack (an `ObservableObject`
/// changed there is "Publishing changes from within view updates", which SwiftUI reports as undefined
/// behaviour). Setting a hosting controller's `rootView` is how its content changes
/// (`UIHostingController.rootView`); SwiftUI renders it in the page's own update, after this one.
struct StackEnvironment: ViewModifier {
    /// The stack's environment; `nil` before the page is tied to its stack.
    let values: EnvironmentValues?
    /// The page's own environment: what its hosting controller gives it.
    @Environment(\.self) private var own

    func body(content: Content) -> some View {
        if let values {
            content.environment(\.self, Self.merged(values, keeping: own))
        } else {
            content
        }
    }

    /// `stack`, with the values a page derives from its own traits taken from `own`. Out of the window
    /// (the layout before a page enters) a hosting controller has no size classes yet: the page then
    /// takes the stack's, which are the ones it gets in the window, so a look derived from the size class
    /// does not change as the page enters.
    static func merged(_ stack: EnvironmentValues, keeping own: EnvironmentValues) -> EnvironmentValues {
        var values = stack
        values.colorScheme = own.colorScheme
        values.horizontalSizeClass = own.horizontalSizeClass ?? stack.horizontalSizeClass
        values.verticalSizeClass = own.verticalSizeClass ?? stack.verticalSizeClass
        return values
    }
}
#endif
