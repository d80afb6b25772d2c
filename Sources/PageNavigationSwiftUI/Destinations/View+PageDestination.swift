#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension View {
    /// Declares the page that shows values of a type, for the ``PageNavigationStack`` this view is in.
    ///
    /// Put it on the stack's root content or on any page; a value pushed through the path, a ``PageLink``
    /// or the ``PageNavigator`` shows the view `destination` makes for it. When several pages declare the
    /// same type, the latest declaration wins. A value whose type nobody declares shows a page that names
    /// the missing type. Each push uses `destination` as the declaring view's latest evaluation made it,
    /// with the values it captured then (a `let user`, an `isPremium` flag); a page already pushed keeps
    /// the view it was made with.
    ///
    /// ```swift
    /// PageNavigationStack(path: $path) {
    ///     FeedView()
    ///         .pageDestination(for: Route.self) { route in
    ///             switch route {
    ///             case .article(let id): ArticleView(id: id)
    ///             case .profile(let name): ProfileView(name: name)
    ///             }
    ///         }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - data: the type of the values.
    ///   - destination: the page for a value.
    public func pageDestination<Value: Hashable, Destination: View>(
        for data: Value.Type, @ViewBuilder destination: @escaping (Value) -> Destination
    ) -> some View {
        let type = PageTypeNames.of(data)
        return transformPreference(DestinationPreferenceKey.self) { set in
            set.builders[type] = { value in
                guard let value = value.base as? Value else { return AnyView(EmptyView()) }
                return AnyView(destination(value))
            }
            set.renew()  // this evaluation's closure: a later push uses it
        }
    }
}
#endif
