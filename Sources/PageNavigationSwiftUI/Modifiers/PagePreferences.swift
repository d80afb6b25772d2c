#if canImport(SwiftUI) && canImport(UIKit)
import PageNavigation
import PageNavigationCore
import SwiftUI

/// What the modifiers of a page's views declare about the page: the same fields as `pageNavigation` in UIKit.
/// Fields a view leaves unset come from the views around it; of two views that set the same field, the
/// deeper one wins (as with the environment), and of two siblings, the later one.
struct PagePreferences: Equatable {
    var bar = PartialBarStyle.empty
    var popGesture: PopGestureMode?
    var back: Declared<BackHandler>?
    var swipeBack: Declared<GestureCallbacks>?
    var tag: String?
    /// `hidesBottomBarWhenPushed`: whether a tab bar hides while the page is in the stack.
    var hidesTabBar: Bool?

    /// These preferences with `deeper`'s fields over them.
    func overlaid(with deeper: PagePreferences) -> PagePreferences {
        PagePreferences(
            bar: bar.merging(deeper.bar), popGesture: deeper.popGesture ?? popGesture,
            back: deeper.back ?? back, swipeBack: deeper.swipeBack ?? swipeBack, tag: deeper.tag ?? tag,
            hidesTabBar: deeper.hidesTabBar ?? hidesTabBar
        )
    }
}

/// A value with closures, declared by one evaluation of a modifier: equal only to itself, so that a
/// page takes the closures of its latest evaluation.
struct Declared<Value>: Equatable {
    let value: Value
    private let identity = Identity()

    init(_ value: Value) { self.value = value }

    var handler: Value { value }
    var callbacks: Value { value }

    static func == (lhs: Declared, rhs: Declared) -> Bool { lhs.identity === rhs.identity }

    private final class Identity {}
}

/// Collects what a page's views declare.
struct PagePreferencesKey: PreferenceKey {
    static var defaultValue: PagePreferences { PagePreferences() }

    static func reduce(value: inout PagePreferences, nextValue: () -> PagePreferences) {
        value = value.overlaid(with: nextValue())
    }
}

extension View {
    /// Declares page fields on the views within: their own declarations stay over these.
    func pagePreferences(_ declare: @escaping (inout PagePreferences) -> Void) -> some View {
        transformPreference(PagePreferencesKey.self) { deeper in
            var mine = PagePreferences()
            declare(&mine)
            deeper = mine.overlaid(with: deeper)
        }
    }
}
#endif
