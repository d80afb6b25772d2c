#if canImport(UIKit)
@_exported import PageNavigationCore
#endif
