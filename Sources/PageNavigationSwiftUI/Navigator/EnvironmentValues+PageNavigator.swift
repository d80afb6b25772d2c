#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

private struct PageNavigatorKey: EnvironmentKey {
    static var defaultValue: PageNavigator { PageNavigator(backend: nil, page: nil) }
}

extension EnvironmentValues {
    /// The navigator of the ``PageNavigationStack`` page this view is in. Outside a stack, its operations
    /// fail with ``PageNavigatorError/noStack``.
    public var pageNavigator: PageNavigator {
        get { self[PageNavigatorKey.self] }
        set { self[PageNavigatorKey.self] = newValue }
    }
}
#endif
