#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

private struct PageNavigatorKey: EnvironmentKey {
    static var defaultValue: PageNavigator { PageNavigator(backend: nil, page: nil) }
}

extension EnvironmentValues {
    /// The navigator of the page this view is in: a page of a ``PageNavigationStack``, or a
    /// ``PageHostingController`` in a `PageNavigationController`. Elsewhere its operations fail with
    /// ``PageNavigatorError/noStack``.
    public var pageNavigator: PageNavigator {
        get { self[PageNavigatorKey.self] }
        set { self[PageNavigatorKey.self] = newValue }
    }
}
#endif
