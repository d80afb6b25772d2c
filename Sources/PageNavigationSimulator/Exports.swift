@_exported import PageNavigationCore
@_exported import PageNavigationPath
