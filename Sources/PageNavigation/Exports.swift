#if canImport(UIKit)
// What an app sees after `import PageNavigation`: the engine's value types that the UIKit layer's API
// speaks in (looks, back handlers, swipe modes and decisions, events, errors, page declarations), one
// by one. The engine's plumbing — the engine itself, its inputs and effects, transition plans, swipe
// geometry, path synchronisation — stays out of an app's sight, and so do the core's `ColorScheme` and
// `LayoutDirection`, which would make SwiftUI's types of those names ambiguous in an app's files.
// Tests and tools that need the plumbing import `PageNavigationCore` (or `PageNavigationSimulator`).
@_exported import enum PageNavigationCore.BackBehavior
@_exported import protocol PageNavigationCore.BackConfirming
@_exported import enum PageNavigationCore.BackRequestResult
@_exported import struct PageNavigationCore.BarColor
@_exported import struct PageNavigationCore.BarExtras
@_exported import struct PageNavigationCore.BarItemMargins
@_exported import struct PageNavigationCore.BarResource
@_exported import enum PageNavigationCore.BarShadow
@_exported import struct PageNavigationCore.BarStyle
@_exported import protocol PageNavigationCore.DeclaredPage
@_exported import protocol PageNavigationCore.HistoryBacking
@_exported import enum PageNavigationCore.InheritancePolicy
@_exported import struct PageNavigationCore.NavigationDiagnostic
@_exported import enum PageNavigationCore.NavigationError
@_exported import enum PageNavigationCore.NavigationEvent
@_exported import enum PageNavigationCore.NavigationWarning
@_exported import protocol PageNavigationCore.NextPageProviding
@_exported import struct PageNavigationCore.NotFreedPage
@_exported import struct PageNavigationCore.PageDeclaration
@_exported import enum PageNavigationCore.PageDeparture
@_exported import struct PageNavigationCore.PageID
@_exported import struct PageNavigationCore.PartialBarStyle
@_exported import enum PageNavigationCore.PopFallback
@_exported import enum PageNavigationCore.PopGestureMode
@_exported import enum PageNavigationCore.PushGestureMode
@_exported import enum PageNavigationCore.ScrollEdgeEffect
@_exported import enum PageNavigationCore.StatusBarContent
@_exported import enum PageNavigationCore.SwipeDecision
@_exported import enum PageNavigationCore.SwipeRefusal
@_exported import enum PageNavigationCore.TabBarMinimizing
@_exported import enum PageNavigationCore.TabBarVisibility
@_exported import enum PageNavigationCore.TransitionKind
#endif
