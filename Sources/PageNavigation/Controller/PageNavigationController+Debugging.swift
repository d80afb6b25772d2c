#if canImport(UIKit)
import PageNavigationCore
import UIKit

extension PageNavigationController {
    /// Called, in debug builds, for each report of the debugging tools: a page still alive two seconds
    /// after the transition that removed it ended (``NavigationEvent/notFreed(_:)``), or code that took
    /// over UIKit's swipe-back recognizers (``NavigationEvent/warning(_:)``). Each report is also printed
    /// to the console and delivered to every controller's ``onEvent``. Route it to your crash reporter
    /// (as a non-fatal) to hear of leaks your testers never notice:
    ///
    /// ```swift
    /// #if DEBUG
    /// PageNavigationController.onDiagnostic = { diagnostic in
    ///     CrashReporter.recordNonFatal(diagnostic.message)
    /// }
    /// #endif
    /// ```
    ///
    /// Release builds compile the debugging tools out: nothing is watched and this is never called.
    public static var onDiagnostic: (@MainActor (NavigationDiagnostic) -> Void)?
}
#endif
