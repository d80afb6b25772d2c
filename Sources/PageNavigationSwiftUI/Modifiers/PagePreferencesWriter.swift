#if canImport(SwiftUI) && canImport(UIKit)
import PageNavigation
import PageNavigationCore
import UIKit

/// Hands what a page's modifiers declare (``PagePreferences``) to the page's `pageNavigation` options,
/// one batch per change — for the stack's pages and for a ``PageHostingController`` alike.
@MainActor
struct PagePreferencesWriter {
    private var applied = PagePreferences()

    /// Whether two back handlers do the same: the same case, and for web history the same web view (a
    /// page's body declares its handler again at every evaluation; only a confirmation's closure is new).
    private static func same(_ first: BackHandler, _ second: BackHandler) -> Bool {
        switch (first, second) {
        case (.pop, .pop), (.deny, .deny): true
        #if canImport(WebKit)
        case (.webHistory(let one), .webHistory(let other)): one === other
        #endif
        default: false
        }
    }

    /// Writes the fields of `preferences` that changed since the last write to `page`'s options.
    mutating func write(_ preferences: PagePreferences, to page: UIViewController) {
        guard preferences != applied else { return }
        let old = applied
        applied = preferences
        if old.tag != preferences.tag { page.pageNavigation.tag = preferences.tag }  // else UIKit code's stays
        // UIKit reads it when the page is pushed (UINavigationController.h: "when this view controller is
        // pushed into a controller hierarchy with a bottom bar (like a tab bar), the bottom bar will slide
        // out"); pages render once before they enter, so it is set by then.
        if old.hidesTabBar != preferences.hidesTabBar, let hides = preferences.hidesTabBar {
            page.hidesBottomBarWhenPushed = hides
        }
        page.pageNavigation.update { options in
            // Only the fields the modifiers changed: fields UIKit code set on the page stay.
            if old.bar != preferences.bar {
                options.bar = options.bar.applyingChanges(from: old.bar, to: preferences.bar)
            }
            if old.popGesture != preferences.popGesture { options.popGesture = preferences.popGesture }
            if old.back != preferences.back, !Self.same(old.back?.handler ?? .pop, preferences.back?.handler ?? .pop) {
                options.back = preferences.back?.handler ?? .pop
            }
            if old.swipeBack != preferences.swipeBack {
                options.onPopGesture = preferences.swipeBack?.callbacks ?? GestureCallbacks()
            }
        }
    }
}
#endif
