#if canImport(SwiftUI) && canImport(UIKit)
// `import PageNavigationSwiftUI` shows what `import PageNavigation` shows (the UIKit layer and the
// engine's value types it speaks in), never the engine's plumbing: see PageNavigation's Exports.swift.
@_exported import PageNavigation
#endif
