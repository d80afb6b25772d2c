#if canImport(SwiftUI) && canImport(UIKit)
@_exported import PageNavigation
@_exported import PageNavigationCore
#endif
