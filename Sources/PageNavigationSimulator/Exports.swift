@_exported import PageNavigationCore
